import { z } from "zod";
import { text } from "./fields";
import { CHARACTERS, illustrationSchema } from "./slide-schemas";


/**
 * Letters of the choice buttons; A=0 … D=3 (docs/lesson-players.md#content-shapes,
 * docs/lesson-players.md#answer-rules).
 */
export const CHOICE_IDS = ["A", "B", "C", "D"] as const;
export type ChoiceId = (typeof CHOICE_IDS)[number];

/** One answer button of a choice, scenario or quiz question. */
const choiceSchema = z
  .object({
    /** Its letter; choices run A, B, C, D in order. */
    id: z.enum(CHOICE_IDS),
    /** The answer as the parent would say or do it. */
    text: text(240),
    /** Button colour; omitted → the player picks by position. */
    color: z.enum(["red", "yellow", "blue", "green"]).optional(),
    /**
     * True for a right answer; several may be right (docs/lesson-players.md#snack-attack: B and D). Or use the
     * question's correctChoice.
     */
    correct: z.boolean().optional(),
    /** Why this pick works or not, shown after it is picked (after "Why this approach might not work:" when wrong). */
    feedback: text(600).optional(),
  })
  .strict();

/**
 * A feeling named in a scene, or offered in a reflection's emotion check (docs/lesson-players.md#snack-attack: 3
 * emoji).
 */
const emotionSchema = z
  .object({
    /** The feeling in a word or two, e.g. "Hungry". */
    label: text(40),
    /** One emoji shown with it, e.g. "😋". */
    emoji: text(8).optional(),
  })
  .strict();

/** What the parent is asked and may answer: shared by choice, scenario and quiz questions. */
const questionFields = {
  /** What the parent is asked, e.g. "Pip wants crackers ten minutes before dinner. What could you say?" */
  question: text(300),
  /** How to answer, e.g. "Choose one:". */
  instruction: text(160).optional(),
  /** Two to four answers, lettered A, B, C, D in order. */
  choices: z.array(choiceSchema).min(2).max(4),
  /** 0-based index of the one right choice, instead of correct flags on the choices. */
  correctChoice: z.number().int().min(0).max(3).optional(),
  /** Popup or panel texts; omitted parts fall back to the defaults of docs/lesson-players.md#player-messages. */
  feedback: z
    .object({
      /**
       * Shown on a right pick; omitted → the default of docs/lesson-players.md#player-messages, "Great choice! You're
       * maintaining boundaries…".
       */
      correct: text(600).optional(),
      /**
       * Points shown on any wrong pick; omitted → the default of docs/lesson-players.md#player-messages, "This approach
       * might not be the most effective…".
       */
      incorrect: z.array(text(600)).min(1).max(4).optional(),
    })
    .strict()
    .optional(),
  /** Why the right answer works, one point a line, shown once it is picked. */
  explanation: z.array(text(400)).min(1).max(6).optional(),
};

type QuestionFields = {
  choices: { id: ChoiceId; correct?: boolean | undefined }[];
  correctChoice?: number | undefined;
};

/** The choice ids that count as right, whichever way the content marks them. */
export function correctChoiceIds(question: QuestionFields): ChoiceId[] {
  if (question.correctChoice !== undefined) {
    const choice = question.choices[question.correctChoice];
    return choice ? [choice.id] : [];
  }
  return question.choices.filter((choice) => choice.correct === true).map((choice) => choice.id);
}

/** Adds a content error at `path` (relative to the object being refined). */
function addIssue(ctx: z.RefinementCtx, path: (string | number)[], message: string) {
  ctx.addIssue({ code: "custom", message, path });
}

/** Rules every question obeys, so a player never meets a question nobody can get right. */
function checkQuestion(question: QuestionFields, ctx: z.RefinementCtx) {
  question.choices.forEach((choice, index) => {
    const letter = CHOICE_IDS[index];
    if (choice.id !== letter) addIssue(ctx, ["choices", index, "id"], `choice ${index + 1} must have id ${letter}`);
  });
  const flagged = question.choices.some((choice) => choice.correct !== undefined);
  if (question.correctChoice !== undefined && flagged) {
    addIssue(ctx, ["correctChoice"], "use either correctChoice or correct flags, not both");
  } else if (question.correctChoice !== undefined && question.correctChoice >= question.choices.length) {
    addIssue(ctx, ["correctChoice"], "correctChoice must point at a choice");
  } else if (correctChoiceIds(question).length === 0) {
    addIssue(ctx, ["choices"], "at least one choice must be correct");
  }
}

