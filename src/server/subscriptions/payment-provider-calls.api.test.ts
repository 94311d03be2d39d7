import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { SubscriptionView } from "../../shared/schemas/subscription";
import { buildApp } from "../app";
import { planChangeIntents, subscriptions } from "../db/schema";
import {
  type TestDatabase,
  TEST_ADMIN_PATH,
  createTestDatabase,
  registerUser,
  testCurriculum,
} from "../test-support/test-app";
import { createGiftCode } from "./gift-codes";
import { type PaymentProvider, TestModeProvider } from "./payment-provider";
import { CHANGE_UNDER_WAY_MESSAGE, PROVIDER_FAILED_MESSAGE } from "./routes";

type Call = "start" | "pause" | "resume" | "cancel";

/**
 * Test mode with a hand on the wire: each call can be made to fail, or held until the test lets it answer, and
 * every call is counted.
 */
class ControlledProvider implements PaymentProvider {
  readonly id = "test";
  readonly testMode = true;
  readonly calls: Call[] = [];
  failing = new Set<Call>();
  private gate: Promise<void> = Promise.resolve();
  private arrived: (() => void) | undefined;
  private readonly inner = new TestModeProvider();

  /** The next calls wait until `release()`; `reached` settles when the first of them has arrived. */
  hold() {
    let release!: () => void;
    this.gate = new Promise<void>((resolve) => (release = resolve));
    const reached = new Promise<void>((resolve) => (this.arrived = resolve));
    return { release, reached };
  }

  reset() {
    this.calls.length = 0;
    this.failing.clear();
    this.gate = Promise.resolve();
    this.arrived = undefined;
  }

  private async answer(call: Call) {
    this.calls.push(call);
    this.arrived?.();
    await this.gate;
    if (this.failing.has(call)) throw new Error(`provider refused ${call}: connection reset`);
  }

