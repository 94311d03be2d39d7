import { z } from "zod";
import { lessonAttemptStateSchema } from "./attempt";
import type {
  levelSchema,
  lessonSummarySchema,
  lessonSchema,
  progressEntrySchema,
  completionResultSchema,
} from "../api/responses";

export type LevelColor = "blue" | "purple" | "orange" | "green";

/** GET /api/levels, /api/levels/{id}. Locks per parent come from the lock rule. */
export type Level = z.infer<typeof levelSchema>;

/** GET /api/lessons: every lesson without its content. */
export type LessonSummary = z.infer<typeof lessonSummarySchema>;

/** GET /api/lessons/{id}: one lesson with its type-specific content. */
export type Lesson = z.infer<typeof lessonSchema>;

/** GET /api/user/{id}/progress and /levels/{levelId}/progress: one row per lesson played. */
export type ProgressEntry = z.infer<typeof progressEntrySchema>;

/** POST /api/user/{id}/lessons/{lessonId}/progress (docs/lesson-players.md#progress-call). */
export const completeLessonSchema = z
  .object({
    levelId: z.number({ error: /*i18n*/ "levelId must be a number" }).int().positive(),
    completed: z.literal(true, { error: /*i18n*/ "completed must be true" }),
    /**
     * The answers given: the player's state as the lesson frame saves it (the attempt's `player`). The server works out
     * the score from them with the players' own rules (src/shared/rules/players/lesson-score.ts) and keeps them with
     * the completion. Without them (an older client, a completion queued offline before) the saved attempt is scored.
     */
    answers: lessonAttemptStateSchema.shape.player.optional(),
    /**
     * The score the player showed. Older clients send it; it is checked for shape and otherwise ignored: the server
     * decides what a lesson scored.
     */
    score: z
      .number({ error: /*i18n*/ "score must be a number from 0 to 100" })
      .int({ error: /*i18n*/ "score must be a whole number" })
      .min(0, { error: /*i18n*/ "score must be a number from 0 to 100" })
      .max(100, { error: /*i18n*/ "score must be a number from 0 to 100" })
      .optional(),
    /** The browser's clock; recorded rules use the server's clock and the parent's time zone. */
    completedAt: z.iso.datetime({ offset: true, error: /*i18n*/ "completedAt must be an ISO timestamp" }).optional(),
  })
  .strict();
export type CompleteLessonInput = z.infer<typeof completeLessonSchema>;

/** The completion answer: enough for the screen to celebrate. */
export type CompletionResult = z.infer<typeof completionResultSchema>;
