import { type DisplayLanguage, INTL_LOCALES, SOURCE_LANGUAGE } from "../i18n/locales";
import { MOODS, MOOD_LABELS, type Mood } from "../mood";
import { SKILLS, type SkillId } from "../content/skills";
import { type DayStats, type StreakRhythm, addDays, afterCompletion, daysBetween, streakHolds, weekStart } from "./days";

/**
 * /progress (docs/product-rules.md#progress-in-pictures): the series of the parent's last weeks and at most three
 * observations, each drawn from their own entries with a stated minimum. Pure, so the rules are tested on fixtures;
 * src/server/insights/insights.ts reads the source in one statement, grouped by the parent's local day.
 */

/** Fewer moods or entries than this, and no observation is drawn from them. */
export const MIN_FOR_OBSERVATION = 8;
/** At most this many observations at once. */
export const MAX_OBSERVATIONS = 3;
/** A skill not practised for this many days is worth a nudge. */
export const SKILL_REST_DAYS = 21;

export const HARD_MOODS: readonly Mood[] = ["sad", "angry", "worried"];

/** The moods chart's times of day, by local hour. */
export const TIMES_OF_DAY = [
  { id: "morning", label: /*i18n*/ "Morning", from: 5, to: 12 },
  { id: "afternoon", label: /*i18n*/ "Afternoon", from: 12, to: 17 },
  { id: "evening", label: /*i18n*/ "Evening", from: 17, to: 21 },
  { id: "night", label: /*i18n*/ "Night", from: 21, to: 29 },
] as const;
export type TimeOfDay = (typeof TIMES_OF_DAY)[number]["id"];

export const WEEKDAY_LABELS = [
  /*i18n*/ "Monday",
  /*i18n*/ "Tuesday",
  /*i18n*/ "Wednesday",
  /*i18n*/ "Thursday",
  /*i18n*/ "Friday",
  /*i18n*/ "Saturday",
  /*i18n*/ "Sunday",
] as const;

export interface InsightsSource {
  today: string;
  /** The window's first day, a Monday. */
  from: string;
  rhythm: StreakRhythm;
  /** Only the days with something in them, in order. */
  days: {
    date: string;
    lessons: number;
    stories: number;
    xp: number;
    practicesTried: number;
    practiceCheckIns: number;
    journalEntries: number;
  }[];
  moods: { mood: string; day: string; hour: number; weekday: number }[];
  /** Every lesson ever finished, with its local day. */
  lessonsDone: { lessonId: number; date: string }[];
  practices: { lessonId: number; tried: number }[];
}

export interface LessonCatalog {
  lessons: { id: number; title: string; skill: SkillId; levelId: number; order: number }[];
  practiceTitle: (lessonId: number) => string | null;
}

export type DayStatus = "active" | "practice" | "rested" | "none" | "future";
export type MoodCounts = Record<Mood, number>;

export interface Observation {
  kind: "hard-moments" | "practice" | "skill" | "hard-days";
  text: string;
  lesson?: { id: number; levelId: number; title: string };
  help?: boolean;
}

export interface InsightsView {
  from: string;
  to: string;
  weeks: number;
  rhythm: StreakRhythm;
  calendar: { date: string; status: DayStatus; lessons: number; stories: number; practices: number }[];
  weekly: { weekStart: string; lessons: number; xp: number }[];
  moods: {
    total: number;
    byTimeOfDay: { id: TimeOfDay; label: string; counts: MoodCounts }[];
    byWeekday: { weekday: number; label: string; counts: MoodCounts }[];
  };
  skills: { skill: SkillId; label: string; lessons: number; lastOn: string | null }[];
  journalEntries: number;
  observations: Observation[];
}

const emptyCounts = (): MoodCounts => Object.fromEntries(MOODS.map((mood) => [mood, 0])) as MoodCounts;
const isMood = (value: string): value is Mood => (MOODS as readonly string[]).includes(value);

/**
 * The words of the observations in the parent's language (docs/translating.md): `t` gives a catalog message (its
 * English text is the id, marked `/*i18n*\/`) with its values filled, `hour` an hour of the day as that language
 * writes it. English by default; the server passes the parent's (src/server/insights/insights.ts).
 */
export interface InsightsWords {
  t(id: string, values?: Record<string, string | number>): string;
  hour(hour: number): string;
}

export const ENGLISH_INSIGHTS_WORDS: InsightsWords = {
  t: (id, values = {}) => id.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole)),
  hour: (hour) => hourLabel(hour),
};

const hourFormats = new Map<DisplayLanguage, Intl.DateTimeFormat>();

/**
 * An hour of the day as `language` writes it: "5 pm", "noon", "midnight" in English; the others through `Intl` with
 * the language's locale (INTL_LOCALES: "17:00").
 */
export function hourLabel(hour: number, language: DisplayLanguage = SOURCE_LANGUAGE): string {
  const h = ((hour % 24) + 24) % 24;
  if (language === SOURCE_LANGUAGE) {
    if (h === 0) return "midnight";
    if (h === 12) return "noon";
    return `${h % 12} ${h < 12 ? "am" : "pm"}`;
  }
  let format = hourFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALES[language], { hour: "numeric", minute: "2-digit", timeZone: "UTC" });
    hourFormats.set(language, format);
  }
  return format.format(Date.UTC(2026, 0, 1, h));
}

