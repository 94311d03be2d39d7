import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestSmtpServer, startTestSmtpServer } from "../../../tests/support/smtp";
import type { LaunchMailPreview } from "../../shared/schemas/admin";
import { type UserSettings } from "../../shared/schemas/settings";
import { buildApp } from "../app";
import { sentMails, users, waitlistSignups } from "../db/schema";
import {
  TEST_ADMIN_PASSWORD,
  TEST_ADMIN_PATH,
  type TestDatabase,
  cookieFrom,
  createTestDatabase,
  newUserFields,
  registerUser,
  testCurriculum,
  uniqueAddress,
} from "../test-support/test-app";
import { linkIn } from "../test-support/memory-mailer";
import { createMailContext } from "./mail-context";
import { createMailer } from "./mailer";
import { sendWeeklyProgressMails } from "./weekly-progress";

/**
 * The mail journeys against a real SMTP server in this process: what the app sends is received, parsed, and its
 * links followed. Two app instances share one database, as they do behind a load balancer.
 */
const PUBLIC_URL = "https://growly.test";
const FROM = "Growly <hello@growly.test>";
const quietLog = { info: () => {}, error: () => {} };
let smtp: TestSmtpServer;
let testDatabase: TestDatabase;
let first: FastifyInstance;
let second: FastifyInstance;

async function instance(launchMailIntervalMs: number): Promise<FastifyInstance> {
  const app = await buildApp({
    database: testDatabase.database,
    sessionSecret: SESSION_SECRET,
    adminPath: TEST_ADMIN_PATH,
    adminPassword: TEST_ADMIN_PASSWORD,
    curriculum: testCurriculum(),
    logLevel: "silent",
    publicUrl: PUBLIC_URL,
    smtpUrl: smtp.url,
    mailFrom: FROM,
    launchMailIntervalMs,
    weeklyMails: false,
  });
  await app.ready();
  return app;
}
const SESSION_SECRET = crypto.randomBytes(32).toString("hex");

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  testDatabase = await createTestDatabase();
  first = await instance(5);
  second = await instance(5);
});

afterAll(async () => {
  await first?.close();
  await second?.close();
  await testDatabase?.close();
  await smtp?.close();
});

async function adminCookie(app: FastifyInstance): Promise<string> {
  const response = await app.inject({ method: "POST", url: "/api/admin/login", payload: { password: TEST_ADMIN_PASSWORD }, remoteAddress: uniqueAddress() });
  expect(response.statusCode).toBe(200);
  return cookieFrom(response);
}

async function joinWaitlist(app: FastifyInstance, email: string): Promise<void> {
  const response = await app.inject({ method: "POST", url: "/api/waitlist", payload: { email }, remoteAddress: uniqueAddress() });
  expect(response.statusCode).toBe(201);
}

async function launchStatus(app: FastifyInstance, cookie: string): Promise<LaunchMailPreview> {
  const response = await app.inject({ method: "GET", url: "/api/admin/launch-mail", headers: { cookie } });
  expect(response.statusCode).toBe(200);
  return response.json<LaunchMailPreview>();
}

const pressSend = (app: FastifyInstance, cookie: string) =>
  app.inject({ method: "POST", url: "/api/admin/launch-mail", headers: { cookie } });

/** Waits until no instance is sending and nothing is pending. */
async function launchSettled(apps: Array<[FastifyInstance, string]>): Promise<void> {
  await expect
    .poll(async () => (await Promise.all(apps.map(([app, cookie]) => launchStatus(app, cookie)))).map(({ sending, pending }) => ({ sending, pending })), {
      timeout: 20_000,
      interval: 25,
    })
    .toEqual(apps.map(() => ({ sending: false, pending: 0 })));
}

async function followUnsubscribe(app: FastifyInstance, link: string) {
  const url = new URL(link);
  expect(url.origin).toBe(PUBLIC_URL);
  const page = await app.inject({ method: "GET", url: url.pathname + url.search });
  expect(page.statusCode).toBe(200);
  expect(page.headers["content-type"]).toContain("text/html");
  const action = /action="([^"]+)"/.exec(page.body)?.[1]?.replace(/&amp;/g, "&");
  expect(action).toBeDefined();
  return app.inject({
    method: "POST",
    url: action as string,
    headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://growly.test", host: "growly.test" },
    payload: "",
  });
}

