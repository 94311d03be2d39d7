import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CreatedInvitation, type Family, OWN_PLAN_KEEPS_BILLING } from "../../shared/schemas/family";
import type { SubscriptionView } from "../../shared/schemas/subscription";
import { users } from "../db/schema";
import { createGiftCode } from "../subscriptions/gift-codes";
import {
  type RegisteredUser,
  type TestApp,
  createTestApp,
  registerUser,
  testCurriculum,
  uniqueAddress,
} from "../test-support/test-app";

/**
 * docs/product-rules.md#one-subscription-for-the-family: any adult's Premium covers every adult of the family while
 * they belong, in the plan gate and the subscription read alike, and ends with their leaving on the next request.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/** The app's clock: past the 14-day trial of every parent these tests register, unless a test says otherwise. */
let now = new Date(Date.now() + 15 * DAY_MS);

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ clock: () => now, writesPerParent: 100 });
});
afterAll(async () => {
  await testApp?.close();
});

const lessons = testCurriculum().lessons;
/** Not one of the 3 basic lessons: it needs full access. */
const premiumLesson = lessons.find((lesson) => lesson.levelId === 1 && lesson.order === 4)!;

type Method = "GET" | "POST" | "DELETE";
const call = (method: Method, url: string, cookie: string, payload?: Record<string, unknown>) =>
  testApp.app.inject({
    method,
    url,
    remoteAddress: uniqueAddress(),
    headers: { cookie },
    ...(payload === undefined ? {} : { payload }),
  });

