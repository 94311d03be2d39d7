import { z } from "zod";
import { text } from "./fields";
import { illustrationSchema } from "./slide-schemas";

/** One page of a slideshow shown before the lesson's activity (docs/lesson-players.md#intros). */
export const introPageSchema = z.object({ heading: text(80), text: text(600), illustration: illustrationSchema }).strict();

/**
 * What differs between the steps lessons beyond their content (docs/lesson-players.md#steps-lessons): the few words and
 * retry choices that belong to the lesson.
 */
export const stepRulesSchema = z
  .object({
    /** The button that moves on a step (Setting Limits: "Next", docs/lesson-players.md#setting-limits). */
    nextLabel: text(40),
    /** The button that ends the lesson's activities: on the last step, or the step before the completion screen. */
    finishLabel: text(40),
    /** Heading of the feedback after a right pick. */
    correctHeading: text(60),
    /** Heading of the feedback after a wrong pick (docs/lesson-players.md#player-messages wrong-answer messages). */
    wrongHeading: text(60),
    /**
     * "Try Again" clears the pick (Snack Attack, docs/lesson-players.md#snack-attack), or only closes the feedback and
     * keeps it (docs/lesson-players.md#setting-limits).
     */
    retryClearsPick: z.boolean(),
    /**
     * Closing a right answer's quiz feedback (close icon, Escape) moves on, as its button does
     * (docs/lesson-players.md#setting-limits).
     */
    closingRightQuizAdvances: z.boolean(),
  })
  .strict();

/**
 * How the frame and player play one lesson, kept with the lesson (never keyed by title in code): the intro
 * slideshow, the slide layout, the steps rules and where the parent goes when done.
 */
export const lessonPlaySchema = z
  .object({
    intro: z.array(introPageSchema).min(1).max(6).optional(),
    /**
     * Slide lessons: authored (docs/lesson-players.md#slide-lessons), card (docs/lesson-players.md#card-layout) or
     * template (MONSTER TIPS, no Previous).
     */
    slideLayout: z.enum(["authored", "card", "template"]).optional(),
    stepRules: stepRulesSchema.optional(),
    /** Where the celebration's done button leads (docs/lesson-players.md#homework-challenge). */
    afterCompletion: z.object({ path: z.enum(["/", "/lessons-overview"]), label: text(40) }).strict().optional(),
  })
  .strict();

export type IntroPage = z.infer<typeof introPageSchema>;
export type StepRules = z.infer<typeof stepRulesSchema>;
export type LessonPlay = z.infer<typeof lessonPlaySchema>;
