import { i18n, setupI18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { messages as sharedEs } from "../../locales/shared/es";
import {
  PLANS,
  addMonths,
  formatPlanPrice,
  hasFullAccess,
  hasPremium,
  isBasicLesson,
  isLessonOpen,
  renews,
  trialDaysLeft,
  trialEndsAt,
  type PlanState,
} from "./plans";

const signUp = new Date("2026-03-01T10:00:00.000Z");
const day = (n: number) => new Date(signUp.getTime() + n * 24 * 60 * 60 * 1000);
const state = (overrides: Partial<PlanState> = {}): PlanState => ({
  plan: "free",
  status: "active",
  provider: null,
  currentPeriodEnd: null,
  createdAt: signUp,
  ...overrides,
});

describe("plan catalogue", () => {
  it("offers Free Explorer at 0 with 3 basic lessons and Premium Parent at 4.99 a month, most popular, with all lessons", () => {
    expect(PLANS.free).toMatchObject({ name: "Free Explorer", price: 0, mostPopular: false });
    expect(PLANS.free.features).toContain("3 basic lessons");
    expect(PLANS.premium).toMatchObject({ name: "Premium Parent", price: 4.99, mostPopular: true });
    expect(PLANS.premium.features).toContain("All lessons");
    expect(formatPlanPrice(PLANS.premium)).toBe("$4.99 per month");
    expect(formatPlanPrice(PLANS.free)).toBe("Free");
  });

  it("names and prices the plans in the parent's language", () => {
    expect(formatPlanPrice(PLANS.premium, i18n)).toBe("$4.99 per month");
    const spanish = setupI18n({ locale: "es", locales: ["es"], messages: { es: sharedEs } });
    expect(spanish._(PLANS.free.name)).toBe("Exploración gratuita");
    expect(spanish._(PLANS.premium.name)).toBe("Premium para familias");
    expect(formatPlanPrice(PLANS.premium, spanish)).toBe(`${spanish.number(4.99, { style: "currency", currency: "USD" })} al mes`);
    expect(formatPlanPrice(PLANS.free, spanish)).toBe("Gratis");
  });
});

describe("trial", () => {
  it("ends 14 days after sign-up", () => {
    expect(trialEndsAt(signUp).toISOString()).toBe("2026-03-15T10:00:00.000Z");
  });

  it("counts the days left rounded up, and 0 once over", () => {
    expect(trialDaysLeft(signUp, signUp)).toBe(14);
    expect(trialDaysLeft(signUp, new Date(day(13).getTime() + 1000))).toBe(1);
    expect(trialDaysLeft(signUp, day(14))).toBe(0);
    expect(trialDaysLeft(signUp, day(30))).toBe(0);
  });
});

describe("hasFullAccess", () => {
  it("gives the free plan full access during the trial only", () => {
    expect(hasFullAccess(state(), day(0))).toBe(true);
    expect(hasFullAccess(state(), day(13.9))).toBe(true);
    expect(hasFullAccess(state(), day(14))).toBe(false);
    expect(hasFullAccess(state(), day(15))).toBe(false);
  });

  it("gives an active premium plan full access after the trial, even past its period end (it renews)", () => {
    const premium = state({ plan: "premium", provider: "test", currentPeriodEnd: day(20) });
    expect(hasFullAccess(premium, day(15))).toBe(true);
    expect(hasFullAccess(premium, day(60))).toBe(true);
  });

  it("keeps a paused or cancelled premium plan open until its period ends", () => {
    for (const status of ["paused", "cancelled"] as const) {
      const premium = state({ plan: "premium", status, provider: "test", currentPeriodEnd: day(40) });
      expect(hasFullAccess(premium, day(39)), status).toBe(true);
      expect(hasFullAccess(premium, day(40)), status).toBe(false);
    }
  });

  it("keeps gifted premium open until the gifted months end, even while active", () => {
    const gifted = state({ plan: "premium", provider: "gift", currentPeriodEnd: day(45) });
    expect(hasFullAccess(gifted, day(44))).toBe(true);
    expect(hasFullAccess(gifted, day(46))).toBe(false);
  });

  it("gives a free plan with an old period end nothing after the trial", () => {
    expect(hasFullAccess(state({ currentPeriodEnd: day(90) }), day(20))).toBe(false);
  });
});

describe("hasPremium, what one adult's plan gives the family", () => {
  it("counts a premium plan open now, and never the trial", () => {
    expect(hasPremium(state(), day(0))).toBe(false);
    expect(hasPremium(state({ plan: "premium", provider: "test" }), day(0))).toBe(true);
    const cancelled = state({ plan: "premium", status: "cancelled", provider: "test", currentPeriodEnd: day(40) });
    expect(hasPremium(cancelled, day(39))).toBe(true);
    expect(hasPremium(cancelled, day(40))).toBe(false);
  });

  it("says only an active paid plan renews (and bills), not a gift, a pause or a cancellation", () => {
    expect(renews(state({ plan: "premium", provider: "stripe" }))).toBe(true);
    expect(renews(state({ plan: "premium", provider: "gift" }))).toBe(false);
    expect(renews(state({ plan: "premium", status: "paused", provider: "stripe" }))).toBe(false);
    expect(renews(state())).toBe(false);
  });
});

describe("lessons by plan", () => {
  it("treats the first three lessons of level 1 as basic, and nothing else", () => {
    expect([1, 2, 3].map((order) => isBasicLesson({ levelId: 1, order }))).toEqual([true, true, true]);
    expect(isBasicLesson({ levelId: 1, order: 4 })).toBe(false);
    expect(isBasicLesson({ levelId: 2, order: 1 })).toBe(false);
  });

  it("opens basic lessons always and the others only with full access", () => {
    expect(isLessonOpen({ levelId: 1, order: 2 }, false)).toBe(true);
    expect(isLessonOpen({ levelId: 1, order: 4 }, false)).toBe(false);
    expect(isLessonOpen({ levelId: 3, order: 1 }, true)).toBe(true);
  });
});

describe("addMonths", () => {
  it("adds calendar months and clamps to the month's last day", () => {
    expect(addMonths(new Date("2026-01-31T08:00:00.000Z"), 1).toISOString()).toBe("2026-02-28T08:00:00.000Z");
    expect(addMonths(new Date("2026-03-15T08:00:00.000Z"), 3).toISOString()).toBe("2026-06-15T08:00:00.000Z");
    expect(addMonths(new Date("2026-11-30T08:00:00.000Z"), 2).toISOString()).toBe("2027-01-30T08:00:00.000Z");
  });
});
