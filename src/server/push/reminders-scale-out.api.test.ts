import { execFileSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import https from "node:https";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { ReminderPayload } from "../../shared/schemas/push";
import { buildApp } from "../app";
import { seedCurriculum } from "../curriculum/seed";
import { openPostgresDatabase } from "../db/client";
import { freshPostgresDatabase, queryOnce, request } from "../test-support/faults";
import { recordQueries } from "../test-support/query-log";
import { TEST_ADMIN_PASSWORD, newUserFields, testCurriculum } from "../test-support/test-app";
import type { PushTestServices } from "./push-services";

/**
 * Reminders with several instances: two app instances, listening as `npm start` does, poll one PostgreSQL every
 * 200 ms and send through Web Push to a push service on this machine (HTTPS, as every push service is), which
 * decrypts each message as a browser would. That service is allowed through the apps' build options (production
 * cannot allow it: src/server/push/push-services.ts). Every due reminder arrives exactly once; an endpoint
 * that answers 410 Gone loses its subscription. PostgreSQL only: the embedded database serves a single instance.
 */
const serverUrl = inject("testDatabaseUrl");
const require = createRequire(import.meta.url);
const ece = require("http_ece") as { decrypt(buffer: Buffer, params: { version: string; privateKey: crypto.ECDH; authSecret: Buffer }): Buffer };

interface Receiver {
  ecdh: crypto.ECDH;
  auth: Buffer;
  status: number;
  received: ReminderPayload[];
  attempts: number;
}

/** A push service in the test: one endpoint per browser, decrypting with that browser's keys. */
async function startPushService(dir: string) {
  const keyFile = path.join(dir, "key.pem");
  const certFile = path.join(dir, "cert.pem");
  execFileSync("openssl", [
    "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=127.0.0.1",
    "-addext", "subjectAltName=IP:127.0.0.1", "-keyout", keyFile, "-out", certFile,
  ], { stdio: "ignore" });
  const receivers = new Map<string, Receiver>();
  const server = https.createServer({ key: fs.readFileSync(keyFile), cert: fs.readFileSync(certFile) }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const receiver = receivers.get(req.url ?? "");
      if (!receiver) return void res.writeHead(404).end();
      receiver.attempts += 1;
      if (receiver.status !== 201) return void res.writeHead(receiver.status).end();
      expect(req.headers["content-encoding"]).toBe("aes128gcm");
      expect(String(req.headers.authorization)).toMatch(/^vapid t=.+, k=.+$/);
      const plain = ece.decrypt(Buffer.concat(chunks), { version: "aes128gcm", privateKey: receiver.ecdh, authSecret: receiver.auth });
      receiver.received.push(JSON.parse(plain.toString("utf8")) as ReminderPayload);
      res.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as { port: number }).port;
  return {
    /** What the apps are built with to accept and reach this service. */
    testServices: { origins: [`https://127.0.0.1:${port}`], ca: fs.readFileSync(certFile, "utf8") } satisfies PushTestServices,
    /** A browser's subscription to this service; `status` is what the service answers for it. */
    subscribe(status = 201) {
      const ecdh = crypto.createECDH("prime256v1");
      ecdh.generateKeys();
      const auth = crypto.randomBytes(16);
      const id = `/push/${crypto.randomUUID()}`;
      const receiver: Receiver = { ecdh, auth, status, received: [], attempts: 0 };
      receivers.set(id, receiver);
      const subscription = {
        endpoint: `https://127.0.0.1:${port}${id}`,
        keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: auth.toString("base64url") },
      };
      return { subscription, receiver };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.runIf(serverUrl)("reminders with two instances on one PostgreSQL", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "growly-push-"));
  let target: { url: string; drop: () => Promise<void> };
  let pushService: Awaited<ReturnType<typeof startPushService>>;
  let one: Instance;
  let two: Instance;

  interface Instance {
    base: string;
    /** How many times this instance has looked for due reminders (its claiming statements) since it started. */
    polls(): number;
    close(): Promise<void>;
  }

  /**
   * Waits until each instance has looked for due reminders twice more. An instance's polls never overlap, so whatever
   * it had claimed before has been delivered (or dropped) by then, and anything still to be sent twice would have been.
   */
  async function bothPolledAgain(): Promise<void> {
    const from = [one.polls(), two.polls()];
    await expect.poll(() => [one.polls() - from[0]!, two.polls() - from[1]!].every((more) => more >= 2), { timeout: 10_000, interval: 50 }).toBe(true);
  }

  async function startInstance(databaseUrl: string, sessionSecret: string): Promise<Instance> {
    const database = openPostgresDatabase(databaseUrl);
    await database.migrate();
    await seedCurriculum(database.db, testCurriculum());
    const app = await buildApp({
      database,
      sessionSecret,
      adminPath: "admin",
      adminPassword: TEST_ADMIN_PASSWORD,
      curriculum: testCurriculum(),
      logLevel: "silent",
      weeklyMails: false,
      // Behind a proxy, as the requests of test-support/faults.ts say: each parent signs up from an address of their own.
      trustProxy: 1,
      reminders: { pollMs: 200, contact: "mailto:hello@growly.test" },
      pushTestServices: pushService.testServices,
    });
    const address = await app.listen({ port: 0, host: "127.0.0.1" });
    const log = recordQueries(database);
    return {
      base: address,
      polls: () => log.statements.filter((text) => text.includes("skip locked")).length,
      close: async () => {
        log.stop();
        await app.close();
        await database.close();
      },
    };
  }

  beforeAll(async () => {
    pushService = await startPushService(dir);
    target = await freshPostgresDatabase(serverUrl as string, "growly_push");
    const sessionSecret = crypto.randomBytes(32).toString("hex");
    [one, two] = await Promise.all([startInstance(target.url, sessionSecret), startInstance(target.url, sessionSecret)]);
  }, 60_000);

  afterAll(async () => {
    for (const instance of [one, two]) if (instance) await instance.close();
    await pushService?.close();
    await target?.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  async function parentWithReminders(instance: Instance, status = 201) {
    const registered = await request(instance.base, "POST", "/api/auth/register", { body: { ...newUserFields(), timeZone: "Europe/Berlin" } });
    expect(registered.status).toBe(201);
    const cookie = registered.cookie!;
    const userId = registered.body.id as number;
    const on = await request(instance.base, "PATCH", `/api/user/${userId}/settings`, { cookie, body: { notifications: { dailyReminders: true } } });
    expect(on.status).toBe(200);
    const device = pushService.subscribe(status);
    const saved = await request(instance.base, "POST", `/api/user/${userId}/push-subscriptions`, { cookie, body: device.subscription });
    expect(saved.status).toBe(201);
    return { userId, cookie, ...device };
  }

  it("sends each due reminder exactly once, whichever instance claims it", async () => {
    const parents = await Promise.all(Array.from({ length: 12 }, (_, index) => parentWithReminders(index % 2 === 0 ? one : two)));
    const ids = parents.map((parent) => parent.userId);
    // Their time has come (as if it were 19:30 in Berlin): both instances see the rows due at once.
    await queryOnce(target.url, "UPDATE reminder_schedules SET next_due_at = now() - interval '1 minute' WHERE user_id = ANY($1)", [ids]);

    await expect.poll(() => parents.every((parent) => parent.receiver.received.length >= 1), { timeout: 15_000, interval: 100 }).toBe(true);
    // Several more polls of both instances: nothing is sent twice.
    await bothPolledAgain();
    expect(parents.map((parent) => parent.receiver.received.length)).toEqual(Array(12).fill(1));
    expect(parents[0]!.receiver.received[0]).toMatchObject({ title: "Five minutes with Pip?", tag: "daily-reminder" });
    expect(parents[0]!.receiver.received[0]!.url).toMatch(/^\/lessons\/\d+\/lesson\/\d+$/);

    // Each reminder moved on to tomorrow's 19:30 in Berlin.
    const rows = await queryOnce<{ next_due_at: Date }>(target.url, "SELECT next_due_at FROM reminder_schedules WHERE user_id = ANY($1)", [ids]);
    for (const row of rows) {
      expect(row.next_due_at.getTime()).toBeGreaterThan(Date.now());
      expect(new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Berlin", hour: "2-digit", minute: "2-digit" }).format(row.next_due_at)).toBe("19:30");
    }
  });

  it("deletes a subscription the push service reports gone (410), and sends nothing to it again", async () => {
    const gone = await parentWithReminders(one, 410);
    await queryOnce(target.url, "UPDATE reminder_schedules SET next_due_at = now() - interval '1 minute' WHERE user_id = $1", [gone.userId]);
    await expect
      .poll(async () => (await queryOnce(target.url, "SELECT id FROM push_subscriptions WHERE user_id = $1", [gone.userId])).length, { timeout: 15_000, interval: 100 })
      .toBe(0);
    expect(gone.receiver.attempts).toBe(1);
    expect(gone.receiver.received).toEqual([]);
  });

  it("skips the daily reminder once today's goal is met", async () => {
    const done = await parentWithReminders(two);
    await queryOnce(target.url, "UPDATE users SET daily_goal_target = 1, daily_goal_progress = 1, last_active_date = (now() AT TIME ZONE 'Europe/Berlin')::date WHERE id = $1", [done.userId]);
    await queryOnce(target.url, "UPDATE reminder_schedules SET next_due_at = now() - interval '1 minute' WHERE user_id = $1", [done.userId]);
    await expect
      .poll(async () => (await queryOnce<{ due: boolean }>(target.url, "SELECT next_due_at > now() AS due FROM reminder_schedules WHERE user_id = $1", [done.userId]))[0]?.due, { timeout: 15_000, interval: 100 })
      .toBe(true);
    // The poll that moved it on has also decided not to send it.
    await bothPolledAgain();
    expect(done.receiver.attempts).toBe(0);
  });
});
