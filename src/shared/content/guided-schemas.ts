import { z } from "zod";
import { text } from "./fields";
import { CHARACTERS } from "./slide-schemas";


/** A question with one right option by index, as in docs/lesson-players.md#guided-flow. */
const indexedQuestionSchema = z
  .object({
    /** What the parent is asked. */
    question: text(300),
    /** Two to four answers, in the order shown. */
    options: z.array(text(240)).min(2).max(4),
    /** 0-based index of the right option. */
    correctAnswer: z.number().int().min(0).max(3),
    /** Shown once answered: why the right option works. */
    explanation: text(600),
    /**
     * Per option, why picking it helps or backfires, in the same order as options (docs/content-guide.md#own-explanation);
     * omitted → only the explanation is shown.
     */
    optionFeedback: z.array(text(600)).min(2).max(4).optional(),
  })
  .strict()
  .refine((question) => question.correctAnswer < question.options.length, {
    error: "correctAnswer must point at an option",
    path: ["correctAnswer"],
  })
  .refine((question) => !question.optionFeedback || question.optionFeedback.length === question.options.length, {
    error: "optionFeedback needs one text per option",
    path: ["optionFeedback"],
  });

/** One follow-up scenario; the guided flow loops through each (docs/lesson-players.md#guided-flow). */
const followUpScenarioSchema = z
  .object({
    /** The skill it practises, e.g. "Naming the feeling". */
    theme: text(80),
    /** e.g. "Later, at bath time". */
    title: text(120),
    /** The new moment. */
    scenario: text(800),
    /** What the parent is asked. */
    question: text(300),
    /** Two to four answers, each with what follows from it. */
    choices: z
      .array(
        z
          .object({
            /** Stable id within the scenario, e.g. "a". */
            id: text(40),
            /** The answer as the parent would say or do it. */
            text: text(240),
            /** Whether this answer connects first. */
            isCorrect: z.boolean(),
            /** What happens next if the parent picks it (the "follow-up outcome"). */
            outcome: text(600),
          })
          .strict(),
      )
      .min(2)
      .max(4),
    /** Shown with the outcome: the idea behind the right answer. */
    explanation: text(600),
  })
  .strict()
  .refine((scenario) => scenario.choices.some((choice) => choice.isCorrect), {
    error: "at least one choice must be correct",
    path: ["choices"],
  })
  .refine((scenario) => new Set(scenario.choices.map((choice) => choice.id)).size === scenario.choices.length, {
    error: "choice ids must be unique",
    path: ["choices"],
  });

/** docs/lesson-players.md#guided-flow: the long guided flow of the roleplay-simulation lesson. */
export const roleplaySimulationContentSchema = z
  .object({
    /** The opening moment, concrete: time, place, what the child says and does. */
    scenario: text(800),
    /** The moment from the child's side (named for Pip; any child of the cast). */
    pipPerspective: z
      .object({
        /** Whose side it is; omitted → Pip. */
        character: z.enum(CHARACTERS).optional(),
        /** e.g. "Inside Pip's Head". */
        title: text(120),
        /** The child's inner voice, one thought a line. */
        thoughts: z.array(text(300)).min(1).max(5),
        /** Feelings the child may have, e.g. "Scared", "Embarrassed". */
        emotions: z.array(text(40)).min(1).max(6),
      })
      .strict(),
    /**
     * The parent's first choice; scoring gives 100 for the right option and 70 otherwise
     * (docs/lesson-players.md#scoring).
     */
    parentResponse: indexedQuestionSchema,
    /** What follows the parent's pick: one text for every pick, or one per option in option order. */
    result: z.union([text(800), z.array(text(800)).min(2).max(4)]),
    /** More moments to practise; omitted or empty → straight to the tips. */
    followUpScenarios: z.array(followUpScenarioSchema).max(4).optional(),
    /** Growler's tips, shown one at a time with Previous and Next; omitted → straight to the quiz. */
    monsterTips: z.array(text(400)).min(1).max(8).optional(),
    /** A short check; each answer locks after the first pick; omitted → straight to the reflection. */
    microQuiz: z
      .object({
        /** One to five questions. */
        questions: z.array(indexedQuestionSchema).min(1).max(5),
      })
      .strict()
      .optional(),
    /** The reflection saved to the journal; omitted → straight to the end. */
    reflectionPrompts: z
      .object({
        /** A single choice of how the parent feels. */
        feelingPrompt: z
          .object({
            /** e.g. "How did that feel to practise?" */
            question: text(200),
            /** Feelings to pick from, an emoji may lead, e.g. "😌 Calmer". */
            options: z.array(text(40)).min(2).max(8),
          })
          .strict(),
        /** Free notes; "Save to Journal" needs them non-blank (docs/lesson-players.md#guided-flow). */
        improvementPrompt: z
          .object({
            /** e.g. "What would you like to try next time?" */
            question: text(200),
            /** Greyed hint inside the text box. */
            placeholder: text(200),
          })
          .strict(),
      })
      .strict()
      .optional(),
  })
  .strict()
  .refine((c) => typeof c.result === "string" || c.result.length === c.parentResponse.options.length, {
    error: "result needs one text per parentResponse option",
    path: ["result"],
  });

