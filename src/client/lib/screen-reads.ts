import type { QueryClient, QueryKey } from "@tanstack/react-query";
import { SCREEN_READS_ID } from "@shared/lesson-paths";
import { API_CACHE_NAME } from "./offline-constants";

type ScreenRead = [path: string, queryKey: QueryKey, answer: unknown];

const isScreenRead = (read: unknown): read is ScreenRead =>
  Array.isArray(read) &&
  read.length === 3 &&
  typeof read[0] === "string" &&
  // A path on this site, never another's address.
  /^\/(?!\/)/.test(read[0]) &&
  Array.isArray(read[1]) &&
  read[2] !== undefined;

/**
 * A page the server drew for the parent (home, the lessons overview: src/server/http/first-screen.ts) carries the API's
 * answers it drew it from. The app starts from them, as if it had just asked: the screen it draws matches the drawing,
 * and nothing is asked twice. Answers that cannot be read are left out; the app asks for them as usual. The answers
 * are kept for offline use as the service worker keeps those it fetches (sw.ts).
 */
export function seedScreenReads(queryClient: QueryClient, doc: Document = document): void {
  const element = doc.getElementById(SCREEN_READS_ID);
  if (!element) return;
  element.remove();
  let reads: unknown;
  try {
    reads = JSON.parse(element.textContent ?? "");
  } catch {
    return;
  }
  if (!Array.isArray(reads)) return;
  const seeded = reads.filter(isScreenRead);
  for (const [, queryKey, answer] of seeded) queryClient.setQueryData(queryKey, answer);
  // Kept at once, whether or not a service worker runs the page yet (on a first visit it takes over later and finds
  // them): signing out, whenever it comes, clears them after (features/auth/api/logout.ts).
  if (seeded.length > 0 && typeof caches !== "undefined") void keepForOffline(seeded).catch(() => undefined);
}

async function keepForOffline(reads: readonly ScreenRead[]): Promise<void> {
  const cache = await caches.open(API_CACHE_NAME);
  await Promise.all(
    reads.map(([path, , answer]) =>
      cache.put(path, new Response(JSON.stringify(answer), { headers: { "content-type": "application/json" } })),
    ),
  );
}