const planOf = async ({ user, cookie }: RegisteredUser) => {
  const response = await call("GET", `/api/user/${user.id}/subscription`, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SubscriptionView>();
};
const openPremiumLesson = ({ cookie }: RegisteredUser) => call("GET", `/api/lessons/${premiumLesson.id}`, cookie);
const complete = ({ user, cookie }: RegisteredUser, lesson: { id: number; levelId: number }) =>
  call("POST", `/api/user/${user.id}/lessons/${lesson.id}/progress`, cookie, {
    levelId: lesson.levelId,
    completed: true,
    score: 90,
  });
/** Completes the 3 basic lessons first, so the learning path's lock does not stand in the plan's way. */
const completePremiumLesson = async (parent: RegisteredUser) => {
  for (const order of [1, 2, 3]) {
    const basic = lessons.find((lesson) => lesson.levelId === 1 && lesson.order === order)!;
    expect((await complete(parent, basic)).statusCode).toBe(200);
  }
  return complete(parent, premiumLesson);
};
const buyPremium = async ({ user, cookie }: RegisteredUser) => {
  const response = await call("POST", `/api/user/${user.id}/subscription/change`, cookie, { plan: "premium" });
  expect(response.statusCode, response.body).toBe(200);
};
const tokenFrom = async (owner: RegisteredUser) => {
  const response = await call("POST", "/api/family/invitations", owner.cookie, {});
  expect(response.statusCode, response.body).toBe(201);
  return new URL(response.json<CreatedInvitation>().url).searchParams.get("token")!;
};
const accept = (joiner: RegisteredUser, token: string, extra: Record<string, unknown> = {}) =>
  call("POST", "/api/family/invitations/accept", joiner.cookie, { token, ...extra });
const join = async (owner: RegisteredUser, joiner: RegisteredUser, extra: Record<string, unknown> = {}) => {
  const response = await accept(joiner, await tokenFrom(owner), extra);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Family>();
};

/** An owner and a carer who joined by link; the owner on Premium when `premium`. */
async function familyOfTwo({ premium }: { premium: boolean }) {
  const owner = await registerUser(testApp.app);
  const carer = await registerUser(testApp.app);
  if (premium) await buyPremium(owner);
  const joined = await join(owner, carer);
  const carerId = joined.adults.find((adult) => adult.you)!.id;
  return { owner, carer, carerId };
}

describe("one subscription for the family", () => {
  it("opens a Premium lesson to a carer of a Premium family, and the carer's plan says whose Premium covers them", async () => {
    const { owner, carer } = await familyOfTwo({ premium: true });
    expect((await openPremiumLesson(carer)).statusCode).toBe(200);
    expect((await completePremiumLesson(carer)).statusCode).toBe(200);
    expect(await planOf(carer)).toMatchObject({
      plan: "free",
      hasFullAccess: true,
      familyCover: { paidBy: owner.user.username },
      renews: false,
    });
    // The payer's own plan is their own: nobody else covers them.
    expect(await planOf(owner)).toMatchObject({ plan: "premium", hasFullAccess: true, familyCover: null });
  });

  it("covers the owner too when it is a carer who pays", async () => {
    const { owner, carer } = await familyOfTwo({ premium: false });
    expect((await openPremiumLesson(owner)).statusCode).toBe(402);
    await buyPremium(carer);
    expect((await openPremiumLesson(owner)).statusCode).toBe(200);
    expect((await planOf(owner)).familyCover).toEqual({ paidBy: carer.user.username });
  });

  it("ends the cover on the very next request once the carer leaves", async () => {
    const { carer, carerId } = await familyOfTwo({ premium: true });
    expect((await openPremiumLesson(carer)).statusCode).toBe(200);
    expect((await call("DELETE", `/api/family/adults/${carerId}`, carer.cookie)).statusCode).toBe(200);
    expect((await openPremiumLesson(carer)).statusCode).toBe(402);
    expect((await completePremiumLesson(carer)).statusCode).toBe(402);
    expect(await planOf(carer)).toMatchObject({ hasFullAccess: false, familyCover: null });
  });

  it("ends the cover on the very next request once the owner removes the carer", async () => {
    const { owner, carer, carerId } = await familyOfTwo({ premium: true });
    expect((await openPremiumLesson(carer)).statusCode).toBe(200);
    expect((await call("DELETE", `/api/family/adults/${carerId}`, owner.cookie)).statusCode).toBe(200);
    expect((await openPremiumLesson(carer)).statusCode).toBe(402);
    expect(await planOf(carer)).toMatchObject({ hasFullAccess: false, familyCover: null });
    expect((await openPremiumLesson(owner)).statusCode).toBe(200);
  });

  it("gives nothing from a family without Premium, nor from another adult's trial", async () => {
    const { owner, carer } = await familyOfTwo({ premium: false });
    expect((await openPremiumLesson(carer)).statusCode).toBe(402);
    expect(await planOf(carer)).toMatchObject({ hasFullAccess: false, familyCover: null });

    // An owner whose own trial runs (signed up on the app's today) opens every lesson for themselves only.
    await testApp.database.db.update(users).set({ createdAt: now }).where(eq(users.id, owner.user.id));
    expect((await openPremiumLesson(owner)).statusCode).toBe(200);
    expect((await openPremiumLesson(carer)).statusCode).toBe(402);
    expect((await planOf(carer)).familyCover).toBeNull();
  });

  it("counts Premium that is gifted or cancelled until its period ends, and no longer after it", async () => {
    const { owner, carer } = await familyOfTwo({ premium: false });
    const code = await createGiftCode(testApp.database.db, { months: 1 });
    expect((await call("POST", `/api/user/${owner.user.id}/subscription/gift`, owner.cookie, { code })).statusCode).toBe(200);
    expect((await openPremiumLesson(carer)).statusCode).toBe(200);
    const before = now;
    now = new Date(before.getTime() + 40 * DAY_MS);
    try {
      expect((await openPremiumLesson(carer)).statusCode).toBe(402);
      expect((await planOf(carer)).familyCover).toBeNull();
    } finally {
      now = before;
    }

    const paying = await familyOfTwo({ premium: true });
    expect((await call("POST", `/api/user/${paying.owner.user.id}/subscription/cancel`, paying.owner.cookie)).statusCode).toBe(200);
    expect((await planOf(paying.carer)).familyCover).toEqual({ paidBy: paying.owner.user.username });
  });

  it("answers every read while the carer leaves at the same moment: the cover or a plan refusal, never an error", async () => {
    const { carer, carerId } = await familyOfTwo({ premium: true });
    const reads = Array.from({ length: 12 }, (_, index) =>
      index % 2 === 0 ? openPremiumLesson(carer) : call("GET", `/api/user/${carer.user.id}/subscription`, carer.cookie),
    );
    const [left, ...answers] = await Promise.all([call("DELETE", `/api/family/adults/${carerId}`, carer.cookie), ...reads]);
    expect(left!.statusCode).toBe(200);
    for (const answer of answers) expect([200, 402], answer.body).toContain(answer.statusCode);
    expect((await openPremiumLesson(carer)).statusCode).toBe(402);
  });
});

describe("a carer who pays for their own Premium", () => {
  it("is told before joining a Premium family that their own plan keeps billing, and joins once they confirm", async () => {
    const owner = await registerUser(testApp.app);
    await buyPremium(owner);
    const carer = await registerUser(testApp.app);
    await buyPremium(carer);
    const token = await tokenFrom(owner);

    const asked = await accept(carer, token);
    expect(asked.statusCode).toBe(409);
    expect(asked.json<{ message: string }>().message).toBe(OWN_PLAN_KEEPS_BILLING);
    // Not joined, and the link still works.
    const own = await call("GET", "/api/family", carer.cookie);
    expect(own.json<Family>().adults.map((adult) => adult.username)).toEqual([carer.user.username]);

    const joined = await accept(carer, token, { keepOwnPlan: true });
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json<Family>().adults.map((adult) => adult.username)).toEqual([owner.user.username, carer.user.username]);
    // Their own plan goes on as it was; the family's covers them too.
    expect(await planOf(carer)).toMatchObject({ plan: "premium", renews: true, familyCover: { paidBy: owner.user.username } });
  });

  it("joins at once where nobody would cover them, and a free adult joins a Premium family at once", async () => {
    const freeOwner = await registerUser(testApp.app);
    const payingCarer = await registerUser(testApp.app);
    await buyPremium(payingCarer);
    await join(freeOwner, payingCarer);

    const premiumOwner = await registerUser(testApp.app);
    await buyPremium(premiumOwner);
    await join(premiumOwner, await registerUser(testApp.app));
  });

  it("is asked nothing about plans with a token that is not usable", async () => {
    const carer = await registerUser(testApp.app);
    await buyPremium(carer);
    const forged = await accept(carer, "a".repeat(43));
    expect(forged.statusCode).toBe(404);
  });

  it("is asked both questions in turn when joining also means leaving a family of their own", async () => {
    const owner = await registerUser(testApp.app);
    await buyPremium(owner);
    const carer = await registerUser(testApp.app);
    await buyPremium(carer);
    expect((await call("POST", "/api/family/children", carer.cookie, { name: "Ada", birthMonth: "2021-03" })).statusCode).toBe(201);
    const token = await tokenFrom(owner);
    expect((await accept(carer, token)).json<{ message: string }>().message).toBe(OWN_PLAN_KEEPS_BILLING);
    const leaveFirst = await accept(carer, token, { keepOwnPlan: true });
    expect(leaveFirst.statusCode).toBe(409);
    expect(leaveFirst.json<{ message: string }>().message).not.toBe(OWN_PLAN_KEEPS_BILLING);
    expect((await accept(carer, token, { keepOwnPlan: true, leaveCurrentFamily: true })).statusCode).toBe(200);
  });
});
