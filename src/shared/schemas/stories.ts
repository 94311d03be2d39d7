import { z } from "zod";
import { plainText } from "./text";
import { storyFileSchema } from "../content/story-schema";
import { publicUserSchema } from "./auth";
import { id, timestamp } from "./fields";
import { levelUpSchema } from "./learning";

/** GET /api/stories: every story in order, without its content (the first one is featured). */
export type StorySummary = z.infer<typeof storySummarySchema>;

/** GET /api/stories/{id}: one story with its scenes and closing takeaway. */
export type Story = z.infer<typeof storySchema>;

/** GET /api/user/{id}/stories/progress: one entry per story the parent has finished. */
export type StoryProgressEntry = z.infer<typeof storyProgressEntrySchema>;

/** POST /api/user/{id}/stories/{storyId}/complete: the choices made, in order. */
export const completeStorySchema = z
  .object({
    choices: z
      .array(
        z
          .string({ error: /*i18n*/ "Each choice must be a choice id" })
          .check(plainText(/*i18n*/ "Each choice"))
          .max(40, /*i18n*/ "Each choice must be a choice id"),
        {
          error: /*i18n*/ "choices must be a list of choice ids",
        },
      )
      .min(1, /*i18n*/ "Make at least one choice before finishing the story")
      .max(16, /*i18n*/ "That is more choices than a story has"),
  })
  .strict();
export type CompleteStoryInput = z.infer<typeof completeStorySchema>;

/** The completion answer: the XP earned (0 on a replay) and anything new to celebrate. */
export type StoryCompletionResult = z.infer<typeof storyCompletionResultSchema>;

/** Whole minutes the path through a story's best choices takes (shared/rules/lesson-minutes). */
const storyMinutesShape = { minutes: z.number().int().positive() };
export const storySummarySchema = storyFileSchema.omit({ content: true }).extend(storyMinutesShape);
export const storySchema = storyFileSchema.extend(storyMinutesShape);

export const storyProgressEntrySchema = z.strictObject({
  storyId: id,
  completed: z.boolean(),
  /** When the story was first completed. */
  completedAt: timestamp.nullable(),
  /** The choice ids of the latest play, in the order they were made. */
  choices: z.array(z.string()),
});

export const storyCompletionResultSchema = z.strictObject({
  user: publicUserSchema,
  progress: storyProgressEntrySchema,
  xpAwarded: z.number().int().min(0),
  firstCompletion: z.boolean(),
  levelUp: levelUpSchema,
  newAchievements: z.array(z.string()),
});
