import type { I18n } from "@lingui/core";
import { PREMIUM_MONTHLY_PRICE, TRIAL_DAYS } from "../product";

export type PlanId = "free" | "premium";
export type PlanStatus = "active" | "paused" | "cancelled";

export interface PlanInfo {
  id: PlanId;
  /** A catalog id (docs/translating.md): shown with `i18n._(plan.name)`. */
  name: string;
  /** Price per month in US dollars. */
  price: number;
  /** Shown as "Most popular" (docs/screens.md#subscription-screen). */
  mostPopular: boolean;
  features: readonly string[];
}

/**
 * The plans' names as catalog messages, one name per language wherever a parent reads it (the landing page's own
 * messages, src/client/features/landing, say the same).
 */
const PLAN_NAMES = {
  free: /*i18n*/ { id: "Free Explorer", comment: "Name of the free plan" },
  premium: /*i18n*/ { id: "Premium Parent", comment: "Name of the paid plan" },
};

/** docs/screens.md#subscription-screen: the two plans, as data both the screen and the server read. */
export const PLANS: Readonly<Record<PlanId, PlanInfo>> = {
  free: {
    id: "free",
    name: PLAN_NAMES.free.id,
    price: 0,
    mostPopular: false,
    features: [/*i18n*/ "3 basic lessons", /*i18n*/ "Mood check-ins", /*i18n*/ "Personal journal"],
  },
  premium: {
    id: "premium",
    name: PLAN_NAMES.premium.id,
    price: PREMIUM_MONTHLY_PRICE,
    mostPopular: true,
    features: [/*i18n*/ "All lessons", /*i18n*/ "Everything in Free Explorer", /*i18n*/ "Cancel anytime"],
  },
};

export const PLAN_IDS = Object.keys(PLANS) as [PlanId, ...PlanId[]];
export const PLAN_STATUSES = ["active", "paused", "cancelled"] as const satisfies readonly PlanStatus[];

const PRICE_MESSAGES = {
  free: /*i18n*/ { id: "Free", comment: "Price of the free plan" },
  monthly: /*i18n*/ { id: "{price} per month", comment: "A plan's price, e.g. $4.99 per month" },
};

/**
 * "$4.99 per month" / "Free", in `i18n`'s language (the price in US dollars as that language writes it); in English
 * without one.
 */
export function formatPlanPrice(plan: PlanInfo, i18n?: I18n): string {
  if (plan.price === 0) return i18n ? i18n._(PRICE_MESSAGES.free.id) : PRICE_MESSAGES.free.id;
  const currency = { style: "currency", currency: "USD" } as const;
  if (!i18n) return PRICE_MESSAGES.monthly.id.replace("{price}", new Intl.NumberFormat("en-US", currency).format(plan.price));
  return i18n._(PRICE_MESSAGES.monthly.id, { price: i18n.number(plan.price, currency) });
}

/** Gift codes give premium that does not renew: it lasts until the end of the gifted months, whatever the status. */
export const GIFT_PROVIDER = "gift";

/** What the access rule needs to know about a parent's plan. No stored plan means the free plan. */
export interface PlanState {
  plan: PlanId;
  status: PlanStatus;
  /** Who takes the payments ("test" in test mode, "gift" for a redeemed gift code); null for the free plan. */
  provider: string | null;
  /** When the paid (or gifted) time runs out. */
  currentPeriodEnd: Date | null;
  /** When the parent signed up: the trial starts then. */
  createdAt: Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** docs/screens.md#constants, docs/product-rules.md#plans-and-payments: full access for 14 days from sign-up. */
export function trialEndsAt(createdAt: Date): Date {
  return new Date(createdAt.getTime() + TRIAL_DAYS * DAY_MS);
}

/** Whole days left until `end`, rounded up (13.2 days left reads "14 days"); 0 once it has passed. */
export function daysLeftUntil(end: Date, now: Date): number {
  return Math.max(0, Math.ceil((end.getTime() - now.getTime()) / DAY_MS));
}

export function trialDaysLeft(createdAt: Date, now: Date): number {
  return daysLeftUntil(trialEndsAt(createdAt), now);
}

/**
 * docs/product-rules.md#plans-and-payments: everyone has full access during the trial; after it, an active premium plan
 * that renews gives access; a paused, cancelled or gifted premium plan gives it until its period ends; free does not.
 */
export function hasFullAccess(state: PlanState, now: Date): boolean {
  return now < trialEndsAt(state.createdAt) || hasPremium(state, now);
}

/**
 * A premium plan that is open now, trial aside: what one adult's plan gives the other adults of their family
 * (docs/product-rules.md#one-subscription-for-the-family). A trial is each adult's own and covers nobody else.
 */
export function hasPremium(state: Pick<PlanState, "plan" | "status" | "provider" | "currentPeriodEnd">, now: Date): boolean {
  if (state.plan !== "premium") return false;
  if (renews(state)) return true;
  return state.currentPeriodEnd !== null && now < state.currentPeriodEnd;
}

/** An active paid plan renews, and bills, each month; paused, cancelled and gifted premium end at their period's end. */
export function renews(state: Pick<PlanState, "plan" | "status" | "provider">): boolean {
  return state.plan === "premium" && state.status === "active" && state.provider !== GIFT_PROVIDER;
}

/** The smallest facts about a lesson the plan rule needs. */
export interface PlanLesson {
  levelId: number;
  order: number;
}

/** content/curriculum-plan.md: the first three lessons of level 1 are the free plan's basic lessons. */
export const BASIC_LESSONS = { levelId: 1, lastOrder: 3 } as const;

export function isBasicLesson(lesson: PlanLesson): boolean {
  return lesson.levelId === BASIC_LESSONS.levelId && lesson.order >= 1 && lesson.order <= BASIC_LESSONS.lastOrder;
}

/** Basic lessons are open on every plan; the others need full access. */
export function isLessonOpen(lesson: PlanLesson, fullAccess: boolean): boolean {
  return fullAccess || isBasicLesson(lesson);
}

/** Adds calendar months, keeping the day where the month allows it (Jan 31 + 1 month = Feb 28/29). */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}
