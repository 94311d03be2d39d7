import { useLayoutEffect } from "react";
import { FIRST_SCREEN_ID } from "@shared/lesson-paths";

/**
 * A lesson opened afresh can come with its first screen already in the page, drawn by the server with the app's own
 * components (src/server/http/first-screen.ts), in `#first-screen`, inert and laid over the app. The app starts
 * underneath it as usual; the drawing goes once the app shows something that is not a loading state, so the parent
 * reads the lesson from the first paint and never sees it give way to a spinner. Loading states hold it
 * (`useHoldFirstScreen`); the app's root lets it go after each commit in which none is left.
 */
/** The longest the drawing stays over an app that is still loading (a very slow connection): then the app shows. */
export const FIRST_SCREEN_LIMIT_MS = 10_000;

let holds = 0;
let checkQueued = false;

function drawing(): HTMLElement | null {
  return typeof document === "undefined" ? null : document.getElementById(FIRST_SCREEN_ID);
}

function removeDrawing() {
  drawing()?.remove();
}

/**
 * Looks once the current commit is over (a loading state that ends and another that begins in the same commit hold
 * it throughout): with no loading state on screen, the app has drawn its own screen, and the drawing goes.
 */
export function releaseFirstScreenIfDrawn() {
  if (checkQueued || !drawing()) return;
  checkQueued = true;
  queueMicrotask(() => {
    checkQueued = false;
    if (holds === 0) removeDrawing();
  });
}

/** For a loading state: while it is on screen, the server's drawing of the lesson stays. */
export function useHoldFirstScreen() {
  useLayoutEffect(() => {
    if (!drawing()) return;
    holds += 1;
    return () => {
      holds -= 1;
      releaseFirstScreenIfDrawn();
    };
  }, []);
}

/** For the app's root, once: lets the drawing go after the first commit if nothing holds it, and at the limit. */
export function useFirstScreenRelease() {
  useLayoutEffect(() => {
    releaseFirstScreenIfDrawn();
    const limit = setTimeout(removeDrawing, FIRST_SCREEN_LIMIT_MS);
    return () => clearTimeout(limit);
  }, []);
}
