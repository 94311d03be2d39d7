import { z } from "zod";
import { completeLessonSchema } from "./learning";
import { createJournalEntrySchema } from "./journal";
import { lessonAttemptSchema } from "./attempt";
import { publicUserSchema } from "./auth";
import { timestamp } from "./fields";
import { lessonSchema, levelSchema } from "./learning";

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

/** A guest attempt's completion (docs/product-rules.md#trying-a-lesson-before-joining). */
export const guestCompletionSchema = z.strictObject({
  score: z.number().int().min(0).max(100),
  /** The lesson's XP, awarded to the account the visitor creates or signs in to, once. */
  xpToKeep: z.number().int().min(0),
  completedAt: timestamp,
  /** Whether a reflection waits for the journal. */
  reflectionSaved: z.boolean(),
});

/** The visitor's try of the guest lesson, started or resumed: the lesson itself, the saved place, the completion. */
export const guestAttemptSchema = z.strictObject({
  /** Signed by the server; the claim sends it back, from this browser only. */
  token: z.string().min(1),
  expiresAt: timestamp,
  lesson: lessonSchema,
  level: levelSchema,
  attempt: lessonAttemptSchema.nullable(),
  completion: guestCompletionSchema.nullable(),
});

export const guestClaimResultSchema = z.strictObject({
  user: publicUserSchema,
  lessonId: z.number().int().positive(),
  /** 0 when the account had completed the lesson already. */
  xpAwarded: z.number().int().min(0),
  journalEntrySaved: z.boolean(),
  /** The badges the claim earned: the lesson's, and "first-journal" when its reflection is the account's first entry. */
  newAchievements: z.array(z.string()),
});
