import { z } from "zod";
import { plainText } from "./text";
import type { Practice } from "../content/curriculum-schema";
import type { PublicUser } from "./auth";
import { JOURNAL_NOTES_MAX } from "./journal";

/** The answers to "Did you try it?"; "not-yet" keeps the practice for another day. */
export { PRACTICE_CHECK_IN_XP, PRACTICE_OUTCOME_LABELS, PRACTICE_OUTCOMES, type PracticeOutcome } from "../practice-outcomes";
import { PRACTICE_OUTCOMES, type PracticeOutcome } from "../practice-outcomes";

/** POST /api/user/{id}/practices/{lessonId}/check-in. A note, when written, is saved to the journal. */
export const practiceCheckInSchema = z
  .object({
    outcome: z.enum(PRACTICE_OUTCOMES, { error: "Please choose how it went" }),
    note: z
      .string({ error: "The note must be text" })
      .check(plainText("The note", { multiline: true }))
      .trim()
      .max(JOURNAL_NOTES_MAX, `A note can be at most ${JOURNAL_NOTES_MAX} characters`)
      .optional(),
  })
  .strict();
export type PracticeCheckInInput = z.infer<typeof practiceCheckInSchema>;

/** The parent's current practice as the API returns it. */
export interface PracticeState {
  lessonId: number;
  levelId: number;
  lessonTitle: string;
  practice: Practice;
  /** The parent's local day the lesson set it (YYYY-MM-DD). */
  startedOn: string;
  /** True from the next local day until the parent says they tried it; false again for the rest of a "Not yet" day. */
  checkInOpen: boolean;
  lastOutcome: PracticeOutcome | null;
  tried: boolean;
}

/** GET /api/user/{id}/practices. */
export interface PracticesOverview {
  current: PracticeState | null;
  /** Practices the parent has tried, whichever way it went. */
  triedCount: number;
}

/** The check-in answer: the practice after it, the XP it earned (5 the first time it was tried, else 0). */
export interface PracticeCheckInResult {
  practice: PracticeState;
  xpAwarded: number;
  user: PublicUser;
  /** The journal entry the note was saved to, when there was a note. */
  journalEntryId: number | null;
}
