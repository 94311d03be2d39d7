import { setTimeout as sleep } from "node:timers/promises";
import type { Clock } from "../clock";
import type { FastifyInstance } from "fastify";
import { REGISTER_EMAIL_REFUSED, loginSchema, registerSchema } from "../../shared/schemas/auth";
import type { AppDb } from "../db/client";
import { users } from "../db/schema";
import { conflict, parseBody, unauthorized } from "../http/errors";
import {
  LOGIN_ACCOUNT_SLOWDOWN,
  RATE_LIMITS,
  clearLoginFailures,
  countAttempts,
  loginAccountAddressKey,
  loginAccountKey,
  loginDelayMs,
  releaseAttempt,
  releaseOnError,
  reserveAttempt,
  reserveAttempts,
} from "../http/rate-limit";
import { isUniqueViolation } from "../db/errors";
import { InFlightGate } from "../http/in-flight";
import { hashPassword, verifyAgainstNobody, verifyPassword } from "./passwords";
import { requireUserId, signIn } from "./session";
import { findUserByEmail, findUserById, toPublicUser } from "../users/users";
import { eq } from "drizzle-orm";
import { languageOfSettings, newAccountLanguage } from "../i18n/i18n";

/** One message for an unknown email and a wrong password (docs/product-rules.md#passwords). */
export const INVALID_CREDENTIALS = /*i18n*/ "Invalid email or password";

export function authRoutes(db: AppDb, clock: Clock) {
  return async function register(app: FastifyInstance) {
    // One address's burst is turned away before it costs the database anything (src/server/http/in-flight.ts).
    const attemptsAtOnce = new InFlightGate();
    app.post("/api/auth/register", (request, reply) =>
      attemptsAtOnce.run(`register:${request.ip}`, async () => {
        const addressKey = `register:ip:${request.ip}`;
        await reserveAttempt(db, addressKey, RATE_LIMITS.registerPerAddress);
        const input = parseBody(registerSchema, request.body);
        const passwordHash = await releaseOnError(db, [addressKey], () => hashPassword(input.password, addressKey));
        let row;
        try {
          [row] = await db
            .insert(users)
            .values({
              username: input.username,
              email: input.email,
              passwordHash,
              timeZone: input.timeZone ?? "UTC",
              // The language the visitor came in (cookie or Accept-Language), one of the four.
              settings: { language: newAccountLanguage(request) },
            })
            .returning();
        } catch (error) {
          if (isUniqueViolation(error, "users_email_lower_unique")) {
            // Never "already exists": docs/product-rules.md#accounts-and-email-addresses.
            throw conflict(REGISTER_EMAIL_REFUSED);
          }
          if (isUniqueViolation(error, "users_username_unique")) {
            throw conflict(/*i18n*/ "That username is taken. Please choose another.");
          }
          throw error;
        }
        if (!row) throw new Error("Insert returned no user");
        await signIn(request, row.id, languageOfSettings(row.settings));
        request.log.info({ userId: row.id }, "account registered");
        return reply.code(201).send(toPublicUser(row, clock()));
      }),
    );

    app.post("/api/auth/login", (request) =>
      attemptsAtOnce.run(`login:${request.ip}`, async () => {
        const input = parseBody(loginSchema, request.body);
        const accountKey = loginAccountKey(input.email);
        const pairKey = loginAccountAddressKey(input.email, request.ip);
        const addressKey = `login:ip:${request.ip}`;
        // docs/product-rules.md#rate-limits. Counted before the password is checked: however many arrive at once, only
        // the limit's worth is checked. Per address, and per account from this address: guessing from one place never
        // locks the account for its owner elsewhere.
        await reserveAttempts(db, [
          { key: addressKey, rule: RATE_LIMITS.loginPerAddress },
          { key: pairKey, rule: RATE_LIMITS.loginPerAccountAndAddress },
        ]);
        // Many addresses guessing at one account are slowed, never refused.
        const [account] = await countAttempts(db, [{ key: accountKey, rule: LOGIN_ACCOUNT_SLOWDOWN }]);
        const delayMs = loginDelayMs(account?.count ?? 0);
        if (delayMs > 0) await sleep(delayMs);

        const { row, valid } = await releaseOnError(db, [addressKey, pairKey, accountKey], async () => {
          const found = await findUserByEmail(db, input.email);
          const matches = found
            ? await verifyPassword(found.passwordHash, input.password, accountKey, [addressKey])
            : await verifyAgainstNobody(input.password, accountKey, [addressKey]);
          return { row: found, valid: matches };
        });
        if (!row || !valid) {
          request.log.warn({ event: "login_failed" }, "login failed");
          throw unauthorized(INVALID_CREDENTIALS);
        }
        // Per address only failures count; the account's failures are forgiven.
        await releaseAttempt(db, addressKey);
        await clearLoginFailures(db, input.email);
        let current = row;
        if (input.timeZone && input.timeZone !== row.timeZone) {
          const [updated] = await db
            .update(users)
            .set({ timeZone: input.timeZone, updatedAt: new Date() })
            .where(eq(users.id, row.id))
            .returning();
          current = updated ?? row;
        }
        await signIn(request, current.id, languageOfSettings(current.settings));
        return toPublicUser(current, clock());
      }),
    );

    app.post("/api/auth/logout", async (request) => {
      if (request.session.userId !== undefined || request.session.isAdmin) {
        await request.session.destroy();
      }
      return { message: "Signed out" };
    });

    app.get("/api/auth/me", async (request) => {
      const userId = requireUserId(request);
      const row = await findUserById(db, userId);
      if (!row) {
        // The account is gone (deleted elsewhere): this session means nothing now.
        await request.session.destroy();
        throw unauthorized();
      }
      return toPublicUser(row, clock());
    });
  };
}
