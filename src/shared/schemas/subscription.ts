import { z } from "zod";
import { plainText } from "./text";
import { PLAN_IDS, PLAN_STATUSES } from "../rules/plans";
import { timestamp } from "./fields";

/** GET /api/user/{id}/subscription and every change's answer. */
export type SubscriptionView = z.infer<typeof subscriptionViewSchema>;

/** POST /api/user/{id}/subscription/change */
export const changePlanSchema = z
  .object({ plan: z.enum(PLAN_IDS, { error: /*i18n*/ "Choose Free Explorer or Premium Parent" }) })
  .strict();
export type ChangePlanInput = z.infer<typeof changePlanSchema>;

/** POST /api/user/{id}/subscription/gift */
export const redeemGiftSchema = z
  .object({
    code: z
      .string({ error: /*i18n*/ "Enter a gift code" })
      .trim()
      .check(plainText(/*i18n*/ "Gift code"))
      .min(1, { error: /*i18n*/ "Enter a gift code" })
      .max(40, { error: /*i18n*/ "That gift code is not valid. Please check it and try again." }),
  })
  .strict();
export type RedeemGiftInput = z.infer<typeof redeemGiftSchema>;

/** Gift codes are matched without regard to case or surrounding spaces. */
export function normalizeGiftCode(code: string): string {
  return code.trim().toUpperCase();
}

export const subscriptionViewSchema = z.strictObject({
  plan: z.enum(PLAN_IDS),
  status: z.enum(PLAN_STATUSES),
  /** When the 14-day trial ends (or ended). */
  trialEndsAt: timestamp,
  /** When the paid or gifted period ends; null on the free plan. */
  currentPeriodEnd: timestamp.nullable(),
  /** Every lesson is open: the trial, the parent's own Premium, or another adult's Premium in their family. */
  hasFullAccess: z.boolean(),
  /**
   * Another adult of the parent's family has Premium that is open now, and it covers the parent while they belong
   * (docs/product-rules.md#one-subscription-for-the-family): who pays, by username only. Null when nobody else does.
   */
  familyCover: z.strictObject({ paidBy: z.string() }).nullable(),
  /** An active paid plan renews each month; paused, cancelled and gifted premium end at currentPeriodEnd. */
  renews: z.boolean(),
  /** No payment provider is reachable: plan changes go through test mode and take no money. */
  testMode: z.boolean(),
  /** How Premium is bought here: at once (test mode), in the payment provider's checkout, or not at all (closed). */
  purchase: z.enum(["direct", "checkout", "closed"]),
  /** The Premium price to show (the provider's own when it takes the payments); null while it cannot be read. */
  price: z.strictObject({ amount: z.number(), currency: z.string(), interval: z.enum(["month", "year"]) }).nullable(),
  /** The provider said the last payment did not go through: Premium stays while it tries again. */
  paymentFailed: z.boolean(),
  /** The provider's own billing page (cards, invoices, cancelling) can be opened for this parent. */
  billingPortal: z.boolean(),
});

/** POST /api/user/{id}/subscription/checkout and /portal: the payment provider's page to send the parent to. */
export const billingRedirectSchema = z.strictObject({ url: z.url({ protocol: /^https?$/ }) });
