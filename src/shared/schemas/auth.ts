import { z } from "zod";
import { plainText } from "./text";
import { day, id, timestamp } from "./fields";

/** Emails are compared case-insensitively, so they are stored trimmed and lower-cased. */
export const emailField = z
  .string({ error: /*i18n*/ "Please enter a valid email address" })
  .trim()
  .check(plainText(/*i18n*/ "Email"))
  .max(254, { error: /*i18n*/ "Please enter a valid email address" })
  .pipe(z.email({ error: /*i18n*/ "Please enter a valid email address" }))
  .transform((value) => value.toLowerCase());

export const passwordField = z
  .string({ error: /*i18n*/ "Password must be at least 6 characters" })
  .check(plainText(/*i18n*/ "Password"))
  .min(6, { error: /*i18n*/ "Password must be at least 6 characters" })
  // Hashing cost grows with length; no real password is longer than this.
  .max(200, { error: /*i18n*/ "Password must be less than 200 characters" });

/** IANA time zone of the parent's browser; it decides their calendar day for streaks. */
export const timeZoneField = z
  .string()
  .check(plainText(/*i18n*/ "Time zone"))
  .max(64)
  .refine(isValidTimeZone, { error: /*i18n*/ "Unknown time zone" })
  .optional();

export function isValidTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** docs/screens.md#form-validation "Login". */
export const loginSchema = z.object({
  email: emailField,
  password: passwordField,
  timeZone: timeZoneField,
});
export type LoginInput = z.input<typeof loginSchema>;

/** docs/screens.md#form-validation: 3 to 50 characters, at registration and on the profile. */
export const usernameField = z
  .string({ error: /*i18n*/ "Username must be at least 3 characters" })
  .trim()
  .check(plainText(/*i18n*/ "Username"))
  .min(3, { error: /*i18n*/ "Username must be at least 3 characters" })
  .max(50, { error: /*i18n*/ "Username must be less than 50 characters" });

/**
 * The answers when an email is in use by another account. They do not say "already exists": a stranger would learn
 * who has an account (docs/product-rules.md#accounts-and-email-addresses).
 */
export const REGISTER_EMAIL_REFUSED =
  /*i18n*/ "We couldn't create an account with that email. If it's yours, sign in or reset your password.";
export const EMAIL_CHANGE_REFUSED = /*i18n*/ "We couldn't change your email to that address. Please use another one.";

/** docs/screens.md#form-validation "Registration". */
export const registerSchema = z.object({
  username: usernameField,
  email: emailField,
  password: passwordField,
  timeZone: timeZoneField,
});
export type RegisterInput = z.input<typeof registerSchema>;

/** docs/product-rules.md#admin-and-waitlist: trimmed, case-insensitive. */
export const waitlistSchema = z.object({ email: emailField });
export type WaitlistInput = z.input<typeof waitlistSchema>;

/** Onboarding answers (docs/screens.md#data-model); the form and its rules arrive with the onboarding screen. */
export const onboardingDataSchema = z.object({
  childAge: z.string().check(plainText(/*i18n*/ "Child age")).max(20).optional(),
  parentingChallenges: z
    .array(z.string().check(plainText(/*i18n*/ "Each challenge")).max(100))
    .max(20)
    .optional(),
  preferredLearningStyle: z.string().check(plainText(/*i18n*/ "Learning style")).max(30).optional(),
  availableTime: z.string().check(plainText(/*i18n*/ "Available time")).max(30).optional(),
  primaryGoals: z
    .array(z.string().check(plainText(/*i18n*/ "Each goal")).max(100))
    .max(20)
    .optional(),
  familyStructure: z.string().check(plainText(/*i18n*/ "Family structure")).max(30).optional(),
});
export type OnboardingData = z.infer<typeof onboardingDataSchema>;

/** The user as the API shows it: every field but the password hash. */
export type PublicUser = z.infer<typeof publicUserSchema>;

/** The first message of a failed parse: what a form or a 400 shows. */
export function firstIssueMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? /*i18n*/ "Invalid input";
}

export const publicUserSchema = z.strictObject({
  id,
  username: z.string(),
  email: z.string(),
  level: z.number().int(),
  xp: z.number().int(),
  streak: z.number().int(),
  /** The streak's rhythm and the rest days it has used this week (docs/product-rules.md#a-kinder-streak). */
  streakRhythm: z.union([z.literal(7), z.literal(5), z.literal(3)]).optional(),
  restDaysUsed: z.number().int().min(0).optional(),
  restDaysLeft: z.number().int().min(0).optional(),
  lastActiveDate: day.nullable(),
  completedLevels: z.array(z.number().int()),
  achievements: z.array(z.string()),
  /** When each earned achievement was earned (ISO timestamps by id); achievements earned before dates were kept have none. */
  achievementDates: z.record(z.string(), timestamp),
  currentLevelId: z.number().int(),
  dailyGoalProgress: z.number().int(),
  dailyGoalTarget: z.number().int(),
  onboardingCompleted: z.boolean(),
  onboardingData: onboardingDataSchema.nullable(),
  timeZone: z.string(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
