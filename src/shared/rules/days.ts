/**
 * One formatter per time zone: building an Intl.DateTimeFormat costs far more than using one, and a completion asks
 * for a local date several times (docs/benchmarks.md#the-next-round-2026-11-24).
 * There are only a few hundred IANA zones; an unknown zone throws and is not kept.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
const MAX_FORMATTERS = 1_000;

function dateFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    if (formatters.size >= MAX_FORMATTERS) formatters.clear();
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * The last answer per time zone, by the second it was asked in. Every zone's offset from UTC is, and always was, a
 * whole number of seconds, so a local date can only change on a whole second: asked again within that second, the
 * answer is the same. A parent's reads and completions ask for today's date, several times each: under load most calls
 * end here, without formatting.
 */
const lastAnswers = new Map<string, { second: number; date: string }>();

function formatDate(instant: Date, timeZone: string): string {
  const parts = dateFormatter(timeZone).formatToParts(instant);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? "";
  return `${get("year")}-${get("month")}-${get("day")}`;
}

/** The calendar date (YYYY-MM-DD) of an instant in an IANA time zone. */
export function localDate(instant: Date, timeZone: string): string {
  const second = Math.floor(instant.getTime() / 1000);
  const last = lastAnswers.get(timeZone);
  if (last?.second === second) return last.date;
  const date = formatDate(instant, timeZone);
  if (!last && lastAnswers.size >= MAX_FORMATTERS) lastAnswers.clear();
  lastAnswers.set(timeZone, { second, date });
  return date;
}

/** Whole calendar days from date a to date b (YYYY-MM-DD each). */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

/** docs/product-rules.md#a-kinder-streak: active days a week the parent aims for; 7 is the specification's streak. */
export const STREAK_RHYTHMS = [7, 5, 3] as const;
export type StreakRhythm = (typeof STREAK_RHYTHMS)[number];

export interface DayStats {
  /** Active days (a lesson or story finished) since the streak began. */
  streak: number;
  lastActiveDate: string | null;
  dailyGoalProgress: number;
  /** The first active day of the current streak; null before any. */
  streakStartedOn: string | null;
  /** Active days in the week (Monday to Sunday) of `lastActiveDate`. */
  streakWeekDays: number;
}

/** YYYY-MM-DD plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The Monday of the week of `date` (weeks run Monday to Sunday). */
export function weekStart(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}

/** Days from `from` to `to`, both included; 0 when `to` is before `from`. */
function daysIncluded(from: string, to: string): number {
  return Math.max(0, daysBetween(from, to) + 1);
}

/**
 * Whether the streak is still unbroken on `today`, judged on the days before it (today is not over). With a rhythm
 * of N days a week, each week (Monday to Sunday) has 7 − N rest days; the streak breaks once a week's missed days
 * exceed them. Days before the streak began are not missed. docs/product-rules.md#a-kinder-streak.
 */
export function streakHolds(stats: DayStats, today: string, rhythm: StreakRhythm = 7): boolean {
  const last = stats.lastActiveDate;
  if (!last || stats.streak <= 0) return false;
  if (daysBetween(last, today) <= 0) return true;
  const restDays = 7 - rhythm;
  const began = stats.streakStartedOn ?? last;
  const lastWeek = weekStart(last);
  const thisWeek = weekStart(today);
  const yesterday = addDays(today, -1);
  const counted = (week: string, to: string) => daysIncluded(began > week ? began : week, to);
  // The last active day is itself an active day of its week, whatever an older row says.
  const weekDays = Math.max(1, stats.streakWeekDays);
  if (lastWeek === thisWeek) return counted(thisWeek, yesterday) - weekDays <= restDays;
  // A whole week with no active day misses 7 days, more than any rhythm rests.
  if (daysBetween(lastWeek, thisWeek) > 7) return false;
  if (counted(lastWeek, addDays(lastWeek, 6)) - weekDays > restDays) return false;
  return daysIncluded(thisWeek, yesterday) <= restDays;
}

/** Rest days used so far in the week of `today` (0 when the streak does not hold or every day was active). */
export function restDaysUsed(stats: DayStats, today: string, rhythm: StreakRhythm = 7): number {
  if (!streakHolds(stats, today, rhythm) || !stats.lastActiveDate) return 0;
  const thisWeek = weekStart(today);
  const began = stats.streakStartedOn ?? stats.lastActiveDate;
  const from = began > thisWeek ? began : thisWeek;
  const activeBeforeToday =
    weekStart(stats.lastActiveDate) === thisWeek ? Math.max(1, stats.streakWeekDays) - (stats.lastActiveDate === today ? 1 : 0) : 0;
  return Math.max(0, daysIncluded(from, addDays(today, -1)) - activeBeforeToday);
}

/**
 * Rest days still to take this week: the week's allowance less those used, and never more than the days left to
 * rest on (today counts unless it is already active).
 */
export function restDaysLeft(
  stats: DayStats,
  today: string,
  rhythm: StreakRhythm = 7,
  used = restDaysUsed(stats, today, rhythm),
): number {
  const allowance = 7 - rhythm - used;
  const from = stats.lastActiveDate === today ? addDays(today, 1) : today;
  return Math.max(0, Math.min(allowance, daysIncluded(from, addDays(weekStart(today), 6))));
}

/**
 * docs/product-rules.md#streaks-and-the-daily-goal: a completion on a new local day extends the streak when it still
 * holds under the parent's rhythm, else starts it at 1; the daily goal counts completions of the day.
 */
export function afterCompletion(stats: DayStats, today: string, rhythm: StreakRhythm = 7): DayStats {
  // The same day, or an earlier one after a move to a zone behind: no new active day, and the goal counts it.
  if (stats.lastActiveDate !== null && stats.lastActiveDate >= today) {
    return { ...stats, streak: Math.max(1, stats.streak), dailyGoalProgress: stats.dailyGoalProgress + 1 };
  }
  if (streakHolds(stats, today, rhythm)) {
    const sameWeek = stats.lastActiveDate !== null && weekStart(stats.lastActiveDate) === weekStart(today);
    return {
      streak: stats.streak + 1,
      lastActiveDate: today,
      dailyGoalProgress: 1,
      streakStartedOn: stats.streakStartedOn ?? stats.lastActiveDate,
      streakWeekDays: sameWeek ? stats.streakWeekDays + 1 : 1,
    };
  }
  return { streak: 1, lastActiveDate: today, dailyGoalProgress: 1, streakStartedOn: today, streakWeekDays: 1 };
}

/** What the stats read as on a given day: a broken streak reads 0, a new day's goal reads 0. */
export function statsAsOf(stats: DayStats, today: string, rhythm: StreakRhythm = 7): DayStats {
  if (!stats.lastActiveDate) return { ...stats, streak: 0, dailyGoalProgress: 0 };
  return {
    ...stats,
    streak: streakHolds(stats, today, rhythm) ? stats.streak : 0,
    dailyGoalProgress: stats.lastActiveDate === today ? stats.dailyGoalProgress : 0,
  };
}
