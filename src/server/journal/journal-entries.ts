import { desc, eq, sql } from "drizzle-orm";
import type { AchievementId } from "../../shared/rules/achievements";
import { namedStatement } from "../db/named-statement";
import type { JournalEntry } from "../../shared/schemas/journal";
import type { AppDb } from "../db/client";
import { journalEntries } from "../db/schema";

type JournalRow = typeof journalEntries.$inferSelect;

export function toJournalEntry(row: JournalRow): JournalEntry {
  return {
    id: row.id,
    lessonId: row.lessonId,
    lessonTitle: row.lessonTitle,
    feeling: row.feeling,
    improvementNotes: row.improvementNotes,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The parent's journal, newest first (id breaks ties between entries saved in the same instant, so it is stable). */
export async function journalOf(db: AppDb, userId: number): Promise<JournalEntry[]> {
  const rows = await db
    .select()
    .from(journalEntries)
    .where(eq(journalEntries.userId, userId))
    .orderBy(desc(journalEntries.createdAt), desc(journalEntries.id));
  return rows.map(toJournalEntry);
}

/** A journal_entries row as the insert of POST /api/journal returns it (column names, timestamps as sent by the driver). */
type InsertedEntry = {
  id: number;
  lesson_id: number | null;
  lesson_title: string;
  feeling: string;
  improvement_notes: string | null;
  created_at: string | Date;
  updated_at: string | Date;
  /** Whether this entry earned "first-journal" (the parent's first entry). */
  earned_first_journal: boolean;
};

export const FIRST_JOURNAL: AchievementId = "first-journal";

/** The achievements an inserted entry earned, as a write's answer carries them (`newAchievements`). */
export const earnedByEntry = (entry: Pick<InsertedEntry, "earned_first_journal">): AchievementId[] =>
  entry.earned_first_journal ? [FIRST_JOURNAL] : [];

export const FIRST_JOURNAL_JSON = JSON.stringify([FIRST_JOURNAL]);

/** The achievement dates to merge in when this entry is the parent's first. */
export const firstJournalDates = (at: Date) => JSON.stringify({ [FIRST_JOURNAL]: at.toISOString() });

/**
 * A new entry in one statement, so one round trip: it locks the parent's row, as a lesson completion locks it, so the
 * two never rewrite achievements at once; inserts the entry; and awards "first-journal" with its date on the first
 * entry, once (the answer's `earned_first_journal` says whether this entry earned it). No parent row (the account is gone): no entry. A named statement (db/named-statement.ts). Used by
 * POST /api/journal and by the claim of a guest lesson's reflection (src/server/guest-lesson/routes.ts).
 */
export const insertEntry = namedStatement<
  { userId: number; lessonId: number | null; lessonTitle: string; feeling: string; notes: string | null; firstJournal: string; earnedAt: string },
  InsertedEntry
>(
  "journal_insert",
  (value) => sql`
    with parent as (
      select id, achievements, achievement_dates from users where id = ${value("userId")} for update
    ), entry as (
      insert into journal_entries (user_id, lesson_id, lesson_title, feeling, improvement_notes)
      select id, ${value("lessonId")}, ${value("lessonTitle")}, ${value("feeling")}, ${value("notes")} from parent
      returning id, lesson_id, lesson_title, feeling, improvement_notes, created_at, updated_at
    ), award as (
      update users
      set achievements = parent.achievements || ${value("firstJournal")}::jsonb,
          achievement_dates = ${value("earnedAt")}::jsonb || parent.achievement_dates,
          updated_at = now()
      from parent
      where users.id = parent.id and not (parent.achievements @> ${value("firstJournal")}::jsonb)
      returning users.id
    )
    select entry.*, exists (select 1 from award) as earned_first_journal from entry`,
);
