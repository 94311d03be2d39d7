import crypto from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { AppDb } from "../db/client";
import { rateLimits } from "../db/schema";
import { HttpError, tooManyRequests } from "./errors";

/** docs/product-rules.md#rate-limits: every limit, in one table. */
export const RATE_LIMITS = {
  /** Wrong passwords for one account from one address: a guesser there is stopped, the owner elsewhere is not. */
  loginPerAccountAndAddress: { limit: 10, windowMs: 15 * 60_000 },
  loginPerAddress: { limit: 100, windowMs: 15 * 60_000 },
  registerPerAddress: { limit: 30, windowMs: 60 * 60_000 },
  /** Email changes refused because another account uses the address: each one would tell that it does. */
  emailChangePerAccount: { limit: 10, windowMs: 60 * 60_000 },
  emailChangePerAddress: { limit: 30, windowMs: 60 * 60_000 },
  waitlistPerAddress: { limit: 30, windowMs: 60 * 60_000 },
  /** Guest lessons started without an account: each is a row until it expires (resuming one is not counted). */
  guestLessonPerAddress: { limit: 20, windowMs: 60 * 60_000 },
  adminLoginPerAddress: { limit: 10, windowMs: 15 * 60_000 },
  /** Wrong admin passwords from all addresses together: many addresses guessing at the one shared password. */
  adminLoginTotal: { limit: 100, windowMs: 60 * 60_000 },
  /** Wrong current passwords in Settings, like login failures per account. */
  passwordChangePerAccount: { limit: 10, windowMs: 15 * 60_000 },
  /** Reset mails asked for: per address, and per email so nobody can flood one inbox. */
  passwordResetPerAddress: { limit: 30, windowMs: 60 * 60_000 },
  passwordResetPerEmail: { limit: 5, windowMs: 60 * 60_000 },
  passwordResetConfirmPerAddress: { limit: 30, windowMs: 15 * 60_000 },
  /** Family invitation links tried from one address: a guesser of tokens is stopped (docs/product-rules.md#a-second-carer). */
  invitationAcceptPerAddress: { limit: 30, windowMs: 15 * 60_000 },
  /** Invitations an owner makes: each may send a mail, so nobody floods an inbox through Growly. */
  invitationCreatePerAccount: { limit: 20, windowMs: 60 * 60_000 },
} as const;

/**
 * An account's wrong passwords from all addresses together: past `freeFailures` in the window each further login of
 * the account waits first (from `firstDelayMs`, doubling up to `maxDelayMs`) and is then checked as usual. It slows
 * many addresses guessing at one account, and never refuses: a stranger must not be able to lock a parent out.
 */
export const LOGIN_ACCOUNT_SLOWDOWN = { freeFailures: 50, windowMs: 60 * 60_000, firstDelayMs: 250, maxDelayMs: 5_000 } as const;

/** How long a login of an account waits when `failures` (this attempt included) were counted against it this hour. */
export function loginDelayMs(failures: number): number {
  const over = failures - LOGIN_ACCOUNT_SLOWDOWN.freeFailures;
  if (over <= 0) return 0;
  return Math.min(LOGIN_ACCOUNT_SLOWDOWN.maxDelayMs, LOGIN_ACCOUNT_SLOWDOWN.firstDelayMs * 2 ** Math.min(over - 1, 10));
}

/** The name a limit goes by in the metrics (rate-limit refusals by limit). */
export function rateLimitName(rule: RateLimit): string {
  return Object.entries(RATE_LIMITS).find(([, known]) => known === rule)?.[0] ?? "other";
}

/** Counter keys that name one parent: the login failures against their email, their gift-code attempts. */
export const loginAccountKey = (email: string) => `login:account:${email}`;
/** One account's failures from one address; the email is hashed to keep the key short. */
const loginPairPrefix = (email: string) => `login:pair:${crypto.createHash("sha256").update(email).digest("base64url").slice(0, 22)}:`;
export const loginAccountAddressKey = (email: string, address: string) => `${loginPairPrefix(email)}${address}`;
export const giftCodeKey = (userId: number) => `gift-code:${userId}`;
export const passwordChangeKey = (userId: number) => `password-change:${userId}`;
export const passwordResetEmailKey = (email: string) => `password-reset:email:${email}`;
export const emailChangeKey = (userId: number) => `email-change:${userId}`;
export const invitationCreateKey = (userId: number) => `family-invitation:${userId}`;

/** Every counter that names this parent, erased with their account (the per-address login pairs expire by themselves). */
export const personalRateLimitKeys = (userId: number, email: string) => [
  loginAccountKey(email),
  giftCodeKey(userId),
  passwordChangeKey(userId),
  passwordResetEmailKey(email),
  emailChangeKey(userId),
  invitationCreateKey(userId),
];

/** The owner proved themselves (a login, a password reset): every failure counted against the account is forgiven. */
export async function clearLoginFailures(db: AppDb, email: string): Promise<void> {
  const prefix = loginPairPrefix(email);
  await db
    .delete(rateLimits)
    .where(sql`${rateLimits.key} = ${loginAccountKey(email)} or left(${rateLimits.key}, ${prefix.length}) = ${prefix}`);
}

