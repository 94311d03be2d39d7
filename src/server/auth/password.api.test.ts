import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { PublicUser } from "../../shared/schemas/auth";
import { RESET_LINK_INVALID, RESET_REQUESTED } from "../../shared/schemas/password";
import { passwordResetTokens } from "../db/schema";
import type { Mailer, OutgoingMail } from "../mail/mailer";
import { MemoryMailer, linkIn } from "../test-support/memory-mailer";
import { useAuthTestApp } from "../test-support/auth-requests";
import {
  cookieFrom,
  createTestApp,
  newUserFields,
  registerUser,
  sessionSetCookie,
  uniqueAddress,
} from "../test-support/test-app";
import { WRONG_CURRENT_PASSWORD, hashResetToken } from "./password-routes";

const PUBLIC_URL = "https://growly.test";
const mailer = new MemoryMailer();
/** The app's clock: tests move it to age a reset link. */
let now = Date.now();
const {
  testApp: currentApp,
  post,
  me,
  logIn: signInAgain,
} = useAuthTestApp({ mailer, publicUrl: PUBLIC_URL, clock: () => new Date(now) });

async function requestReset(email: string): Promise<string> {
  const before = mailer.to(email).length;
  const response = await post("/api/auth/password-reset", { email });
  expect(response.statusCode).toBe(202);
  await expect.poll(() => mailer.to(email).length, { timeout: 5_000, interval: 10 }).toBeGreaterThan(before);
  const mail = mailer.to(email).at(-1) as OutgoingMail;
  expect(mailer.to(email)).toHaveLength(before + 1);
  return linkIn(mail.text, `${PUBLIC_URL}/reset-password?token=`);
}

const tokenOf = (link: string) => new URL(link).searchParams.get("token") ?? "";

describe("POST /api/auth/password (change in Settings)", () => {
  it("changes the password, ends the parent's other sessions and keeps this one", async () => {
    const { fields, cookie } = await registerUser(currentApp().app);
    const phone = await signInAgain(fields.email, fields.password);
    const laptop = await signInAgain(fields.email, fields.password);
    const stranger = await registerUser(currentApp().app);

    const response = await post(
      "/api/auth/password",
      { currentPassword: fields.password, newPassword: "a brand new secret" },
      { cookie },
    );

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ endedSessions: 2 });
    expect((await me(cookie)).statusCode).toBe(200);
    expect((await me(phone)).statusCode).toBe(401);
    expect((await me(laptop)).statusCode).toBe(401);
    // Nobody else is signed out.
    expect((await me(stranger.cookie)).statusCode).toBe(200);
    expect((await post("/api/auth/login", { email: fields.email, password: fields.password })).statusCode).toBe(401);
    expect((await post("/api/auth/login", { email: fields.email, password: "a brand new secret" })).statusCode).toBe(
      200,
    );
  });

  it("refuses a wrong current password with 400, changes nothing, and after 10 refuses even the right one with 429", async () => {
    const { fields, cookie } = await registerUser(currentApp().app);
    const phone = await signInAgain(fields.email, fields.password);

    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const wrong = await post(
        "/api/auth/password",
        { currentPassword: `guess-${attempt}`, newPassword: "taken over!" },
        { cookie },
      );
      expect(wrong.statusCode, `attempt ${attempt}`).toBe(400);
      expect(wrong.json()).toEqual({ message: WRONG_CURRENT_PASSWORD });
    }
    const locked = await post(
      "/api/auth/password",
      { currentPassword: fields.password, newPassword: "taken over!" },
      { cookie },
    );

    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers["retry-after"])).toBeGreaterThan(0);
    expect((await me(phone)).statusCode).toBe(200);
    expect((await post("/api/auth/login", { email: fields.email, password: fields.password })).statusCode).toBe(200);
  });

  it("refuses a short new password and a signed-out request", async () => {
    const { fields, cookie } = await registerUser(currentApp().app);
    const short = await post(
      "/api/auth/password",
      { currentPassword: fields.password, newPassword: "12345" },
      { cookie },
    );
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ message: "Password must be at least 6 characters" });
    const missing = await post("/api/auth/password", { newPassword: "long enough" }, { cookie });
    expect(missing.json()).toEqual({ message: "Please enter your current password" });

    const signedOut = await post("/api/auth/password", {
      currentPassword: fields.password,
      newPassword: "long enough",
    });
    expect(signedOut.statusCode).toBe(401);
  });
});