/** A free-text reflection question. */
const textPromptSchema = z
  .object({
    /** What the parent is asked. */
    question: text(200),
    /** Greyed hint inside the text box. */
    placeholder: text(200),
  })
  .strict();

/**
 * docs/lesson-players.md#module-closing, docs/lesson-players.md#content-shapes: the module closing (overview,
 * takeaways, selfcare, reflection, badge, complete).
 */
export const moduleCloserContentSchema = z
  .object({
    /** The overview's heading, e.g. "Module 1: Validation". */
    heading: text(120),
    /** The overview: what the module covered, as a short look back. */
    scenario: text(800),
    /** The ideas to keep, one a line. */
    keyTakeaways: z.array(text(300)).min(2).max(6),
    /** Small things a tired parent can do for themselves; the parent may pick one. */
    selfCareActivities: z
      .array(
        z
          .object({
            /** e.g. "Three slow breaths". */
            title: text(80),
            /** How to do it. */
            description: text(300),
            /** How long it takes, e.g. "2 minutes". */
            duration: text(40).optional(),
          })
          .strict(),
      )
      .min(2)
      .max(6),
    /** A kind reminder under the activities, e.g. "Looking after yourself is part of looking after them." */
    reminderMessage: text(300),
    /** The reflection step; nothing in it is required (docs/lesson-players.md#answer-rules). */
    reflectionPrompts: z
      .object({
        /** Looking back at the module. */
        completionPrompt: textPromptSchema,
        /** Where the parent will use it this week. */
        applicationPrompt: textPromptSchema,
        /** A single-choice list of self-care intentions. */
        selfCarePrompt: z
          .object({
            /** What the parent is asked. */
            question: text(200),
            /** Greyed hint, if the player adds a note box. */
            placeholder: text(200).optional(),
            /** The choices of the radio list. */
            options: z.array(text(120)).min(2).max(6),
          })
          .strict(),
      })
      .strict(),
    /** The badge revealed on the badge step; its xpBonus is awarded once (docs/product-rules.md#xp). */
    badgeEarned: z
      .object({
        /** The badge's id in content/badges.json, e.g. "module-1" (docs/content-guide.md#module-badges). */
        id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "badge id must be kebab-case"),
        /** e.g. "Feelings Friend". */
        title: text(80),
        /** What the parent did to earn it. */
        description: text(300),
        /** Bonus XP, shown as "+N Bonus XP". */
        xpBonus: z.number().int().min(1).max(200),
      })
      .strict(),
    /** "Keep growing" tips on the badge step. */
    keepGrowingTips: z.array(text(300)).min(1).max(6),
    /** The complete step's one idea to take away. */
    finalInsight: text(600),
  })
  .strict();
