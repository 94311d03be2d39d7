import { z } from "zod";
import { REMINDER_TIME_PATTERN } from "../rules/reminders";
import {
  DEFAULT_SETTINGS, FONT_SIZES, LANGUAGES, mergeSettings, type FontSize, type Language, type SettingsChange, type UserSettings,
} from "../settings";
import { LISTENING_RATES, type ListeningRate } from "../rules/listening";
import { HELPLINE_COUNTRY_CODES } from "../help-countries";

export { DEFAULT_SETTINGS, FONT_SIZES, LANGUAGES, mergeSettings, type FontSize, type Language, type SettingsChange, type UserSettings };
export type { ListeningRate };

const listeningRate = z.literal(LISTENING_RATES, { error: /*i18n*/ "Choose one of the listed speeds" });

export const NOTIFICATION_LABELS = {
  dailyReminders: /*i18n*/ "Daily reminders",
  weeklyProgress: /*i18n*/ "Weekly progress",
  achievements: /*i18n*/ "Achievements",
  push: /*i18n*/ "Push notifications",
  email: /*i18n*/ "Email notifications",
} as const;
export type NotificationKind = keyof typeof NOTIFICATION_LABELS;

/** A country Get help now has numbers for, or null to go by the browser's region again. */
const helpCountry = z.enum(HELPLINE_COUNTRY_CODES, { error: /*i18n*/ "Choose one of the listed countries" }).nullable();

const toggle = z.boolean({ error: /*i18n*/ "Must be on or off" });

/**
 * Everything the Settings screen and the side menu's settings dialog store on the server
 * (docs/product-rules.md#settings).
 */
export const userSettingsSchema = z
  .object({
    notifications: z
      .object({ dailyReminders: toggle, weeklyProgress: toggle, achievements: toggle, push: toggle, email: toggle })
      .strict(),
    soundEffects: toggle,
    darkMode: toggle,
    fontSize: z.enum(Object.keys(FONT_SIZES) as [FontSize, ...FontSize[]], { error: /*i18n*/ "Choose small, medium or large" }),
    language: z.enum(Object.keys(LANGUAGES) as [Language, ...Language[]], { error: /*i18n*/ "Choose one of the listed languages" }),
    reminderTime: z.string({ error: /*i18n*/ "Choose a reminder time" }).regex(REMINDER_TIME_PATTERN, { error: /*i18n*/ "Choose a reminder time as HH:MM" }),
    weeklyDay: z.number({ error: /*i18n*/ "Choose a day of the week" }).int({ error: /*i18n*/ "Choose a day of the week" }).min(0, { error: /*i18n*/ "Choose a day of the week" }).max(6, { error: /*i18n*/ "Choose a day of the week" }),
    streakRhythm: z.union([z.literal(7), z.literal(5), z.literal(3)], { error: /*i18n*/ "Choose every day, 5 days or 3 days a week" }),
    birthMonthAsked: toggle,
    listenToLessons: toggle,
    listeningRate,
    helpCountry,
  })
  .strict();

/** PATCH /api/user/{id}/settings: any subset; notifications may change one toggle at a time. */
export const updateSettingsSchema = z
  .object({
    notifications: userSettingsSchema.shape.notifications.partial().optional(),
    soundEffects: toggle.optional(),
    darkMode: toggle.optional(),
    fontSize: userSettingsSchema.shape.fontSize.optional(),
    language: userSettingsSchema.shape.language.optional(),
    reminderTime: userSettingsSchema.shape.reminderTime.optional(),
    weeklyDay: userSettingsSchema.shape.weeklyDay.optional(),
    streakRhythm: userSettingsSchema.shape.streakRhythm.optional(),
    birthMonthAsked: userSettingsSchema.shape.birthMonthAsked.optional(),
    listenToLessons: userSettingsSchema.shape.listenToLessons.optional(),
    listeningRate: userSettingsSchema.shape.listeningRate.optional(),
    helpCountry: helpCountry.optional(),
  })
  .strict()
  .refine((input) => Object.values(input).some((value) => value !== undefined), { error: /*i18n*/ "Nothing to update" });
export type UpdateSettingsInput = z.input<typeof updateSettingsSchema>;

/** Stored settings over the defaults; anything unreadable (an older shape) falls back to the default. */
export function resolveSettings(stored: unknown): UserSettings {
  const record = (typeof stored === "object" && stored !== null ? stored : {}) as Record<string, unknown>;
  const merged = {
    ...DEFAULT_SETTINGS,
    ...record,
    notifications: { ...DEFAULT_SETTINGS.notifications, ...(record.notifications as object | undefined) },
  };
  const parsed = userSettingsSchema.safeParse(merged);
  return parsed.success ? parsed.data : DEFAULT_SETTINGS;
}

/** GET and PATCH /api/user/{id}/settings answer with every setting (src/shared/api/responses.ts). */
export const userSettingsResponseSchema = z.strictObject({
  notifications: z.strictObject({
    dailyReminders: z.boolean(),
    weeklyProgress: z.boolean(),
    achievements: z.boolean(),
    push: z.boolean(),
    email: z.boolean(),
  }),
  soundEffects: z.boolean(),
  darkMode: z.boolean(),
  fontSize: z.enum(Object.keys(FONT_SIZES) as [keyof typeof FONT_SIZES, ...(keyof typeof FONT_SIZES)[]]),
  language: z.enum(Object.keys(LANGUAGES) as [keyof typeof LANGUAGES, ...(keyof typeof LANGUAGES)[]]),
  /** When the daily reminder and the weekly note come, "HH:MM" on the parent's own clock. */
  reminderTime: z.string().regex(/^\d{2}:\d{2}$/),
  /** The weekly progress note's day, 0 = Sunday … 6 = Saturday. */
  weeklyDay: z.number().int().min(0).max(6),
  /** Active days a week the streak asks for: 7, 5 or 3 (docs/product-rules.md#a-kinder-streak). */
  streakRhythm: z.union([z.literal(7), z.literal(5), z.literal(3)]),
  /** Home asked once for a child's missing birth month (answered or put aside): it does not ask again. */
  birthMonthAsked: z.boolean(),
  /** Lessons and stories are read aloud as they play (docs/product-rules.md#listening). */
  listenToLessons: z.boolean(),
  /** The reading speed: 0.75, 1, 1.25 or 1.5. */
  listeningRate: z.literal(LISTENING_RATES),
  /** The country whose numbers Get help now shows, as the parent chose it; null until they choose. */
  helpCountry: z.enum(HELPLINE_COUNTRY_CODES).nullable(),
});

/**
 * The plain type of src/shared/settings.ts and both schemas describe the same settings: a field one of them gains or
 * loses fails the typecheck here.
 */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Holds<T extends true> = T;
export type SettingsShapesMatch = Holds<
  [Same<UserSettings, z.output<typeof userSettingsSchema>>, Same<UserSettings, z.output<typeof userSettingsResponseSchema>>] extends [
    true,
    true,
  ]
    ? true
    : false
>;
