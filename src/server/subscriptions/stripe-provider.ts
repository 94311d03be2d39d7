import Stripe from "stripe";
import { PLANS } from "../../shared/rules/plans";
import type { StripeSettings } from "../config";
import type { CheckoutRequest, PaymentProvider, ProviderPrice } from "./payment-provider";

/** Stored in subscriptions.provider for plans Stripe bills. */
export const STRIPE_PROVIDER = "stripe";

/** Stripe refuses a trial that ends sooner than this after the Checkout session starts. */
export const STRIPE_MIN_TRIAL_MS = 48 * 60 * 60 * 1000;

/** A price that could not be read is asked for again at most this often (each Subscription screen asks). */
const PRICE_RETRY_MS = 60_000;

/** The Checkout locales Growly's languages map to; any other language lets Stripe choose from the browser. */
const CHECKOUT_LOCALES = new Set(["en", "es", "fr", "de"]);

interface Log {
  warn(object: object, message: string): void;
}

/** What differs between Stripe's price and the landing page's $4.99 a month ("amount, currency"), or "" when nothing. */
export function priceDifference(price: ProviderPrice): string {
  const differences = [
    price.amount !== PLANS.premium.price && "amount",
    price.currency.toLowerCase() !== "usd" && "currency",
    price.interval !== "month" && "interval",
  ].filter(Boolean);
  return differences.join(", ");
}

/** The trial end Checkout is given: none once the trial is over, and never less than Stripe's 48 hours. */
export function checkoutTrialEnd(trialEndsAt: Date, now: Date): number | undefined {
  if (trialEndsAt <= now) return undefined;
  const end = Math.max(trialEndsAt.getTime(), now.getTime() + STRIPE_MIN_TRIAL_MS);
  return Math.ceil(end / 1000);
}

/**
 * Stripe Billing (docs/deploy.md#payments-with-stripe): Premium is bought in Stripe Checkout and managed in Stripe's
 * customer portal; the webhook (stripe-webhook.ts) is what changes the plan. Pause, resume and cancel from the
 * Subscription screen go to Stripe here, and its events then confirm them. Growly never sees card data.
 */
export class StripeProvider implements PaymentProvider {
  readonly id = STRIPE_PROVIDER;
  readonly testMode = false;
  readonly purchase = "checkout";
  readonly client: Stripe;
  private known: ProviderPrice | undefined;
  private lastTry = 0;
  private reading: Promise<ProviderPrice | undefined> | undefined;

  constructor(
    private readonly settings: StripeSettings,
    private readonly publicUrl: string,
    private readonly log: Log,
  ) {
    const api = settings.apiUrl ? new URL(settings.apiUrl) : undefined;
    this.client = new Stripe(settings.secretKey, {
      maxNetworkRetries: 2,
      timeout: 15_000,
      telemetry: false,
      ...(api && {
        host: api.hostname,
        port: Number(api.port || (api.protocol === "https:" ? 443 : 80)),
        protocol: api.protocol === "https:" ? "https" : "http",
      }),
    });
  }

  /** The configured price as last read; a read is started when there is none yet (the screen says "price unavailable"). */
  price(): ProviderPrice | undefined {
    if (!this.known && Date.now() - this.lastTry >= PRICE_RETRY_MS) void this.loadPrice();
    return this.known;
  }

  /** Reads the configured price from Stripe; undefined (and a warning) when it cannot be read or is not recurring. */
  loadPrice(): Promise<ProviderPrice | undefined> {
    this.reading ??= (async () => {
      this.lastTry = Date.now();
      try {
        const price = await this.client.prices.retrieve(this.settings.priceId);
        const interval: string | undefined = price.recurring?.interval;
        if (price.unit_amount === null || (interval !== "month" && interval !== "year")) {
          this.log.warn({ priceId: price.id, interval }, "STRIPE_PRICE_ID is not a monthly or yearly price with a fixed amount: Premium cannot be sold");
          return undefined;
        }
        this.known = { amount: price.unit_amount / 100, currency: price.currency, interval };
        return this.known;
      } catch (error) {
        this.log.warn({ err: error }, "the Stripe price could not be read; it is read again later, and the screen says the price is unavailable");
        return undefined;
      } finally {
        this.reading = undefined;
      }
    })();
    return this.reading;
  }

  /** The address of a Checkout page for a monthly Premium subscription, with the rest of the trial carried over. */
  async checkoutUrl(request: CheckoutRequest): Promise<string> {
    const trialEnd = checkoutTrialEnd(request.trialEndsAt, request.now);
    const session = await this.client.checkout.sessions.create({
      mode: "subscription",
      line_items: [{ price: this.settings.priceId, quantity: 1 }],
      ...(request.customer ? { customer: request.customer } : { customer_email: request.email }),
      client_reference_id: String(request.userId),
      locale: CHECKOUT_LOCALES.has(request.language) ? (request.language as "en") : "auto",
      subscription_data: { metadata: { userId: String(request.userId) }, ...(trialEnd && { trial_end: trialEnd }) },
      success_url: `${this.publicUrl}/subscription?checkout=done`,
      cancel_url: `${this.publicUrl}/subscription`,
    });
    if (!session.url) throw new Error("Stripe answered a Checkout session without an address");
    return session.url;
  }

  /** The address of the customer's own billing page (cancel, change the card, invoices). */
  async portalUrl(customer: string, language: string): Promise<string> {
    const session = await this.client.billingPortal.sessions.create({
      customer,
      return_url: `${this.publicUrl}/subscription`,
      locale: CHECKOUT_LOCALES.has(language) ? (language as "en") : "auto",
    });
    return session.url;
  }

  /** The signed event in a webhook's raw body; throws when the signature does not match. */
  verifyEvent(rawBody: Buffer, signature: string): Stripe.Event {
    return this.client.webhooks.constructEvent(rawBody, signature, this.settings.webhookSecret);
  }

  async startSubscription(): Promise<{ reference: string }> {
    throw new Error("Stripe subscriptions start in Checkout");
  }

  /** Stripe's paused collection: no invoice is charged while paused. */
  async pauseSubscription(reference: string): Promise<void> {
    await this.client.subscriptions.update(reference, { pause_collection: { behavior: "void" } });
  }

  async resumeSubscription(reference: string): Promise<void> {
    await this.client.subscriptions.update(reference, { pause_collection: "", cancel_at_period_end: false });
  }

  /** Cancel keeps the paid time: the subscription ends when its period does. */
  async cancelSubscription(reference: string): Promise<void> {
    await this.client.subscriptions.update(reference, { cancel_at_period_end: true });
  }

  async endSubscription(reference: string): Promise<void> {
    try {
      await this.client.subscriptions.cancel(reference);
    } catch (error) {
      // Already gone at Stripe (ended earlier, or removed by hand): there is nothing left to charge.
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return;
      throw error;
    }
  }
}
