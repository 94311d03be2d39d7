import { hash, verify } from "@node-rs/argon2";

/** Argon2id in @node-rs/argon2's const enum (Argon2d = 0, Argon2i = 1, Argon2id = 2). */
const ARGON2ID = 2;

/** DECISIONS.md "Safety rules": argon2id, 19 MiB, 2 passes, parallelism 1. Runs off the event loop. */
const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
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