export interface RateLimit {
  limit: number;
  windowMs: number;
}

/*
 * How a limited action uses these (login, admin login, registration, waitlist, gift codes, password change and reset):
 *
 *   await reserveAttempt(db, key, rule);   // before any costly or secret-revealing work; 429 once over the limit
 *                                          // (reserveAttempts: several limits, e.g. account and address, at once)
 *   const ok = await releaseOnError(db, [key], () => verifyPassword(…));   // a 503 (never checked) gives it back
 *   on success:  clearAttempts(db, key)    // the account's failures are forgiven (clearLoginFailures for login)
 *          or    releaseAttempt(db, key)   // only failures count (per address): give this one back
 *   on failure:  nothing — the reservation is the count
 *
 * The reservation is one atomic statement, so N requests arriving at the same moment get the counts 1…N and only the
 * first `limit` of them go on: the limit holds however many arrive at once and on however many instances.
 */

/**
 * Reserves one attempt before the work it guards: counts it and refuses it with 429 (and Retry-After) once the
 * window holds more than the limit. A refused attempt stays counted.
 */
export async function reserveAttempt(db: AppDb, key: string, rule: RateLimit): Promise<void> {
  await reserveAttempts(db, [{ key, rule }]);
}

/** A 429 that names the limits it came from, so the metrics can count refusals by limit. */
export class RateLimitRefused extends HttpError {
  constructor(
    retryAfterSeconds: number,
    readonly limits: readonly string[],
  ) {
    const refusal = tooManyRequests(retryAfterSeconds);
    super(refusal.statusCode, refusal.message, refusal.headers);
  }
}

/**
 * Reserves one attempt under each of several limits (per account and per address) in one atomic statement, so a
 * burst costs the database one round trip a request. Refused with 429 when any of them is over its limit; every
 * counter is counted either way.
 */
export async function reserveAttempts(
  db: AppDb,
  limits: ReadonlyArray<{ key: string; rule: RateLimit }>,
): Promise<void> {
  const counts = await countAttempts(db, limits);
  const over = counts.filter((row) => row.count > row.rule.limit);
  if (over.length > 0) {
    throw new RateLimitRefused(
      Math.max(...over.map((row) => row.secondsLeft)),
      over.map((row) => rateLimitName(row.rule)),
    );
  }
}

/**
 * Counts one attempt under each key in its window, in one atomic statement, and returns each window's count (this
 * attempt included) and the seconds it has left. Refuses nothing: reserveAttempts does, and a budget that slows
 * rather than refuses (LOGIN_ACCOUNT_SLOWDOWN) reads the count.
 */
export async function countAttempts<R extends { windowMs: number }>(
  db: AppDb,
  limits: ReadonlyArray<{ key: string; rule: R }>,
): Promise<Array<{ key: string; rule: R; count: number; secondsLeft: number }>> {
  const unique = [...new Map(limits.map((limit) => [limit.key, limit])).values()];
  if (unique.length === 0) return [];
  const rows = await db
    .insert(rateLimits)
    .values(
      unique.map(({ key, rule }) => ({
        key,
        count: 1,
        resetAt: sql`now() + make_interval(secs => ${rule.windowMs / 1000})`,
      })),
    )
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.resetAt} <= now() then 1 else ${rateLimits.count} + 1 end`,
        resetAt: sql`case when ${rateLimits.resetAt} <= now() then excluded.reset_at else ${rateLimits.resetAt} end`,
      },
    })
    .returning({
      key: rateLimits.key,
      count: rateLimits.count,
      secondsLeft: sql<number>`extract(epoch from (${rateLimits.resetAt} - now()))::float8`,
    });
  return unique.map((limit) => {
    const row = rows.find((candidate) => candidate.key === limit.key);
    return { ...limit, count: row?.count ?? 0, secondsLeft: Number(row?.secondsLeft ?? 0) };
  });
}

/**
 * Gives back one reserved attempt that should not count: a success where only failures are limited, or an attempt
 * that was never checked (the server was too busy to hash). Only the current window is touched.
 */
export async function releaseAttempt(db: AppDb, key: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`${rateLimits.count} - 1` })
    .where(sql`${rateLimits.key} = ${key} and ${rateLimits.count} > 0 and ${rateLimits.resetAt} > now()`);
}

/**
 * Runs the work a reservation paid for. When it fails without an answer about the attempt (hashing queue full,
 * database away) the attempt was never checked, so it is given back before the error goes on.
 */
export async function releaseOnError<T>(db: AppDb, keys: readonly string[], work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    await Promise.all(keys.map((key) => releaseAttempt(db, key))).catch(() => {});
    throw error;
  }
}

/** Forgets every attempt counted against `key` (a successful login resets its account's failures). */
export async function clearAttempts(db: AppDb, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** Expired windows are dead rows; sweeping them keeps the table small. */
export async function sweepExpiredWindows(db: AppDb): Promise<void> {
  await db.delete(rateLimits).where(sql`${rateLimits.resetAt} <= now()`);
}
