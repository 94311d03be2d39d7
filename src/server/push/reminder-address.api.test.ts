import crypto from "node:crypto";
import net from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pushSubscriptions, reminderSchedules } from "../db/schema";
import { type TestApp, createTestApp, registerUser } from "../test-support/test-app";

/**
 * docs/product-rules.md#notifications-email-and-offline: the server never sends a request to an address a parent
 * chose. A push service on this machine is named `localhost` and allowed through the app's build options (as a test
 * push service is), so only the check in the connection's own lookup stands between a due reminder and this machine.
 */
const TOKEN = crypto.randomBytes(32).toString("hex");
let testApp: TestApp;
let listener: net.Server;
let connections = 0;
let port = 0;

beforeAll(async () => {
  // Any connection at all would be counted here, TLS or not.
  listener = net.createServer((socket) => {
    connections += 1;
    socket.destroy();
  });
  await new Promise<void>((resolve) => listener.listen(0, "127.0.0.1", resolve));
  port = (listener.address() as net.AddressInfo).port;
  testApp = await createTestApp({
    metricsToken: TOKEN,
    reminders: { pollMs: 100, contact: "mailto:hello@growly.test" },
    pushTestServices: { origins: [`https://localhost:${port}`] },
  });
});

afterAll(async () => {
  await testApp?.close();
  await new Promise<void>((resolve) => listener?.close(() => resolve()));
});

async function refusedPushes(): Promise<number> {
  const text = (await testApp.app.inject({ url: "/metrics", headers: { authorization: `Bearer ${TOKEN}` } })).body;
  const line = text.split("\n").find((candidate) => candidate.startsWith('growly_push_sends_total{outcome="refused"} '));
  return Number(line?.split(" ")[1] ?? Number.NaN);
}

describe("a due reminder for a push endpoint whose host resolves to loopback", () => {
  it("is not sent, and the refusal is counted in the metrics", async () => {
    const { user, cookie } = await registerUser(testApp.app);
    const on = await testApp.app.inject({
      method: "PATCH",
      url: `/api/user/${user.id}/settings`,
      headers: { cookie },
      payload: { notifications: { dailyReminders: true } },
    });
    expect(on.statusCode).toBe(200);
    const ecdh = crypto.createECDH("prime256v1");
    ecdh.generateKeys();
    const endpoint = `https://localhost:${port}/push/${crypto.randomUUID()}`;
    const saved = await testApp.app.inject({
      method: "POST",
      url: `/api/user/${user.id}/push-subscriptions`,
      headers: { cookie },
      payload: { endpoint, keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: crypto.randomBytes(16).toString("base64url") } },
    });
    expect(saved.statusCode).toBe(201);
    expect(await refusedPushes()).toBe(0);

    await testApp.database.db
      .update(reminderSchedules)
      .set({ nextDueAt: new Date(Date.now() - 60_000) })
      .where(eq(reminderSchedules.userId, user.id));

    await expect.poll(refusedPushes, { timeout: 10_000, interval: 50 }).toBe(1);
    // The reminder was claimed and moved on to its next time, and nothing reached this machine.
    const [schedule] = await testApp.database.db.select().from(reminderSchedules).where(eq(reminderSchedules.userId, user.id));
    expect(schedule!.nextDueAt.getTime()).toBeGreaterThan(Date.now());
    expect(connections).toBe(0);
    // The subscription is kept (the name may resolve publicly again); it is checked again at every send.
    expect(await testApp.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id))).toHaveLength(1);
  });
});
