import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type Stripe from "stripe";
import type { PlanStatus } from "../../shared/rules/plans";
import type { AppDb } from "../db/client";
import { pgErrorCode } from "../db/errors";
import { paymentEvents, subscriptions, users } from "../db/schema";
import type { Clock } from "../clock";
import { STRIPE_PROVIDER, type StripeProvider } from "./stripe-provider";

type Tx = Parameters<Parameters<AppDb["transaction"]>[0]>[0];
type SubscriptionRow = typeof subscriptions.$inferSelect;

export const WEBHOOK_PATH = "/api/stripe/webhook";

/** Stripe's events stay well under this (a subscription with many items is a few tens of kilobytes). */
export const WEBHOOK_BODY_LIMIT_BYTES = 1024 * 1024;

/** What a Stripe subscription status means here (docs/deploy.md#payments-with-stripe). */
export interface MappedStatus {
  status: PlanStatus;
  /** Whether Premium ended with this event (access stops now, not at the end of the period). */
  ended: boolean;
  paymentFailed: boolean | undefined;
}

/**
 * trialing and active → active; past_due → active with the payment warning (Stripe's retries are the grace period);
 * paused, or a paused collection → paused; a cancellation at the period's end → cancelled (open until then);
 * unpaid, canceled and incomplete_expired → cancelled and ended. incomplete (the first payment not made yet) gives
 * nothing, so it changes nothing.
 */
export function mapStripeStatus(subscription: Pick<Stripe.Subscription, "status" | "pause_collection" | "cancel_at_period_end">): MappedStatus | undefined {
  switch (subscription.status) {
    case "trialing":
    case "active":
    case "past_due": {
      const paymentFailed = subscription.status === "past_due";
      if (subscription.pause_collection) return { status: "paused", ended: false, paymentFailed };
      if (subscription.cancel_at_period_end) return { status: "cancelled", ended: false, paymentFailed };
      return { status: "active", ended: false, paymentFailed };
    }
    case "paused":
      return { status: "paused", ended: false, paymentFailed: undefined };
    case "unpaid":
    case "canceled":
    case "incomplete_expired":
      return { status: "cancelled", ended: true, paymentFailed: false };
    default:
      return undefined;
  }
}

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === "string" ? value : (value?.id ?? null));

/** The end of the subscription's current period (on its items since Stripe's 2025 API, on the subscription before). */
function periodEndOf(subscription: Stripe.Subscription): Date | null {
  const fromItem = subscription.items?.data?.[0]?.current_period_end;
  const legacy = (subscription as unknown as { current_period_end?: number }).current_period_end;
  const seconds = fromItem ?? legacy ?? subscription.trial_end ?? null;
  return typeof seconds === "number" ? new Date(seconds * 1000) : null;
}

/** The subscription an invoice bills (under parent.subscription_details since Stripe's 2025 API). */
function invoiceSubscription(invoice: Stripe.Invoice): string | null {
  const legacy = (invoice as unknown as { subscription?: string | { id: string } | null }).subscription;
  return idOf(invoice.parent?.subscription_details?.subscription ?? legacy);
}

/**
 * POST /api/stripe/webhook: Stripe's signed events are the record of what was paid. The route reads the raw body (the
 * signature is over its bytes), outside the session and Origin checks (Stripe has neither); an event whose signature
 * does not match is refused with 400 and logged without its payload. Each event is handled once, in one transaction
 * with its id: a replay finds the id stored; an event older than the last one applied to a plan changes nothing.
 */
export function stripeWebhookRoutes(db: AppDb, stripe: StripeProvider, clock: Clock) {
  return async function register(app: FastifyInstance) {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: WEBHOOK_BODY_LIMIT_BYTES }, (_request, body, done) => done(null, body));

    app.post(WEBHOOK_PATH, async (request, reply) => {
      const signature = request.headers["stripe-signature"];
      let event: Stripe.Event;
      try {
        if (typeof signature !== "string" || !Buffer.isBuffer(request.body)) throw new Error("unsigned");
        event = stripe.verifyEvent(request.body, signature);
      } catch {
        request.log.warn({ event: "stripe_webhook_refused" }, "Stripe webhook refused: missing or wrong signature");
        return reply.code(400).send({ message: "The webhook signature is not valid." });
      }
      let outcome: EventOutcome;
      try {
        outcome = await handleStripeEvent(db, event, clock);
      } catch (error) {
        // A signed event this server cannot read (a field of an unexpected shape, an id no row has): its transaction
        // rolled back, so nothing changed; Stripe is told so and sends it again later. A busy database still answers
        // 503 through the app's error handler.
        if (!isUnreadableEvent(error)) throw error;
        request.log.warn({ stripeEvent: event.id, type: event.type, err: error }, "Stripe event could not be read");
        return reply.code(400).send({ message: "The event could not be read." });
      }
      request.log.info({ stripeEvent: event.id, type: event.type, outcome }, "Stripe event");
      return { received: true };
    });
  };
}

/** A JavaScript shape error, or PostgreSQL's data exception (22…) or integrity violation (23…): the event's fault. */
function isUnreadableEvent(error: unknown): boolean {
  const code = pgErrorCode(error);
  if (code !== undefined) return code.startsWith("22") || code.startsWith("23");
  return error instanceof TypeError || error instanceof RangeError;
}

export type EventOutcome = "applied" | "replay" | "older" | "ignored" | "no parent";

