import crypto from "node:crypto";
import { and, eq, gt, isNotNull, lte } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import { parseCookie, stringifySetCookie } from "cookie";
import { GUEST_API_PATH, GUEST_ATTEMPT_LIFE_MS, GUEST_COOKIE } from "../../shared/guest-lesson";
import type { AppDb } from "../db/client";
import { guestAttempts } from "../db/schema";

/*
 * A guest attempt (docs/product-rules.md#trying-a-lesson-before-joining) is bound to its browser twice over: the
 * browser holds a random secret in an HttpOnly cookie (the row keeps only its hash), and the page holds a token the
 * server signed over the attempt's id. A claim needs both, so a token copied to another browser, a cookie without
 * its token, or a token changed by one character give nothing.
 */

export type GuestAttemptRow = typeof guestAttempts.$inferSelect;

/** The browser's guest secret: 32 random bytes, base64url. Anything else in the cookie is ignored. */
const SECRET_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The browser secret this request carries, when it carries a well-formed one. */
export function browserSecretOf(request: FastifyRequest): string | undefined {
  const value = parseCookie(String(request.headers.cookie ?? ""))[GUEST_COOKIE];
  return value !== undefined && SECRET_PATTERN.test(value) ? value : undefined;
}

/** What the row keeps of the browser secret: a leaked table names no cookie. */
export function browserHashOf(secret: string): string {
  return crypto.createHash("sha256").update(secret).digest("hex");
}

export function newBrowserSecret(): string {
  return crypto.randomBytes(32).toString("base64url");
}

/** Sets the guest cookie: sent back only to the guest routes, gone when the attempt would have expired anyway. */
export function setBrowserCookie(request: FastifyRequest, reply: FastifyReply, secret: string, expiresAt: Date): void {
  reply.header(
    "set-cookie",
    stringifySetCookie({
      name: GUEST_COOKIE,
      value: secret,
      path: GUEST_API_PATH,
      httpOnly: true,
      sameSite: "lax",
      secure: request.protocol === "https",
      expires: expiresAt,
    }),
  );
}

/** Forgets the guest cookie once its attempt has moved into an account. */
export function clearBrowserCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.header(
    "set-cookie",
    stringifySetCookie({
      name: GUEST_COOKIE,
      value: "",
      path: GUEST_API_PATH,
      httpOnly: true,
      sameSite: "lax",
      secure: request.protocol === "https",
      expires: new Date(0),
    }),
  );
}

/** A fresh attempt id: 16 random bytes, base64url (22 characters). */
export function newAttemptId(): string {
  return crypto.randomBytes(16).toString("base64url");
}

/** Signs and checks the claim tokens of guest attempts with the server's secret. */
export function guestTokens(secret: string) {
  const mac = (id: string) =>
    crypto.createHmac("sha256", secret).update(`guest-attempt:${id}`).digest("base64url");
  return {
    sign(id: string): string {
      return `${id}.${mac(id)}`;
    },
    /** The attempt id a token names, when the server signed it; undefined for anything else. */
    verify(token: string): string | undefined {
      const dot = token.indexOf(".");
      if (dot <= 0) return undefined;
      const id = token.slice(0, dot);
      const given = Buffer.from(token.slice(dot + 1));
      const expected = Buffer.from(mac(id));
      return given.length === expected.length && crypto.timingSafeEqual(given, expected) ? id : undefined;
    },
  };
}

export const guestAttemptExpiry = (now: Date) => new Date(now.getTime() + GUEST_ATTEMPT_LIFE_MS);

/** The browser's attempt that has not expired, if any. */
export async function liveAttemptOf(db: AppDb, browserHash: string, now: Date): Promise<GuestAttemptRow | undefined> {
  const [row] = await db
    .select()
    .from(guestAttempts)
    .where(and(eq(guestAttempts.browserHash, browserHash), gt(guestAttempts.expiresAt, now)));
  return row;
}

/**
 * Takes the attempt out of the table for a claim: only the one the token names, from the browser that played it,
 * completed and unexpired. The delete is the claim, so of two claims at once one gets the row and the other nothing.
 */
export async function takeClaimableAttempt(
  db: AppDb,
  id: string,
  browserHash: string,
  now: Date,
): Promise<GuestAttemptRow | undefined> {
  const [row] = await db
    .delete(guestAttempts)
    .where(
      and(
        eq(guestAttempts.id, id),
        eq(guestAttempts.browserHash, browserHash),
        isNotNull(guestAttempts.completedAt),
        gt(guestAttempts.expiresAt, now),
      ),
    )
    .returning();
  return row;
}

/** Expired guest attempts are dead rows; the app's periodic sweep deletes them (src/server/app.ts). */
export async function sweepExpiredGuestAttempts(db: AppDb, now = new Date()): Promise<number> {
  const deleted = await db
    .delete(guestAttempts)
    .where(lte(guestAttempts.expiresAt, now))
    .returning({ id: guestAttempts.id });
  return deleted.length;
}
