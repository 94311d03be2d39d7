import { z } from "zod";
import { CHARACTERS } from "./cast-names";
import { text } from "./fields";

export { CHARACTERS, CHARACTER_NAMES, type Character } from "./cast-names";

/** The moods every monster drawing takes (content/cast.md). */
export const MOODS = ["happy", "sad", "cross", "proud", "calm"] as const;

/** A drawing of one of the cast: every slide that shows a picture shows a real one, never a placeholder. */
export const illustrationSchema = z
  .object({
    /** Who is drawn. */
    character: z.enum(CHARACTERS),
    /** Their face in this moment. */
    mood: z.enum(MOODS),
    /** The moment in words, for screen readers, e.g. "Pip sits by a fallen block tower, tears on both cheeks". */
    alt: text(200),
  })
  .strict();

/** The six question keys of docs/lesson-players.md#content-shapes (mcq1 to mcq6). */
export const MCQ_IDS = ["mcq1", "mcq2", "mcq3", "mcq4", "mcq5", "mcq6"] as const;
export type McqId = (typeof MCQ_IDS)[number];

/**
 * Feedback may hold blank-line-separated paragraphs and **bold** text (docs/lesson-players.md#slide-lessons "Feedback
 * popup").
 */
const feedbackText = text(1200);
/**
 * A per-option wrong-answer text; an empty one falls back to the default (docs/lesson-players.md#content-shapes,
 * docs/lesson-players.md#answer-rules).
 */
const optionalFeedbackText = z.string().trim().max(1200);

/** One lettered option of a question. */
const mcqOptionSchema = z
  .object({
    /** The option as the parent would say or do it. */
    text: text(240),
    /**
     * Informational only: correctAnswerIndex decides, even when this flag disagrees
     * (docs/lesson-players.md#content-shapes).
     */
    correct: z.boolean().optional(),
  })
  .strict();

/** One question of a slide lesson (docs/lesson-players.md#content-shapes mcqQuestions). */
const mcqQuestionSchema = z
  .object({
    /** What the parent is asked, e.g. "Pip is sobbing on the path. What could you say first?" */
    question: text(300),
    /** Four options, lettered A to D in this order. */
    options: z.tuple([mcqOptionSchema, mcqOptionSchema, mcqOptionSchema, mcqOptionSchema]),
    /**
     * 0-based index of the right option (A=0 … D=3); the only thing that decides correctness
     * (docs/lesson-players.md#answer-rules).
     */
    correctAnswerIndex: z.number().int().min(0).max(3),
    /** What the feedback popup says. */
    feedbackResponses: z
      .object({
        /** Shown under "Correct": why this answer helps the child. */
        correct: feedbackText,
        /** Shown under "Incorrect", chosen by the picked option's index. */
        incorrect: z
          .object({
            /** For a pick of A; empty or missing → default. */
            "0": optionalFeedbackText.optional(),
            /** For a pick of B; empty or missing → default. */
            "1": optionalFeedbackText.optional(),
            /** For a pick of C; empty or missing → default. */
            "2": optionalFeedbackText.optional(),
            /** For a pick of D; empty or missing → default. */
            "3": optionalFeedbackText.optional(),
            /** For any wrong pick without its own text. */
            default: feedbackText,
          })
          .strict(),
      })
      .strict(),
  })
  .strict();

/** One tip of the tips slide. */
const tipSchema = z
  .object({
    /** The tip, in Growler's voice. */
    text: text(400),
  })
  .strict();

/** A coloured block of text on a thinking or info slide. */
const infoBlockSchema = z
  .object({
    /**
     * Small heading; on a thinking slide omitted → "Why It Works" / "Why It Doesn't Work" by position
     * (docs/lesson-players.md#slide-lessons).
     */
    title: text(80).optional(),
    /** The block's text. */
    text: text(600),
    /** Block colour; omitted → the player picks by position. */
    color: z.enum(["blue", "purple", "orange", "green", "red", "yellow", "pink"]).optional(),
  })
  .strict();

/** One bordered box of a twoColumn slide. */
const containerSchema = z
  .object({
    /** e.g. "What you'll learn". */
    heading: text(120),
    /** One or two sentences. */
    description: text(600),
  })
  .strict();

/** Fields every slide may carry. */
const slideBase = {
  /** A drawing for the slide; omitted → none. */
  illustration: illustrationSchema.optional(),
};

/** The opening slide: an illustration, a heading and the scene (docs/lesson-players.md#slide-lessons intro). */
const introSlideSchema = z
  .object({
    type: z.literal("intro"),
    ...slideBase,
    /** The lesson's opening line, e.g. "Ouch! Pip Takes a Tumble". */
    heading: text(120),
    /**
     * The scene; "first|second" splits it into two paragraphs, the second shown in green
     * (docs/lesson-players.md#slide-lessons).
     */
    description: text(1000),
  })
  .strict()
  .refine((slide) => slide.description.split("|").length <= 2, {
    error: "description may have at most one | (two paragraphs)",
    path: ["description"],
  })
  .refine((slide) => slide.description.split("|").every((part) => part.trim().length > 0), {
    error: "each paragraph of description needs text on both sides of the |",
    path: ["description"],
  });