describe("the password reset mail over SMTP", () => {
  it("arrives, reads in both forms, and its link sets the new password", async () => {
    const { fields } = await registerUser(first);
    const request = await first.inject({ method: "POST", url: "/api/auth/password-reset", payload: { email: fields.email } });
    expect(request.statusCode).toBe(202);

    const [mail] = await smtp.waitFor(1, fields.email);
    expect(mail?.from).toBe('"Growly" <hello@growly.test>');
    expect(mail?.subject).toBe("Reset your Growly password");
    expect(mail?.headers["list-unsubscribe"]).toBeUndefined();
    const link = linkIn(mail?.text ?? "", `${PUBLIC_URL}/reset-password?token=`);
    expect(mail?.html).toContain(`href="${link}"`);

    // The link works on the other instance too: the token lives in the shared database.
    const token = new URL(link).searchParams.get("token");
    const confirm = await second.inject({ method: "POST", url: "/api/auth/password-reset/confirm", payload: { token, newPassword: "from the mail" } });
    expect(confirm.statusCode).toBe(200);
    const login = await first.inject({ method: "POST", url: "/api/auth/login", payload: { email: fields.email, password: "from the mail" } });
    expect(login.statusCode).toBe(200);
  });
});

describe("Email the waitlist", () => {
  it("is for the admin only", async () => {
    const parent = await registerUser(first);
    expect((await first.inject({ method: "GET", url: "/api/admin/launch-mail" })).statusCode).toBe(401);
    expect((await first.inject({ method: "POST", url: "/api/admin/launch-mail" })).statusCode).toBe(401);
    expect((await first.inject({ method: "GET", url: "/api/admin/launch-mail", headers: { cookie: parent.cookie } })).statusCode).toBe(403);
    expect((await first.inject({ method: "POST", url: "/api/admin/launch-mail", headers: { cookie: parent.cookie } })).statusCode).toBe(403);
  });

  it("sends each signup one launch mail, however often and wherever it is pressed, and its unsubscribe link works", async () => {
    const emails = Array.from({ length: 12 }, () => newUserFields().email);
    for (const email of emails) await joinWaitlist(first, email);
    const firstAdmin = await adminCookie(first);
    const secondAdmin = await adminCookie(second);

    const preview = await launchStatus(first, firstAdmin);
    expect(preview).toMatchObject({ pending: 12, sent: 0, sending: false, subject: "Growly is open: come on in" });
    expect(preview.text).toContain(`${PUBLIC_URL}/register`);
    expect(preview.text).toContain("Unsubscribe");

    const presses = await Promise.all([pressSend(first, firstAdmin), pressSend(first, firstAdmin), pressSend(second, secondAdmin)]);
    expect(presses.map((press) => press.statusCode)).toEqual([202, 202, 202]);
    await launchSettled([[first, firstAdmin], [second, secondAdmin]]);
    // A late press after everything went out sends nothing.
    expect((await pressSend(second, secondAdmin)).json()).toEqual({ pending: 0 });
    await launchSettled([[first, firstAdmin], [second, secondAdmin]]);

    for (const email of emails) {
      const mails = smtp.to(email);
      expect(mails, email).toHaveLength(1);
      expect(mails[0]?.subject).toBe("Growly is open: come on in");
    }
    expect(await launchStatus(first, firstAdmin)).toMatchObject({ pending: 0, sent: 12 });
    const claims = await testDatabase.database.db.select().from(sentMails).where(eq(sentMails.kind, "launch"));
    expect(claims.filter((claim) => claim.status === "sent")).toHaveLength(12);

    // Every launch mail carries a working unsubscribe link, in the body and in List-Unsubscribe.
    const mail = smtp.to(emails[0] as string)[0];
    const link = linkIn(mail?.text ?? "", `${PUBLIC_URL}/unsubscribe?token=`);
    expect(mail?.headers["list-unsubscribe"]).toBe(`<${link}>`);
    expect(mail?.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    const done = await followUnsubscribe(first, link);
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain("You're unsubscribed");
    const [signup] = await testDatabase.database.db.select().from(waitlistSignups).where(eq(waitlistSignups.email, emails[0] as string));
    expect(signup?.unsubscribedAt).toBeInstanceOf(Date);
    expect((await launchStatus(first, firstAdmin)).unsubscribed).toBe(1);
  });

  it("sends a later signup theirs on the next press, and nothing to someone who unsubscribed before it reached them", async () => {
    const admin = await adminCookie(first);
    const later = newUserFields().email;
    const leaving = newUserFields().email;
    await joinWaitlist(first, later);
    await joinWaitlist(first, leaving);
    const [row] = await testDatabase.database.db.select().from(waitlistSignups).where(eq(waitlistSignups.email, leaving));
    // The one-click POST a mail client makes (RFC 8058), from its own origin.
    const token = createMailContext(createMailer({ smtpUrl: undefined, from: FROM, log: quietLog }), PUBLIC_URL, SESSION_SECRET)
      .unsubscribeTokens.sign({ kind: "signup", id: row?.id ?? 0 });
    const oneClick = await first.inject({
      method: "POST",
      url: `/unsubscribe?token=${token}`,
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://mail.example" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.statusCode).toBe(200);
    const sentBefore = smtp.received.length;

    expect((await pressSend(first, admin)).json()).toEqual({ pending: 1 });
    await launchSettled([[first, admin]]);

    expect(smtp.to(later)).toHaveLength(1);
    expect(smtp.to(leaving)).toHaveLength(0);
    expect(smtp.received.length).toBe(sentBefore + 1);
  });

  it("refuses a forged or broken unsubscribe link and changes nothing", async () => {
    const forged = await first.inject({ method: "POST", url: `/unsubscribe?token=w1.${"A".repeat(43)}` });
    expect(forged.statusCode).toBe(400);
    expect(forged.body).toContain("This link doesn't work");
    expect((await first.inject({ method: "GET", url: "/unsubscribe?token=nonsense" })).statusCode).toBe(400);
    expect((await first.inject({ method: "GET", url: "/unsubscribe" })).statusCode).toBe(400);
  });

  it("paces the mails it sends", async () => {
    const paced = await instance(60);
    try {
      const admin = await adminCookie(paced);
      const emails = Array.from({ length: 4 }, () => newUserFields().email);
      for (const email of emails) await joinWaitlist(paced, email);
      await pressSend(paced, admin);
      await launchSettled([[paced, admin]]);
      const times = emails.map((email) => smtp.to(email)[0]?.receivedAt ?? 0).sort((a, b) => a - b);
      for (let i = 1; i < times.length; i += 1) expect((times[i] ?? 0) - (times[i - 1] ?? 0)).toBeGreaterThanOrEqual(45);
    } finally {
      await paced.close();
    }
  });
});

describe("the weekly progress mail", () => {
  const mail = () => createMailContext(createMailer({ smtpUrl: smtp.url, from: FROM, log: quietLog }), PUBLIC_URL, SESSION_SECRET);

  async function parentWithEmail(on: boolean, timeZone: string) {
    const parent = await registerUser(first, { timeZone });
    const response = await first.inject({
      method: "PATCH",
      url: `/api/user/${parent.user.id}/settings`,
      headers: { cookie: parent.cookie },
      payload: { notifications: { email: on } },
    });
    expect(response.statusCode).toBe(200);
    return parent;
  }

  it("goes once a week on Sunday evening in the parent's time zone, to parents with email on, once across instances", async () => {
    const context = mail();
    const tokyo = await parentWithEmail(true, "Asia/Tokyo");
    const london = await parentWithEmail(true, "Europe/London");
    const off = await parentWithEmail(false, "Europe/London");
    const db = testDatabase.database.db;

    // Sunday 29 November 2026, 17:30 in London is 02:30 Monday in Tokyo: London's mail is due, Tokyo's week is over.
    const saturday = new Date("2026-11-28T17:30:00Z");
    const sundayEvening = new Date("2026-11-29T17:30:00Z");
    expect(await sendWeeklyProgressMails(db, context, saturday, quietLog)).toBe(0);

    // Two instances at the same moment.
    const counts = await Promise.all([
      sendWeeklyProgressMails(db, context, sundayEvening, quietLog),
      sendWeeklyProgressMails(db, context, sundayEvening, quietLog),
    ]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await sendWeeklyProgressMails(db, context, new Date("2026-11-29T22:00:00Z"), quietLog)).toBe(0);
    const [received] = await smtp.waitFor(1, london.fields.email);
    expect(received?.subject).toBe("Your week with Growly");
    expect(received?.text).toContain(`Hi ${london.fields.username},`);
    expect(received?.text).toContain("quiet one");
    expect(smtp.to(tokyo.fields.email)).toHaveLength(0);
    expect(smtp.to(off.fields.email)).toHaveLength(0);

    // Tokyo's Sunday 17:30 is 08:30 UTC; the next week brings London its next mail.
    expect(await sendWeeklyProgressMails(db, context, new Date("2026-12-06T08:30:00Z"), quietLog)).toBe(1);
    expect(await sendWeeklyProgressMails(db, context, new Date("2026-12-06T17:30:00Z"), quietLog)).toBe(1);
    await smtp.waitFor(1, tokyo.fields.email);
    await smtp.waitFor(2, london.fields.email);

    // Its unsubscribe link turns Email notifications off.
    const link = linkIn(received?.text ?? "", `${PUBLIC_URL}/unsubscribe?token=`);
    expect(received?.headers["list-unsubscribe"]).toBe(`<${link}>`);
    expect((await followUnsubscribe(second, link)).statusCode).toBe(200);
    const [row] = await db.select({ settings: users.settings }).from(users).where(eq(users.id, london.user.id));
    expect((row?.settings as UserSettings).notifications.email).toBe(false);
    expect(await sendWeeklyProgressMails(db, context, new Date("2026-12-13T17:30:00Z"), quietLog)).toBe(0);
    expect(smtp.to(london.fields.email)).toHaveLength(2);
    context.mailer.close();
  });
});
