import { z } from "zod";
import { text } from "./fields";
import { illustrationSchema } from "./slide-schemas";

/** One page of a slideshow shown before the lesson's activity (spec §2.4 intro slideshows). */
export const introPageSchema = z.object({ heading: text(80), text: text(600), illustration: illustrationSchema }).strict();

/**
 * What differs between the steps lessons beyond their content (spec §4.6–4.9): the few words and retry choices the
 * spec ties to the lesson.
 */
export const stepRulesSchema = z
  .object({
    /** The button that moves on a step (Setting Limits: "Next", spec §4.7). */
    nextLabel: text(40),
    /** The button that ends the lesson's activities: on the last step, or the step before the completion screen. */
    finishLabel: text(40),
    /** Heading of the feedback after a right pick. */
    correctHeading: text(60),
    /** Heading of the feedback after a wrong pick (spec §8 wrong-answer messages). */
    wrongHeading: text(60),
    /** "Try Again" clears the pick (Snack §4.6), or only closes the feedback and keeps it (Setting Limits §4.7). */
    retryClearsPick: z.boolean(),
    /** Closing a right answer's quiz feedback (close icon, Escape) moves on, as its button does (Setting Limits §4.7). */
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
    /** Slide lessons: authored (spec §2.2), card (§2.3) or template (MONSTER TIPS, no Previous). */
    slideLayout: z.enum(["authored", "card", "template"]).optional(),
    stepRules: stepRulesSchema.optional(),
    /** Where the celebration's done button leads (spec §2.1, §4.9: the Homework quiz goes to the lessons). */
    afterCompletion: z.object({ path: z.enum(["/", "/lessons-overview"]), label: text(40) }).strict().optional(),
  })
  .strict();

export type IntroPage = z.infer<typeof introPageSchema>;
export type StepRules = z.infer<typeof stepRulesSchema>;
export type LessonPlay = z.infer<typeof lessonPlaySchema>;