/** How a question-bearing step reacts to an answer: docs/lesson-players.md#steps-lessons as data. */
const answerRuleFields = {
  /**
   * Score for a right answer, per question on quiz steps (docs/lesson-players.md#scoring: 10; Pajama quiz 5; Homework
   * 25).
   */
  points: z.number().int().min(0).max(100).default(0),
  /** "modal": a feedback popup (Snack, Limits, Homework); "immediate": inline, correct panel after 500 ms (Pajama). */
  evaluation: z.enum(["modal", "immediate"]).default("modal"),
  /** "retry": a wrong pick shows "Try Again", the parent stays; "continue": feedback, then Continue opens (Pajama). */
  onWrong: z.enum(["retry", "continue"]).default("retry"),
  /**
   * The first pick is final: choices lock once answered (micro quizzes, docs/lesson-players.md#snack-attack,
   * docs/lesson-players.md#answer-rules).
   */
  lockOnAnswer: z.boolean().default(false),
  /**
   * True lets the parent continue before answering; false waits for an answer (docs/lesson-players.md#setting-limits
   * "require a selection").
   */
  canProceed: z.boolean().default(false),
};

/** A locked answer can't be retried. */
function checkAnswerRules(step: { onWrong: string; lockOnAnswer: boolean }, ctx: z.RefinementCtx) {
  if (step.lockOnAnswer && step.onWrong === "retry") {
    addIssue(ctx, ["onWrong"], 'lockOnAnswer needs onWrong "continue": a locked answer cannot be retried');
  }
}

/** Fields every step carries. */
const stepBase = {
  /** Heading of the step, e.g. "Pip's Perspective". */
  title: text(120),
  /** One emoji beside the title. */
  icon: text(8).optional(),
  /** A drawing for the step; omitted → none. */
  illustration: illustrationSchema.optional(),
};

/** The scene, one paragraph an entry. */
const paragraphs = z.array(text(800)).min(1).max(6);

/** A scene or the child's perspective; Continue is always open. */
const storyStepSchema = z
  .object({
    type: z.literal("story"),
    ...stepBase,
    /** What happens, or what the child is thinking. */
    paragraphs,
    /** Feelings the child may have, shown as chips. */
    emotions: z.array(emotionSchema).min(1).max(6).optional(),
  })
  .strict();

/** One decision for the parent (docs/lesson-players.md#steps-lessons). */
const choiceStepSchema = z
  .object({
    type: z.literal("choice"),
    ...stepBase,
    /** A short lead-in before the question. */
    paragraphs: paragraphs.optional(),
    ...questionFields,
    ...answerRuleFields,
  })
  .strict()
  .superRefine((step, ctx) => {
    checkQuestion(step, ctx);
    checkAnswerRules(step, ctx);
  });

/** A new situation and its decision (docs/lesson-players.md#snack-attack "Follow-up Scenario"). */
const scenarioStepSchema = z
  .object({
    type: z.literal("scenario"),
    ...stepBase,
    /** A new situation, told before its question (docs/lesson-players.md#snack-attack "Follow-up Scenario"). */
    paragraphs,
    ...questionFields,
    ...answerRuleFields,
  })
  .strict()
  .superRefine((step, ctx) => {
    checkQuestion(step, ctx);
    checkAnswerRules(step, ctx);
  });

/** One question of a quiz step. */
const quizQuestionSchema = z
  .object(questionFields)
  .strict()
  .superRefine((question, ctx) => checkQuestion(question, ctx));

/**
 * A micro quiz of one or more questions (docs/lesson-players.md#snack-attack, docs/lesson-players.md#setting-limits,
 * docs/lesson-players.md#homework-challenge).
 */
const quizStepSchema = z
  .object({
    type: z.literal("quiz"),
    ...stepBase,
    /** Asked one at a time ("Next Question"); the Snack micro quiz has 5 (docs/lesson-players.md#snack-attack). */
    questions: z.array(quizQuestionSchema).min(1).max(10),
    ...answerRuleFields,
  })
  .strict()
  .superRefine(checkAnswerRules);

/** What followed the parent's pick on the step before (docs/lesson-players.md#setting-limits). */
const resultStepSchema = z
  .object({
    type: z.literal("result"),
    ...stepBase,
    /** What happened after the parent's pick on the step before. */
    paragraphs,
    /** Why it went that way, one point a line. */
    explanation: z.array(text(400)).min(1).max(6).optional(),
    /**
     * After a wrong pick on the step before, a "try again" popup whose closing skips forward anyway
     * (docs/lesson-players.md#setting-limits).
     */
    skipOnWrong: z.boolean().default(false),
  })
  .strict();

