import { and, eq, gt, isNull } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { GIFT_PROVIDER, PLANS, type PlanId, addMonths, trialEndsAt } from "../../shared/rules/plans";
import { type SubscriptionView, changePlanSchema, normalizeGiftCode, redeemGiftSchema } from "../../shared/schemas/subscription";
import type { AppDb } from "../db/client";
import { giftCodes, planChangeIntents, subscriptions, users } from "../db/schema";
import { HttpError, badRequest, conflict, forbidden, parseBody, unauthorized } from "../http/errors";
import { giftCodeKey, releaseAttempt, reserveAttempt } from "../http/rate-limit";
import { requireSelf } from "../auth/session";
import { requestI18n } from "../i18n/i18n";
import { userLanguageLookup } from "../i18n/user-language";
import { PAID_PLANS_CLOSED_MESSAGE, type PaymentProvider } from "./payment-provider";
import type { Clock } from "../clock";
import { type StoredPlan, readPlan, toSubscriptionView } from "./plan-access";

/** Wrong gift codes a parent may try in an hour: enough for typos, too few to guess codes. */
const GIFT_FAILURES = { limit: 10, windowMs: 60 * 60_000 } as const;

type Tx = Parameters<Parameters<AppDb["transaction"]>[0]>[0];
type PlanChange = Pick<typeof subscriptions.$inferInsert, "plan" | "status" | "provider" | "providerReference" | "currentPeriodEnd">;

/** A pending plan change older than this was cut off (a server stopped mid-call) and no longer blocks the parent. */
const STALE_INTENT_MS = 5 * 60_000;

export const PROVIDER_FAILED_MESSAGE = /*i18n*/ "The payment service did not answer, so your plan has not changed. Please try again in a moment.";
export const CHECKOUT_FAILED_MESSAGE = /*i18n*/ "The payment page could not be opened just now. Nothing was charged. Please try again in a moment.";
export const CHANGE_UNDER_WAY_MESSAGE = /*i18n*/ "A plan change is already under way. Please wait a moment and try again.";

/**
 * What a plan action does once the plan allows it: `call` asks the payment provider (absent when it has nothing to
 * tell), `apply` turns the plan as it then stands into the new one.
 */
interface PlanStep<Result> {
  call?: () => Promise<Result>;
  apply: (current: StoredPlan, now: Date, result: Result | undefined) => PlanChange | "free";
}

