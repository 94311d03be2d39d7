import { eq, sql } from "drizzle-orm";
import type { AppDb } from "../db/client";
import { rateLimits } from "../db/schema";
import { tooManyRequests } from "./errors";

/** DECISIONS.md "Safety rules": every limit, in one table. */
export const RATE_LIMITS = {
  loginPerAccount: { limit: 10, windowMs: 15 * 60_000 },
  loginPerAddress: { limit: 100, windowMs: 15 * 60_000 },
  registerPerAddress: { limit: 30, windowMs: 60 * 60_000 },
  waitlistPerAddress: { limit: 30, windowMs: 60 * 60_000 },
  adminLoginPerAddress: { limit: 10, windowMs: 15 * 60_000 },
  /** Wrong current passwords in Settings, like login failures per account. */
  passwordChangePerAccount: { limit: 10, windowMs: 15 * 60_000 },
  /** Reset mails asked for: per address, and per email so nobody can flood one inbox. */
  passwordResetPerAddress: { limit: 30, windowMs: 60 * 60_000 },
  passwordResetPerEmail: { limit: 5, windowMs: 60 * 60_000 },
  passwordResetConfirmPerAddress: { limit: 30, windowMs: 15 * 60_000 },
} as const;

/** Counter keys that name one parent: the login failures against their email, their gift-code attempts. */
export const loginAccountKey = (email: string) => `login:account:${email}`;
export const giftCodeKey = (userId: number) => `gift-code:${userId}`;
export const passwordChangeKey = (userId: number) => `password-change:${userId}`;
export const passwordResetEmailKey = (email: string) => `password-reset:email:${email}`;

/** Every counter that names this parent, erased with their account. */
export const personalRateLimitKeys = (userId: number, email: string) => [
  loginAccountKey(email),
  giftCodeKey(userId),
  passwordChangeKey(userId),
  passwordResetEmailKey(email),
];

export interface RateLimit {
  limit: number;
  windowMs: number;
}

/**
 * Counts one event in a fixed window, atomically in the database so every instance shares it.
 * Returns the count after this event and the seconds until the window ends.
 */
export async function countEvent(db: AppDb, key: string, rule: RateLimit) {
  const windowSeconds = rule.windowMs / 1000;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, resetAt: sql`now() + make_interval(secs => ${windowSeconds})` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.resetAt} <= now() then 1 else ${rateLimits.count} + 1 end`,
        resetAt: sql`case when ${rateLimits.resetAt} <= now() then excluded.reset_at else ${rateLimits.resetAt} end`,
      },
    })
    .returning({
      count: rateLimits.count,
      secondsLeft: sql<number>`extract(epoch from (${rateLimits.resetAt} - now()))::float8`,
    });
  return { count: row?.count ?? 1, secondsLeft: Number(row?.secondsLeft ?? windowSeconds) };
}

/** Counts one attempt and refuses it with 429 once the window holds more than the limit. */
export async function consumeAttempt(db: AppDb, key: string, rule: RateLimit): Promise<void> {
  const { count, secondsLeft } = await countEvent(db, key, rule);
  if (count > rule.limit) throw tooManyRequests(secondsLeft);
}

/** Refuses with 429 when the failures already counted in the current window reach the limit. */
export async function refuseWhenExhausted(db: AppDb, key: string, rule: RateLimit): Promise<void> {
  const [row] = await db
    .select({
      count: rateLimits.count,
      secondsLeft: sql<number>`extract(epoch from (${rateLimits.resetAt} - now()))::float8`,
    })
    .from(rateLimits)
    .where(sql`${rateLimits.key} = ${key} and ${rateLimits.resetAt} > now()`);
  if (row && row.count >= rule.limit) throw tooManyRequests(Number(row.secondsLeft));
}

export async function clearCount(db: AppDb, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** Expired windows are dead rows; sweeping them keeps the table small. */
export async function sweepExpiredWindows(db: AppDb): Promise<void> {
  await db.delete(rateLimits).where(sql`${rateLimits.resetAt} <= now()`);
}
