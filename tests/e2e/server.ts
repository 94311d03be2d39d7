import { inject } from "vitest";

/**
 * The server this test file's journeys use. Browser workers run side by side, each with a server and a database of
 * its own (tests/setup/e2e-global.ts); tests/setup/e2e-worker.ts claims the worker's server before the file loads.
 */
let claimed: { baseUrl: string; clientDir: string } | undefined;

/** Asks the global setup for this worker's server (started on first ask, then the same one for the worker's files). */
export async function claimServer(): Promise<void> {
  // Unique among the files running at one moment (1..maxWorkers); a file never shares its server with a running one.
  const worker = process.env.VITEST_POOL_ID ?? "1";
  const response = await fetch(`${inject("serversUrl")}?worker=${encodeURIComponent(worker)}`);
  if (!response.ok) throw new Error(await response.text());
  claimed = (await response.json()) as { baseUrl: string; clientDir: string };
}

function server() {
  if (!claimed) throw new Error("no e2e server claimed: is tests/setup/e2e-worker.ts among the e2e project's setupFiles?");
  return claimed;
}

/** `http://127.0.0.1:port` of this file's server. */
export function serverUrl(): string {
  return server().baseUrl;
}

/** The built client this file's server serves (its own copy of dist/client: a journey may deploy a new version). */
export function serverClientDir(): string {
  return server().clientDir;
}