/** Two bordered boxes: the learning goal and the theme (docs/lesson-players.md#slide-lessons twoColumn). */
const twoColumnSlideSchema = z
  .object({
    type: z.literal("twoColumn"),
    ...slideBase,
    /** The learning goal (green box). */
    leftContainer: containerSchema,
    /** The theme of the moment (red box). */
    rightContainer: containerSchema,
  })
  .strict();

/**
 * Why the approach works and why the other doesn't, with a prompt to think about (docs/lesson-players.md#slide-lessons
 * thinking).
 */
const thinkingSlideSchema = z
  .object({
    type: z.literal("thinking"),
    ...slideBase,
    /** Slide heading; omitted → "Why This Works?" (docs/lesson-players.md#slide-lessons). */
    heading: text(120).optional(),
    /** A question for the parent to sit with, e.g. "What did Pip need to hear first?" */
    thinkingPrompt: text(400),
    /** Why the approach works, then why the other one doesn't. */
    infoBlocks: z.tuple([infoBlockSchema, infoBlockSchema]),
  })
  .strict();

/** What is going on inside the child's mind (docs/lesson-players.md#slide-lessons info). */
const infoSlideSchema = z
  .object({
    type: z.literal("info"),
    ...slideBase,
    /** e.g. "Inside Pip's Mind". */
    heading: text(120),
    /**
     * What is going on inside the child; the card layout shows only the first 3 (docs/lesson-players.md#card-layout).
     */
    infoBlocks: z.array(infoBlockSchema).min(1).max(4),
  })
  .strict();

/** A question with four lettered options; Next waits for the right answer (docs/lesson-players.md#slide-lessons). */
const mcqSlideSchema = z
  .object({
    type: z.literal("mcq"),
    ...slideBase,
    /** Which of mcqQuestions this slide asks. */
    questionId: z.enum(MCQ_IDS),
  })
  .strict();

/**
 * The tips carousel over the lesson's `tips`; Next waits until every tip was viewed
 * (docs/lesson-players.md#slide-lessons tips, docs/lesson-players.md#answer-rules).
 */
const tipsSlideSchema = z
  .object({
    type: z.literal("tips"),
    ...slideBase,
    /**
     * Omitted → "Growler Tips" (authored, card) or "MONSTER TIPS" (template) (docs/lesson-players.md#slide-lessons).
     */
    heading: text(120).optional(),
  })
  .strict();

/** The trophy, the XP earned and a completion line (docs/lesson-players.md#slide-lessons thankyou). */
const thankyouSlideSchema = z
  .object({
    type: z.literal("thankyou"),
    ...slideBase,
    /** e.g. "You helped Pip feel safe again!" */
    heading: text(160),
  })
  .strict();

/** One slide; the player shows "Unknown slide type" only for content that bypassed this schema. */
export const slideSchema = z.discriminatedUnion("type", [
  introSlideSchema,
  twoColumnSlideSchema,
  thinkingSlideSchema,
  infoSlideSchema,
  mcqSlideSchema,
  tipsSlideSchema,
  thankyouSlideSchema,
]);

/**
 * Every slide lesson (docs/lesson-players.md#slide-lessons, docs/lesson-players.md#card-layout,
 * docs/lesson-players.md#content-shapes): authored, card (Why Didn't You Pick Me?) and template
 * (First Teeth, Then Story; When the Screen Goes Off) are layouts of one player, so they share this shape.
 */
export const slideLessonContentSchema = z
  .object({
    /** Lesson heading and the XP the thank-you slide shows. */
    lessonInfo: z
      .object({
        /** The lesson's title as the slides show it. */
        title: text(100),
        /** XP on the thank-you slide; omitted → the lesson's xpReward (docs/lesson-players.md#content-shapes). */
        totalXP: z.number().int().min(0).max(200).optional(),
      })
      .strict(),
    /** How the player lays the slides out; omitted → the layout its activity type defaults to. */
    layout: z.enum(["authored", "card", "template"]).optional(),
    /** The questions, keyed mcq1 to mcq6; each is asked by an mcq slide. */
    mcqQuestions: z.partialRecord(z.enum(MCQ_IDS), mcqQuestionSchema),
    /**
     * The tips slide's carousel: six tips, each one short thing to say, do, skip or remember
     * (docs/lesson-players.md#slide-lessons).
     */
    tips: z.array(tipSchema).length(6),
    /**
     * In order; docs/lesson-players.md#slide-lessons: intro, twoColumn, thinking, info, mcq, mcq, tips, mcq ×4,
     * thankyou.
     */
    slides: z.array(slideSchema).min(1).max(20),
  })
  .strict()
  .superRefine((content, ctx) => {
    const asked = new Set<McqId>();
    content.slides.forEach((slide, index) => {
      if (slide.type !== "mcq") return;
      asked.add(slide.questionId);
      if (!content.mcqQuestions[slide.questionId]) {
        ctx.addIssue({
          code: "custom",
          message: `no question ${slide.questionId} in mcqQuestions`,
          path: ["slides", index, "questionId"],
        });
      }
    });
    for (const id of MCQ_IDS) {
      if (content.mcqQuestions[id] && !asked.has(id)) {
        ctx.addIssue({ code: "custom", message: `${id} is never asked by an mcq slide`, path: ["mcqQuestions", id] });
      }
    }
  });
