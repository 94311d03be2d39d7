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
  hasFullAccess: z.boolean(),
  /** An active paid plan renews each month; paused, cancelled and gifted premium end at currentPeriodEnd. */
  renews: z.boolean(),
  /** No payment provider is reachable: plan changes go through test mode and take no money. */
  testMode: z.boolean(),
});
