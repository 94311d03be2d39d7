import { z } from "zod";
import { LESSON_PAGE_MAX, LESSON_SCREENS } from "../lesson-screens";
import { type TextProblem, textProblem, textProblemDescriptor, textProblemMessage } from "./text";
import { timestamp } from "./fields";

/**
 * The largest saved place a lesson may keep (PUT /api/user/{id}/lessons/{lessonId}/attempt). A lesson's answers and
 * reflections fit many times over; anything bigger is refused with 413 rather than stored.
 */
export const ATTEMPT_BODY_LIMIT_BYTES = 32 * 1024;

export { LESSON_SCREENS, type LessonScreen } from "../lesson-screens";

/** The first text problem anywhere inside a JSON value (keys and strings); line breaks are allowed, as in reflections. */
function textProblemInside(value: unknown): TextProblem | undefined {
  if (typeof value === "string") return textProblem(value, { multiline: true });
  if (Array.isArray(value)) {
    for (const item of value) {
      const problem = textProblemInside(item);
      if (problem) return problem;
    }
    return undefined;
  }
  if (typeof value === "object" && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      const problem = textProblem(key, { multiline: true }) ?? textProblemInside(item);
      if (problem) return problem;
    }
  }
  return undefined;
}

/** A JSON object (not an array, not a primitive): the player's own reducer state, whose text is text like any other. */
const jsonObject = z
  .record(z.string(), z.unknown(), { error: /*i18n*/ "player must be an object" })
  .superRefine((value, context) => {
    const problem = textProblemInside(value);
    if (problem) {
      const label = /*i18n*/ "Your answers";
      // The message's id and field name go with the issue, as plainText's do, so the server answers in the parent's language.
      context.addIssue({
        code: "custom",
        message: textProblemMessage(label, problem, { multiline: true }),
        params: { i18n: textProblemDescriptor(label, problem, { multiline: true }) },
      });
    }
  });

/**
 * The frame's saved place in one lesson: the screen, the page of the lead cards or intro, the progress shown,
 * and the player's state (its reducer's state, checked by the player when it is restored).
 */
export const lessonAttemptStateSchema = z
  .object({
    screen: z.enum(LESSON_SCREENS, { error: /*i18n*/ "screen must be lead, intro or activity" }),
    page: z.number({ error: /*i18n*/ "page must be a number" }).int().min(0).max(LESSON_PAGE_MAX),
    percent: z.number({ error: /*i18n*/ "percent must be a number from 0 to 100" }).min(0).max(100),
    player: jsonObject.nullable(),
    /** The answers to the teaching cards' checks: the card's index → the option picked (src/shared/rules/players/lesson-frame.ts). */
    checks: z
      .record(z.string().regex(/^\d{1,2}$/, { error: /*i18n*/ "checks must be keyed by card number" }), z.number().int().min(0).max(3))
      .optional(),
  })
  .strict();
export type LessonAttemptState = z.infer<typeof lessonAttemptStateSchema>;

export const saveAttemptSchema = z.object({ state: lessonAttemptStateSchema }).strict();
export type SaveAttemptInput = z.infer<typeof saveAttemptSchema>;

export type LessonAttempt = z.infer<typeof lessonAttemptSchema>;
/** GET answer: the saved place, or null when the lesson has none. */
export type AttemptAnswer = z.infer<typeof attemptAnswerSchema>;

export const lessonAttemptSchema = z.strictObject({ state: lessonAttemptStateSchema, updatedAt: timestamp });
/** The saved place in a lesson, or null when the lesson has none. */
export const attemptAnswerSchema = z.strictObject({ attempt: lessonAttemptSchema.nullable() });
