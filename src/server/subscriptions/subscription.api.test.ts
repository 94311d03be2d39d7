import crypto from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SubscriptionView } from "../../shared/schemas/subscription";
import { buildApp } from "../app";
import { subscriptions, users } from "../db/schema";
import { type TestDatabase, TEST_ADMIN_PATH, createTestDatabase, registerUser, testCurriculum } from "../test-support/test-app";
import { createGiftCode } from "./gift-codes";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The app's clock: each test moves it to the day it needs, counted from now (when its parents sign up). */
let now = new Date();
const setDay = (day: number) => {
  now = new Date(Date.now() + day * DAY_MS);
};

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
    clock: () => now,
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await testDb?.close();
});

const lessons = testCurriculum().lessons;
const lessonAt = (levelId: number, order: number) => lessons.find((lesson) => lesson.levelId === levelId && lesson.order === order)!;
const basic = [1, 2, 3].map((order) => lessonAt(1, order));
const fourth = lessonAt(1, 4);

const headers = (cookie?: string) => (cookie ? { cookie } : {});
const readPlan = (userId: number, cookie?: string) => app.inject({ url: `/api/user/${userId}/subscription`, headers: headers(cookie) });
const act = (userId: number, cookie: string | undefined, action: string, payload?: Record<string, unknown>) =>
  app.inject({ method: "POST", url: `/api/user/${userId}/subscription/${action}`, headers: headers(cookie), ...(payload ? { payload } : {}) });
const lessonContent = (lessonId: number, cookie: string) => app.inject({ url: `/api/lessons/${lessonId}`, headers: { cookie } });
const complete = (userId: number, cookie: string, lesson: { id: number; levelId: number }) =>
  app.inject({
    method: "POST",
    url: `/api/user/${userId}/lessons/${lesson.id}/progress`,
    headers: { cookie },
    payload: { levelId: lesson.levelId, completed: true, score: 90 },
  });

async function newParent() {
  setDay(0);
  return registerUser(app);
}

describe("plans and lessons", () => {
  it("start on the free plan with a 14-day trial that opens every lesson", async () => {
    const { user, cookie } = await newParent();
    const plan = (await readPlan(user.id, cookie)).json<SubscriptionView>();
    expect(plan).toMatchObject({ plan: "free", status: "active", currentPeriodEnd: null, hasFullAccess: true, testMode: true });
    expect(new Date(plan.trialEndsAt).getTime() - new Date(user.createdAt).getTime()).toBe(14 * DAY_MS);

    setDay(13);
    expect((await lessonContent(fourth.id, cookie)).statusCode).toBe(200);
    expect((await lessonContent(lessonAt(6, 1).id, cookie)).statusCode).toBe(200);
  });

  it("after the trial, keeps the 3 basic lessons open on the free plan and refuses the others with 402", async () => {
    const { user, cookie } = await newParent();
    setDay(15);
    expect((await readPlan(user.id, cookie)).json<SubscriptionView>().hasFullAccess).toBe(false);
    for (const lesson of basic) {
      expect((await lessonContent(lesson.id, cookie)).statusCode, lesson.title).toBe(200);
      expect((await complete(user.id, cookie, lesson)).statusCode, lesson.title).toBe(200);
    }
    const refused = await lessonContent(fourth.id, cookie);
    expect(refused.statusCode).toBe(402);
    expect(refused.json<{ message: string }>().message).toContain("Premium Parent");
    expect((await complete(user.id, cookie, fourth)).statusCode).toBe(402);
    // A completion sent again with its Idempotency-Key (offline sync) goes through the same gate.
    const resent = await app.inject({
      method: "POST",
      url: `/api/user/${user.id}/lessons/${fourth.id}/progress`,
      headers: { cookie, "idempotency-key": `gate-${user.id}-fourth` },
      payload: { levelId: fourth.levelId, completed: true, score: 90 },
    });
    expect(resent.statusCode).toBe(402);
    // The outline stays public.
    expect((await app.inject({ url: "/api/lessons" })).statusCode).toBe(200);
  });

  it("restores every lesson when the parent changes to Premium Parent, through test mode", async () => {
    const { user, cookie } = await newParent();
    setDay(15);
    const changed = await act(user.id, cookie, "change", { plan: "premium" });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<SubscriptionView>()).toMatchObject({ plan: "premium", status: "active", hasFullAccess: true, renews: true, testMode: true });
    const [row] = await testDb.database.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id));
    expect(row).toMatchObject({ provider: "test", plan: "premium" });
    expect(row?.providerReference).toMatch(/^test_/);

    for (const lesson of basic) await complete(user.id, cookie, lesson);
    expect((await lessonContent(fourth.id, cookie)).statusCode).toBe(200);
    expect((await complete(user.id, cookie, fourth)).statusCode).toBe(200);
    // An active plan renews: still open long after its first month.
    setDay(120);
    expect((await lessonContent(fourth.id, cookie)).statusCode).toBe(200);

    expect((await act(user.id, cookie, "change", { plan: "premium" })).statusCode).toBe(400);
    const toFree = await act(user.id, cookie, "change", { plan: "free" });
    expect(toFree.json<SubscriptionView>()).toMatchObject({ plan: "free", hasFullAccess: false, currentPeriodEnd: null });
    expect((await lessonContent(fourth.id, cookie)).statusCode).toBe(402);
  });

  it("keeps access after pause or cancel until the paid period ends, then refuses", async () => {
    for (const action of ["pause", "cancel"]) {
      const { user, cookie } = await newParent();
      setDay(20);
      const premium = (await act(user.id, cookie, "change", { plan: "premium" })).json<SubscriptionView>();
      const periodEnd = new Date(premium.currentPeriodEnd ?? 0).getTime();
      const stopped = await act(user.id, cookie, action);
      expect(stopped.statusCode, action).toBe(200);
      expect(stopped.json<SubscriptionView>().status).toBe(action === "pause" ? "paused" : "cancelled");

      now = new Date(periodEnd - 60_000);
      expect((await lessonContent(fourth.id, cookie)).statusCode, action).toBe(200);
      now = new Date(periodEnd + 60_000);
      expect((await lessonContent(fourth.id, cookie)).statusCode, action).toBe(402);
      expect((await readPlan(user.id, cookie)).json<SubscriptionView>().hasFullAccess).toBe(false);
    }
  });

  it("names the plan in the parent's language in those messages", async () => {
    const { user, cookie } = await newParent();
    await testDb.database.db
      .update(users)
      .set({ settings: sql`coalesce(${users.settings}, '{}'::jsonb) || '{"language":"es"}'::jsonb` })
      .where(eq(users.id, user.id));
    setDay(15);
    expect((await act(user.id, cookie, "pause")).json<{ message: string }>().message).toBe("Solo se puede pausar Premium para familias si está activo.");
    expect((await act(user.id, cookie, "change", { plan: "free" })).json<{ message: string }>().message).toBe("Ya tienes Exploración gratuita.");
  });

  it("resumes a paused plan, and refuses actions that do not fit the plan with a message", async () => {
    const { user, cookie } = await newParent();
    setDay(15);
    expect((await act(user.id, cookie, "pause")).json<{ message: string }>().message).toBe("Only an active Premium Parent plan can be paused.");
    expect((await act(user.id, cookie, "cancel")).statusCode).toBe(400);
    expect((await act(user.id, cookie, "resume")).statusCode).toBe(400);
    expect((await act(user.id, cookie, "change", { plan: "free" })).json<{ message: string }>().message).toBe("You're already on Free Explorer.");
    expect((await act(user.id, cookie, "change", { plan: "gold" })).statusCode).toBe(400);

    await act(user.id, cookie, "change", { plan: "premium" });
    await act(user.id, cookie, "pause");
    const resumed = await act(user.id, cookie, "resume");
    expect(resumed.json<SubscriptionView>()).toMatchObject({ plan: "premium", status: "active", hasFullAccess: true });
    setDay(200);
    expect((await lessonContent(fourth.id, cookie)).statusCode).toBe(200);
  });
});

