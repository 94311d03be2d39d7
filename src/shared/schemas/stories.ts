import { z } from "zod";
import { plainText } from "./text";
import type { StoryContent, StoryFile } from "../content/story-schema";
import type { PublicUser } from "./auth";

/** GET /api/stories: every story in order, without its content (the first one is featured). */
export type StorySummary = Omit<StoryFile, "content"> & {
  /** About how long the story takes, from its words and choices (content/content-rules.ts). */
  minutes: number;
};

/** GET /api/stories/{id}: one story with its scenes and closing takeaway. */
export interface Story extends StorySummary {
  content: StoryContent;
}

/** GET /api/user/{id}/stories/progress: one entry per story the parent has finished. */
export interface StoryProgressEntry {
  storyId: number;
  completed: boolean;
  /** When the story was first completed. */
  completedAt: string | null;
  /** The choice ids of the latest play, in the order they were made. */
  choices: string[];
}

/** POST /api/user/{id}/stories/{storyId}/complete: the choices made, in order. */
export const completeStorySchema = z
  .object({
    choices: z
      .array(
        z
          .string({ error: "Each choice must be a choice id" })
          .check(plainText("Each choice"))
          .max(40, "Each choice must be a choice id"),
        {
          error: "choices must be a list of choice ids",
        },
      )
      .min(1, "Make at least one choice before finishing the story")
      .max(16, "That is more choices than a story has"),
  })
  .strict();
export type CompleteStoryInput = z.infer<typeof completeStorySchema>;

/** The completion answer: the XP earned (0 on a replay) and anything new to celebrate. */
export interface StoryCompletionResult {
  user: PublicUser;
  progress: StoryProgressEntry;
  xpAwarded: number;
  firstCompletion: boolean;
  levelUp: { from: number; to: number } | null;
  newAchievements: string[];
}
