import { z } from "zod";
import type { ActivityType } from "../content/activity-types";
import type { ContentAgeGroup, LeadCard, Practice } from "../content/curriculum-schema";
import type { LessonPlay } from "../content/play-schema";
import type { SkillId } from "../content/skills";
import type { PublicUser } from "./auth";

export type LevelColor = "blue" | "purple" | "orange" | "green";

/** GET /api/levels, /api/levels/{id}: spec §3 levels. Locks per parent come from the lock rule. */
export interface Level {
  id: number;
  title: string;
  description: string;
  icon: string;
  color: LevelColor;
  order: number;
  /** Spec §3 field; true for every level but the first (a parent's own locks: shared/rules/locks). */
  isLocked: boolean;
  totalLessons: number;
}

/** GET /api/lessons: every lesson without its content. */
export interface LessonSummary {
  id: number;
  levelId: number;
  title: string;
  description: string;
  order: number;
  xpReward: number;
  activityType: ActivityType;
  skill: SkillId;
  /** The age groups of the child in the lesson's scenes, when tagged. */
  ages?: ContentAgeGroup[];
  /** True when the lesson's intro links to Get help now (anger, repair, a new baby, the parent's own feelings). */
  helpLink?: true;
}

/** GET /api/lessons/{id}: one lesson with its type-specific content. */
export interface Lesson extends LessonSummary {
  content: unknown;
  /** Teaching cards the lesson frame shows before the activity. */
  lead?: LeadCard[];
  /** The practice for this week the lesson ends with. */
  practice?: Practice;
  /** How the lesson is played (intro, layout, step rules, where it ends). */
  play?: LessonPlay;
}

/** GET /api/user/{id}/progress and /levels/{levelId}/progress: one row per lesson played. */
export interface ProgressEntry {
  id: number;
  lessonId: number;
  levelId: number;
  completed: boolean;
  /** Best score so far, 0–100. */
  score: number;
  /** When the lesson was first completed. */
  completedAt: string | null;
}

/** POST /api/user/{id}/lessons/{lessonId}/progress (spec §7 of the players document). */
export const completeLessonSchema = z
  .object({
    levelId: z.number({ error: "levelId must be a number" }).int().positive(),
    completed: z.literal(true, { error: "completed must be true" }),
    score: z
      .number({ error: "score must be a number from 0 to 100" })
      .int({ error: "score must be a whole number" })
      .min(0, { error: "score must be a number from 0 to 100" })
      .max(100, { error: "score must be a number from 0 to 100" }),
    /** The browser's clock; recorded rules use the server's clock and the parent's time zone. */
    completedAt: z.iso.datetime({ offset: true, error: "completedAt must be an ISO timestamp" }).optional(),
  })
  .strict();
export type CompleteLessonInput = z.infer<typeof completeLessonSchema>;

/** The completion answer: enough for the screen to celebrate (DECISIONS.md "Learning rules"). */
export interface CompletionResult {
  user: PublicUser;
  progress: ProgressEntry;
  /** XP added by this call: the lesson's xpReward (plus a module badge's bonus) the first time, 0 on a replay. */
  xpAwarded: number;
  /** The part of xpAwarded that is the module badge's bonus; present only on a module-closer's first completion. */
  bonusXp?: number;
  firstCompletion: boolean;
  /** Set when this completion raised the parent's level. */
  levelUp: { from: number; to: number } | null;
  /** Achievement ids earned by this call. */
  newAchievements: string[];
  /** The lesson's practice for this week, now the parent's current practice. */
  practice?: Practice;
}