describe("POST /api/auth/sessions/end-others", () => {
  it("signs the parent out everywhere but here", async () => {
    const { fields, cookie } = await registerUser(currentApp().app);
    const phone = await signInAgain(fields.email, fields.password);

    const response = await post("/api/auth/sessions/end-others", undefined, { cookie });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ endedSessions: 1 });
    expect((await me(phone)).statusCode).toBe(401);
    expect((await me(cookie)).statusCode).toBe(200);
    expect((await post("/api/auth/sessions/end-others", undefined)).statusCode).toBe(401);
  });
});

describe("password reset by email", () => {
  it("answers an unknown email exactly like a known one, and mails only the known one", async () => {
    const { fields } = await registerUser(currentApp().app);
    const unknownEmail = newUserFields().email;

    const known = await post("/api/auth/password-reset", { email: fields.email });
    const unknown = await post("/api/auth/password-reset", { email: unknownEmail });

    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.json()).toEqual({ message: RESET_REQUESTED });
    expect(unknown.body).toBe(known.body);
    await mailer.waitFor(fields.email);
    expect(mailer.to(unknownEmail)).toHaveLength(0);
  });

  it("answers before the mail server does, so the timing tells nothing either", async () => {
    let release: () => void = () => {};
    const held: OutgoingMail[] = [];
    const slowMailer: Mailer = {
      send: (mail) =>
        new Promise<void>((resolve) => {
          held.push(mail);
          release = resolve;
        }),
      close: () => {},
    };
    const slowApp = await createTestApp({ mailer: slowMailer, publicUrl: PUBLIC_URL });
    try {
      const { fields } = await registerUser(slowApp.app);
      const response = await slowApp.app.inject({
        method: "POST",
        url: "/api/auth/password-reset",
        payload: { email: fields.email },
      });
      expect(response.statusCode).toBe(202);
      // The mail is still with the (stalled) mail server when the answer is already out.
      expect(held).toHaveLength(1);
      release();
    } finally {
      await slowApp.close();
    }
  });

  it("mails a single-use link that sets a new password, ends every session and signs the parent in", async () => {
    const { fields, cookie, user } = await registerUser(currentApp().app);
    const phone = await signInAgain(fields.email, fields.password);

    const link = await requestReset(fields.email);
    const mail = mailer.to(fields.email).at(-1) as OutgoingMail;
    expect(mail.subject).toBe("Reset your Growly password");
    expect(mail.html).toContain(link.replace(/&/g, "&#38;"));
    const token = tokenOf(link);
    // Only the hash is kept.
    const rows = await currentApp()
      .database.db.select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(hashResetToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);

    const confirm = await post("/api/auth/password-reset/confirm", { token, newPassword: "fresh start 2" }, { cookie });

    expect(confirm.statusCode).toBe(200);
    expect(confirm.json<PublicUser>().id).toBe(user.id);
    const signedIn = cookieFrom(confirm);
    expect(signedIn).not.toBe(cookie);
    expect((await me(signedIn)).statusCode).toBe(200);
    expect((await me(cookie)).statusCode).toBe(401);
    expect((await me(phone)).statusCode).toBe(401);
    expect((await post("/api/auth/login", { email: fields.email, password: fields.password })).statusCode).toBe(401);
    expect((await post("/api/auth/login", { email: fields.email, password: "fresh start 2" })).statusCode).toBe(200);

    const again = await post("/api/auth/password-reset/confirm", { token, newPassword: "someone else" });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: RESET_LINK_INVALID });
    expect(sessionSetCookie(again)).toBeUndefined();
  });

  it("lets a link be used once when it is used twice at the same moment", async () => {
    const { fields } = await registerUser(currentApp().app);
    const token = tokenOf(await requestReset(fields.email));

    const answers = await Promise.all([
      post("/api/auth/password-reset/confirm", { token, newPassword: "first of two" }),
      post("/api/auth/password-reset/confirm", { token, newPassword: "second of two" }),
    ]);

    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
  });

  it("honours a link for 30 minutes and refuses it after", async () => {
    const { fields } = await registerUser(currentApp().app);
    const start = Date.now();
    try {
      now = start;
      const early = tokenOf(await requestReset(fields.email));
      const late = tokenOf(await requestReset(fields.email));

      now = start + 30 * 60_000 + 1_000;
      const expired = await post("/api/auth/password-reset/confirm", { token: late, newPassword: "too late now" });
      expect(expired.statusCode).toBe(400);
      expect(expired.json()).toEqual({ message: RESET_LINK_INVALID });

      now = start + 29 * 60_000;
      const inTime = await post("/api/auth/password-reset/confirm", { token: early, newPassword: "just in time" });
      expect(inTime.statusCode).toBe(200);
    } finally {
      now = Date.now();
    }
  });

  it("retires a link mailed to the old address when the parent changes their email", async () => {
    const { fields, cookie, user } = await registerUser(currentApp().app);
    const token = tokenOf(await requestReset(fields.email));

    const change = await currentApp().app.inject({
      method: "PATCH",
      url: `/api/user/${user.id}`,
      headers: { cookie },
      payload: { email: newUserFields().email },
    });
    expect(change.statusCode).toBe(200);

    const confirm = await post("/api/auth/password-reset/confirm", { token, newPassword: "from the old inbox" });
    expect(confirm.statusCode).toBe(400);
  });

  it("refuses a made-up or malformed token with 400", async () => {
    for (const token of ["A".repeat(43), "short", "", "x".repeat(43) + "\u0000"]) {
      const response = await post("/api/auth/password-reset/confirm", { token, newPassword: "whatever you like" });
      expect(response.statusCode, JSON.stringify(token)).toBe(400);
      expect(response.json()).toEqual({ message: RESET_LINK_INVALID });
    }
  });

  it("unlocks a login the guessing locked at one address", async () => {
    const { fields } = await registerUser(currentApp().app);
    const remoteAddress = uniqueAddress();
    for (let attempt = 1; attempt <= 10; attempt += 1)
      await post("/api/auth/login", { email: fields.email, password: `nope-${attempt}` }, { remoteAddress });
    expect((await post("/api/auth/login", { email: fields.email, password: fields.password }, { remoteAddress })).statusCode).toBe(429);

    const token = tokenOf(await requestReset(fields.email));
    expect((await post("/api/auth/password-reset/confirm", { token, newPassword: "mine again" })).statusCode).toBe(200);

    expect((await post("/api/auth/login", { email: fields.email, password: "mine again" }, { remoteAddress })).statusCode).toBe(200);
  });

  it("limits reset mails to 5 an hour per email, from any address, and answers unknown emails the same", async () => {
    for (const email of [(await registerUser(currentApp().app)).fields.email, newUserFields().email]) {
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        expect((await post("/api/auth/password-reset", { email })).statusCode).toBe(202);
      }
      const refused = await post("/api/auth/password-reset", { email });
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    }
  });

  it("limits reset requests to 30 an hour per address", async () => {
    const remoteAddress = uniqueAddress();
    for (let attempt = 1; attempt <= 30; attempt += 1) {
      const response = await post("/api/auth/password-reset", { email: newUserFields().email }, { remoteAddress });
      expect(response.statusCode, `request ${attempt}`).toBe(202);
    }
    expect(
      (await post("/api/auth/password-reset", { email: newUserFields().email }, { remoteAddress })).statusCode,
    ).toBe(429);
  });

  it("refuses a malformed email with the form's message", async () => {
    const response = await post("/api/auth/password-reset", { email: "not-an-email" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: "Please enter a valid email address" });
  });
});