/**
 * Each day of the window: active (a lesson or story), a practice tried, rested (no activity, and the streak still
 * held under the parent's rhythm), none, or still to come. The streak is replayed from the window's first day.
 */
export function calendarOf(source: InsightsSource): InsightsView["calendar"] {
  const byDate = new Map(source.days.map((day) => [day.date, day]));
  let stats: DayStats = { streak: 0, lastActiveDate: null, dailyGoalProgress: 0, streakStartedOn: null, streakWeekDays: 0 };
  const lastDay = addDays(weekStart(source.today), 6);
  const calendar: InsightsView["calendar"] = [];
  for (let date = source.from; date <= lastDay; date = addDays(date, 1)) {
    const day = byDate.get(date);
    const lessons = day?.lessons ?? 0;
    const stories = day?.stories ?? 0;
    const practices = day?.practicesTried ?? 0;
    let status: DayStatus;
    if (date > source.today) status = "future";
    else if (lessons + stories > 0) {
      stats = afterCompletion(stats, date, source.rhythm);
      status = "active";
    } else if (practices > 0) status = "practice";
    else if (date < source.today && streakHolds(stats, addDays(date, 1), source.rhythm)) status = "rested";
    else status = "none";
    calendar.push({ date, status, lessons, stories, practices });
  }
  return calendar;
}

function weeklyOf(source: InsightsSource): InsightsView["weekly"] {
  const weeks: InsightsView["weekly"] = [];
  for (let start = source.from; start <= source.today; start = addDays(start, 7)) weeks.push({ weekStart: start, lessons: 0, xp: 0 });
  for (const day of source.days) {
    const week = weeks[Math.floor(daysBetween(source.from, day.date) / 7)];
    if (!week) continue;
    week.lessons += day.lessons;
    week.xp += day.xp;
  }
  return weeks;
}

function timeOfDay(hour: number): TimeOfDay {
  const h = hour < 5 ? hour + 24 : hour;
  return TIMES_OF_DAY.find((band) => h >= band.from && h < band.to)?.id ?? "night";
}

function moodsOf(source: InsightsSource): InsightsView["moods"] {
  const byTimeOfDay = TIMES_OF_DAY.map((band) => ({ id: band.id, label: band.label, counts: emptyCounts() }));
  const byWeekday = WEEKDAY_LABELS.map((label, index) => ({ weekday: index + 1, label, counts: emptyCounts() }));
  let total = 0;
  for (const entry of source.moods) {
    if (!isMood(entry.mood)) continue;
    total += 1;
    byTimeOfDay.find((band) => band.id === timeOfDay(entry.hour))!.counts[entry.mood] += 1;
    const weekday = byWeekday[entry.weekday - 1];
    if (weekday) weekday.counts[entry.mood] += 1;
  }
  return { total, byTimeOfDay, byWeekday };
}

function skillsOf(source: InsightsSource, catalog: LessonCatalog): InsightsView["skills"] {
  const skillOf = new Map(catalog.lessons.map((lesson) => [lesson.id, lesson.skill]));
  const skills = (Object.keys(SKILLS) as SkillId[]).map((skill) => ({ skill, label: SKILLS[skill], lessons: 0, lastOn: null as string | null }));
  for (const done of source.lessonsDone) {
    const entry = skills.find((skill) => skill.skill === skillOf.get(done.lessonId));
    if (!entry) continue;
    entry.lessons += 1;
    if (!entry.lastOn || done.date > entry.lastOn) entry.lastOn = done.date;
  }
  return skills;
}

/**
 * Hard moods cluster in a two-hour window holding at least 3 of them and 40 % of all of them, from moods on at least
 * 4 days (hard ones on at least 3).
 */
function hardMomentsObservation(source: InsightsSource, words: InsightsWords): Observation | null {
  if (source.moods.length < MIN_FOR_OBSERVATION) return null;
  const hard = source.moods.filter((entry) => (HARD_MOODS as readonly string[]).includes(entry.mood));
  // A pattern needs days, not one sitting: moods on at least 4 days, hard ones on at least 3.
  if (new Set(source.moods.map((entry) => entry.day)).size < 4) return null;
  if (hard.length < 4 || new Set(hard.map((entry) => entry.day)).size < 3) return null;
  let best = { start: 0, count: 0 };
  for (let start = 0; start < 24; start += 1) {
    const count = hard.filter((entry) => entry.hour === start || entry.hour === (start + 1) % 24).length;
    if (count > best.count) best = { start, count };
  }
  if (best.count < 3 || best.count / hard.length < 0.4) return null;
  const inWindow = hard.filter((entry) => entry.hour === best.start || entry.hour === (best.start + 1) % 24);
  const weekdays = inWindow.filter((entry) => entry.weekday <= 5).length;
  const hours = { from: words.hour(best.start), to: words.hour(best.start + 2) };
  const share = weekdays / inWindow.length;
  const when =
    share >= 0.75
      ? words.t(/*i18n*/ "Hard moments were logged most often between {from} and {to} on weekdays.", hours)
      : share <= 0.25
        ? words.t(/*i18n*/ "Hard moments were logged most often between {from} and {to} at weekends.", hours)
        : words.t(/*i18n*/ "Hard moments were logged most often between {from} and {to}.", hours);
  const tip = words.t(/*i18n*/ "Knowing your tricky time helps: a snack, fewer plans and a slower pace then can take the edge off.");
  return { kind: "hard-moments", text: `${when} ${tip}` };
}

