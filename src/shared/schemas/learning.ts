import { z } from "zod";
import { ACTIVITY_TYPES } from "../content/activity-types";
import { CONTENT_AGE_GROUPS, CONTENT_AGE_TAGS, leadCardSchema, practiceSchema } from "../content/curriculum-schema";
import { lessonPlaySchema } from "../content/play-schema";
import { SKILL_IDS } from "../content/skills";
import { CHARACTERS } from "../content/cast-names";
import { TOPICS } from "../content/topics";
import { lessonAttemptStateSchema } from "./attempt";
import { publicUserSchema } from "./auth";
import { id, timestamp } from "./fields";

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

export const levelSchema = z.strictObject({
  id,
  title: z.string(),
  description: z.string(),
  icon: z.string(),
  color: z.enum(["blue", "purple", "orange", "green"]),
  order: z.number().int(),
  /** The age group a level is written for (babies and toddlers, nine to twelve, teens); absent on general levels. */
  ages: z.array(z.enum(CONTENT_AGE_GROUPS)).optional(),
  /** True for every general level but the first; age levels are open from the start (shared/rules/locks). */
  isLocked: z.boolean(),
  totalLessons: z.number().int().min(0),
});

const lessonSummaryShape = {
  id,
  levelId: id,
  title: z.string(),
  description: z.string(),
  order: z.number().int(),
  xpReward: z.number().int(),
  activityType: z.enum(ACTIVITY_TYPES),
  skill: z.enum(SKILL_IDS),
  /** What the lesson is about in a parent's words (content/topics.ts); absent from copies kept before topics existed. */
  topics: z.array(z.enum(TOPICS)).optional(),
  /** The age groups of the child in the lesson's scenes, when tagged; "multiple" for more than one child. */
  ages: z.array(z.enum(CONTENT_AGE_TAGS)).optional(),
  /** True when the lesson's intro links to Get help now (anger, repair, a new baby, the parent's own feelings). */
  helpLink: z.literal(true).optional(),
  /** Whole minutes one path takes, from its content (shared/rules/lesson-minutes): the cards' "About N min". */
  minutes: z.number().int().positive(),
  /** The child of the cast the lesson is about (shared/rules/lesson-character); absent when it names none. */
  character: z.enum(CHARACTERS).optional(),
};
export const lessonSummarySchema = z.strictObject(lessonSummaryShape);

export const lessonSchema = z.strictObject({
  ...lessonSummaryShape,
  /** Type-specific; each player reads its own (src/shared/content/content-schemas.ts checks the files). */
  content: z.unknown(),
  lead: z.array(leadCardSchema).optional(),
  practice: practiceSchema.optional(),
  play: lessonPlaySchema.optional(),
});

export const progressEntrySchema = z.strictObject({
  id: z.number().int(),
  lessonId: id,
  levelId: id,
  completed: z.boolean(),
  /** Best score so far, 0–100, as the server worked it out; null when no completion came with answers to score. */
  score: z.number().int().min(0).max(100).nullable(),
  /** When the lesson was first completed. */
  completedAt: timestamp.nullable(),
});

export const levelUpSchema = z.strictObject({ from: z.number().int(), to: z.number().int() }).nullable();

export const completionResultSchema = z.strictObject({
  user: publicUserSchema,
  progress: progressEntrySchema,
  /** XP added by this call: the lesson's xpReward (plus a module badge's bonus) the first time, 0 on a replay. */
  xpAwarded: z.number().int().min(0),
  /** The part of xpAwarded that is the module badge's bonus; present only on a module-closer's first completion. */
  bonusXp: z.number().int().min(0).optional(),
  firstCompletion: z.boolean(),
  /** Set when this completion raised the parent's level. */
  levelUp: levelUpSchema,
  /** Achievement ids earned by this call. */
  newAchievements: z.array(z.string()),
  /** The lesson's practice for this week, now the parent's current practice. */
  practice: practiceSchema.optional(),
});
