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

export interface DayStats {
  streak: number;
  lastActiveDate: string | null;
  dailyGoalProgress: number;
}

/**
 * docs/product-rules.md#streaks-and-the-daily-goal: a completion on a new local day extends the streak when the last
 * active day was yesterday, else starts it at 1; the daily goal counts completions of the day.
 */
export function afterCompletion(stats: DayStats, today: string): DayStats {
  if (stats.lastActiveDate === today) {
    return { streak: Math.max(1, stats.streak), lastActiveDate: today, dailyGoalProgress: stats.dailyGoalProgress + 1 };
  }
  const gap = stats.lastActiveDate ? daysBetween(stats.lastActiveDate, today) : Infinity;
  return { streak: gap === 1 ? stats.streak + 1 : 1, lastActiveDate: today, dailyGoalProgress: 1 };
}

/** What the stats read as on a given day: a broken streak reads 0, a new day's goal reads 0. */
export function statsAsOf(stats: DayStats, today: string): DayStats {
  if (!stats.lastActiveDate) return { ...stats, streak: 0, dailyGoalProgress: 0 };
  const gap = daysBetween(stats.lastActiveDate, today);
  return {
    lastActiveDate: stats.lastActiveDate,
    streak: gap <= 1 ? stats.streak : 0,
    dailyGoalProgress: gap === 0 ? stats.dailyGoalProgress : 0,
  };
}
