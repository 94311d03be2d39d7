import { z } from "zod";
import { REMINDER_TIME_PATTERN } from "../rules/reminders";
import {
  DEFAULT_SETTINGS, FONT_SIZES, LANGUAGES, mergeSettings, type FontSize, type Language, type SettingsChange, type UserSettings,
} from "../settings";

export { DEFAULT_SETTINGS, FONT_SIZES, LANGUAGES, mergeSettings, type FontSize, type Language, type SettingsChange, type UserSettings };

export const NOTIFICATION_LABELS = {
  dailyReminders: /*i18n*/ "Daily reminders",
  weeklyProgress: /*i18n*/ "Weekly progress",
  achievements: /*i18n*/ "Achievements",
  push: /*i18n*/ "Push notifications",
  email: /*i18n*/ "Email notifications",
} as const;
export type NotificationKind = keyof typeof NOTIFICATION_LABELS;

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

