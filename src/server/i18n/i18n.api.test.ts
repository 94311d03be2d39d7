import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ReminderPayload } from "../../shared/schemas/push";
import type { UserSettings } from "../../shared/schemas/settings";
import { LANGUAGE_COOKIE } from "../../shared/i18n/locales";
import { users, waitlistSignups } from "../db/schema";
import { LaunchMailSender } from "../mail/launch-mail";
import { createMailContext } from "../mail/mail-context";
import { MemoryMailer } from "../test-support/memory-mailer";
import { type TestApp, createTestApp, newUserFields, registerUser, testCurriculum, uniqueAddress } from "../test-support/test-app";
import { deliverReminder } from "../push/reminder-scheduler";
import type { PushSender, StoredSubscription } from "../push/sender";

const PUBLIC_URL = "https://growly.test";
const mailer = new MemoryMailer();
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ mailer, publicUrl: PUBLIC_URL });
});
afterAll(async () => {
  await testApp?.close();
});

const curriculum = testCurriculum();

function settingsPatch(userId: number, cookie: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) {
  return testApp.app.inject({ method: "PATCH", url: `/api/user/${userId}/settings`, headers: { cookie, ...headers }, payload });
}

async function spanishParent() {
  const parent = await registerUser(testApp.app);
  const answer = await settingsPatch(parent.user.id, parent.cookie, { language: "es" });
  expect(answer.statusCode).toBe(200);
  expect(answer.json<UserSettings>().language).toBe("es");
  return parent;
}

function browserSubscription() {
  const ecdh = crypto.createECDH("prime256v1");
  ecdh.generateKeys();
  return {
    endpoint: `https://fcm.googleapis.com/fcm/send/${crypto.randomUUID()}`,
    keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: crypto.randomBytes(16).toString("base64url") },
  };
}

function recordingSender(): PushSender & { received: ReminderPayload[] } {
  const received: ReminderPayload[] = [];
  return {
    received,
    async send(_subscription: StoredSubscription, payload: ReminderPayload) {
      received.push(payload);
      return "sent";
    },
  };
}

describe("a parent who chose Spanish", () => {
  it("reads the levels, one level and the lesson list in Spanish when the address names no language, on every device", async () => {
    const parent = await registerUser(testApp.app);
    // A second device, signed in before the parent chose Spanish on the first.
    const login = await testApp.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: parent.fields.email, password: parent.fields.password },
      remoteAddress: uniqueAddress(),
    });
    const setCookie = login.headers["set-cookie"];
    const laterCookie = String(Array.isArray(setCookie) ? setCookie[0] : setCookie).split(";")[0]!;
    expect((await settingsPatch(parent.user.id, parent.cookie, { language: "es" })).statusCode).toBe(200);
    const spanish = curriculum.inLanguage("es");
    const english = curriculum.inLanguage("en");
    const level = spanish.levels[0]!;
    expect(level.title).not.toBe(english.levels[0]!.title);
    // An English browser: the parent's setting wins over the device's.
    for (const cookie of [parent.cookie, laterCookie]) {
      const headers = { cookie, "accept-language": "en" };
      const lessons = await testApp.app.inject({ url: "/api/lessons", headers });
      expect(lessons.json<Array<{ title: string }>>()[0]!.title).toBe(spanish.lessons[0]!.title);
      const levels = await testApp.app.inject({ url: "/api/levels", headers });
      expect(levels.json<Array<{ title: string }>>()[0]!.title).toBe(level.title);
      const one = await testApp.app.inject({ url: `/api/levels/${level.id}`, headers });
      expect(one.json<{ title: string }>().title).toBe(level.title);
    }
    // The address still names a language when it wants one; a visitor still reads the device's.
    const named = await testApp.app.inject({ url: "/api/lessons?language=fr", headers: { cookie: parent.cookie } });
    expect(named.json<Array<{ title: string }>>()[0]!.title).toBe(curriculum.inLanguage("fr").lessons[0]!.title);
    const visitor = await testApp.app.inject({ url: "/api/lessons" });
    expect(visitor.json<Array<{ title: string }>>()[0]!.title).toBe(english.lessons[0]!.title);
    // Back to English in Settings: the other device follows too.
    expect((await settingsPatch(parent.user.id, parent.cookie, { language: "en" })).statusCode).toBe(200);
    const after = await testApp.app.inject({ url: "/api/lessons", headers: { cookie: laterCookie } });
    expect(after.json<Array<{ title: string }>>()[0]!.title).toBe(english.lessons[0]!.title);
  });

  it("reads a refused setting's message in Spanish, the schema's own and zod's", async () => {
    const { user, cookie } = await spanishParent();
    const ownMessage = await settingsPatch(user.id, cookie, { weeklyDay: 1.5 });
    expect(ownMessage.statusCode).toBe(400);
    expect(ownMessage.json<{ message: string }>().message).toBe("Elige un día de la semana");
    // A key the schema does not know: zod's own message, from zod's Spanish locale.
    const zodMessage = await settingsPatch(user.id, cookie, { bedtime: "20:00" });
    expect(zodMessage.statusCode).toBe(400);
    expect(zodMessage.json<{ message: string }>().message).toBe('Llave desconocida: "bedtime"');
    // Even when the browser asks for another language: the stored setting wins.
    const withHeader = await settingsPatch(user.id, cookie, { weeklyDay: 9 }, { "accept-language": "de" });
    expect(withHeader.json<{ message: string }>().message).toBe("Elige un día de la semana");
  });

  it("gets the password reset mail in Spanish, subject and both bodies", async () => {
    const { fields } = await spanishParent();
    const answer = await testApp.app.inject({
      method: "POST",
      url: "/api/auth/password-reset",
      payload: { email: fields.email },
      remoteAddress: uniqueAddress(),
    });
    expect(answer.statusCode).toBe(202);
    const mail = await mailer.waitFor(fields.email);
    expect(mail.subject).toBe("Restablece tu contraseña de Growly");
    expect(mail.text).toContain("Elige una nueva contraseña aquí:");
    expect(mail.text).toContain("durante los próximos 30 minutos");
    expect(mail.text).not.toContain("Choose a new password");
    expect(mail.html).toContain('<html lang="es">');
    expect(mail.html).toContain("Elige una contraseña nueva");
    expect(mail.html).toContain(`href="${PUBLIC_URL}/reset-password?token=`);
  });

  it("gets the daily reminder in Spanish", async () => {
    const { user, cookie } = await spanishParent();
    await settingsPatch(user.id, cookie, { notifications: { dailyReminders: true } });
    const device = browserSubscription();
    const stored = await testApp.app.inject({
      method: "POST",
      url: `/api/user/${user.id}/push-subscriptions`,
      headers: { cookie },
      payload: device,
    });
    expect(stored.statusCode).toBe(201);
    const sender = recordingSender();
    const now = new Date();
    expect(await deliverReminder(testApp.database.db, curriculum, sender, { userId: user.id, kind: "daily", dueAt: now }, now)).toBe(1);
    expect(sender.received[0]?.title).toBe("¿Cinco minutos con Pip?");
    // The next lesson by its Spanish title.
    expect(sender.received[0]?.body).toBe(`«${curriculum.inLanguage("es").lessons[0]!.title}» te espera cuando quieras.`);
  });
});

