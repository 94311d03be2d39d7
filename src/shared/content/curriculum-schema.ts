import { z } from "zod";
import { ACTIVITY_TYPES } from "./activity-types";
import { SKILL_IDS } from "./skills";

/** content/levels.json: spec §3 levels. */
export const levelSchema = z
  .object({
    id: z.number().int().positive(),
    title: z.string().min(1).max(80),
    description: z.string().min(1).max(300),
    /** A single emoji shown on banners. */
    icon: z.string().min(1).max(8),
    color: z.enum(["blue", "purple", "orange", "green"]),
    order: z.number().int().positive(),
  })
  .strict();

/** content/lessons/*.json: spec §3 lessons, plus the skill it practises and a one-line theme. */
export const lessonFileSchema = z
  .object({
    id: z.number().int().positive(),
    levelId: z.number().int().positive(),
    /** From 1 within the level. */
    order: z.number().int().positive(),
    title: z.string().min(1).max(100),
    description: z.string().min(1).max(300),
    xpReward: z.number().int().min(5).max(200),
    skill: z.enum(SKILL_IDS),
    activityType: z.enum(ACTIVITY_TYPES),
    /** What the lesson is about, in one line (for writers and reviewers). */
    theme: z.string().min(1).max(300),
    /** Type-specific content; null until its player's issue authors it. */
    content: z.unknown().nullable(),
  })
  .strict();

export type LevelFile = z.infer<typeof levelSchema>;
export type LessonFile = z.infer<typeof lessonFileSchema>;
