import { and, eq, inArray } from "drizzle-orm";
import { nextDailyReminder, nextWeeklyReminder, type Weekday } from "../../shared/rules/reminders";
import { resolveSettings, type UserSettings } from "../../shared/schemas/settings";
import type { AppDb } from "../db/client";
import { reminderSchedules, users } from "../db/schema";

export type ReminderKind = "daily" | "weekly";
export const REMINDER_KINDS: readonly ReminderKind[] = ["daily", "weekly"];

/** Whether a reminder kind is switched on in the parent's settings. */
export function isReminderOn(settings: UserSettings, kind: ReminderKind): boolean {
  return kind === "daily" ? settings.notifications.dailyReminders : settings.notifications.weeklyProgress;
}

/** The next time a reminder kind is due after `after`, on the parent's clock. */
export function nextDue(kind: ReminderKind, after: Date, timeZone: string, settings: UserSettings): Date {
  return kind === "daily"
    ? nextDailyReminder(after, timeZone, settings.reminderTime)
    : nextWeeklyReminder(after, timeZone, settings.weeklyDay as Weekday, settings.reminderTime);
}

/**
 * Puts the parent's reminder rows in step with their settings: a switched-on reminder gets its next time, a
 * switched-off one loses its row. Called whenever the settings, the time zone or the subscriptions change.
 */
export async function syncReminderSchedules(db: AppDb, userId: number, now: Date): Promise<void> {
  const [user] = await db.select({ settings: users.settings, timeZone: users.timeZone }).from(users).where(eq(users.id, userId));
  if (!user) return;
  const settings = resolveSettings(user.settings);
  const on = REMINDER_KINDS.filter((kind) => isReminderOn(settings, kind));
  const off = REMINDER_KINDS.filter((kind) => !on.includes(kind));
  if (off.length > 0) {
    await db.delete(reminderSchedules).where(and(eq(reminderSchedules.userId, userId), inArray(reminderSchedules.kind, off)));
  }
  for (const kind of on) {
    const nextDueAt = nextDue(kind, now, user.timeZone, settings);
    await db
      .insert(reminderSchedules)
      .values({ userId, kind, nextDueAt })
      .onConflictDoUpdate({ target: [reminderSchedules.userId, reminderSchedules.kind], set: { nextDueAt } });
  }
}
