import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ReminderPayload } from "../../shared/schemas/push";
import type { UpdateSettingsInput } from "../../shared/schemas/settings";
import { pushSubscriptions, reminderSchedules, users } from "../db/schema";
import { type TestApp, createTestApp, registerUser, testCurriculum } from "../test-support/test-app";
import { claimDueReminders, deliverReminder } from "./reminder-scheduler";
import type { PushSender, StoredSubscription } from "./sender";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp?.close();
});

const curriculum = testCurriculum();

/** A subscription as a browser's PushSubscription#toJSON() gives it. */
function browserSubscription(endpoint = `https://fcm.googleapis.com/fcm/send/${crypto.randomUUID()}`) {
  const ecdh = crypto.createECDH("prime256v1");
  ecdh.generateKeys();
  return {
    endpoint,
    expirationTime: null,
    keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: crypto.randomBytes(16).toString("base64url") },
  };
}

const url = (userId: number) => `/api/user/${userId}/push-subscriptions`;
function send(method: "POST" | "DELETE", userId: number, cookie: string | undefined, payload: unknown) {
  return testApp.app.inject({
    method,
    url: url(userId),
    headers: { ...(cookie ? { cookie } : {}), "content-type": "application/json" },
    payload: typeof payload === "string" ? payload : JSON.stringify(payload),
  });
}
const storedFor = (userId: number) => testApp.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));

