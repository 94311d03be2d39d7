/// <reference lib="webworker" />
import { CacheableResponsePlugin } from "workbox-cacheable-response";
import { clientsClaim } from "workbox-core";
import { ExpirationPlugin } from "workbox-expiration";
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { NetworkFirst, NetworkOnly } from "workbox-strategies";
import type { ReminderPayload } from "../shared/schemas/push";
import { API_CACHE_NAME, SKIP_WAITING_MESSAGE } from "./lib/offline-constants";

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

// The app shell: index.html, every script, stylesheet and icon of this build. Only its own address answers from it:
// home ("/") is a page like any other (below), so the server's page for a signed-in parent (their home drawn in it,
// its reads asked for at once) reaches them, and the shell only when the network does not answer.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: "" });
cleanupOutdatedCaches();
// The first install takes the open page at once, so what it reads from now on is kept for offline use.
clientsClaim();

// A page keeps the build it was made with: its scripts answer from this worker's precache, and a new worker's install
// adds the next build's beside them (the old ones go only when it activates). A page without a worker that meets a
// removed chunk reloads once (src/client/app/chunk-reload.ts).
// A new build waits until the parent presses "Refresh" (src/client/app/service-worker.ts), so a lesson in progress
// is never swapped out from under them.
self.addEventListener("message", (event) => {
  if ((event.data as { type?: unknown } | null)?.type === SKIP_WAITING_MESSAGE) void self.skipWaiting();
});

/**
 * Pages: the server's answer when it comes within a few seconds (it knows signed in from signed out), else the
 * app shell, which serves every screen of the app, offline included (/get-help and any other client route).
 */
const pageFromNetwork = new NetworkOnly({ networkTimeoutSeconds: 4 });
registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        return await pageFromNetwork.handle(options);
      } catch {
        return (await matchPrecache("index.html")) ?? Response.error();
      }
    },
    { denylist: [/^\/api\//] },
  ),
);

/**
 * What the app reads (GET /api/…): fresh from the network, else the last answer kept, so the curriculum, the lessons
 * opened or fetched ahead and the parent's own progress are there offline. Calls that write (POST, PATCH, DELETE)
 * have no route here: they always go to the network and are never kept.
 */
// The family's shared answers are shown only while every adult says yes: never from a copy kept before a no.
const NEVER_KEPT = new Set(["/api/health", "/api/ready", "/api/push/public-key", "/api/family/same-page"]);
registerRoute(
  ({ url, request }) =>
    request.method === "GET" &&
    url.origin === self.location.origin &&
    url.pathname.startsWith("/api/") &&
    !NEVER_KEPT.has(url.pathname),
  new NetworkFirst({
    cacheName: API_CACHE_NAME,
    networkTimeoutSeconds: 5,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60 }),
    ],
  }),
  "GET",
);

/** A reminder from the server (src/server/push/reminder-copy.ts). */
self.addEventListener("push", (event) => {
  let payload: ReminderPayload;
  try {
    payload = event.data?.json() as ReminderPayload;
  } catch {
    return;
  }
  if (!payload?.title) return;
  event.waitUntil(
    self.registration.showNotification(payload.title, {
      body: payload.body,
      tag: payload.tag,
      icon: "/pwa-192x192.png",
      badge: "/pwa-64x64.png",
      data: { url: payload.url },
    }),
  );
});

/** A tap opens the page the reminder names (the next lesson), in an open Growly window when there is one. */
self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const path = (event.notification.data as { url?: unknown } | null)?.url;
  const target = new URL(typeof path === "string" && path.startsWith("/") ? path : "/", self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      for (const client of windows) {
        if (new URL(client.url).origin !== self.location.origin) continue;
        const focused = await client.focus();
        await focused.navigate(target).catch(() => undefined);
        return;
      }
      await self.clients.openWindow(target);
    })(),
  );
});
