import { eq, inArray } from "drizzle-orm";
import type { Clock } from "../clock";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import { onboardingFormSchema } from "../../shared/schemas/onboarding";
import { suggestedDay } from "../../shared/rules/daily-goal";
import { listensFromAnswer } from "../../shared/rules/listening";
import { EMAIL_CHANGE_REFUSED } from "../../shared/schemas/auth";
import { updateUserSchema } from "../../shared/schemas/profile";
import type { AppDb } from "../db/client";
import { isUniqueViolation } from "../db/errors";
import { passwordResetTokens, rateLimits, users } from "../db/schema";
import {
  RATE_LIMITS,
  emailChangeKey,
  personalRateLimitKeys,
  releaseAttempt,
  reserveAttempts,
} from "../http/rate-limit";
import { conflict, parseBody, unauthorized } from "../http/errors";
import { findUserById, toPublicUser } from "../users/users";
import { requireSelf } from "../auth/session";
import { endSessionsOf } from "../auth/end-sessions";
import { leaveFamily } from "../family/family";
import { lockParent } from "../db/lock-order";
import { checkCurrentPassword } from "../auth/current-password";
import { deleteAccountSchema } from "../../shared/schemas/password";

/**
 * Deleting the account asks for the password, checked as a password change checks it (auth/current-password.ts):
 * none or a wrong one is a 400 and nothing is deleted.
 */
async function confirmDeletion(db: AppDb, userId: number, body: unknown): Promise<void> {
  const { password } = parseBody(deleteAccountSchema, body ?? {});
  const row = await findUserById(db, userId);
  if (!row) throw unauthorized();
  await checkCurrentPassword(db, userId, row.passwordHash, password);
}

/**
 * An email change to another address is counted per parent and per address before it is tried, like a login
 * (docs/product-rules.md#accounts-and-email-addresses). Returns the counters it reserved.
 */
async function reserveEmailChange(db: AppDb, ip: string, userId: number, email: string | undefined): Promise<string[]> {
  if (email === undefined) return [];
  const [current] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!current || current.email.toLowerCase() === email) return [];
  const limits = [
    { key: emailChangeKey(userId), rule: RATE_LIMITS.emailChangePerAccount },
    { key: `email-change:ip:${ip}`, rule: RATE_LIMITS.emailChangePerAddress },
  ];
  await reserveAttempts(db, limits);
  return limits.map((limit) => limit.key);
}

/**
 * PATCH /api/user/{id}: the parent's own name, email, daily goal and onboarding answers (docs/screens.md#edit-profile,
 * docs/screens.md#form-validation, docs/screens.md#api-calls).
 */
export function profileRoutes(db: AppDb, clock: Clock, cancelPaymentsOf: (userId: number, log: FastifyBaseLogger) => Promise<void>) {
  return async function register(app: FastifyInstance) {
    app.patch<{ Params: { id: string } }>("/api/user/:id", async (request) => {
      const userId = requireSelf(request, request.params.id);
      const input = parseBody(updateUserSchema, request.body);
      const limited = await reserveEmailChange(db, request.ip, userId, input.email);
      // Only refusals count: each tells that an account uses the address. Any other outcome gives the attempt back.
      const giveBack = () => Promise.all(limited.map((key) => releaseAttempt(db, key)));
      let row;
      try {
        row = await db.transaction(async (tx) => {
          const [current] = await tx.select().from(users).where(eq(users.id, userId)).for("update");
          if (!current) throw unauthorized();
          // A reset link mailed to the old address must not open the account once the address has changed.
          if (input.email !== undefined && input.email !== current.email) {
            await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
          }
          const onboardingData = input.onboardingData
            ? { ...current.onboardingData, ...input.onboardingData }
            : current.onboardingData;
          const completes = !current.onboardingCompleted && onboardingFormSchema.safeParse(onboardingData).success;
          // docs/product-rules.md#streaks-and-the-daily-goal: the time the parent said they have sets their day once,
          // as onboarding completes, unless they chose a goal in the same call or a rhythm before.
          const suggested = completes && input.dailyGoalTarget === undefined ? suggestedDay(onboardingData?.availableTime) : undefined;
          const rhythm = suggested && current.settings.streakRhythm === undefined && suggested.streakRhythm !== 7 ? suggested.streakRhythm : undefined;
          // docs/product-rules.md#listening: a parent who would rather listen finds lessons read aloud, set once as
          // onboarding completes, unless they set the switch themselves before.
          const listens = completes && listensFromAnswer(onboardingData?.preferredLearningStyle, current.settings);
          const settings = {
            ...current.settings,
            ...(rhythm !== undefined && { streakRhythm: rhythm }),
            ...(listens && { listenToLessons: true }),
          };
          const [updated] = await tx
            .update(users)
            .set({
              ...(input.username !== undefined && { username: input.username }),
              ...(input.email !== undefined && { email: input.email }),
              ...(input.dailyGoalTarget !== undefined && { dailyGoalTarget: input.dailyGoalTarget }),
              ...(suggested && { dailyGoalTarget: suggested.dailyGoalTarget }),
              ...((rhythm !== undefined || listens) && { settings }),
              onboardingData,
              // Onboarding is complete once every required answer is there; it never goes back to incomplete.
              onboardingCompleted: current.onboardingCompleted || completes,
              updatedAt: new Date(),
            })
            .where(eq(users.id, userId))
            .returning();
          return updated;
        });
      } catch (error) {
        if (isUniqueViolation(error, "users_email_lower_unique")) throw conflict(EMAIL_CHANGE_REFUSED);
        await giveBack().catch(() => {});
        if (isUniqueViolation(error, "users_username_unique"))
          throw conflict(/*i18n*/ "That username is taken. Please choose another.");
        throw error;
      }
      await giveBack();
      if (!row) throw unauthorized();
      return toPublicUser(row, clock());
    });

    /**
     * docs/product-rules.md#account-deletion: deletion erases the user and everything that belongs to them. Their rows
     * go with the user (foreign keys cascade); their sessions, on every device, and the rate-limit counters named after
     * their email or id are deleted in the same transaction.
     */
    app.delete<{ Params: { id: string } }>("/api/user/:id", async (request, reply) => {
      const userId = requireSelf(request, request.params.id);
      await confirmDeletion(db, userId, request.body);
      // The payment provider's subscription ends first; when it cannot, nothing is erased.
      await cancelPaymentsOf(userId, request.log);
      const ended = await db.transaction(async (tx) => {
        // The parent's row first (db/lock-order.ts), as a settings change locks it before their sessions.
        await lockParent(tx as unknown as AppDb, userId);
        const sids = await endSessionsOf(tx, userId);
        await leaveFamily(tx, userId);
        const [gone] = await tx.delete(users).where(eq(users.id, userId)).returning({ email: users.email });
        if (gone) await tx.delete(rateLimits).where(inArray(rateLimits.key, personalRateLimitKeys(userId, gone.email)));
        return sids;
      });
      request.session.forgetChanged(ended);
      request.log.info({ userId }, "account deleted");
      // This request's own session row is gone; forget it here too, so no cookie outlives the account.
      await request.session.destroy();
      return reply.code(204).send();
    });
  };
}
