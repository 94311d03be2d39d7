import { type DehydratedState, type QueryClient, hydrate } from "@tanstack/react-query";
import { SERVER_STATE_ID } from "@shared/page-markers";
import { checkAnswer } from "./api";
import { API_CACHE_NAME } from "./offline-constants";
import { type DisplayLanguage, isDisplayLanguage } from "@shared/i18n/locales";

/**
 * What a server-rendered page carries beside its markup (src/server/rendering/render-page.ts): the query cache the
 * screen was rendered from, the API path each of its answers came from, and the parent's local hour and the language it
 * was rendered in.
 */
export interface ServerState {
  state: DehydratedState;
  paths: string[];
  hour: number;
  language: DisplayLanguage;
}

const isServerState = (value: unknown): value is ServerState => {
  const candidate = value as Partial<ServerState> | null;
  return (
    typeof candidate === "object" &&
    candidate !== null &&
    typeof candidate.hour === "number" &&
    isDisplayLanguage(candidate.language) &&
    Array.isArray(candidate.paths) &&
    Array.isArray(candidate.state?.queries) &&
    candidate.paths.length === candidate.state.queries.length &&
    // Paths on this site, never another's address.
    candidate.paths.every((path) => typeof path === "string" && /^\/(?!\/)/.test(path))
  );
};

/**
 * The state of a server-rendered page, put into the query cache before the app hydrates, so its first render is the
 * server's and nothing is asked again. Undefined on any other page (the landing page, a page rendered by the browser).
 * Each answer is checked against its route's schema as a fetched one is (lib/api.ts), and kept for offline use as the
 * service worker keeps those it fetches (sw.ts).
 */
export function hydrateServerState(queryClient: QueryClient, doc: Document = document): ServerState | undefined {
  const element = doc.getElementById(SERVER_STATE_ID);
  if (!element) return undefined;
  element.remove();
  let parsed: unknown;
  try {
    parsed = JSON.parse(element.textContent ?? "");
  } catch {
    return undefined;
  }
  if (!isServerState(parsed)) return undefined;
  hydrate(queryClient, parsed.state);
  const answers = parsed.state.queries.map((query, index) => [parsed.paths[index]!, query.state.data] as const);
  for (const [path, answer] of answers) void checkAnswer("GET", path, answer).catch(() => undefined);
  // Kept at once, whether or not a service worker runs the page yet (on a first visit it takes over later and finds
  // them): signing out, whenever it comes, clears them after (features/auth/api/logout.ts).
  if (typeof caches !== "undefined") void keepForOffline(answers).catch(() => undefined);
  return parsed;
}

async function keepForOffline(answers: ReadonlyArray<readonly [string, unknown]>): Promise<void> {
  const cache = await caches.open(API_CACHE_NAME);
  await Promise.all(
    answers.map(([path, answer]) =>
      cache.put(path, new Response(JSON.stringify(answer), { headers: { "content-type": "application/json" } })),
    ),
  );
}