/** A tip: one line, or a title with its content (docs/lesson-players.md#content-shapes). */
const stepTipSchema = z.union([
  text(400),
  z
    .object({
      /** e.g. "Name it first". */
      title: text(80),
      /** The tip itself. */
      content: text(400),
    })
    .strict(),
]);

/** Tips one at a time, with Previous and Next (docs/lesson-players.md#setting-limits). */
const tipsStepSchema = z
  .object({
    type: z.literal("tips"),
    ...stepBase,
    /**
     * One at a time; every one must be viewed before moving on unless canProceed (docs/lesson-players.md#answer-rules).
     */
    tips: z.array(stepTipSchema).min(1).max(8),
    /** True lets the parent move on before viewing every tip. */
    canProceed: z.boolean().default(false),
  })
  .strict();

/**
 * Prompts for the parent to answer in their own words (docs/lesson-players.md#steps-lessons,
 * docs/lesson-players.md#answer-rules).
 */
const reflectionStepSchema = z
  .object({
    type: z.literal("reflection"),
    ...stepBase,
    /** A line above the prompts, e.g. "Take a quiet minute. There are no wrong answers." */
    instruction: text(240).optional(),
    /** One text box each. */
    prompts: z.array(text(300)).min(1).max(5),
    /**
     * An emotion check to pick one from; omitted → none (Snack offers 3 emoji, docs/lesson-players.md#snack-attack).
     */
    emotions: z.array(emotionSchema).min(2).max(5).optional(),
    /**
     * Shows "Save Reflection to Journal", which saves the answers and moves on (docs/lesson-players.md#snack-attack).
     */
    saveToJournal: z.boolean().default(false),
    /**
     * True makes the prompts optional (Snack); false needs every prompt filled (docs/lesson-players.md#answer-rules).
     */
    canProceed: z.boolean().default(false),
  })
  .strict();

/** The last screen; finishing it reports the score (docs/lesson-players.md#pajama-puzzle). */
const completionStepSchema = z
  .object({
    type: z.literal("completion"),
    ...stepBase,
    /** A warm send-off; the step reports the score when the parent finishes. */
    paragraphs: paragraphs.optional(),
  })
  .strict();

/**
 * One step; the player shows "Unknown step type" only for content that bypassed this schema
 * (docs/lesson-players.md#player-messages).
 */
export const stepSchema = z.discriminatedUnion("type", [
  storyStepSchema,
  choiceStepSchema,
  scenarioStepSchema,
  quizStepSchema,
  resultStepSchema,
  tipsStepSchema,
  reflectionStepSchema,
  completionStepSchema,
]);

/**
 * Every steps lesson (docs/lesson-players.md#steps-lessons, docs/lesson-players.md#content-shapes): Snack Attack,
 * Setting Limits, Pajama Puzzle and Homework Challenge, all of the kind `steps`.
 */
export const stepLessonContentSchema = z
  .object({
    /** The lesson's title as the steps show it. */
    title: text(100),
    /** A screen before the first step, with a continue action (docs/lesson-players.md#snack-attack); omitted → none. */
    intro: z
      .object({
        /** e.g. "Snack Attack!" */
        heading: text(120),
        /** What the lesson is about, in a sentence or two. */
        description: text(600),
        /** Who greets the parent. */
        character: z.enum(CHARACTERS),
      })
      .strict()
      .optional(),
    /** Shows "Previous" from the second step on (Pajama Puzzle, docs/lesson-players.md#pajama-puzzle). */
    allowBack: z.boolean().default(false),
    /** In order; progress is reported as (step + 1) / steps × 100. */
    steps: z.array(stepSchema).min(1).max(16),
  })
  .strict()
  .superRefine((content, ctx) => {
    content.steps.forEach((step, index) => {
      if (step.type === "completion" && index !== content.steps.length - 1) {
        addIssue(ctx, ["steps", index, "type"], "a completion step must be the last step");
      }
      const before = content.steps[index - 1];
      if (step.type === "result" && step.skipOnWrong && before?.type !== "choice" && before?.type !== "scenario") {
        addIssue(ctx, ["steps", index, "skipOnWrong"], "skipOnWrong needs a choice or scenario step just before");
      }
    });
  });
