import { type SQL, eq, sql } from "drizzle-orm";
import { PLANS, type PlanId, type PlanState, type PlanStatus, hasFullAccess, hasPremium, isBasicLesson, renews, trialEndsAt } from "../../shared/rules/plans";
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
  /** The premium plans of the other adults of the parent's family, the longest-standing first. */
  family: FamilyPremium[];
}

/** Another adult's premium plan, as the family's cover reads it: whose it is (by username only) and its state. */
export interface FamilyPremium {
  username: string;
  status: string;
  provider: string;
  /** As PostgreSQL writes a timestamp in JSON. */
  currentPeriodEnd: string | null;
}

/**
 * The premium plans of a family's adults but one, as a JSON column beside the parent's own row: one query, along the
 * keys family_adults(family_id) and subscriptions(user_id) (docs/product-rules.md#one-subscription-for-the-family).
 */
function familyPremiumOf(familyId: SQL, except: SQL) {
  return sql<FamilyPremium[] | null>`(
    select json_agg(json_build_object(
      'username', payer.username, 'status', paid.status, 'provider', paid.provider,
      'currentPeriodEnd', paid.current_period_end
    ) order by mate.joined_at, mate.user_id)
    from family_adults mate
    join subscriptions paid on paid.user_id = mate.user_id and paid.plan = 'premium'
    join users payer on payer.id = mate.user_id
    where mate.family_id = ${familyId} and mate.user_id <> ${except})`;
}

/** The other adults' premium plans of the parent's own family (none outside a family). */
const familyPremiumColumn = familyPremiumOf(
  sql`(select me.family_id from family_adults me where me.user_id = ${users.id})`,
  sql`${users.id}`,
);

function planQuery(db: Pick<AppDb, "select">) {
  return db
    .select({ createdAt: users.createdAt, ...planColumns })
    .from(users)
    .leftJoin(subscriptions, eq(subscriptions.userId, users.id));
}

/**
 * The parent's plan as the access rule sees it, with their family's premium plans (`effectivePlan` weighs them): no
 * row in subscriptions means the free plan.
 */
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
    family: found.familyPremium ?? [],
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

/** What a parent's plan opens once their family is counted: full access, and whose Premium covers them if any. */
export interface EffectivePlan {
  fullAccess: boolean;
  /** Another adult of the family whose Premium is open now, by username; null when none is. */
  familyCover: { paidBy: string } | null;
}

/**
 * The effective plan of a parent (docs/product-rules.md#one-subscription-for-the-family): their own plan, or the
 * Premium of any other adult of their family while they belong to it. The plan gate, the subscription read and the
 * server-rendered pages all ask this one rule.
 */
export function effectivePlan({ state, family }: Pick<StoredPlan, "state" | "family">, now: Date): EffectivePlan {
  const familyCover = familyCoverOf(family, now);
  return { fullAccess: hasFullAccess(state, now) || familyCover !== null, familyCover };
}

/** The first of the family's premium plans open now (a trial is each adult's own and covers nobody else). */
function familyCoverOf(family: FamilyPremium[], now: Date): EffectivePlan["familyCover"] {
  const cover = family.find((paid) =>
    hasPremium(
      {
        plan: "premium",
        status: paid.status as PlanStatus,
        provider: paid.provider,
        currentPeriodEnd: paid.currentPeriodEnd === null ? null : new Date(paid.currentPeriodEnd),
      },
      now,
    ),
  );
  return cover ? { paidBy: cover.username } : null;
}

/** The parent's plan as the Subscription screen reads it, with how this server sells Premium. */
export function toSubscriptionView(stored: StoredPlan, now: Date, provider: PaymentProvider): SubscriptionView {
  const { state, row } = stored;
  const price = provider.price ? (provider.price() ?? null) : { amount: PLANS.premium.price, currency: "usd", interval: "month" as const };
  const ownRow = row?.provider === provider.id;
  const effective = effectivePlan(stored, now);
  return {
    plan: state.plan,
    status: state.status,
    trialEndsAt: trialEndsAt(state.createdAt).toISOString(),
    currentPeriodEnd: state.currentPeriodEnd?.toISOString() ?? null,
    hasFullAccess: effective.fullAccess,
    familyCover: effective.familyCover,
    renews: renews(state),
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
  familyPremium: FamilyPremium[] | null;
}

/**
 * The columns of `PlanRead`, for a route that reads the parent's row anyway (a completion): joined with
 * `.leftJoin(subscriptions, eq(subscriptions.userId, users.id))`, its own query carries the plan and the family's
 * premium plans, and the gate costs no round trip of its own.
 */
export const planColumns = { subscription: subscriptions, familyPremium: familyPremiumColumn } as const;

/**
 * docs/product-rules.md#one-subscription-for-the-family: whether an adult joining the family `familyId` pays for a
 * Premium of their own that will go on billing while the family's Premium covers them. One query.
 */
export async function ownPremiumBillsBesideFamily(db: Pick<AppDb, "select">, userId: number, familyId: number, now: Date): Promise<boolean> {
  const [found] = await db
    .select({
      createdAt: users.createdAt,
      subscription: subscriptions,
      familyPremium: familyPremiumOf(sql`${familyId}`, sql`${users.id}`),
    })
    .from(users)
    .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
    .where(eq(users.id, userId));
  const { state, family } = toStoredPlan(found);
  return renews(state) && familyCoverOf(family, now) !== null;
}

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
  const refuseWithoutAccess = (stored: StoredPlan) => {
    if (!effectivePlan(stored, clock()).fullAccess) throw planRefused();
  };
  return {
    async require(userId, lessonId) {
      const lesson = curriculum.lessonById.get(lessonId);
      // Basic lessons are open on every plan: no database read for them.
      if (!lesson || isBasicLesson(lesson)) return;
      refuseWithoutAccess(await planOf(userId));
    },
    requireOf(lesson, read) {
      if (!isBasicLesson(lesson)) refuseWithoutAccess(toStoredPlan(read));
    },
  };
}
