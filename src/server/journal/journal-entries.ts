import { desc, eq } from "drizzle-orm";
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
