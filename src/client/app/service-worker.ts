import { Workbox } from "workbox-window";

const HOUR_MS = 60 * 60 * 1000;

/**
 * Registers the service worker (src/client/sw.ts). A new deploy waits until the parent chooses: `offerUpdate` shows
 * "A new version is ready — Refresh", and Refresh lets it take over and reloads the page, so nobody keeps running a
 * stale app without knowing.
 */
export function registerServiceWorker(offerUpdate: (refresh: () => void) => void): void {
  if (!("serviceWorker" in navigator)) return;
  const workbox = new Workbox("/sw.js", { scope: "/" });
  workbox.addEventListener("waiting", () => {
    offerUpdate(() => {
      workbox.addEventListener("controlling", () => window.location.reload());
      workbox.messageSkipWaiting();
    });
  });
  void workbox.register().catch(() => undefined);
  // A phone may keep the app open for days: look for a new version now and then.
  window.setInterval(() => void workbox.update().catch(() => undefined), HOUR_MS);
}
