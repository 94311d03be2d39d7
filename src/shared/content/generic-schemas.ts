import { z } from "zod";
import { text } from "./fields";


/**
 * docs/lesson-players.md#content-shapes "Multiple choice", with feedback per option (docs/content-guide.md#feedback).
 */
export const multipleChoiceContentSchema = z
  .object({
    /** The moment, concrete: time, place, what the child says and does. */
    scenario: text(800),
    /** What the parent is asked, e.g. "What could you say first?" */
    question: text(200),
    /** Four plausible answers; one connects first. */
    options: z.array(text(240)).length(4),
    /** 0-based index of the right option. */
    correctAnswer: z.number().int().min(0).max(3),
    /** Shown after Submit Answer: why the right answer works, in the child's terms. */
    explanation: text(600),
    /** Per option, the kind feedback for choosing it (same order as options). */
    optionFeedback: z.array(text(600)).length(4),
  })
  .strict();

/** A follow-up question inside a branch (docs/lesson-players.md#content-shapes "Branching"). */
const followUpSchema = z
  .object({
    scenario: text(800),
    question: text(200),
    options: z.array(text(240)).min(2).max(4),
    correctAnswer: z.number().int().min(0).max(3),
    explanation: text(600),
    /**
     * Per option, what follows from picking it, in the same order as options (docs/content-guide.md#own-explanation);
     * omitted → the explanation is shown for every pick.
     */
    optionFeedback: z.array(text(600)).min(2).max(4).optional(),
  })
  .strict()
  .refine((f) => f.correctAnswer < f.options.length, { error: "correctAnswer must point at an option" })
  .refine((f) => !f.optionFeedback || f.optionFeedback.length === f.options.length, {
    error: "optionFeedback needs one text per option",
    path: ["optionFeedback"],
  });

/**
 * docs/lesson-players.md#content-shapes "Branching": the first choice opens a branch with its result and a follow-up.
 */
export const branchingScenarioContentSchema = z
  .object({
    scenario: text(800),
    question: text(200),
    options: z.array(text(240)).min(2).max(4),
    /** The option that connects first; scoring gives 100 for it and 60 otherwise. */
    correctAnswer: z.number().int().min(0).max(3),
    /** One branch per option, in the same order. */
    branches: z.array(z.object({ result: text(800), followUp: followUpSchema }).strict()).min(2).max(4),
    /** The one idea to take away. */
    finalInsight: text(600),
    /** Short name of the skill practised, e.g. "Naming feelings before fixing". */
    skillLearned: text(120),
  })
  .strict()
  .refine((c) => c.branches.length === c.options.length, { error: "one branch per option" })
  .refine((c) => c.correctAnswer < c.options.length, { error: "correctAnswer must point at an option" });

/** docs/lesson-players.md#content-shapes "Categorise": sort items into categories. */
export const dragDropContentSchema = z
  .object({
    scenario: text(800),
    /** e.g. "Sort each response: does it connect first, or skip the feeling?" */
    instruction: text(240),
    items: z.array(z.object({ id: text(40), text: text(200) }).strict()).min(4).max(8),
    categories: z.array(z.object({ id: text(40), label: text(60) }).strict()).min(2).max(3),
    /** itemId → categoryId for every item. */
    correctMapping: z.record(z.string(), z.string()),
    /** Shown with the marks: why the sorting matters. */
    explanation: text(600),
  })
  .strict()
  .refine(
    (c) =>
      c.items.every((item) => c.categories.some((category) => category.id === c.correctMapping[item.id])) &&
      Object.keys(c.correctMapping).length === c.items.length,
    { error: "correctMapping must map every item to a category" },
  );

/** docs/lesson-players.md#content-shapes "Emotions": which feelings might the child have? */
export const emotionalSelectorContentSchema = z
  .object({
    scenario: text(800),
    /** e.g. "What might Pip be feeling? Pick all that fit." */
    question: text(200),
    emotions: z
      .array(z.object({ id: text(40), label: text(40), intensity: z.enum(["low", "medium", "high"]) }).strict())
      .min(4)
      .max(10),
    /** Ids of the emotions that fit the scene; empty for a reflection. */
    correctEmotions: z.array(text(40)),
    /**
     * True when the feelings are the parent's own: nothing is marked right or wrong, every choice is accepted
     * (a parent's feelings are never wrong), and the explanation speaks to whatever was chosen.
     */
    reflection: z.boolean().optional(),
    /** Shown with the marks: what the feelings mean and how to name them aloud. */
    explanation: text(600),
  })
  .strict()
  .refine((c) => c.correctEmotions.every((id) => c.emotions.some((emotion) => emotion.id === id)), {
    error: "correctEmotions must be ids of listed emotions",
  })
  .refine((c) => (c.reflection === true) === (c.correctEmotions.length === 0), {
    error: "a reflection lists no correct emotions; any other emotion lesson lists at least one",
  });
