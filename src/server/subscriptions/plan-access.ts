import { eq, sql } from "drizzle-orm";
import { GIFT_PROVIDER, PLANS, type PlanId, type PlanState, type PlanStatus, hasFullAccess, isBasicLesson, trialEndsAt } from "../../shared/rules/plans";
import type { SubscriptionView } from "../../shared/schemas/subscription";
import type { AppDb } from "../db/client";
import { subscriptions, users } from "../db/schema";
import { HttpError, unauthorized } from "../http/errors";
import type { Curriculum } from "../curriculum/curriculum";
import type { Lesson } from "../../shared/schemas/learning";
import type { Clock } from "../clock";
import type { PaymentProvider } from "./payment-provider";


/** A stored subscription row, or none (the free plan). */
export type SubscriptionRow = typeof subscriptions.$inferSelect;

export interface StoredPlan {
  state: PlanState;
  row: SubscriptionRow | undefined;
}

function planQuery(db: Pick<AppDb, "select">) {
  return db
    .select({ createdAt: users.createdAt, subscription: subscriptions })
    .from(users)
    .leftJoin(subscriptions, eq(subscriptions.userId, users.id));
}

/** The parent's plan as the access rule sees it: no row in subscriptions means the free plan. */
export async function readPlan(db: Pick<AppDb, "select">, userId: number): Promise<StoredPlan> {
  const [found] = await planQuery(db).where(eq(users.id, userId));
  return toStoredPlan(found);
}

/** readPlan as one named prepared statement, built once: the plan gate asks it on every premium lesson's request. */
function preparedPlanRead(db: AppDb): (userId: number) => Promise<StoredPlan> {
  const statement = planQuery(db)
    .where(eq(users.id, sql.placeholder("userId")))
    .prepare("plan_of_user");
  return async (userId) => toStoredPlan((await statement.execute({ userId }))[0]);
}

function toStoredPlan(found: PlanRead | undefined): StoredPlan {
  if (!found) throw unauthorized();
  const row = found.subscription ?? undefined;
  return {
    row,
    state: row
      ? {
          plan: row.plan as PlanId,
          status: row.status as PlanStatus,
          provider: row.provider,
          currentPeriodEnd: row.currentPeriodEnd,
          createdAt: found.createdAt,
        }
      : { plan: "free", status: "active", provider: null, currentPeriodEnd: null, createdAt: found.createdAt },
  };
}

/** The parent's plan as the Subscription screen reads it, with how this server sells Premium. */
export function toSubscriptionView({ state, row }: StoredPlan, now: Date, provider: PaymentProvider): SubscriptionView {
  const price = provider.price ? (provider.price() ?? null) : { amount: PLANS.premium.price, currency: "usd", interval: "month" as const };
  const ownRow = row?.provider === provider.id;
  return {
    plan: state.plan,
    status: state.status,
    trialEndsAt: trialEndsAt(state.createdAt).toISOString(),
    currentPeriodEnd: state.currentPeriodEnd?.toISOString() ?? null,
    hasFullAccess: hasFullAccess(state, now),
    renews: state.plan === "premium" && state.status === "active" && state.provider !== GIFT_PROVIDER,
    testMode: provider.testMode,
    purchase: provider.purchase ?? "direct",
    price,
    paymentFailed: ownRow && row.paymentFailed && state.status !== "cancelled",
    billingPortal: ownRow && row.providerCustomer !== null,
  };
}

/**
 * 402 Payment Required, not 403: the lesson host already reads 403 as "locked by the learning path", and a plan
 * refusal needs its own card (an upgrade offer). The message is the card's own words.
 */
export const PLAN_REFUSAL_STATUS = 402;
export const planRefused = () =>
  new HttpError(PLAN_REFUSAL_STATUS, /*i18n*/ "This lesson is part of Premium Parent. Upgrade to open every lesson.");

/** What the plan rule needs of a parent, as `planColumns` reads it beside a route's own columns. */
export interface PlanRead {
  createdAt: Date;
  subscription: SubscriptionRow | null;
}

/**
 * The columns of `PlanRead`, for a route that reads the parent's row anyway (a completion): joined with
 * `.leftJoin(subscriptions, eq(subscriptions.userId, users.id))`, its own query carries the plan, and the gate costs
 * no round trip of its own.
 */
export const planColumns = { subscription: subscriptions } as const;

/**
 * Refuses (402) a non-basic lesson to a parent without full access. `require` reads the plan when the lesson needs it
 * (unknown lessons pass, for the route's own 404); `requireOf` applies the same rule to a plan the route read itself.
 */
export interface LessonPlanGate {
  require(userId: number, lessonId: number): Promise<void>;
  requireOf(lesson: Lesson, read: PlanRead): void;
}

export function lessonPlanGate(db: AppDb, curriculum: Curriculum, clock: Clock): LessonPlanGate {
  const planOf = preparedPlanRead(db);
  const refuseWithoutAccess = (state: PlanState) => {
    if (!hasFullAccess(state, clock())) throw planRefused();
  };
  return {
    async require(userId, lessonId) {
      const lesson = curriculum.lessonById.get(lessonId);
      // Basic lessons are open on every plan: no database read for them.
      if (!lesson || isBasicLesson(lesson)) return;
      refuseWithoutAccess((await planOf(userId)).state);
    },
    requireOf(lesson, read) {
      if (!isBasicLesson(lesson)) refuseWithoutAccess(toStoredPlan(read).state);
    },
  };
}
