import { z } from "zod";
import { emailField, usernameField } from "./auth";
import { onboardingFormSchema } from "./onboarding";

/**
 * PATCH /api/user/{id} (docs/screens.md#form-validation "Profile update"): every field optional; settings send only
 * dailyGoalTarget. Onboarding answers may come one at a time, but each must be one of the form's answers.
 */
export const updateUserSchema = z
  .object({
    username: usernameField.optional(),
    email: emailField.optional(),
    dailyGoalTarget: z
      .number({ error: /*i18n*/ "Daily goal must be a number between 1 and 10" })
      .int({ error: /*i18n*/ "Daily goal must be a whole number" })
      .min(1, { error: /*i18n*/ "Daily goal must be between 1 and 10" })
      .max(10, { error: /*i18n*/ "Daily goal must be between 1 and 10" })
      .optional(),
    onboardingData: onboardingFormSchema.partial().optional(),
  })
  .strict()
  .refine((input) => Object.values(input).some((value) => value !== undefined), { error: /*i18n*/ "Nothing to update" });
export type UpdateUserInput = z.input<typeof updateUserSchema>;
