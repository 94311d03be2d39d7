import { z } from "zod";
import { text } from "./fields";
import { illustrationSchema } from "./slide-schemas";
import { CONTENT_AGE_TAGS } from "./curriculum-schema";

/** docs/screens.md#data-model stories: the five categories and three difficulties. */
export const STORY_CATEGORIES = ["bedtime", "mealtime", "playtime", "homework", "chores"] as const;
export const STORY_DIFFICULTIES = ["easy", "medium", "hard"] as const;
/** How good a choice is: the feedback explains the trade-off rather than right or wrong (issue "Stories"). */
export const CHOICE_QUALITIES = ["best", "okay", "poor"] as const;

const id = z.string().regex(/^[a-z0-9-]{1,40}$/, "ids are lower-case words joined by hyphens");

/** One thing the parent could say or do, and what it leads to. */
export const storyChoiceSchema = z
  .object({
    id,
    /** The words or action, as a parent would say or do it. */
    text: text(240),
    quality: z.enum(CHOICE_QUALITIES),
    /** What happens next and why: the trade-off, in two to four sentences. */
    feedback: text(700),
    /** The scene this choice leads to; absent means the story moves to its closing. */
    next: id.optional(),
  })
  .strict();

/** One moment of the story: what happens, and two to four choices. */
export const storySceneSchema = z
  .object({
    id,
    title: text(80),
    /** What happens, in the present tense; blank lines separate paragraphs. */
    narration: text(1200),
    illustration: illustrationSchema,
    choices: z.array(storyChoiceSchema).min(2).max(4),
  })
  .strict();

/** A story's content: its scenes (the first one opens the story) and its closing takeaway. */
export const storyContentSchema = z
  .object({
    scenes: z.array(storySceneSchema).min(2).max(8),
    takeaway: z
      .object({
        title: text(80),
        text: text(600),
        /** Words to try tonight. */
        tips: z.array(text(240)).min(2).max(5),
      })
      .strict(),
  })
  .strict()
  .superRefine((content, context) => {
    const ids = new Set(content.scenes.map((scene) => scene.id));
    if (ids.size !== content.scenes.length) context.addIssue({ code: "custom", message: "scene ids must be unique" });
    for (const scene of content.scenes) {
      if (!scene.choices.some((choice) => choice.quality === "best")) {
        context.addIssue({ code: "custom", message: `scene "${scene.id}" needs at least one best choice` });
      }
      if (new Set(scene.choices.map((choice) => choice.id)).size !== scene.choices.length) {
        context.addIssue({ code: "custom", message: `scene "${scene.id}" has repeated choice ids` });
      }
      for (const choice of scene.choices) {
        if (choice.next !== undefined && (!ids.has(choice.next) || choice.next === scene.id)) {
          context.addIssue({ code: "custom", message: `choice "${scene.id}/${choice.id}" leads to an unknown scene "${choice.next}"` });
        }
      }
    }
  });
export type StoryContent = z.infer<typeof storyContentSchema>;

/**
 * content/stories/*.json: docs/screens.md#data-model stories, plus the order stories are listed in (the first is
 * featured).
 */
export const storyFileSchema = z
  .object({
    id: z.number().int().positive(),
    order: z.number().int().positive(),
    title: text(100),
    description: text(300),
    category: z.enum(STORY_CATEGORIES),
    difficulty: z.enum(STORY_DIFFICULTIES),
    /** docs/screens.md#constants: 15 by default. */
    xpReward: z.number().int().min(5).max(100).default(15),
    /** The age groups of the child in the story, for "For your child's age"; "multiple" for several children. */
    ages: z.array(z.enum(CONTENT_AGE_TAGS)).min(1).optional(),
    /**
     * The story touches anger, hitting or hurting, a crying baby, the parent's low mood or tells the parent to call
     * someone: the player links to Get help now, as a lesson's intro does (docs/content-guide.md#help-links).
     */
    helpLink: z.literal(true).optional(),
    content: storyContentSchema,
  })
  .strict();
export type StoryFile = z.infer<typeof storyFileSchema>;
