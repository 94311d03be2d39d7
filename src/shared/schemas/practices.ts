import { z } from "zod";
import { plainText } from "./text";
import { JOURNAL_NOTES_MAX } from "./journal";
import { practiceSchema } from "../content/curriculum-schema";
import { publicUserSchema } from "./auth";
import { day, id } from "./fields";
import { CONTENT_AGE_GROUPS } from "../content/age-groups";

/** The answers to "Did you try it?"; "not-yet" keeps the practice for another day. */
export {
  PRACTICE_CHECK_IN_XP,
  PRACTICE_OUTCOME_LABELS,
  PRACTICE_OUTCOMES,
  type PracticeOutcome,
} from "../practice-outcomes";
import { PRACTICE_OUTCOMES } from "../practice-outcomes";

/** POST /api/user/{id}/practices/{lessonId}/check-in. A note, when written, is saved to the journal. */
export const practiceCheckInSchema = z
  .object({
    outcome: z.enum(PRACTICE_OUTCOMES, { error: /*i18n*/ "Please choose how it went" }),
    note: z
      .string({ error: /*i18n*/ "The note must be text" })
      .check(plainText(/*i18n*/ "The note", { multiline: true }))
      .trim()
      .max(JOURNAL_NOTES_MAX, /*i18n*/ "A note can be at most 5000 characters" /* JOURNAL_NOTES_MAX */)
      .optional(),
  })
  .strict();
export type PracticeCheckInInput = z.infer<typeof practiceCheckInSchema>;

/** The parent's current practice as the API returns it. */
export type PracticeState = z.infer<typeof practiceStateSchema>;

/** GET /api/user/{id}/practices. */
export type PracticesOverview = z.infer<typeof practicesOverviewSchema>;

/** The check-in answer: the practice after it, the XP it earned (5 the first time it was tried, else 0). */
export type PracticeCheckInResult = z.infer<typeof practiceCheckInResultSchema>;

export const practiceStateSchema = z.strictObject({
  lessonId: id,
  levelId: id,
  lessonTitle: z.string(),
  /**
   * The age group of the level the practice comes from, when it is a level written for one age (babies and toddlers,
   * nine to twelve, teens); absent on the general path, whose practices fit every child. Home shows a practice only
   * for a child it fits.
   */
  ages: z.array(z.enum(CONTENT_AGE_GROUPS)).optional(),
  practice: practiceSchema,
  /** The parent's local day the lesson set it. */
  startedOn: day,
  /** True from the next local day until the parent says they tried it; false again for the rest of a "Not yet" day. */
  checkInOpen: z.boolean(),
  lastOutcome: z.enum(PRACTICE_OUTCOMES).nullable(),
  tried: z.boolean(),
});

export const practicesOverviewSchema = z.strictObject({
  current: practiceStateSchema.nullable(),
  /**
   * Every practice the parent has, newest first (`current` is the first): home shows the newest that fits the child it
   * follows, so a baby's practice gives way when the child is older (shared/rules/selected-child.ts).
   */
  recent: z.array(practiceStateSchema),
  /** Practices the parent has tried, whichever way it went. */
  triedCount: z.number().int().min(0),
});

export const practiceCheckInResultSchema = z.strictObject({
  practice: practiceStateSchema,
  xpAwarded: z.number().int().min(0),
  user: publicUserSchema,
  /** The journal entry the note was saved to, when there was a note. */
  journalEntryId: id.nullable(),
  /** The badges the answer earned: "first-journal" when its note is the parent's first journal entry. */
  newAchievements: z.array(z.string()),
});
