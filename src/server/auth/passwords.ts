import os from "node:os";
import { hash, verify } from "@node-rs/argon2";
import { serviceUnavailable } from "../http/errors";

/** Argon2id in @node-rs/argon2's const enum (Argon2d = 0, Argon2i = 1, Argon2id = 2). */
const ARGON2ID = 2;

/** DECISIONS.md "Safety rules": argon2id, 19 MiB, 2 passes, parallelism 1. Runs off the event loop. */
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

/** How long a refused caller is asked to wait: the queue drains well within it. */
const BUSY_RETRY_AFTER_SECONDS = 2;

let running = 0;
const waiting: Array<() => void> = [];

/** The server is hashing all it can: the request was not checked and may simply be sent again. */
export const hashingBusy = () =>
  serviceUnavailable(BUSY_RETRY_AFTER_SECONDS, "Growly is very busy right now. Please try again in a moment.");

async function withHashSlot<T>(work: () => Promise<T>): Promise<T> {
  // A freed slot passes straight to the next waiter, so the count never overshoots.
  if (running < MAX_CONCURRENT_HASHES) running += 1;
  else if (waiting.length >= MAX_WAITING_HASHES) throw hashingBusy();
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

/** Throws hashingBusy() (503) when the queue is full. */
export function hashPassword(password: string): Promise<string> {
  return withHashSlot(() => hash(password, ARGON2_OPTIONS));
}

/** False for a wrong password or an unreadable hash; throws hashingBusy() (503) when the queue is full. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return withHashSlot(async () => {
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
export async function verifyAgainstNobody(password: string): Promise<false> {
  if (!dummyHash) {
    const made = hashPassword("growly-no-such-account");
    // A refused first hash (busy) must not be remembered: the next caller makes it again.
    made.catch(() => {
      if (dummyHash === made) dummyHash = undefined;
    });
    dummyHash = made;
  }
  await verifyPassword(await dummyHash, password);
  return false;
}