/** The parent's plan, changed through the payment provider (test mode only). */
export function subscriptionRoutes(db: AppDb, provider: PaymentProvider, clock: Clock) {
  const lookupUserLanguage = userLanguageLookup(db);
  /** The plans' names in the parent's language, for the messages that name a plan (`{plan}`). */
  const planNamesFor = async (request: FastifyRequest) => {
    const i18n = await requestI18n(request, lookupUserLanguage);
    return (id: PlanId) => i18n._(PLANS[id].name);
  };

  /** Locks the parent's row, so two quick taps on two devices read and change the plan one after the other. */
  const lockParent = (tx: Tx, userId: number) => tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");

  /** Writes the new plan (no row is the free plan) and answers it as it now stands. */
  const writePlan = async (tx: Tx, userId: number, next: PlanChange | "free", now: Date): Promise<SubscriptionView> => {
    if (next === "free") await tx.delete(subscriptions).where(eq(subscriptions.userId, userId));
    else {
      const values = { ...next, updatedAt: now };
      await tx.insert(subscriptions).values({ userId, ...values }).onConflictDoUpdate({ target: subscriptions.userId, set: values });
    }
    return toSubscriptionView(await readPlan(tx, userId), now, provider);
  };

  /** Changes the plan in one transaction, for changes that need no word with the payment provider (gift codes). */
  const changePlan = (userId: number, change: (plan: StoredPlan, tx: Tx, now: Date) => Promise<PlanChange | "free">) =>
    db.transaction(async (tx): Promise<SubscriptionView> => {
      await lockParent(tx, userId);
      const now = clock();
      return writePlan(tx, userId, await change(await readPlan(tx, userId), tx, now), now);
    });

  /**
   * A plan action that may call the payment provider. The provider is never called while the parent's row is
   * locked: a short transaction checks the plan and records the intent, the provider is called with no
   * transaction open, and a second short transaction applies its answer to the plan as it then stands. When the
   * provider fails, the plan is left as it was and the parent reads why.
   */
  const runPlanAction = async <Result>(
    request: FastifyRequest,
    userId: number,
    action: string,
    prepare: (current: StoredPlan, now: Date) => PlanStep<Result>,
  ): Promise<SubscriptionView> => {
    const started = await db.transaction(async (tx) => {
      await lockParent(tx, userId);
      const now = clock();
      const current = await readPlan(tx, userId);
      const step = prepare(current, now);
      if (!step.call) return { done: true as const, view: await writePlan(tx, userId, step.apply(current, now, undefined), now) };
      const [pending] = await tx
        .select({ id: planChangeIntents.id })
        .from(planChangeIntents)
        .where(
          and(
            eq(planChangeIntents.userId, userId),
            eq(planChangeIntents.status, "pending"),
            gt(planChangeIntents.createdAt, new Date(now.getTime() - STALE_INTENT_MS)),
          ),
        );
      if (pending) throw conflict(CHANGE_UNDER_WAY_MESSAGE);
      const [intent] = await tx.insert(planChangeIntents).values({ userId, action, createdAt: now }).returning({ id: planChangeIntents.id });
      return { done: false as const, intentId: intent!.id, step, call: step.call };
    });
    if (started.done) return started.view;

    const { intentId } = started;
    const finish = (status: "applied" | "failed", tx: Pick<AppDb, "update"> = db) =>
      tx.update(planChangeIntents).set({ status, finishedAt: clock() }).where(eq(planChangeIntents.id, intentId));
    let result: Result;
    try {
      result = await started.call();
    } catch (error) {
      request.log.error({ err: error, action }, "payment provider call failed; plan left unchanged");
      await finish("failed");
      throw new HttpError(502, PROVIDER_FAILED_MESSAGE);
    }
    return db.transaction(async (tx) => {
      await lockParent(tx, userId);
      const now = clock();
      const view = await writePlan(tx, userId, started.step.apply(await readPlan(tx, userId), now, result), now);
      await finish("applied", tx);
      return view;
    });
  };

  const purchase = provider.purchase ?? "direct";
  const endSubscription = (reference: string) => (provider.endSubscription ? provider.endSubscription(reference) : provider.cancelSubscription(reference));

  /** Only rows the payment provider started are its business; gifted premium has no one to tell. */
  const providerReference = ({ row }: StoredPlan) => (row?.provider === provider.id ? row.providerReference : null);

  /** Keeps the stored row with a new status (the row as it stands when the provider has answered). */
  const withStatus = (status: "active" | "paused" | "cancelled") => ({ row }: StoredPlan): PlanChange | "free" =>
    row ? { ...pick(row), status } : "free";

  return async function register(app: FastifyInstance) {
    app.get<{ Params: { id: string } }>("/api/user/:id/subscription", async (request): Promise<SubscriptionView> => {
      const userId = requireSelf(request, request.params.id);
      return toSubscriptionView(await readPlan(db, userId), clock(), provider);
    });

    app.post<{ Params: { id: string } }>("/api/user/:id/subscription/checkout", async (request) => {
      const userId = requireSelf(request, request.params.id);
      const planName = await planNamesFor(request);
      const [parent] = await db.select({ email: users.email, createdAt: users.createdAt }).from(users).where(eq(users.id, userId));
      if (!parent) throw unauthorized();
      if (purchase === "closed") throw forbidden(PAID_PLANS_CLOSED_MESSAGE);
      if (purchase !== "checkout" || !provider.checkoutUrl) throw badRequest(/*i18n*/ "Choose {plan} on the Subscription screen.", { plan: planName("premium") });
      const { state, row } = await readPlan(db, userId);
      if (state.plan === "premium" && state.status !== "cancelled" && state.provider === provider.id) {
        throw badRequest(/*i18n*/ "You're already on {plan}.", { plan: planName("premium") });
      }
      const language = (await requestI18n(request, lookupUserLanguage)).locale;
      const customer = row?.provider === provider.id ? row.providerCustomer : null;
      const now = clock();
      try {
        const url = await provider.checkoutUrl({ userId, email: parent.email, language, customer, trialEndsAt: trialEndsAt(parent.createdAt), now });
        return { url };
      } catch (error) {
        request.log.error({ err: error }, "checkout could not be started");
        throw new HttpError(502, CHECKOUT_FAILED_MESSAGE);
      }
    });

    app.post<{ Params: { id: string } }>("/api/user/:id/subscription/portal", async (request) => {
      const userId = requireSelf(request, request.params.id);
      const { row } = await readPlan(db, userId);
      const customer = row?.provider === provider.id ? row.providerCustomer : null;
      if (!customer || !provider.portalUrl) throw badRequest(/*i18n*/ "There are no payments to manage yet.");
      const language = (await requestI18n(request, lookupUserLanguage)).locale;
      try {
        return { url: await provider.portalUrl(customer, language) };
      } catch (error) {
        request.log.error({ err: error }, "billing page could not be opened");
        throw new HttpError(502, CHECKOUT_FAILED_MESSAGE);
      }
    });

    app.post<{ Params: { id: string } }>("/api/user/:id/subscription/change", async (request) => {
      const userId = requireSelf(request, request.params.id);
      const { plan: wanted } = parseBody(changePlanSchema, request.body);
      const planName = await planNamesFor(request);
      if (wanted === "free") {
        return runPlanAction(request, userId, "free", (current) => {
          if (current.state.plan === "free") throw badRequest(/*i18n*/ "You're already on {plan}.", { plan: planName("free") });
          const reference = providerReference(current);
          if (reference && purchase === "checkout") {
            // Ended at once at the provider; the row keeps its customer for the billing page and later invoices.
            return { call: () => endSubscription(reference), apply: ({ row }, now) => (row ? { ...pick(row), status: "cancelled", currentPeriodEnd: now } : "free") };
          }
          return { call: reference ? () => provider.cancelSubscription(reference) : undefined, apply: () => "free" };
        });
      }
      // Premium is never turned on here for money nobody took: it is bought in checkout, or not at all.
      if (purchase === "closed") throw forbidden(PAID_PLANS_CLOSED_MESSAGE);
      if (purchase === "checkout") throw badRequest(/*i18n*/ "Premium is paid for on the payment page: choose Upgrade.");
      return runPlanAction<{ reference: string }>(request, userId, "premium", ({ state }) => {
        if (state.plan === "premium" && state.status === "active" && state.provider === provider.id) {
          throw badRequest(/*i18n*/ "You're already on {plan}.", { plan: planName("premium") });
        }
        return {
          call: () => provider.startSubscription({ userId, price: PLANS.premium.price }),
          apply: ({ state: latest }, now, started) => {
            // Time already paid or gifted is kept: the new month starts where it ends.
            const paidUntil = latest.plan === "premium" && latest.currentPeriodEnd && latest.currentPeriodEnd > now ? latest.currentPeriodEnd : now;
            return {
              plan: "premium",
              status: "active",
              provider: provider.id,
              providerReference: started!.reference,
              currentPeriodEnd: addMonths(paidUntil, 1),
            };
          },
        };
      });
    });

    app.post<{ Params: { id: string } }>("/api/user/:id/subscription/pause", async (request) => {
      const userId = requireSelf(request, request.params.id);
      const planName = await planNamesFor(request);
      return runPlanAction(request, userId, "pause", (current) => {
        const { state, row } = current;
        if (!row || state.plan !== "premium" || state.status !== "active") {
          throw badRequest(/*i18n*/ "Only an active {plan} plan can be paused.", { plan: planName("premium") });
        }
        const reference = providerReference(current);
        return { call: reference ? () => provider.pauseSubscription(reference) : undefined, apply: withStatus("paused") };
      });
    });

    app.post<{ Params: { id: string } }>("/api/user/:id/subscription/resume", async (request) => {
      const userId = requireSelf(request, request.params.id);
      const planName = await planNamesFor(request);
      return runPlanAction(request, userId, "resume", (current, now) => {
        const { state, row } = current;
        if (!row || state.plan !== "premium" || state.status === "active") throw badRequest(/*i18n*/ "There is no paused or cancelled plan to resume.");
        if (!state.currentPeriodEnd || state.currentPeriodEnd <= now) {
          throw badRequest(/*i18n*/ "This plan has ended. Choose {plan} to start again.", { plan: planName("premium") });
        }
        const reference = providerReference(current);
        return { call: reference ? () => provider.resumeSubscription(reference) : undefined, apply: withStatus("active") };
      });
    });

    app.post<{ Params: { id: string } }>("/api/user/:id/subscription/cancel", async (request) => {
      const userId = requireSelf(request, request.params.id);
      const planName = await planNamesFor(request);
      return runPlanAction(request, userId, "cancel", (current) => {
        const { state, row } = current;
        if (!row || state.plan !== "premium" || state.status === "cancelled") {
          throw badRequest(/*i18n*/ "There is no {plan} plan to cancel.", { plan: planName("premium") });
        }
        const reference = providerReference(current);
        // Paid time is kept: access lasts until the period ends (shared/rules/plans hasFullAccess).
        return { call: reference ? () => provider.cancelSubscription(reference) : undefined, apply: withStatus("cancelled") };
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
            throw badRequest(known ? /*i18n*/ "This gift code has already been used." : /*i18n*/ "That gift code is not valid. Please check it and try again.");
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
