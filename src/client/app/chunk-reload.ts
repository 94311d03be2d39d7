/**
 * After a deploy, a page built with the previous version may ask for a chunk the server no longer has. A page that
 * was opened with the service worker keeps the build it was made with (src/client/sw.ts precaches every script, and a
 * new worker waits for Refresh); one that was not gets a 404. The page then reloads once, which brings the new build;
 * if the chunk still does not come, the app-wide error screen shows (app-error-boundary.tsx).
 */
const RELOADED_AT = "growly:reloaded-for-chunk";
/** A second failure within this time of the reload is not a new deploy: the error screen shows instead of a loop. */
const RELOAD_WINDOW_MS = 60_000;

/** Whether `error` says a script or stylesheet of the app could not be fetched (each browser words it its own way). */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === "string" ? error : "";
  return /dynamically imported module|Importing a module script failed|Unable to preload CSS|Failed to fetch module/i.test(message);
}

/** Set once this page has asked for its reload: what still fails until it goes is part of the same failure. */
let reloading = false;

/** Whether this page is reloading for a missing chunk (the screen shows nothing new until it goes). */
export function isReloadingForChunk(): boolean {
  return reloading;
}

function lastReload(): number {
  try {
    return Number(sessionStorage.getItem(RELOADED_AT)) || 0;
  } catch {
    return 0;
  }
}

/** Whether the page may reload for a missing chunk: it has not just done so. */
export function mayReloadForChunk(now = Date.now()): boolean {
  const last = lastReload();
  return !(last <= now && now - last < RELOAD_WINDOW_MS);
}

/** Reloads the page for a missing chunk, once: returns false (and does nothing) when it has just reloaded. */
export function reloadForChunk(): boolean {
  if (reloading) return true;
  // Offline, nothing missing is new: a reload would only bring the browser's own offline page and lose what the
  // parent typed. The screen that failed shows its offline message (or the error screen) instead.
  if (typeof navigator !== "undefined" && navigator.onLine === false) return false;
  if (!mayReloadForChunk()) return false;
  try {
    sessionStorage.setItem(RELOADED_AT, String(Date.now()));
  } catch {
    // Storage refused (a private window's quota): without the mark a second failure reloads again, at most once a load.
    return false;
  }
  reloading = true;
  window.location.reload();
  return true;
}

let listening = false;

/**
 * Vite's own signal that a chunk or one it depends on failed to load (`vite:preloadError`): the first time, the page
 * reloads. The import still fails as it would (a prevented event would resolve it to nothing, which a lazy screen
 * cannot draw); the error boundary shows nothing while the reload goes, and after it the error screen. Vite sends the
 * same event when a chunk arrived but threw as it ran (`payload` is the error): that is no deploy, a reload would
 * not mend it, and the error screen shows at once.
 */
export function reloadOnPreloadError(): void {
  if (listening || typeof window === "undefined") return;
  listening = true;
  window.addEventListener("vite:preloadError", (event) => {
    if (isChunkLoadError((event as Event & { payload?: unknown }).payload)) void reloadForChunk();
  });
}

/**
 * React's report of an error a boundary caught (`onCaughtError` of the app's root, src/client/app-start.tsx): logged
 * once, with the component stack; a missing chunk the page is already reloading for is only a warning.
 */
export function logCaughtError(error: unknown, info: { componentStack?: string | null }): void {
  if (isChunkLoadError(error) && isReloadingForChunk()) {
    console.warn("A part of the app did not load; reloading for the current version:", error instanceof Error ? error.message : error);
    return;
  }
  console.error("A part of the app failed to show:", error, info.componentStack ?? "");
}

/**
 * React's report of an error it recovered from while hydrating (`onRecoverableError` of a hydrated root): the
 * server's screen could not be taken over, so React draws it afresh in the browser. When the cause is a screen's
 * chunk that did not arrive, that fresh draw meets the same missing chunk and the error boundary reports it (above),
 * so this is only a warning; anything else (a screen drawn differently from the server's) stays an error.
 */
export function logRecoverableError(error: unknown): void {
  const cause = error instanceof Error && error.cause !== undefined ? error.cause : error;
  if (isChunkLoadError(cause)) {
    console.warn("A screen could not be taken over from the server for a part that did not load:", cause instanceof Error ? cause.message : cause);
    return;
  }
  console.error("A screen could not be taken over from the server and was drawn again:", error, cause === error ? "" : cause);
}
