import { sql } from "drizzle-orm";
import { type InsightsSource, type InsightsWords, buildInsights, hourLabel } from "../../shared/rules/insights";
import type { Language } from "../../shared/i18n/locales";
import { i18nFor, languageOfSettings } from "../i18n/i18n";
import type { Insights } from "../../shared/schemas/insights";
import { streakRhythmOf } from "../../shared/settings";
import type { AppDb } from "../db/client";
import { namedStatement } from "../db/named-statement";
import { unauthorized } from "../http/errors";
import type { CurriculumView } from "../curriculum/curriculum";

/** GET /api/user/{id}/insights: 1–52 weeks, 12 unless asked (docs/product-rules.md#progress-in-pictures). */
export const INSIGHTS_WEEKS = { min: 1, max: 52, default: 12 } as const;

interface InsightsRow {
  today: string;
  from_day: string;
  settings: unknown;
  /** Per local day of the window: lessons finished and their XP, stories finished, practice check-ins, entries. */
  days: { day: string; lessons: number; lesson_xp: number; story_ids: number[]; tried: number; check_ins: number; entries: number }[] | null;
  /** Every mood of the window, at its local hour and weekday (1 = Monday … 7 = Sunday). */
  moods: { mood: string; day: string; hour: number; weekday: number }[] | null;
  /** Every lesson ever finished, with its last local day: skills practised, and the one left longest. */
  lessons_done: { lesson_id: number; day: string }[] | null;
  /** Practice check-ins of the window by lesson (tried or not). */
  practices: { lesson_id: number; tried: number }[] | null;
}

/**
 * The whole read in one statement, grouped by the parent's local day in the database: the parent's zone comes from
 * their row, so every date below is theirs. `from` is the first local day of the window.
 */
const insightsRead = namedStatement<{ userId: number; weeks: number; now: string }, InsightsRow>(
  "insights_read",
  (value) => sql`
    with parent as (
      select id, time_zone, settings, today, (date_trunc('week', today)::date - 7 * (${value("weeks")}::int - 1)) as from_day
      from (select id, time_zone, settings, (${value("now")}::timestamptz at time zone time_zone)::date as today
            from users where id = ${value("userId")}) u
    ), lesson_days as (
      select (p.completed_at at time zone parent.time_zone)::date as day, count(*)::int as lessons,
             coalesce(sum(p.xp_awarded), 0)::int as lesson_xp
      from user_progress p, parent
      where p.user_id = parent.id and p.completed and p.completed_at is not null
        and (p.completed_at at time zone parent.time_zone)::date >= parent.from_day
      group by 1
    ), story_days as (
      select (s.completed_at at time zone parent.time_zone)::date as day, array_agg(s.story_id) as story_ids
      from user_story_progress s, parent
      where s.user_id = parent.id and s.completed and s.completed_at is not null
        and (s.completed_at at time zone parent.time_zone)::date >= parent.from_day
      group by 1
    ), practice_days as (
      select (c.at at time zone parent.time_zone)::date as day, count(*)::int as check_ins,
             (count(*) filter (where c.outcome <> 'not-yet'))::int as tried
      from practice_check_ins c, parent
      where c.user_id = parent.id and (c.at at time zone parent.time_zone)::date >= parent.from_day
      group by 1
    ), entry_days as (
      select (j.created_at at time zone parent.time_zone)::date as day, count(*)::int as entries
      from journal_entries j, parent
      where j.user_id = parent.id and (j.created_at at time zone parent.time_zone)::date >= parent.from_day
      group by 1
    ), all_days as (
      select day from lesson_days union select day from story_days union select day from practice_days
      union select day from entry_days
    )
    select to_char(parent.today, 'YYYY-MM-DD') as today, to_char(parent.from_day, 'YYYY-MM-DD') as from_day,
      parent.settings,
      (select json_agg(json_build_object(
          'day', to_char(d.day, 'YYYY-MM-DD'), 'lessons', coalesce(l.lessons, 0), 'lesson_xp', coalesce(l.lesson_xp, 0),
          'story_ids', coalesce(to_json(s.story_ids), '[]'::json), 'tried', coalesce(pr.tried, 0),
          'check_ins', coalesce(pr.check_ins, 0), 'entries', coalesce(e.entries, 0)) order by d.day)
        from all_days d
        left join lesson_days l on l.day = d.day left join story_days s on s.day = d.day
        left join practice_days pr on pr.day = d.day left join entry_days e on e.day = d.day) as days,
      (select json_agg(json_build_object(
          'mood', m.mood, 'day', to_char((m.at at time zone parent.time_zone)::date, 'YYYY-MM-DD'),
          'hour', extract(hour from m.at at time zone parent.time_zone)::int,
          'weekday', extract(isodow from m.at at time zone parent.time_zone)::int) order by m.at)
        from mood_check_ins m
        where m.user_id = parent.id and (m.at at time zone parent.time_zone)::date >= parent.from_day) as moods,
      (select json_agg(json_build_object(
          'lesson_id', p.lesson_id, 'day', to_char((p.completed_at at time zone parent.time_zone)::date, 'YYYY-MM-DD')))
        from user_progress p
        where p.user_id = parent.id and p.completed and p.completed_at is not null) as lessons_done,
      (select json_agg(json_build_object('lesson_id', c.lesson_id, 'tried', c.tried))
        from (select lesson_id, (count(*) filter (where outcome <> 'not-yet'))::int as tried
              from practice_check_ins
              where user_id = parent.id and (at at time zone parent.time_zone)::date >= parent.from_day
              group by lesson_id) c) as practices
    from parent`,
);

/** The parent's insights over the last `weeks` weeks (whole weeks, Monday to Sunday, ending with this one). */
export async function readInsights(db: AppDb, curriculum: CurriculumView, userId: number, weeks: number, now: Date): Promise<Insights> {
  const [row] = await insightsRead.run(db, { userId, weeks, now: now.toISOString() });
  if (!row) throw unauthorized();
  const source: InsightsSource = {
    today: row.today,
    from: row.from_day,
    rhythm: streakRhythmOf(row.settings as { streakRhythm?: unknown } | null),
    days: (row.days ?? []).map((day) => ({
      date: day.day,
      lessons: day.lessons,
      stories: day.story_ids.length,
      xp: day.lesson_xp + day.story_ids.reduce((sum, id) => sum + (curriculum.stories.storyById.get(id)?.xpReward ?? 0), 0),
      practicesTried: day.tried,
      practiceCheckIns: day.check_ins,
      journalEntries: day.entries,
    })),
    moods: row.moods ?? [],
    lessonsDone: (row.lessons_done ?? []).map((done) => ({ lessonId: done.lesson_id, date: done.day })),
    practices: (row.practices ?? []).map((practice) => ({ lessonId: practice.lesson_id, tried: practice.tried })),
  };
  return buildInsights(source, {
    lessons: curriculum.lessons.map((lesson) => ({ id: lesson.id, title: lesson.title, skill: lesson.skill, levelId: lesson.levelId, order: lesson.order })),
    practiceTitle: (lessonId) => curriculum.lessonById.get(lessonId)?.practice?.title ?? null,
  }, insightsWords(languageOfSettings(row.settings)));
}

/** The observations' words in the parent's language: the catalogs' messages, and hours as that language writes them. */
function insightsWords(language: Language): InsightsWords {
  const i18n = i18nFor(language);
  const t: InsightsWords["t"] = (id, values) => i18n._(id, values);
  return { t, hour: (hour) => hourLabel(hour, language) };
}