/** Applies one verified event: once per id, never going back to an older state. */
export function handleStripeEvent(db: AppDb, event: Stripe.Event, clock: Clock): Promise<EventOutcome> {
  return db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(paymentEvents)
      .values({ id: event.id, type: event.type.slice(0, 100), receivedAt: clock() })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (!fresh) return "replay";
    const at = new Date(event.created * 1000);
    switch (event.type) {
      case "checkout.session.completed":
        return checkoutCompleted(tx, event.data.object, clock());
      case "customer.subscription.created":
      case "customer.subscription.updated":
      case "customer.subscription.deleted":
      case "customer.subscription.paused":
      case "customer.subscription.resumed":
        return subscriptionChanged(tx, event.data.object, at, clock());
      case "invoice.paid":
        return invoiceSettled(tx, event.data.object, at, false);
      case "invoice.payment_failed":
        return invoiceSettled(tx, event.data.object, at, true);
      default:
        return "ignored";
    }
  });
}

/** The parent an event is about, locked for the change: the id Growly gave Stripe, else the ids Stripe gave back. */
async function lockParent(tx: Tx, find: { userId?: string | null; subscription?: string | null; customer?: string | null }) {
  const byUser = Number(find.userId);
  let userId: number | undefined = Number.isSafeInteger(byUser) && byUser > 0 ? byUser : undefined;
  if (userId === undefined && find.subscription) {
    [{ userId } = { userId: undefined }] = await tx
      .select({ userId: subscriptions.userId })
      .from(subscriptions)
      .where(eq(subscriptions.providerReference, find.subscription));
  }
  if (userId === undefined && find.customer) {
    [{ userId } = { userId: undefined }] = await tx
      .select({ userId: subscriptions.userId })
      .from(subscriptions)
      .where(eq(subscriptions.providerCustomer, find.customer));
  }
  if (userId === undefined) return undefined;
  const [parent] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
  if (!parent) return undefined;
  const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  return { userId, row };
}

async function writeRow(tx: Tx, userId: number, values: Partial<typeof subscriptions.$inferInsert> & Pick<SubscriptionRow, "plan" | "status" | "provider">, now: Date) {
  const set = { ...values, updatedAt: now };
  await tx.insert(subscriptions).values({ userId, ...set }).onConflictDoUpdate({ target: subscriptions.userId, set });
}

/**
 * Checkout finished: the parent is on Premium with the subscription and customer Stripe made, until the subscription's
 * own events say more. A session still waiting for its payment (a bank debit) gives nothing yet.
 */
async function checkoutCompleted(tx: Tx, session: Stripe.Checkout.Session, now: Date): Promise<EventOutcome> {
  if (session.mode !== "subscription") return "ignored";
  const subscription = idOf(session.subscription);
  const customer = idOf(session.customer);
  const found = await lockParent(tx, { userId: session.client_reference_id, subscription, customer });
  if (!found) return "no parent";
  const { userId, row } = found;
  const ids = { providerCustomer: customer, providerReference: subscription };
  // The subscription's events came first: they already tell the state; only the ids are added.
  if (row?.provider === STRIPE_PROVIDER && row.providerReference === subscription && row.providerEventAt) {
    await writeRow(tx, userId, { plan: row.plan, status: row.status, provider: row.provider, ...ids }, now);
    return "applied";
  }
  if (session.payment_status === "unpaid") return "ignored";
  await writeRow(
    tx,
    userId,
    { plan: "premium", status: "active", provider: STRIPE_PROVIDER, ...ids, paymentFailed: false, currentPeriodEnd: null, providerEventAt: null },
    now,
  );
  return "applied";
}

async function subscriptionChanged(tx: Tx, subscription: Stripe.Subscription, at: Date, now: Date): Promise<EventOutcome> {
  const customer = idOf(subscription.customer);
  const found = await lockParent(tx, { userId: subscription.metadata?.userId, subscription: subscription.id, customer });
  if (!found) return "no parent";
  const { userId, row } = found;
  if (row?.provider === STRIPE_PROVIDER && row.providerEventAt && at < row.providerEventAt) return "older";
  const mapped = mapStripeStatus(subscription);
  if (!mapped) return "ignored";
  // An earlier subscription of the parent's ending does not end the one they have now.
  if (row?.provider === STRIPE_PROVIDER && row.providerReference && row.providerReference !== subscription.id && mapped.ended) return "older";
  const periodEnd = periodEndOf(subscription);
  // An ended subscription closes Premium now, whatever the clocks on either side say.
  const endedAt = new Date(Math.min(subscription.ended_at ? subscription.ended_at * 1000 : at.getTime(), now.getTime()));
  await writeRow(
    tx,
    userId,
    {
      plan: "premium",
      status: mapped.status,
      provider: STRIPE_PROVIDER,
      providerReference: subscription.id,
      providerCustomer: customer,
      paymentFailed: mapped.paymentFailed ?? row?.paymentFailed ?? false,
      currentPeriodEnd: mapped.ended ? endedAt : periodEnd,
      providerEventAt: at,
    },
    at,
  );
  return "applied";
}

/** An invoice paid clears the payment warning; a failed one raises it (Premium stays while Stripe retries). */
async function invoiceSettled(tx: Tx, invoice: Stripe.Invoice, at: Date, failed: boolean): Promise<EventOutcome> {
  const found = await lockParent(tx, { subscription: invoiceSubscription(invoice), customer: idOf(invoice.customer) });
  if (!found?.row || found.row.provider !== STRIPE_PROVIDER) return found ? "ignored" : "no parent";
  const { userId, row } = found;
  if (row.paymentEventAt && at < row.paymentEventAt) return "older";
  await tx.update(subscriptions).set({ paymentFailed: failed, paymentEventAt: at, updatedAt: at }).where(eq(subscriptions.userId, userId));
  return "applied";
}
