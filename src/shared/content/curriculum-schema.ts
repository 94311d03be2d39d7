import { z } from "zod";
import { ACTIVITY_TYPES } from "./activity-types";
import { SKILL_IDS } from "./skills";
import { TOPICS } from "./topics";
import { text } from "./fields";
import { lessonPlaySchema } from "./play-schema";
import { CONTENT_AGE_GROUPS, CONTENT_AGE_TAGS, type ContentAgeGroup } from "./age-groups";

// The age groups live in a module of their own, free of zod, for the screens of every day (./age-groups.ts).
export { CONTENT_AGE_GROUPS, CONTENT_AGE_TAGS, type ContentAgeGroup };

/**
 * A teaching card the lesson frame shows before the activity: a scene, the idea behind it, the words to use.
 * Lessons whose activity is a single question open with one to five of these so the lesson teaches, then asks.
 */
export const leadCardSchema = z
  .object({
    heading: text(80),
    body: text(1200),
    /**
     * A quick question on the card, answered before Next (docs/lesson-players.md#a-check-on-a-teaching-card): it breaks
     * a long lead with a scored moment, so no parent reads far before they choose.
     */
    check: z
      .object({
        /** What the parent is asked about the card's scene. */
        question: text(300),
        /** Three or four answers, in the order shown. */
        options: z.array(text(240)).min(3).max(4),
        /** 0-based index of the right option. */
        correctAnswer: z.number().int().min(0).max(3),
        /** Per option, what follows from picking it (same order as options). */
        optionFeedback: z.array(text(600)).min(3).max(4),
      })
      .strict()
      .refine((check) => check.correctAnswer < check.options.length, { error: "correctAnswer must point at an option", path: ["correctAnswer"] })
      .refine((check) => check.optionFeedback.length === check.options.length, {
        error: "optionFeedback needs one text per option",
        path: ["optionFeedback"],
      })
      .optional(),
  })
  .strict();

/** The one thing to try with the child this week: when, the words to say, and what to expect. */
export const practiceSchema = z
  .object({
    /** Short name, e.g. "Name it before you fix it". */
    title: text(80),
    /** The moment to use it, e.g. "The next time a snack breaks or a game ends". */
    when: text(300),
    /** The words to say, in quotes. */
    say: text(300),
    /** What to expect, honestly ("It may get louder before it gets quieter"). */
    expect: text(400),
  })
  .strict();

/** content/levels.json: docs/screens.md#data-model levels. */
export const levelSchema = z
  .object({
    id: z.number().int().positive(),
    title: z.string().min(1).max(80),
    description: z.string().min(1).max(300),
    /** A single emoji shown on banners. */
    icon: z.string().min(1).max(8),
    color: z.enum(["blue", "purple", "orange", "green"]),
    order: z.number().int().positive(),
    /**
     * The one age group a level is written for (0-2, 9-12, 13+): such a level is open from the start to every parent
     * and is where a parent of that age starts (docs/product-rules.md#age-levels). Absent on the general levels.
     */
    ages: z.array(z.enum(CONTENT_AGE_GROUPS)).length(1).optional(),
  })
  .strict();

/**
 * content/badges.json: the module badges (docs/product-rules.md#achievements). Each is awarded by the one module
 * closing whose `badgeEarned.id` names it; the profile lists it beside the achievements the rules award.
 */
export const moduleBadgeSchema = z
  .object({
    /** Stable id, kept in a parent's achievements: the module closing's `badgeEarned.id`. */
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "badge id must be kebab-case"),
    /** The badge's name on the profile, the same as the module closing's `badgeEarned.title`. */
    title: text(80),
    /** What the parent did, shown on the profile once earned. */
    description: text(300),
    /** What to do to earn it, shown on the profile until then, e.g. "Finish Module 1 Closing, …". */
    howToEarn: text(300),
  })
  .strict();
export type ModuleBadge = z.infer<typeof moduleBadgeSchema>;

/** content/lessons/*.json: docs/screens.md#data-model lessons, plus the skill it practises and a one-line theme. */
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
    /** What the lesson is about in a parent's words (./topics.ts), for the path's "For you" (shared/rules/for-you). */
    topics: z.array(z.enum(TOPICS)).min(1).max(4),
    /**
     * The lesson touches anger, hitting or hurting, a crying baby, the parent's low mood or tells the parent to call
     * someone: its intro links to Get help now (docs/content-guide.md#help-links).
     */
    helpLink: z.literal(true).optional(),
    activityType: z.enum(ACTIVITY_TYPES),
    /** What the lesson is about, in one line (for writers and reviewers). */
    theme: z.string().min(1).max(300),
    /** Type-specific content; null until its player's issue authors it. */
    content: z.unknown().nullable(),
    /** Teaching cards shown before the activity (see leadCardSchema). */
    lead: z.array(leadCardSchema).min(1).max(5).optional(),
    /** The practice for this week that the lesson ends with. */
    practice: practiceSchema.optional(),
    /** The age groups of the child in the lesson's scenes, for "For your child's age"; "multiple" for several children. */
    ages: z.array(z.enum(CONTENT_AGE_TAGS)).min(1).optional(),
    /** How the lesson is played: intro, layout, step rules, where it ends (see lessonPlaySchema). */
    play: lessonPlaySchema.optional(),
  })
  .strict()
  .superRefine((lesson, context) => {
    // What differs between lessons of one kind is their data: each kind's own part of `play` belongs to it alone.
    if (lesson.activityType === "steps" && lesson.content !== null && !lesson.play?.stepRules) {
      context.addIssue({ code: "custom", path: ["play", "stepRules"], message: "a steps lesson names its step rules" });
    }
    if (lesson.activityType !== "steps" && lesson.play?.stepRules) {
      context.addIssue({ code: "custom", path: ["play", "stepRules"], message: "only a steps lesson has step rules" });
    }
    if (lesson.activityType !== "slides" && lesson.play?.slideLayout) {
      context.addIssue({ code: "custom", path: ["play", "slideLayout"], message: "only a slides lesson has a slide layout" });
    }
  });

export type LeadCard = z.infer<typeof leadCardSchema>;
export type Practice = z.infer<typeof practiceSchema>;
export type LevelFile = z.infer<typeof levelSchema>;
export type LessonFile = z.infer<typeof lessonFileSchema>;
