import { z } from "zod";
import { plainText } from "./text";
import { id, timestamp } from "./fields";

/** docs/screens.md#form-validation "Admin login": blank or only spaces is refused. */
export const adminLoginSchema = z.object({
  password: z
    .string({ error: /*i18n*/ "Admin password is required" })
    .check(plainText(/*i18n*/ "Admin password"))
    .max(200, { error: /*i18n*/ "Admin password is too long" })
    .refine((value) => value.trim().length > 0, { error: /*i18n*/ "Admin password is required" }),
});

/** One waitlist signup as the admin lists show it. */
export type WaitlistSignup = z.infer<typeof waitlistSignupSchema>;

/** GET /api/admin/launch-mail: the launch mail as signups will read it, and how far the sending is. */
export type LaunchMailPreview = z.infer<typeof launchMailPreviewSchema>;

/** GET /api/admin/plans: parents per plan, status and payment provider (counts only, never card data). */
export type PlanCounts = z.infer<typeof planCountsSchema>;

export const waitlistSignupSchema = z.strictObject({ id, email: z.string(), createdAt: timestamp });

export const planCountsSchema = z.strictObject({
  /** Parents with no subscription (the free plan, in the trial or after it). */
  free: z.number().int().min(0),
  plans: z.array(z.strictObject({ plan: z.string(), status: z.string(), provider: z.string(), parents: z.number().int().min(0) })),
});

export const launchMailPreviewSchema = z.strictObject({
  subject: z.string(),
  text: z.string(),
  /** Signups still to receive it (not sent, not unsubscribed). */
  pending: z.number().int().min(0),
  sent: z.number().int().min(0),
  unsubscribed: z.number().int().min(0),
  /** Whether the server that answered is sending right now. */
  sending: z.boolean(),
});
