import { z } from "zod";
import { completeLessonSchema } from "./learning";
import { createJournalEntrySchema } from "./journal";
import type { guestAttemptSchema, guestClaimResultSchema, guestCompletionSchema } from "../api/responses";

/** POST /api/guest-lesson/complete: the score the visitor's answers earned. The XP is the server's to decide. */
export const guestCompleteSchema = completeLessonSchema.pick({ answers: true, score: true }).strict();
export type GuestCompleteInput = z.infer<typeof guestCompleteSchema>;

/** POST /api/guest-lesson/reflection: a reflection written in the lesson, kept for the journal of the account to come. */
export const guestReflectionSchema = createJournalEntrySchema.pick({ feeling: true, improvementNotes: true }).strict();
export type GuestReflectionInput = z.infer<typeof guestReflectionSchema>;

/** The longest claim token the server ever issues is far shorter; anything longer is refused unread. */
export const GUEST_TOKEN_MAX = 200;

/** POST /api/guest-lesson/claim: the signed token the server issued when the attempt started. */
export const guestClaimSchema = z
  .object({
    token: z
      .string({ error: /*i18n*/ "token is required" })
      .min(1, /*i18n*/ "token is required")
      .max(GUEST_TOKEN_MAX, /*i18n*/ "token is too long")
      // The server's tokens are base64url with one dot; anything else was never issued.
      .regex(/^[\w-]+\.[\w-]+$/, /*i18n*/ "token is not one this server issued"),
  })
  .strict();
export type GuestClaimInput = z.infer<typeof guestClaimSchema>;

/** POST /api/guest-lesson: the visitor's attempt, started or resumed. */
export type GuestAttempt = z.infer<typeof guestAttemptSchema>;
/** The completion of a guest attempt: what the visitor will keep when they join. */
export type GuestCompletion = z.infer<typeof guestCompletionSchema>;
/** POST /api/guest-lesson/claim: what moved into the account. */
export type GuestClaimResult = z.infer<typeof guestClaimResultSchema>;
