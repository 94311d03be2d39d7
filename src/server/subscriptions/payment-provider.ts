import crypto from "node:crypto";

/** What a plan change asks of whoever takes the payments. */
export interface StartSubscriptionRequest {
  userId: number;
  /** Monthly price in US dollars. */
  price: number;
}

/**
 * How Premium is bought: at once by a plan change (test mode), through the provider's hosted checkout (Stripe), or not
 * at all (a production server without a payment provider: paid plans are closed).
 */
export type PurchaseMode = "direct" | "checkout" | "closed";

/** What a hosted checkout needs to know of the parent. */
export interface CheckoutRequest {
  userId: number;
  email: string;
  /** The parent's language, for the checkout page. */
  language: string;
  /** The provider's customer already on file (a returning parent), else null: the checkout makes one from the email. */
  customer: string | null;
  trialEndsAt: Date;
  now: Date;
}

/** A recurring price as the provider holds it, in major units ("4.99", "usd"). */
export interface ProviderPrice {
  amount: number;
  /** ISO 4217, lower case as Stripe writes it. */
  currency: string;
  interval: "month" | "year";
}

/**
 * docs/product-rules.md#plans-and-payments: plan changes go through this interface, so a real payment provider can take
 * the place of test mode without touching the routes.
 */
export interface PaymentProvider {
  /** Stored in subscriptions.provider (at most 16 characters). */
  readonly id: string;
  /** True when no money moves; the screen says so. */
  readonly testMode: boolean;
  /** "direct" when absent. */
  readonly purchase?: PurchaseMode;
  /** The price the screen shows; undefined while the provider's price cannot be read (absent: the plans' own price). */
  price?(): ProviderPrice | undefined;
  /**
   * Ends the subscription at once, with no further payment (the account is being deleted); `cancelSubscription`
   * when absent.
   */
  endSubscription?(reference: string): Promise<void>;
  /** With purchase "checkout": the provider's page where the parent pays for Premium. */
  checkoutUrl?(request: CheckoutRequest): Promise<string>;
  /** The provider's billing page of one of its customers (cards, invoices, cancelling). */
  portalUrl?(customer: string, language: string): Promise<string>;
  /** Starts a monthly subscription and returns the provider's reference for it. */
  startSubscription(request: StartSubscriptionRequest): Promise<{ reference: string }>;
  pauseSubscription(reference: string): Promise<void>;
  resumeSubscription(reference: string): Promise<void>;
  cancelSubscription(reference: string): Promise<void>;
}

/**
 * TEST MODE: the only provider. No payment provider is reachable, so this one charges nothing, stores no card and
 * talks to no one; it hands out references starting with `test_` so test-mode rows are easy to tell apart.
 */
export class TestModeProvider implements PaymentProvider {
  readonly id = "test";
  readonly testMode = true;

  async startSubscription(): Promise<{ reference: string }> {
    return { reference: `test_${crypto.randomBytes(12).toString("hex")}` };
  }

  async pauseSubscription(): Promise<void> {}

  async resumeSubscription(): Promise<void> {}

  async cancelSubscription(): Promise<void> {}
}

/** docs/product-rules.md#plans-and-payments: a production server without a payment provider sells nothing. */
export const PAID_PLANS_CLOSED_MESSAGE = /*i18n*/ "Paid plans are not open on this server. Your free trial and gift codes still work.";

/**
 * Production without payment settings: nobody can start a paid plan, so Premium is never given away for money nobody
 * took. Pausing, resuming and cancelling plans that exist (gifts) still work, with no one to tell.
 */
export class ClosedProvider implements PaymentProvider {
  readonly id = "closed";
  readonly testMode = false;
  readonly purchase = "closed";

  async startSubscription(): Promise<{ reference: string }> {
    throw new Error("paid plans are closed on this server");
  }

  async pauseSubscription(): Promise<void> {}

  async resumeSubscription(): Promise<void> {}

  async cancelSubscription(): Promise<void> {}
}
