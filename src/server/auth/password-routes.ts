import crypto from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import {
  RESET_LINK_INVALID,
  RESET_REQUESTED,
  changePasswordSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
} from "../../shared/schemas/password";
import type { AppDb } from "../db/client";
import { passwordResetTokens, users } from "../db/schema";
import { badRequest, parseBody, unauthorized } from "../http/errors";
import {
  RATE_LIMITS,
  clearLoginFailures,
  passwordResetEmailKey,
  releaseOnError,
  reserveAttempt,
  reserveAttempts,
} from "../http/rate-limit";
import { InFlightGate } from "../http/in-flight";
import type { MailContext } from "../mail/mail-context";
import { RESET_LINK_MINUTES, passwordResetMail } from "../mail/templates";
import { i18nFor, languageOfSettings, visitorLanguage } from "../i18n/i18n";
import { endSessionsOf } from "./end-sessions";
import { checkCurrentPassword } from "./current-password";
import { hashPassword } from "./passwords";
import { requireUserId, signIn } from "./session";
import { findUserByEmail, findUserById, toPublicUser } from "../users/users";

export { WRONG_CURRENT_PASSWORD } from "./current-password";

export const hashResetToken = (token: string) => crypto.createHash("sha256").update(token).digest("hex");

/**
 * Changing a password in Settings, signing out other devices, and resetting a forgotten password by an emailed
 * single-use link.
 */
export function passwordRoutes(db: AppDb, mail: MailContext, clock: () => Date) {
  return async function register(app: FastifyInstance) {
    // One address's burst is turned away before it costs the database anything (src/server/http/in-flight.ts).
    const attemptsAtOnce = new InFlightGate();
    app.post("/api/auth/password", async (request) => {
      const userId = requireUserId(request);
      const input = parseBody(changePasswordSchema, request.body);
      const row = await findUserById(db, userId);
      if (!row) throw unauthorized();
      await checkCurrentPassword(db, userId, row.passwordHash, input.currentPassword);
      const passwordHash = await hashPassword(input.newPassword);
      const ended = await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
        // A reset link mailed before the change must not undo it.
        await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
        return endSessionsOf(tx, userId, request.session.sessionId);
      });
      request.session.forgetChanged(ended);
      const endedSessions = ended.length;
      request.log.info({ userId, endedSessions }, "password changed");
      return { message: i18nFor(languageOfSettings(row.settings))._(/*i18n*/ "Your password is changed."), endedSessions };
    });

    app.post("/api/auth/sessions/end-others", async (request) => {
      const userId = requireUserId(request);
      const ended = await endSessionsOf(db, userId, request.session.sessionId);
      request.session.forgetChanged(ended);
      const endedSessions = ended.length;
      request.log.info({ userId, endedSessions }, "other sessions ended");
      return { endedSessions };
    });

    app.post("/api/auth/password-reset", async (request, reply) => {
      const { email } = parseBody(passwordResetRequestSchema, request.body);
      await limitResetRequests(request.ip, email);
      const row = await findUserByEmail(db, email);
      if (row) {
        const token = crypto.randomBytes(32).toString("base64url");
        const expiresAt = new Date(clock().getTime() + RESET_LINK_MINUTES * 60_000);
        await db.insert(passwordResetTokens).values({ tokenHash: hashResetToken(token), userId: row.id, expiresAt });
        // Not awaited: the answer must not wait for the mail server, or its timing would tell that the account exists.
        const link = `${mail.publicUrl}/reset-password?token=${token}`;
        mail.mailer
          .send({ to: row.email, ...passwordResetMail(link, i18nFor(languageOfSettings(row.settings))) })
          .then(() => request.log.info({ userId: row.id }, "password reset mail sent"))
          .catch((error: unknown) => request.log.error({ err: error, userId: row.id }, "password reset mail failed"));
      }
      return reply.code(202).send({ message: i18nFor(visitorLanguage(request))._(RESET_REQUESTED) });
    });

    app.post("/api/auth/password-reset/confirm", (request) =>
      attemptsAtOnce.run(`password-reset-confirm:${request.ip}`, async () => {
        const confirmKey = `password-reset-confirm:ip:${request.ip}`;
        await reserveAttempt(db, confirmKey, RATE_LIMITS.passwordResetConfirmPerAddress);
        const input = parseBody(passwordResetConfirmSchema, request.body);
        const tokenHash = hashResetToken(input.token);
        const now = clock();
        const usable = and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now));
        // Checked before hashing, so a made-up token costs no hashing time.
        const [pending] = await db.select({ userId: passwordResetTokens.userId }).from(passwordResetTokens).where(usable);
        if (!pending) throw badRequest(RESET_LINK_INVALID);
        const passwordHash = await releaseOnError(db, [confirmKey], () => hashPassword(input.newPassword));
        const reset = await db.transaction(async (tx) => {
          // The token is spent in the same statement that checks it: of two uses at once, one finds it spent.
          const [spent] = await tx.update(passwordResetTokens).set({ usedAt: now }).where(usable).returning();
          if (!spent) throw badRequest(RESET_LINK_INVALID);
          const [updated] = await tx
            .update(users)
            .set({ passwordHash, updatedAt: new Date() })
            .where(eq(users.id, spent.userId))
            .returning();
          if (!updated) throw badRequest(RESET_LINK_INVALID);
          await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, spent.userId));
          return { updated, ended: await endSessionsOf(tx, spent.userId) };
        });
        request.session.forgetChanged(reset.ended);
        const row = reset.updated;
        // The owner has just proved themselves: whatever guessing slowed their logins is forgiven.
        await clearLoginFailures(db, row.email);
        await signIn(request, row.id, languageOfSettings(row.settings));
        request.log.info({ userId: row.id }, "password reset");
        return toPublicUser(row, clock());
      }),
    );
  };

  async function limitResetRequests(address: string, email: string): Promise<void> {
    await reserveAttempts(db, [
      { key: `password-reset:ip:${address}`, rule: RATE_LIMITS.passwordResetPerAddress },
      { key: passwordResetEmailKey(email), rule: RATE_LIMITS.passwordResetPerEmail },
    ]);
  }
}