  async startSubscription() {
    await this.answer("start");
    return this.inner.startSubscription();
  }
  async pauseSubscription() {
    await this.answer("pause");
  }
  async resumeSubscription() {
    await this.answer("resume");
  }
  async cancelSubscription() {
    await this.answer("cancel");
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;
const provider = new ControlledProvider();
let testDb: TestDatabase;
let app: FastifyInstance;
beforeAll(async () => {
  testDb = await createTestDatabase();
  app = await buildApp({
    database: testDb.database,
    sessionSecret: crypto.randomBytes(32).toString("hex"),
    adminPath: TEST_ADMIN_PATH,
    curriculum: testCurriculum(),
    logLevel: "silent",
    paymentProvider: provider,
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await testDb?.close();
});
afterEach(() => provider.reset());

const act = (userId: number, cookie: string, action: string, payload?: Record<string, unknown>) =>
  app.inject({
    method: "POST",
    url: `/api/user/${userId}/subscription/${action}`,
    headers: { cookie },
    ...(payload ? { payload } : {}),
  });
const planOf = async (userId: number, cookie: string) =>
  (await app.inject({ url: `/api/user/${userId}/subscription`, headers: { cookie } })).json<SubscriptionView>();
const rowOf = async (userId: number) =>
  (await testDb.database.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)))[0];
const intentsOf = (userId: number) =>
  testDb.database.db.select().from(planChangeIntents).where(eq(planChangeIntents.userId, userId));

async function premiumParent() {
  const parent = await registerUser(app);
  expect((await act(parent.user.id, parent.cookie, "change", { plan: "premium" })).statusCode).toBe(200);
  provider.reset();
  return parent;
}

describe("a payment provider that fails", () => {
  it("leaves a free parent on the free plan and says so, and the next try goes through", async () => {
    const { user, cookie } = await registerUser(app);
    provider.failing.add("start");
    const failed = await act(user.id, cookie, "change", { plan: "premium" });
    expect(failed.statusCode).toBe(502);
    expect(failed.json<{ message: string }>().message).toBe(PROVIDER_FAILED_MESSAGE);
    expect((await planOf(user.id, cookie)).plan).toBe("free");
    expect(await rowOf(user.id)).toBeUndefined();
    expect((await intentsOf(user.id)).map((intent) => intent.status)).toEqual(["failed"]);

    provider.failing.clear();
    const retried = await act(user.id, cookie, "change", { plan: "premium" });
    expect(retried.statusCode).toBe(200);
    expect(retried.json<SubscriptionView>()).toMatchObject({ plan: "premium", status: "active" });
    expect((await intentsOf(user.id)).map((intent) => intent.status).sort()).toEqual(["applied", "failed"]);
  });

  it("leaves a premium plan exactly as it was when pause, cancel or a move to free fails", async () => {
    const { user, cookie } = await premiumParent();
    const before = await rowOf(user.id);
    provider.failing = new Set(["pause", "cancel"]);
    for (const [action, payload] of [["pause"], ["cancel"], ["change", { plan: "free" }]] as const) {
      const failed = await act(user.id, cookie, action, payload);
      expect(failed.statusCode, action).toBe(502);
      expect(failed.json<{ message: string }>().message, action).toBe(PROVIDER_FAILED_MESSAGE);
      expect(await rowOf(user.id), action).toEqual(before);
    }
    expect(provider.calls).toEqual(["pause", "cancel", "cancel"]);

    // A paused plan whose resume fails stays paused.
    provider.failing.clear();
    expect((await act(user.id, cookie, "pause")).statusCode).toBe(200);
    provider.failing.add("resume");
    expect((await act(user.id, cookie, "resume")).statusCode).toBe(502);
    expect((await planOf(user.id, cookie)).status).toBe("paused");
  });
});

describe("plan changes and the payment provider", () => {
  it("call the provider once for two quick taps; the second tap is told a change is under way", async () => {
    const { user, cookie } = await registerUser(app);
    const { release, reached } = provider.hold();
    const first = act(user.id, cookie, "change", { plan: "premium" });
    await reached;
    const second = await act(user.id, cookie, "change", { plan: "premium" });
    expect(second.statusCode).toBe(409);
    expect(second.json<{ message: string }>().message).toBe(CHANGE_UNDER_WAY_MESSAGE);
    release();
    expect((await first).statusCode).toBe(200);
    expect(provider.calls).toEqual(["start"]);
    expect((await planOf(user.id, cookie)).plan).toBe("premium");
  });

  it("hold no lock on the parent while the provider answers: a gift code goes in meanwhile, and the new plan builds on it", async () => {
    const { user, cookie } = await registerUser(app);
    const code = await createGiftCode(testDb.database.db, { months: 2 });
    const { release, reached } = provider.hold();
    const change = act(user.id, cookie, "change", { plan: "premium" });
    await reached;

    // With the provider still thinking, the parent's row is free to read and to change.
    const gift = await Promise.race([
      act(user.id, cookie, "gift", { code }),
      new Promise<"blocked">((resolve) => setTimeout(() => resolve("blocked"), 5_000)),
    ]);
    expect(gift === "blocked" ? gift : gift.statusCode).toBe(200);
    const giftEnd = new Date((await planOf(user.id, cookie)).currentPeriodEnd ?? 0).getTime();

    release();
    const changed = (await change).json<SubscriptionView>();
    expect(changed).toMatchObject({ plan: "premium", status: "active", renews: true });
    // The paid month starts where the gifted months end.
    const end = new Date(changed.currentPeriodEnd ?? 0).getTime();
    expect(end - giftEnd).toBeGreaterThanOrEqual(28 * DAY_MS);
    expect(end - giftEnd).toBeLessThanOrEqual(31 * DAY_MS);
  });

  it("do not let a change cut off long ago (a server stopped mid-call) block the parent", async () => {
    const { user, cookie } = await registerUser(app);
    await testDb.database.db
      .insert(planChangeIntents)
      .values({ userId: user.id, action: "premium", createdAt: new Date(Date.now() - 10 * 60_000) });
    expect((await act(user.id, cookie, "change", { plan: "premium" })).statusCode).toBe(200);
  });

  it("need no provider call for gifted premium, so pausing it changes the plan at once", async () => {
    const { user, cookie } = await registerUser(app);
    const code = await createGiftCode(testDb.database.db, { months: 1 });
    expect((await act(user.id, cookie, "gift", { code })).statusCode).toBe(200);
    expect((await act(user.id, cookie, "pause")).json<SubscriptionView>().status).toBe("paused");
    expect(provider.calls).toEqual([]);
    expect(await intentsOf(user.id)).toEqual([]);
  });
});
