import { z } from "zod";
import { plainText } from "./text";
import type { waitlistSignupSchema, launchMailPreviewSchema, planCountsSchema } from "../api/responses";

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