describe("push subscriptions", () => {
  it("gives browsers the server's public key, the same each time", async () => {
    const first = await testApp.app.inject({ url: "/api/push/public-key" });
    expect(first.statusCode).toBe(200);
    const { publicKey } = first.json<{ publicKey: string }>();
    expect(Buffer.from(publicKey, "base64url")).toHaveLength(65);
    expect((await testApp.app.inject({ url: "/api/push/public-key" })).json()).toEqual({ publicKey });
  });

  it("keeps a parent's subscription once, and removes it on request", async () => {
    const { user, cookie } = await registerUser(testApp.app);
    const subscription = browserSubscription();
    expect((await send("POST", user.id, cookie, subscription)).statusCode).toBe(201);
    expect((await send("POST", user.id, cookie, subscription)).statusCode).toBe(201);
    const stored = await storedFor(user.id);
    expect(stored.map((row) => [row.endpoint, row.p256dh, row.auth])).toEqual([[subscription.endpoint, subscription.keys.p256dh, subscription.keys.auth]]);

    expect((await send("DELETE", user.id, cookie, { endpoint: subscription.endpoint })).statusCode).toBe(204);
    expect(await storedFor(user.id)).toEqual([]);
  });

  it("acts for the signed-in parent only: 401 signed out, 403 for another parent, whose devices stay", async () => {
    const a = await registerUser(testApp.app);
    const b = await registerUser(testApp.app);
    const subscription = browserSubscription();
    expect((await send("POST", a.user.id, undefined, subscription)).statusCode).toBe(401);
    expect((await send("POST", b.user.id, a.cookie, subscription)).statusCode).toBe(403);
    expect(await storedFor(b.user.id)).toEqual([]);

    await send("POST", b.user.id, b.cookie, subscription);
    expect((await send("DELETE", b.user.id, a.cookie, { endpoint: subscription.endpoint })).statusCode).toBe(403);
    expect((await send("DELETE", b.user.id, undefined, { endpoint: subscription.endpoint })).statusCode).toBe(401);
    // A's own delete of B's endpoint touches nothing of B's.
    expect((await send("DELETE", a.user.id, a.cookie, { endpoint: subscription.endpoint })).statusCode).toBe(204);
    expect(await storedFor(b.user.id)).toHaveLength(1);
  });

  it("answers 400 with a message to a malformed subscription and stores nothing", async () => {
    const { user, cookie } = await registerUser(testApp.app);
    const good = browserSubscription();
    const bad: Array<[unknown, string]> = [
      [{ ...good, endpoint: "http://fcm.googleapis.com/fcm/send/x" }, "endpoint must be the push service's https URL"],
      [{ ...good, endpoint: "not a url" }, "endpoint must be the push service's https URL"],
      [{ ...good, endpoint: 42 }, "endpoint must be the push service's https URL"],
      [{ ...good, keys: { ...good.keys, p256dh: "short" } }, "keys.p256dh must be a P-256 public key in base64url"],
      [{ ...good, keys: { ...good.keys, auth: "!!!!" } }, "keys.auth must be 16 bytes in base64url"],
      [{ endpoint: good.endpoint }, "keys are missing"],
      [{ ...good, extra: true }, 'Unrecognized key: "extra"'],
      [[good], "Request body must be a JSON object"],
    ];
    for (const [body, message] of bad) {
      const answer = await send("POST", user.id, cookie, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json<{ message: string }>().message).toBe(message);
    }
    expect((await send("POST", user.id, cookie, "{not json")).statusCode).toBe(400);
    expect((await send("DELETE", user.id, cookie, { endpoint: "ftp://x" })).statusCode).toBe(400);
    expect(await storedFor(user.id)).toEqual([]);
  });

  it("accepts the endpoints of the known push services", async () => {
    const { user, cookie } = await registerUser(testApp.app);
    const endpoints = [
      `https://fcm.googleapis.com/fcm/send/${crypto.randomUUID()}`,
      `https://updates.push.services.mozilla.com/wpush/v2/${crypto.randomUUID()}`,
      `https://web.push.apple.com/${crypto.randomUUID()}`,
      `https://wns2-par02p.notify.windows.com/w/?token=${crypto.randomUUID()}`,
    ];
    for (const endpoint of endpoints) {
      expect((await send("POST", user.id, cookie, browserSubscription(endpoint))).statusCode, endpoint).toBe(201);
    }
    expect((await storedFor(user.id)).map((row) => row.endpoint).sort()).toEqual([...endpoints].sort());
  });

  it("answers 400 to an endpoint that is an address or a host outside the known push services, and stores nothing", async () => {
    const { user, cookie } = await registerUser(testApp.app);
    const notAName = "endpoint must name a push service, not an IP address";
    const unknown = "endpoint must belong to a known push service (Google, Mozilla, Apple or Microsoft)";
    const refused: Array<[string, string]> = [
      ["https://127.0.0.1:4999/ssrf-probe", notAName],
      ["https://10.0.0.1/push", notAName],
      ["https://192.168.1.10/push", notAName],
      ["https://169.254.169.254/latest/meta-data", notAName],
      ["https://[::1]/push", notAName],
      ["https://[fe80::1]/push", notAName],
      ["https://[::ffff:127.0.0.1]/push", notAName],
      ["https://0.0.0.0/push", notAName],
      // Short and decimal spellings of 127.0.0.1.
      ["https://127.1/push", notAName],
      ["https://2130706433/push", notAName],
      ["https://0x7f000001/push", notAName],
      // Names: one that resolves to 127.0.0.1, look-alikes of a push service, a push service on another port.
      ["https://localhost/push", unknown],
      ["https://localtest.me/push", unknown],
      ["https://fcm.googleapis.com.evil.example/push", unknown],
      ["https://evilfcm.googleapis.com/push", unknown],
      ["https://notify.windows.com.evil.example/push", unknown],
      ["https://fcm.googleapis.com:8443/fcm/send/x", unknown],
      ["https://push.example.net/send/x", unknown],
    ];
    for (const [endpoint, message] of refused) {
      const answer = await send("POST", user.id, cookie, browserSubscription(endpoint));
      expect(answer.statusCode, endpoint).toBe(400);
      expect(answer.json<{ message: string }>().message, endpoint).toBe(message);
    }
    expect(await storedFor(user.id)).toEqual([]);
  });

  it("keeps a parent's ten newest devices: an eleventh drops the oldest", async () => {
    const { user, cookie } = await registerUser(testApp.app);
    const devices = Array.from({ length: 11 }, () => browserSubscription());
    for (const device of devices) expect((await send("POST", user.id, cookie, device)).statusCode).toBe(201);
    const kept = (await storedFor(user.id)).map((row) => row.endpoint).sort();
    expect(kept).toEqual(devices.slice(1).map((device) => device.endpoint).sort());
  });

  it("leaves an endpoint with the parent who holds it: another parent posting it gets 409", async () => {
    const holder = await registerUser(testApp.app);
    const other = await registerUser(testApp.app);
    const device = browserSubscription();
    expect((await send("POST", holder.user.id, holder.cookie, device)).statusCode).toBe(201);
    const taken = await send("POST", other.user.id, other.cookie, { ...device, keys: browserSubscription().keys });
    expect(taken.statusCode).toBe(409);
    expect(taken.json<{ message: string }>().message).toMatch(/^This device already gets reminders for another account\./);
    expect(await storedFor(other.user.id)).toEqual([]);
    const [row] = await storedFor(holder.user.id);
    expect([row?.endpoint, row?.p256dh, row?.auth]).toEqual([device.endpoint, device.keys.p256dh, device.keys.auth]);

    // Once the holder removes it (signing out there), the device is free for the other parent.
    expect((await send("DELETE", holder.user.id, holder.cookie, { endpoint: device.endpoint })).statusCode).toBe(204);
    expect((await send("POST", other.user.id, other.cookie, device)).statusCode).toBe(201);
    expect((await storedFor(other.user.id)).map((r) => r.endpoint)).toEqual([device.endpoint]);
  });

  it("answers 413 to an oversized body", async () => {
    const { user, cookie } = await registerUser(testApp.app);
    const huge = browserSubscription(`https://fcm.googleapis.com/${"a".repeat(8000)}`);
    const answer = await send("POST", user.id, cookie, huge);
    expect(answer.statusCode).toBe(413);
    expect(answer.json()).toEqual({ message: "Request body is too large" });
    expect(await storedFor(user.id)).toEqual([]);
  });
});

