import os from "node:os";
import { hash, verify } from "@node-rs/argon2";

/** Argon2id in @node-rs/argon2's const enum (Argon2d = 0, Argon2i = 1, Argon2id = 2). */
const ARGON2ID = 2;

/** DECISIONS.md "Safety rules": argon2id, 19 MiB, 2 passes, parallelism 1. Runs off the event loop. */
const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * Hashing runs on libuv's threads; capping how many run at once leaves a core for the event loop,
 * so a storm of logins slows logins, not every other request.
 */
const MAX_CONCURRENT_HASHES = Math.max(1, os.availableParallelism() - 1);
let running = 0;
const waiting: Array<() => void> = [];

async function withHashSlot<T>(work: () => Promise<T>): Promise<T> {
  // A freed slot passes straight to the next waiter, so the count never overshoots.
  if (running < MAX_CONCURRENT_HASHES) running += 1;
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

export function hashPassword(password: string): Promise<string> {
  return withHashSlot(() => hash(password, ARGON2_OPTIONS));
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await withHashSlot(() => verify(passwordHash, password));
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real check when the email is unknown, so the answer's timing
 * doesn't tell whether an account exists.
 */
export async function verifyAgainstNobody(password: string): Promise<false> {
  dummyHash ??= hashPassword("growly-no-such-account");
  await verifyPassword(await dummyHash, password);
  return false;
}
