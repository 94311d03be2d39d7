import { localDate } from "./days";

/** "HH:MM", 24-hour clock, the parent's local time. */
export type ReminderTime = string;
/** 0 = Sunday … 6 = Saturday, as Date#getDay. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export const DEFAULT_REMINDER_TIME: ReminderTime = "19:30";
export const DEFAULT_WEEKLY_DAY: Weekday = 0;
export const REMINDER_TIME_PATTERN = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;
export const WEEKDAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

/** A reminder that could not be sent near its time (the servers were down) is dropped, not sent in the night. */
export const REMINDER_GRACE_MS = 2 * 60 * 60 * 1000;

interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock reading of an instant in a time zone. */
function wallTimeAt(instant: number, timeZone: string): WallTime & { second: number } {
  const parts = formatterFor(timeZone).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  return { year: get("year"), month: get("month"), day: get("day"), hour: get("hour"), minute: get("minute"), second: get("second") };
}

/** The hour (0–23) a clock in the time zone shows at an instant. */
export function hourIn(instant: Date, timeZone: string): number {
  return wallTimeAt(instant.getTime(), timeZone).hour;
}

/** How far the zone's clock is ahead of UTC at an instant, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const wall = wallTimeAt(instant, timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant a local wall-clock time happens in a zone. A time that happens twice (clocks go back) is its first
 * occurrence; a time that does not happen (clocks go forward) is moved forward by the size of the jump, so a
 * 02:30 reminder on the spring-forward night arrives at 03:30.
 */
export function instantOfWallTime(wall: WallTime, timeZone: string): Date {
  const naive = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  const candidates = [...new Set([offsetAt(naive - 86_400_000, timeZone), offsetAt(naive, timeZone), offsetAt(naive + 86_400_000, timeZone)])]
    .map((offset) => naive - offset)
    .filter((instant) => {
      const seen = wallTimeAt(instant, timeZone);
      return seen.year === wall.year && seen.month === wall.month && seen.day === wall.day && seen.hour === wall.hour && seen.minute === wall.minute;
    })
    .sort((a, b) => a - b);
  if (candidates[0] !== undefined) return new Date(candidates[0]);
  // In the gap: the offset before the jump puts it just after the jump, by the jump's size.
  return new Date(naive - offsetAt(naive - 86_400_000, timeZone));
}

function parseTime(time: ReminderTime): { hour: number; minute: number } {
  const match = REMINDER_TIME_PATTERN.exec(time);
  if (!match) throw new Error(`Not a reminder time: ${time}`);
  return { hour: Number(match[1]), minute: Number(time.slice(3)) };
}

/** The calendar date `days` after a local date (YYYY-MM-DD arithmetic, no zone involved). */
function addDays(date: { year: number; month: number; day: number }, days: number) {
  const moved = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
}

/**
 * The first instant strictly after `after` at which the parent's local clock reads `time` on a day `accepts`
 * (looked for over the next eight local days, enough for a weekly day).
 */
function nextLocalOccurrence(after: Date, timeZone: string, time: ReminderTime, accepts: (weekday: number) => boolean): Date {
  const { hour, minute } = parseTime(time);
  const today = wallTimeAt(after.getTime(), timeZone);
  for (let offset = 0; offset <= 8; offset += 1) {
    const date = addDays(today, offset);
    const weekday = new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
    if (!accepts(weekday)) continue;
    const instant = instantOfWallTime({ ...date, hour, minute }, timeZone);
    if (instant.getTime() > after.getTime()) return instant;
  }
  throw new Error("No reminder time found in the next eight days");
}

/** The next daily reminder after `after`, at `time` on the parent's clock. */
export function nextDailyReminder(after: Date, timeZone: string, time: ReminderTime): Date {
  return nextLocalOccurrence(after, timeZone, time, () => true);
}

/** The next weekly progress note after `after`: the parent's chosen weekday, at `time` on their clock. */
export function nextWeeklyReminder(after: Date, timeZone: string, weekday: Weekday, time: ReminderTime): Date {
  return nextLocalOccurrence(after, timeZone, time, (day) => day === weekday);
}

/** Today's goal is met when the completions of the parent's current local day reach the target. */
export function dailyGoalMet(
  stats: { streak: number; lastActiveDate: string | null; dailyGoalProgress: number; dailyGoalTarget: number; timeZone: string },
  now: Date,
): boolean {
  // The goal counts the completions of the day of the last one only (src/shared/rules/days.ts statsAsOf).
  const progress = stats.lastActiveDate === localDate(now, stats.timeZone) ? stats.dailyGoalProgress : 0;
  return progress >= stats.dailyGoalTarget;
}

/** The daily reminder goes only on days the goal is not met yet. */
export function shouldSendDailyReminder(...args: Parameters<typeof dailyGoalMet>): boolean {
  return !dailyGoalMet(...args);
}

/** A reminder claimed late (the servers were down at its time) is still sent within the grace period only. */
export function isStillTimely(dueAt: Date, now: Date): boolean {
  return now.getTime() - dueAt.getTime() <= REMINDER_GRACE_MS;
}