/** A push service in memory: what each endpoint received, and endpoints that answer "gone". */
function recordingSender(gone: Set<string> = new Set()): PushSender & { received: Array<{ endpoint: string; payload: ReminderPayload }> } {
  const received: Array<{ endpoint: string; payload: ReminderPayload }> = [];
  return {
    received,
    async send(subscription: StoredSubscription, payload: ReminderPayload) {
      if (gone.has(subscription.endpoint)) return "gone";
      received.push({ endpoint: subscription.endpoint, payload });
      return "sent";
    },
  };
}

async function turnOn(userId: number, cookie: string, change: UpdateSettingsInput) {
  const answer = await testApp.app.inject({ method: "PATCH", url: `/api/user/${userId}/settings`, headers: { cookie }, payload: change as Record<string, unknown> });
  expect(answer.statusCode).toBe(200);
}

describe("reminders", () => {
  it("are scheduled at the parent's time when switched on, and unscheduled when switched off", async () => {
    const { user, cookie } = await registerUser(testApp.app);
    await testApp.database.db.update(users).set({ timeZone: "Europe/Berlin" }).where(eq(users.id, user.id));
    await turnOn(user.id, cookie, { notifications: { dailyReminders: true, weeklyProgress: true }, reminderTime: "07:15", weeklyDay: 3 });
    const rows = await testApp.database.db.select().from(reminderSchedules).where(eq(reminderSchedules.userId, user.id));
    expect(rows.map((row) => row.kind).sort()).toEqual(["daily", "weekly"]);
    for (const row of rows) {
      const local = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Berlin", hour: "2-digit", minute: "2-digit", weekday: "long" }).format(row.nextDueAt);
      expect(local).toMatch(row.kind === "weekly" ? /^Wednesday 07:15$/ : /07:15$/);
    }
    await turnOn(user.id, cookie, { notifications: { dailyReminders: false } });
    const left = await testApp.database.db.select().from(reminderSchedules).where(eq(reminderSchedules.userId, user.id));
    expect(left.map((row) => row.kind)).toEqual(["weekly"]);
  });

  it("take a valid time and weekday only, and start at 19:30 on Sunday", async () => {
    const { user, cookie } = await registerUser(testApp.app);
    const read = await testApp.app.inject({ url: `/api/user/${user.id}/settings`, headers: { cookie } });
    expect(read.json()).toMatchObject({ reminderTime: "19:30", weeklyDay: 0, notifications: { dailyReminders: false, weeklyProgress: false } });
    for (const [body, message] of [
      [{ reminderTime: "25:00" }, "Choose a reminder time as HH:MM"],
      [{ reminderTime: "7:30" }, "Choose a reminder time as HH:MM"],
      [{ reminderTime: 730 }, "Choose a reminder time"],
      [{ weeklyDay: 7 }, "Choose a day of the week"],
      [{ weeklyDay: 1.5 }, "Choose a day of the week"],
    ] as const) {
      const answer = await testApp.app.inject({ method: "PATCH", url: `/api/user/${user.id}/settings`, headers: { cookie }, payload: body });
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json<{ message: string }>().message).toBe(message);
    }
    expect(await testApp.database.db.select().from(reminderSchedules).where(eq(reminderSchedules.userId, user.id))).toEqual([]);
  });

  it("are claimed once however many schedulers ask at the same moment, and go only while today's goal is open", async () => {
    const { user, cookie } = await registerUser(testApp.app);
    await turnOn(user.id, cookie, { notifications: { dailyReminders: true } });
    const device = browserSubscription();
    await send("POST", user.id, cookie, device);
    const now = new Date();
    await testApp.database.db.update(reminderSchedules).set({ nextDueAt: new Date(now.getTime() - 60_000) }).where(eq(reminderSchedules.userId, user.id));

    const claims = await Promise.all(Array.from({ length: 5 }, () => claimDueReminders(testApp.database.db, now)));
    const mine = claims.flat().filter((claim) => claim.userId === user.id);
    expect(mine).toHaveLength(1);
    const [row] = await testApp.database.db.select().from(reminderSchedules).where(eq(reminderSchedules.userId, user.id));
    expect(row!.nextDueAt.getTime()).toBeGreaterThan(now.getTime());

    const sender = recordingSender();
    expect(await deliverReminder(testApp.database.db, curriculum, sender, mine[0]!, now)).toBe(1);
    expect(sender.received).toEqual([
      {
        endpoint: device.endpoint,
        payload: {
          title: "Five minutes with Pip?",
          body: `“${curriculum.lessons[0]!.title}” is ready whenever you are.`,
          url: `/lessons/${curriculum.lessons[0]!.levelId}/lesson/${curriculum.lessons[0]!.id}`,
          tag: "daily-reminder",
        },
      },
    ]);

    // With today's goal met there is nothing to remind about.
    await testApp.database.db.update(users).set({ dailyGoalTarget: 1 }).where(eq(users.id, user.id));
    const first = curriculum.lessons[0]!;
    await testApp.app.inject({ method: "POST", url: `/api/user/${user.id}/lessons/${first.id}/progress`, headers: { cookie }, payload: { levelId: first.levelId, completed: true, score: 90 } });
    const quiet = recordingSender();
    expect(await deliverReminder(testApp.database.db, curriculum, quiet, mine[0]!, now)).toBe(0);
    expect(quiet.received).toEqual([]);
  });

  it("delete a subscription the push service reports gone, and keep the parent's other devices", async () => {
    const { user, cookie } = await registerUser(testApp.app);
    await turnOn(user.id, cookie, { notifications: { weeklyProgress: true } });
    const stale = browserSubscription();
    const live = browserSubscription();
    await send("POST", user.id, cookie, stale);
    await send("POST", user.id, cookie, live);
    const sender = recordingSender(new Set([stale.endpoint]));
    const reached = await deliverReminder(testApp.database.db, curriculum, sender, { userId: user.id, kind: "weekly", dueAt: new Date() }, new Date());
    expect(reached).toBe(1);
    expect(sender.received.map((entry) => entry.payload.title)).toEqual(["Your week with Growly"]);
    expect((await storedFor(user.id)).map((row) => row.endpoint)).toEqual([live.endpoint]);
  });

  it("drop a reminder claimed hours after its time rather than send it late", async () => {
    const { user, cookie } = await registerUser(testApp.app);
    await send("POST", user.id, cookie, browserSubscription());
    const sender = recordingSender();
    const now = new Date();
    const late = { userId: user.id, kind: "daily" as const, dueAt: new Date(now.getTime() - 3 * 60 * 60 * 1000) };
    expect(await deliverReminder(testApp.database.db, curriculum, sender, late, now)).toBe(0);
    expect(sender.received).toEqual([]);
  });
});
