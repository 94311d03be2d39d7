import crypto from "node:crypto";

/** What a plan change asks of whoever takes the payments. */
export interface StartSubscriptionRequest {
  userId: number;
  /** Monthly price in US dollars. */
  price: number;
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
