import { z } from "zod";
import { emailField, passwordField } from "./auth";
import { plainText } from "./text";

const currentPasswordField = z
  .string({ error: /*i18n*/ "Please enter your current password" })
  .min(1, { error: /*i18n*/ "Please enter your current password" })
  .max(200, { error: /*i18n*/ "Password must be less than 200 characters" })
  .check(plainText(/*i18n*/ "Password"));

/** POST /api/auth/password: the current password proves it is the parent, not someone at an unlocked phone. */
export const changePasswordSchema = z.object({
  currentPassword: currentPasswordField,
  newPassword: passwordField,
});
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

/** DELETE /api/user/{id}: the same proof as a password change, so an unlocked phone cannot erase the account. */
export const deleteAccountSchema = z.object({ password: currentPasswordField });
export type DeleteAccountInput = z.input<typeof deleteAccountSchema>;

const PASSWORDS_DIFFER = /*i18n*/ "The two new passwords don't match";

/** The two fields every new-password form shows: the password, and the same again. */
export interface NewPasswordValues {
  newPassword: string;
  confirmPassword: string;
}

const passwordsMatch = (form: NewPasswordValues) => form.newPassword === form.confirmPassword;
const PASSWORDS_DIFFER_ISSUE = { error: PASSWORDS_DIFFER, path: ["confirmPassword"] };

/** The Settings form: the new password typed twice; only the API fields are sent. */
export const changePasswordFormSchema = changePasswordSchema
  .extend({ confirmPassword: z.string() })
  .refine(passwordsMatch, PASSWORDS_DIFFER_ISSUE);
export type ChangePasswordForm = z.input<typeof changePasswordFormSchema>;

/** POST /api/auth/password-reset. */
export const passwordResetRequestSchema = z.object({ email: emailField });
export type PasswordResetRequestInput = z.input<typeof passwordResetRequestSchema>;

export const RESET_LINK_INVALID = /*i18n*/ "This reset link has expired or was already used. Please ask for a new one.";

/** The emailed token: 32 random bytes in base64url. */
export const resetTokenField = z
  .string({ error: RESET_LINK_INVALID })
  .regex(/^[A-Za-z0-9_-]{43}$/, { error: RESET_LINK_INVALID });

/** POST /api/auth/password-reset/confirm. */
export const passwordResetConfirmSchema = z.object({
  token: resetTokenField,
  newPassword: passwordField,
});
export type PasswordResetConfirmInput = z.input<typeof passwordResetConfirmSchema>;

/** The /reset-password form: the new password typed twice. */
export const resetPasswordFormSchema = z
  .object({ newPassword: passwordField, confirmPassword: z.string() })
  .refine(passwordsMatch, PASSWORDS_DIFFER_ISSUE);
export type ResetPasswordForm = z.input<typeof resetPasswordFormSchema>;

/** The answer to every reset request, whether or not an account uses the address. */
export const RESET_REQUESTED =
  /*i18n*/ "If an account uses that email, a link to choose a new password is on its way. It works for 30 minutes.";
