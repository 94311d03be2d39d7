import os from "node:os";
import { hash, verify } from "@node-rs/argon2";
import { serviceUnavailable } from "../http/errors";

/** Argon2id in @node-rs/argon2's const enum (Argon2d = 0, Argon2i = 1, Argon2id = 2). */
const ARGON2ID = 2;

/** docs/product-rules.md#passwords: argon2id, 19 MiB, 2 passes, parallelism 1. Runs off the event loop. */
const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * Hashing runs on libuv's threads; capping how many run at once leaves a core for the event loop,
 * so a storm of logins slows logins, not every other request.
 */
export const MAX_CONCURRENT_HASHES = Math.max(1, os.availableParallelism() - 1);

/**
 * At most this many hashes wait for a slot (well under a second of work at ≈ 20 ms a hash); the next one is refused
 * at once with 503 and Retry-After rather than queued behind a storm for many seconds.
 */
export const MAX_WAITING_HASHES = 32 * MAX_CONCURRENT_HASHES;

/**
 * One source (an account, an address) holds at most this many of the waiting places; its next hash is refused at once
 * like a full queue's. A burst from one address or against one account then waits behind itself and is cut short,
 * and never fills the queue that everybody else's sign-ins need (docs/benchmarks.md#a-burst-from-one-address).
 */
export const MAX_WAITING_PER_SOURCE = Math.max(4, Math.floor(MAX_WAITING_HASHES / 8));

/** How long a refused caller is asked to wait: the queue drains well within it. */
const BUSY_RETRY_AFTER_SECONDS = 2;

let running = 0;
/**
 * Waiters, one line per account (or other key), served in turn: a burst against one account waits behind itself,
 * while another parent's login goes next. Map keeps insertion order, so the line served longest ago comes first.
 */
const lines = new Map<string, Array<() => void>>();
let waitingCount = 0;
/** Waiting places held per source. */
const waitingBySource = new Map<string, number>();

function countWaiting(sources: readonly string[], change: 1 | -1): void {
  for (const source of sources) {
    const count = (waitingBySource.get(source) ?? 0) + change;
    if (count > 0) waitingBySource.set(source, count);
    else waitingBySource.delete(source);
  }
}

function nextWaiter(): (() => void) | undefined {
  for (const [key, line] of lines) {
    const next = line.shift();
    lines.delete(key);
    // The line goes to the back of the turn order if it still has waiters.
    if (line.length > 0) lines.set(key, line);
    if (next) {
      waitingCount -= 1;
      return next;
    }
  }
  return undefined;
}

/** The server is hashing all it can: the request was not checked and may simply be sent again. */
export const hashingBusy = () =>
  serviceUnavailable(BUSY_RETRY_AFTER_SECONDS, /*i18n*/ "Growly is very busy right now. Please try again in a moment.");

async function withHashSlot<T>(key: string, sources: readonly string[], work: () => Promise<T>): Promise<T> {
  const shares = [...new Set([key, ...sources])].filter((source) => source !== "");
  // A freed slot passes straight to the next waiter, so the count never overshoots.
  if (running < MAX_CONCURRENT_HASHES) running += 1;
  else if (
    waitingCount >= MAX_WAITING_HASHES ||
    shares.some((source) => (waitingBySource.get(source) ?? 0) >= MAX_WAITING_PER_SOURCE)
  ) {
    throw hashingBusy();
  } else {
    countWaiting(shares, 1);
    await new Promise<void>((resolve) => {
      const line = lines.get(key);
      if (line) line.push(resolve);
      else lines.set(key, [resolve]);
      waitingCount += 1;
    });
    countWaiting(shares, -1);
  }
  try {
    return await work();
  } finally {
    const next = nextWaiter();
    if (next) next();
    else running -= 1;
  }
}

/**
 * Throws hashingBusy() (503) when the queue is full, or `turnKey`'s or one of `sources`' share of it is. `turnKey`
 * names whose work this is (an account, an address): waiters with different keys take turns. `sources` are other
 * keys the work is counted under (the address a login comes from).
 */
export function hashPassword(password: string, turnKey = "", sources: readonly string[] = []): Promise<string> {
  return withHashSlot(turnKey, sources, () => hash(password, ARGON2_OPTIONS));
}

/** False for a wrong password or an unreadable hash; throws hashingBusy() (503) when the queue is full. */
export async function verifyPassword(
  passwordHash: string,
  password: string,
  turnKey = "",
  sources: readonly string[] = [],
): Promise<boolean> {
  return withHashSlot(turnKey, sources, async () => {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  });
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real check when the email is unknown, so the answer's timing
 * doesn't tell whether an account exists.
 */
export async function verifyAgainstNobody(password: string, turnKey = "", sources: readonly string[] = []): Promise<false> {
  if (!dummyHash) {
    const made = hashPassword("growly-no-such-account");
    // A refused first hash (busy) must not be remembered: the next caller makes it again.
    made.catch(() => {
      if (dummyHash === made) dummyHash = undefined;
    });
    dummyHash = made;
  }
  await verifyPassword(await dummyHash, password, turnKey, sources);
  return false;
}