/** The practice tried most, from at least 8 check-ins, when one was tried at least twice. */
function practiceObservation(source: InsightsSource, catalog: LessonCatalog, words: InsightsWords): Observation | null {
  const checkIns = source.days.reduce((sum, day) => sum + day.practiceCheckIns, 0);
  if (checkIns < MIN_FOR_OBSERVATION) return null;
  const top = [...source.practices].sort((a, b) => b.tried - a.tried || a.lessonId - b.lessonId)[0];
  const title = top ? catalog.practiceTitle(top.lessonId) : null;
  if (!top || top.tried < 2 || !title) return null;
  return {
    kind: "practice",
    text: words.t(/*i18n*/ "The practice you tried most was \"{title}\" ({times} times). It's becoming a habit: keep it going.", {
      title,
      times: top.tried,
    }),
  };
}

/** From at least 8 finished lessons: the skill left longest (or never tried), with a lesson to try. */
function skillObservation(
  source: InsightsSource,
  catalog: LessonCatalog,
  skills: InsightsView["skills"],
  words: InsightsWords,
): Observation | null {
  if (source.lessonsDone.length < MIN_FOR_OBSERVATION) return null;
  const done = new Set(source.lessonsDone.map((entry) => entry.lessonId));
  const stale = skills
    .filter((skill) => !skill.lastOn || daysBetween(skill.lastOn, source.today) >= SKILL_REST_DAYS)
    .filter((skill) => catalog.lessons.some((lesson) => lesson.skill === skill.skill && !done.has(lesson.id)))
    .sort((a, b) => (a.lastOn ?? "").localeCompare(b.lastOn ?? ""))[0];
  if (!stale) return null;
  const lesson = catalog.lessons
    .filter((candidate) => candidate.skill === stale.skill && !done.has(candidate.id))
    .sort((a, b) => a.levelId - b.levelId || a.order - b.order)[0]!;
  const skill = words.t(stale.label);
  return {
    kind: "skill",
    text: stale.lastOn
      ? words.t(/*i18n*/ "You haven't practised {skill} for {weeks} weeks. \"{title}\" is a good one to pick it up again.", {
          skill,
          weeks: Math.floor(daysBetween(stale.lastOn, source.today) / 7),
          title: lesson.title,
        })
      : words.t(/*i18n*/ "You haven't tried a {skill} lesson yet. \"{title}\" is a gentle place to start.", { skill, title: lesson.title }),
    lesson: { id: lesson.id, levelId: lesson.levelId, title: lesson.title },
  };
}

/** Sad, angry or worried on most days of the last two weeks (at least 8 days with a mood): Get help now. */
function hardDaysObservation(source: InsightsSource, words: InsightsWords): Observation | null {
  const since = addDays(source.today, -13);
  const recent = source.moods.filter((entry) => entry.day >= since);
  const daysWithMood = new Set(recent.map((entry) => entry.day));
  const hardDays = new Set(recent.filter((entry) => (HARD_MOODS as readonly string[]).includes(entry.mood)).map((entry) => entry.day));
  if (daysWithMood.size < MIN_FOR_OBSERVATION || hardDays.size * 2 <= daysWithMood.size || hardDays.size < MIN_FOR_OBSERVATION / 2) {
    return null;
  }
  return {
    kind: "hard-days",
    text: words.t(
      /*i18n*/ "Sad, angry or worried came up on most days of the last two weeks. That is a lot to carry, and you don't have to carry it alone: talking to someone can help.",
    ),
    help: true,
  };
}

/** Everything /progress shows, from the source read in one statement. */
export function buildInsights(
  source: InsightsSource,
  catalog: LessonCatalog,
  words: InsightsWords = ENGLISH_INSIGHTS_WORDS,
): InsightsView {
  const skills = skillsOf(source, catalog);
  const observations = [
    hardDaysObservation(source, words),
    hardMomentsObservation(source, words),
    practiceObservation(source, catalog, words),
    skillObservation(source, catalog, skills, words),
  ].filter((observation): observation is Observation => observation !== null);
  return {
    from: source.from,
    to: source.today,
    weeks: Math.floor(daysBetween(source.from, weekStart(source.today)) / 7) + 1,
    rhythm: source.rhythm,
    calendar: calendarOf(source),
    weekly: weeklyOf(source),
    moods: moodsOf(source),
    skills,
    journalEntries: source.days.reduce((sum, day) => sum + day.journalEntries, 0),
    observations: observations.slice(0, MAX_OBSERVATIONS),
  };
}

export { MOOD_LABELS };