describe("gift codes", () => {
  it("redeem once, for their months of premium, and then refuse with a clear message", async () => {
    const code = await createGiftCode(testDb.database.db, { months: 2 });
    const first = await newParent();
    const second = await newParent();
    setDay(15);

    // Case and spaces do not matter.
    const redeemed = await act(first.user.id, first.cookie, "gift", { code: `  ${code.toLowerCase()} ` });
    expect(redeemed.statusCode).toBe(200);
    const plan = redeemed.json<SubscriptionView>();
    expect(plan).toMatchObject({ plan: "premium", status: "active", hasFullAccess: true, renews: false });
    const end = new Date(plan.currentPeriodEnd ?? 0).getTime();
    expect(end - now.getTime()).toBeGreaterThanOrEqual(59 * DAY_MS);
    expect(end - now.getTime()).toBeLessThanOrEqual(62 * DAY_MS);

    const again = await act(second.user.id, second.cookie, "gift", { code });
    expect(again.statusCode).toBe(400);
    expect(again.json<{ message: string }>().message).toBe("This gift code has already been used.");
    expect((await readPlan(second.user.id, second.cookie)).json<SubscriptionView>().plan).toBe("free");

    // Gifted premium does not renew: it ends with its months.
    now = new Date(end + 60_000);
    expect((await lessonContent(fourth.id, first.cookie)).statusCode).toBe(402);
  });

  it("refuse an unknown code with 400 and a message, and stop guessing after 10 misses", async () => {
    const { user, cookie } = await newParent();
    const unknown = await act(user.id, cookie, "gift", { code: "NOT-A-CODE" });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ message: string }>().message).toBe("That gift code is not valid. Please check it and try again.");
    expect((await act(user.id, cookie, "gift", { code: "" })).json<{ message: string }>().message).toBe("Enter a gift code");
    for (let miss = 0; miss < 9; miss += 1) await act(user.id, cookie, "gift", { code: `WRONG-${miss}` });
    // The empty code above was a bad request, not a guess: ten guesses so far.
    expect((await act(user.id, cookie, "gift", { code: "WRONG-LAST" })).statusCode).toBe(429);
  });
});

describe("subscription calls", () => {
  it("act for the signed-in parent only", async () => {
    const owner = await newParent();
    const other = await newParent();
    expect((await readPlan(owner.user.id)).statusCode).toBe(401);
    expect((await readPlan(owner.user.id, other.cookie)).statusCode).toBe(403);
    for (const action of ["change", "pause", "resume", "cancel", "gift"]) {
      const payload = action === "change" ? { plan: "premium" } : action === "gift" ? { code: "ANY-CODE" } : undefined;
      expect((await act(owner.user.id, other.cookie, action, payload)).statusCode, action).toBe(403);
      expect((await act(owner.user.id, undefined, action, payload)).statusCode, action).toBe(401);
    }
    expect((await readPlan(owner.user.id, owner.cookie)).json<SubscriptionView>().plan).toBe("free");
  });
});
