import { z } from "zod";
import { plainText } from "./text";
import { PLAN_IDS, type PlanId, type PlanStatus } from "../rules/plans";

/** GET /api/user/{id}/subscription and every change's answer (DECISIONS.md "Account area"). */
export interface SubscriptionView {
  plan: PlanId;
  status: PlanStatus;
  /** ISO time the 14-day trial ends (or ended). */
  trialEndsAt: string;
  /** ISO time the paid or gifted period ends; null on the free plan. */
  currentPeriodEnd: string | null;
  hasFullAccess: boolean;
  /** An active paid plan renews each month; paused, cancelled and gifted premium end at currentPeriodEnd. */
  renews: boolean;
  /** No payment provider is reachable: plan changes go through test mode and take no money. */
  testMode: boolean;
}

/** POST /api/user/{id}/subscription/change */
export const changePlanSchema = z
  .object({ plan: z.enum(PLAN_IDS, { error: "Choose Free Explorer or Premium Parent" }) })
  .strict();
export type ChangePlanInput = z.infer<typeof changePlanSchema>;

/** POST /api/user/{id}/subscription/gift */
export const redeemGiftSchema = z
  .object({
    code: z
      .string({ error: "Enter a gift code" })
      .trim()
      .check(plainText("Gift code"))
      .min(1, { error: "Enter a gift code" })
      .max(40, { error: "That gift code is not valid. Please check it and try again." }),
  })
  .strict();
export type RedeemGiftInput = z.infer<typeof redeemGiftSchema>;

/** Gift codes are matched without regard to case or surrounding spaces. */
export function normalizeGiftCode(code: string): string {
  return code.trim().toUpperCase();
}
