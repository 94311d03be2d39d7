import { z } from "zod";
import { plainText } from "./text";
import { id, timestamp } from "./fields";

/** The longest reflection a parent can save; a long evening's thoughts fit comfortably. */
export { JOURNAL_NOTES_MAX } from "../journal-limits";
import { JOURNAL_NOTES_MAX } from "../journal-limits";

/**
 * POST /api/journal (docs/lesson-players.md#progress-call): a reflection saved at the end of a lesson.
 * `feeling` is the word the parent picked (the guided flow's feelings, the snack lesson's emoji check).
 */
export const createJournalEntrySchema = z
  .object({
    lessonId: z.number({ error: /*i18n*/ "Lesson id must be a number" }).int().positive().nullable().optional(),
    lessonTitle: z
      .string({ error: /*i18n*/ "Lesson title is required" })
      .trim()
      .check(plainText(/*i18n*/ "Lesson title"))
      .min(1, /*i18n*/ "Lesson title is required")
      .max(200, /*i18n*/ "Lesson title is too long"),
    feeling: z
      .string({ error: /*i18n*/ "Please choose how you feel" })
      .trim()
      .check(plainText(/*i18n*/ "Feeling"))
      .min(1, /*i18n*/ "Please choose how you feel")
      .max(60, /*i18n*/ "Feeling is too long"),
    improvementNotes: z
      .string()
      .trim()
      .check(plainText(/*i18n*/ "Notes", { multiline: true }))
      .max(JOURNAL_NOTES_MAX, /*i18n*/ "Notes can be at most 5000 characters" /* JOURNAL_NOTES_MAX */)
      .optional(),
  })
  .strict();
export type CreateJournalEntryInput = z.infer<typeof createJournalEntrySchema>;

/**
 * PATCH /api/journal/{id} (docs/product-rules.md#journal): the parent edits their own entry's title, feeling or notes.
 * Only the fields sent change; an entry keeps the lesson it came from.
 */
export const updateJournalEntrySchema = createJournalEntrySchema
  .pick({ lessonTitle: true, feeling: true, improvementNotes: true })
  .partial()
  .strict()
  .refine((input) => Object.values(input).some((value) => value !== undefined), { message: /*i18n*/ "Nothing to update" });
export type UpdateJournalEntryInput = z.infer<typeof updateJournalEntrySchema>;

/** The words a parent picks from when writing an entry by hand. */
export const JOURNAL_FEELINGS = [
  /*i18n*/ "Calm",
  /*i18n*/ "Hopeful",
  /*i18n*/ "Proud",
  /*i18n*/ "Grateful",
  /*i18n*/ "Tired",
  /*i18n*/ "Frustrated",
  /*i18n*/ "Worried",
  /*i18n*/ "Overwhelmed",
] as const;

/** The journal screen's "New Entry" and "Edit" form: a hand-written entry always has a title and a feeling. */
export const journalEntryFormSchema = z.object({
  lessonTitle: z
    .string()
    .trim()
    .check(plainText(/*i18n*/ "Title"))
    .min(1, /*i18n*/ "Please give your entry a title")
    .max(200, /*i18n*/ "Title can be at most 200 characters"),
  feeling: z
    .string()
    .trim()
    .check(plainText(/*i18n*/ "Feeling"))
    .min(1, /*i18n*/ "Please choose how you feel")
    .max(60, /*i18n*/ "Feeling is too long"),
  improvementNotes: z
    .string()
    .trim()
    .check(plainText(/*i18n*/ "Notes", { multiline: true }))
    .max(JOURNAL_NOTES_MAX, /*i18n*/ "Notes can be at most 5000 characters" /* JOURNAL_NOTES_MAX */),
});
export type JournalEntryFormInput = z.infer<typeof journalEntryFormSchema>;

/** One journal entry as the API returns it (GET /api/journal lists the parent's own, newest first). */
export type JournalEntry = z.infer<typeof journalEntrySchema>;

export const journalEntrySchema = z.strictObject({
  id,
  lessonId: id.nullable(),
  lessonTitle: z.string(),
  feeling: z.string(),
  improvementNotes: z.string().nullable(),
  createdAt: timestamp,
  /** When the parent last edited the entry; equal to createdAt until then. */
  updatedAt: timestamp,
});

/** POST /api/journal's answer: the new entry and the badges it earned ("first-journal" on the first entry, once). */
export const savedJournalEntrySchema = journalEntrySchema.extend({ newAchievements: z.array(z.string()) });
export type SavedJournalEntry = z.infer<typeof savedJournalEntrySchema>;
