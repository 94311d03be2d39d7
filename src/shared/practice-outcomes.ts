/**
 * The practice check-in's answers and reward as plain data, without the validation library, so home can show the
 * practice card without loading it. src/shared/schemas/practices.ts validates check-ins against them.
 */
export const PRACTICE_OUTCOMES = ["tried", "not-yet", "didnt-go-well"] as const;
export type PracticeOutcome = (typeof PRACTICE_OUTCOMES)[number];

/** What the parent reads for each answer, and what a note saved to the journal is filed under. */
export const PRACTICE_OUTCOME_LABELS: Record<PracticeOutcome, string> = {
  tried: /*i18n*/ "Tried it",
  "not-yet": /*i18n*/ "Not yet",
  "didnt-go-well": /*i18n*/ "It didn't go well",
};

/** Checking in on a practice, tried either way, earns this much XP once per practice. */
export const PRACTICE_CHECK_IN_XP = 5;

/** The longest note a check-in may send to the journal (the journal's own limit). */
export { JOURNAL_NOTES_MAX } from "./journal-limits";
