import { routeKey } from "../../shared/api/routes";
import { whenIdle } from "./when-idle";

/**
 * docs/screens.md#api-calls: a failed call raises "status: message" (the server's message, else the body, else the
 * status text).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly serverMessage: string,
  ) {
    super(`${status}: ${serverMessage}`);
  }
}

/** Every call sends cookies and speaks JSON; `headers` adds to them (an Idempotency-Key). */
export async function apiRequest<T>(
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  const response = await fetch(path, {
    method,
    credentials: "include",
    headers: {
      accept: "application/json",
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) {
    const text = await response.text();
    throw new ApiError(response.status, readMessage(text) || response.statusText);
  }
  const text = response.status === 204 ? "" : await response.text();
  const data: unknown = text ? JSON.parse(text) : undefined;
  await checkAnswer(method, path, data);
  return data as T;
}

/** An answer that differs from its route's schema (src/shared/api/responses.ts): the client and server drifted. */
export class ResponseDriftError extends Error {
  override name = "ResponseDriftError";
}

/**
 * Development and tests stop at an answer that differs from its schema, so drift fails a test instead of reaching a
 * parent. Production hands the data over unchecked and checks it later (checkLater), so the daily screens never
 * load the validation library while they draw (tests/e2e/daily-screens.test.ts).
 */
const STRICT = import.meta.env.MODE !== "production";
/**
 * Development and tests load the schemas at the first answer, once. Not as this module loads: a test file that only
 * imports it would end before that import settles, and its teardown would fail the run.
 */
let strictSchemas: Promise<typeof import("../../shared/api/responses")> | undefined;

/**
 * Checks an answer against its route's schema (src/shared/api/responses.ts): at once in development and tests (a
 * drift throws), later in production. Also for the answers a server-rendered page carries (lib/server-state.ts).
 */
export async function checkAnswer(method: string, path: string, data: unknown): Promise<void> {
  const route = routeKey(method, path);
  if (!STRICT) return checkLater(route, data);
  strictSchemas ??= import("../../shared/api/responses");
  const { responseProblem } = await strictSchemas;
  const problem = responseProblem(route, data);
  if (problem === null) return;
  console.error(problem);
  throw new ResponseDriftError(problem);
}

/** How long after an answer production waits before checking: well after a screen has drawn and gone quiet. */
export const LATER_CHECK_DELAY_MS = 20_000;
/** The latest unchecked answer of each route (one per route, so the queue stays small). */
const unchecked = new Map<string, unknown>();
/** Routes already checked once on this page: one look per route is enough to see drift. */
const checked = new Set<string>();
let laterCheck: ReturnType<typeof setTimeout> | undefined;

function checkLater(route: string, data: unknown): void {
  if (checked.has(route)) return;
  unchecked.set(route, data);
  laterCheck ??= setTimeout(() => whenIdle(() => void checkUnchecked(), { fallbackDelay: 0 }), LATER_CHECK_DELAY_MS);
}

async function checkUnchecked(): Promise<void> {
  try {
    const { responseProblem } = await import("../../shared/api/responses");
    for (const [route, data] of unchecked) {
      checked.add(route);
      const problem = responseProblem(route, data);
      // The data was used as it came; the warning is for whoever reads the logs.
      if (problem !== null) console.warn(problem);
    }
  } catch {
    // The check's own script did not load (offline): the next answer tries again.
  } finally {
    unchecked.clear();
    laterCheck = undefined;
  }
}

function readMessage(text: string): string {
  try {
    const parsed = JSON.parse(text) as { message?: unknown };
    if (typeof parsed.message === "string") return parsed.message;
  } catch {
    // Not JSON: the body text itself is the message.
  }
  return text;
}
