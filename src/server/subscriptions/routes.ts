import { and, eq, isNull } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { GIFT_PROVIDER, PLANS, addMonths } from "../../shared/rules/plans";
import { type SubscriptionView, changePlanSchema, normalizeGiftCode, redeemGiftSchema } from "../../shared/schemas/subscription";
import type { AppDb } from "../db/client";
import { giftCodes, subscriptions, users } from "../db/schema";
import { HttpError, badRequest, parseBody } from "../http/errors";
import { giftCodeKey, releaseAttempt, reserveAttempt } from "../http/rate-limit";
import { requireSelf } from "../progress/routes";
import type { PaymentProvider } from "./payment-provider";
import { type Clock, type StoredPlan, readPlan, toSubscriptionView } from "./plan-access";

/** Wrong gift codes a parent may try in an hour: enough for typos, too few to guess codes. */
const GIFT_FAILURES = { limit: 10, windowMs: 60 * 60_000 } as const;

type Tx = Parameters<Parameters<AppDb["transaction"]>[0]>[0];
type PlanChange = Pick<typeof subscriptions.$inferInsert, "plan" | "status" | "provider" | "providerReference" | "currentPeriodEnd">;

/** DECISIONS.md "Account area": the parent's plan, changed through the payment provider (test mode only). */
export function subscriptionRoutes(db: AppDb, provider: PaymentProvider, clock: Clock) {
  /**
   * Reads the plan under a lock on the parent's row (two quick taps on two devices change it one after the other),
   * applies `change` and answers the plan as it now stands.
   */
  const changePlan = (userId: number, change: (plan: StoredPlan, tx: Tx, now: Date) => Promise<PlanChange | "free">) =>
    db.transaction(async (tx): Promise<SubscriptionView> => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
      const now = clock();
      const next = await change(await readPlan(tx, userId), tx, now);
      // No row is the free plan.
      if (next === "free") await tx.delete(subscriptions).where(eq(subscriptions.userId, userId));
      else {
        const values = { ...next, updatedAt: now };
        await tx.insert(subscriptions).values({ userId, ...values }).onConflictDoUpdate({ target: subscriptions.userId, set: values });
      }
      return toSubscriptionView((await readPlan(tx, userId)).state, now, provider.testMode);
    });

  /** Only rows the payment provider started are its business; gifted premium has no one to tell. */
  const providerReference = ({ row }: StoredPlan) => (row?.provider === provider.id ? row.providerReference : null);

  return async function register(app: FastifyInstance) {
    app.get<{ Params: { id: string } }>("/api/user/:id/subscription", async (request): Promise<SubscriptionView> => {
      const userId = requireSelf(request, request.params.id);
      const { state } = await readPlan(db, userId);
      return toSubscriptionView(state, clock(), provider.testMode);
    });

    app.post<{ Params: { id: string } }>("/api/user/:id/subscription/change", async (request) => {
      const userId = requireSelf(request, request.params.id);
      const { plan: wanted } = parseBody(changePlanSchema, request.body);
      return changePlan(userId, async (current, _tx, now) => {
        const { state } = current;
        if (wanted === "free") {
          if (state.plan === "free") throw badRequest(`You're already on ${PLANS.free.name}.`);
          const reference = providerReference(current);
          if (reference) await provider.cancelSubscription(reference);
          return "free";
        }
        if (state.plan === "premium" && state.status === "active" && state.provider === provider.id) {
          throw badRequest(`You're already on ${PLANS.premium.name}.`);
        }
        const { reference } = await provider.startSubscription({ userId, price: PLANS.premium.price });
        // Time already paid or gifted is kept: the new month starts where it ends.
        const paidUntil = state.plan === "premium" && state.currentPeriodEnd && state.currentPeriodEnd > now ? state.currentPeriodEnd : now;
        return { plan: "premium", status: "active", provider: provider.id, providerReference: reference, currentPeriodEnd: addMonths(paidUntil, 1) };
      });
    });

    app.post<{ Params: { id: string } }>("/api/user/:id/subscription/pause", async (request) => {
      const userId = requireSelf(request, request.params.id);
      return changePlan(userId, async (current) => {
        const { state, row } = current;
        if (!row || state.plan !== "premium" || state.status !== "active") {
          throw badRequest(`Only an active ${PLANS.premium.name} plan can be paused.`);
        }
        const reference = providerReference(current);
        if (reference) await provider.pauseSubscription(reference);
        return { ...pick(row), status: "paused" };
      });
    });

    app.post<{ Params: { id: string } }>("/api/user/:id/subscription/resume", async (request) => {
      const userId = requireSelf(request, request.params.id);
      return changePlan(userId, async (current, _tx, now) => {
        const { state, row } = current;
        if (!row || state.plan !== "premium" || state.status === "active") throw badRequest("There is no paused or cancelled plan to resume.");
        if (!state.currentPeriodEnd || state.currentPeriodEnd <= now) {
          throw badRequest(`This plan has ended. Choose ${PLANS.premium.name} to start again.`);
        }
        const reference = providerReference(current);
        if (reference) await provider.resumeSubscription(reference);
        return { ...pick(row), status: "active" };
      });
    });

    app.post<{ Params: { id: string } }>("/api/user/:id/subscription/cancel", async (request) => {
      const userId = requireSelf(request, request.params.id);
      return changePlan(userId, async (current) => {
        const { state, row } = current;
        if (!row || state.plan !== "premium" || state.status === "cancelled") {
          throw badRequest(`There is no ${PLANS.premium.name} plan to cancel.`);
        }
        const reference = providerReference(current);
        if (reference) await provider.cancelSubscription(reference);
        // Paid time is kept: access lasts until the period ends (shared/rules/plans hasFullAccess).
        return { ...pick(row), status: "cancelled" };
      });
    });

    app.post<{ Params: { id: string } }>("/api/user/:id/subscription/gift", async (request) => {
      const userId = requireSelf(request, request.params.id);
      const code = normalizeGiftCode(parseBody(redeemGiftSchema, request.body).code);
      const limitKey = giftCodeKey(userId);
      // Counted before the code is tried, so a burst of guesses tries at most the limit's worth.
      await reserveAttempt(db, limitKey, GIFT_FAILURES);
      let redeemedPlan;
      try {
        redeemedPlan = await changePlan(userId, async ({ state, row }, tx, now) => {
          const [redeemed] = await tx
            .update(giftCodes)
            .set({ redeemedBy: userId, redeemedAt: now })
            .where(and(eq(giftCodes.code, code), isNull(giftCodes.redeemedAt)))
            .returning({ months: giftCodes.months });
          if (!redeemed) {
            const [known] = await tx.select({ code: giftCodes.code }).from(giftCodes).where(eq(giftCodes.code, code));
            throw badRequest(known ? "This gift code has already been used." : "That gift code is not valid. Please check it and try again.");
          }
          const premiumUntil = state.plan === "premium" && state.currentPeriodEnd && state.currentPeriodEnd > now ? state.currentPeriodEnd : now;
          const renewing = state.plan === "premium" && state.status === "active" && state.provider === provider.id;
          // A renewing plan keeps renewing, its next payment pushed back; otherwise the gift is premium until its months end.
          const currentPeriodEnd = addMonths(premiumUntil, redeemed.months);
          return renewing && row
            ? { ...pick(row), currentPeriodEnd }
            : { plan: "premium", status: "active", provider: GIFT_PROVIDER, providerReference: code, currentPeriodEnd };
        });
      } catch (error) {
        // A wrong or used code stays counted; anything else (a refused plan change, the database away) was no guess.
        if (!(error instanceof HttpError && error.statusCode === 400)) await releaseAttempt(db, limitKey).catch(() => {});
        throw error;
      }
      // Only misses count; the plan is already changed, so a failed give-back only leaves one miss counted.
      await releaseAttempt(db, limitKey).catch(() => {});
      return redeemedPlan;
    });
  };
}

function pick(row: NonNullable<StoredPlan["row"]>): PlanChange {
  return {
    plan: row.plan,
    status: row.status,
    provider: row.provider,
    providerReference: row.providerReference,
    currentPeriodEnd: row.currentPeriodEnd,
  };
}