describe("a visitor's language", () => {
  it("answers in French to a browser that asks for French", async () => {
    const answer = await testApp.app.inject({ url: "/api/auth/me", headers: { "accept-language": "fr-FR,fr;q=0.9,en;q=0.5" } });
    expect(answer.statusCode).toBe(401);
    expect(answer.json<{ message: string }>().message).toBe("Connectez-vous pour continuer.");
  });

  it("prefers the language cookie to Accept-Language, and keeps English without either", async () => {
    const withCookie = await testApp.app.inject({
      url: "/api/auth/me",
      headers: { "accept-language": "fr", cookie: `${LANGUAGE_COOKIE}=de` },
    });
    expect(withCookie.json<{ message: string }>().message).toBe("Bitte melde dich an, um weiterzumachen.");
    const plain = await testApp.app.inject({ url: "/api/auth/me" });
    expect(plain.json<{ message: string }>().message).toBe("Please log in to continue.");
  });

  it("refuses a language outside the four with 400", async () => {
    const { user, cookie } = await registerUser(testApp.app);
    for (const language of ["it", "pseudo", "", 3]) {
      const answer = await settingsPatch(user.id, cookie, { language });
      expect(answer.statusCode, String(language)).toBe(400);
      expect(answer.json<{ message: string }>().message).toBe("Choose one of the listed languages");
    }
  });

  it("gives a new account the language it registered in, and English when it is none of the four", async () => {
    const german = await testApp.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: newUserFields(),
      headers: { "accept-language": "de-DE,de;q=0.9" },
      remoteAddress: uniqueAddress(),
    });
    expect(german.statusCode).toBe(201);
    const [stored] = await testApp.database.db.select({ settings: users.settings }).from(users).where(eq(users.id, german.json<{ id: number }>().id));
    expect(stored?.settings.language).toBe("de");

    const italian = await testApp.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: newUserFields(),
      headers: { "accept-language": "it-IT" },
      remoteAddress: uniqueAddress(),
    });
    const [english] = await testApp.database.db.select({ settings: users.settings }).from(users).where(eq(users.id, italian.json<{ id: number }>().id));
    expect(english?.settings.language).toBe("en");
  });

  it("writes the launch mail in the language a visitor joined the waitlist in", async () => {
    const email = `waiting.${crypto.randomBytes(4).toString("hex")}@example.com`;
    const joined = await testApp.app.inject({
      method: "POST",
      url: "/api/waitlist",
      payload: { email },
      headers: { "accept-language": "fr-CA,fr;q=0.8" },
      remoteAddress: uniqueAddress(),
    });
    expect(joined.statusCode).toBe(201);
    expect(joined.json<{ message: string }>().message).toBe("Vous êtes sur la liste.");
    const [signup] = await testApp.database.db.select().from(waitlistSignups).where(eq(waitlistSignups.email, email));
    expect(signup?.language).toBe("fr");

    const launchMailer = new MemoryMailer();
    const sender = new LaunchMailSender(testApp.database.db, createMailContext(launchMailer, PUBLIC_URL, "a session secret of at least thirty-two characters"), { info() {}, error() {} }, 0);
    await sender.start();
    const mail = await launchMailer.waitFor(email);
    expect(mail.subject).toBe("Growly est ouvert\u00a0: entrez\u00a0!");
    expect(mail.html).toContain('<html lang="fr">');
  });
});
