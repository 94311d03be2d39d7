import { z } from "zod";

/**
 * The largest saved place a lesson may keep (PUT /api/user/{id}/lessons/{lessonId}/attempt). A lesson's answers and
 * reflections fit many times over; anything bigger is refused with 413 rather than stored.
 */
export const ATTEMPT_BODY_LIMIT_BYTES = 32 * 1024;

/** Which part of a lesson the frame shows: the teaching cards, the intro slideshow, or the activity itself. */
export const LESSON_SCREENS = ["lead", "intro", "activity"] as const;
export type LessonScreen = (typeof LESSON_SCREENS)[number];

/** A JSON object (not an array, not a primitive): the player's own reducer state. */
const jsonObject = z.record(z.string(), z.unknown(), { error: "player must be an object" });

/**
 * The frame's saved place in one lesson: the screen, the page of the lead cards or intro, the progress shown,
 * and the player's state (its reducer's state, checked by the player when it is restored).
 */
export const lessonAttemptStateSchema = z
  .object({
    screen: z.enum(LESSON_SCREENS, { error: "screen must be lead, intro or activity" }),
    page: z.number({ error: "page must be a number" }).int().min(0).max(50),
    percent: z.number({ error: "percent must be a number from 0 to 100" }).min(0).max(100),
    player: jsonObject.nullable(),
  })
  .strict();
export type LessonAttemptState = z.infer<typeof lessonAttemptStateSchema>;

export const saveAttemptSchema = z.object({ state: lessonAttemptStateSchema }).strict();
export type SaveAttemptInput = z.infer<typeof saveAttemptSchema>;

/** GET answer: the saved place, or null when the lesson has none. */
export interface LessonAttempt {
  state: LessonAttemptState;
  updatedAt: string;
}
export interface AttemptAnswer {
  attempt: LessonAttempt | null;
}
