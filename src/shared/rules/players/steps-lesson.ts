import { z } from "zod";
import type { StepLessonContent } from "../../content/content-schemas";
import { CHOICE_IDS, type ChoiceId } from "../../content/step-schemas";
import { isIndexIn, restoreWith } from "./restore";
import type { ScoreSummary } from "./score-summary";
import { answerKey, isCorrectChoice, stepQuestions } from "../step-scoring";

/** docs/lesson-players.md#content-shapes "reflection answers (prompt_N)". */
export const promptKey = (promptIndex: number) => `prompt_${promptIndex}`;

const choiceId = z.enum(CHOICE_IDS);

/**
 * One steps lesson's state (docs/lesson-players.md#content-shapes) as plain data: the step, the quiz question, the
 * picks per question (`step_N`), which pick's panel shows, the open feedback, the tips seen, the reflection answers
 * (`prompt_N`) per step, and the picks that were right the first time. The score is worked out from the picks.
 */
export const stepsLessonStateSchema = z.object({
  started: z.boolean(),
  stepIndex: z.number().int().min(0),
  questionIndex: z.number().int().min(0),
  answers: z.record(z.string(), choiceId),
  /** Inline evaluation: the pick whose panel shows, per question. */
  revealed: z.record(z.string(), choiceId),
  /** The question whose feedback is open. */
  dialogKey: z.string().nullable(),
  tipIndex: z.number().int().min(0),
  tipsViewed: z.array(z.number().int().min(0)),
  /** Step index → prompt key → answer. */
  reflections: z.record(z.string(), z.record(z.string(), z.string().max(1000))),
  feeling: z.string().max(60).nullable(),
  /** Question key → whether the first pick was right. */
  firstTries: z.record(z.string(), z.boolean()),
  /** Reflection steps already saved to the journal. */
  journalSaved: z.array(z.number().int().min(0)),
  /** True once the parent has moved, so a new step's heading takes focus (not on first load). */
  moved: z.boolean(),
  completed: z.boolean(),
});
export type StepsLessonState = z.infer<typeof stepsLessonStateSchema>;

export type StepsLessonAction =
  | { type: "begin" }
  | { type: "goToStep"; index: number }
  | { type: "nextQuestion" }
  | { type: "pick"; key: string; choice: ChoiceId; correct: boolean; modal: boolean }
  | { type: "reveal"; key: string; choice: ChoiceId }
  | { type: "retry"; clearPick: boolean }
  | { type: "closeDialog" }
  | { type: "viewTip"; index: number }
  | { type: "reflect"; promptIndex: number; value: string }
  | { type: "feeling"; feeling: string }
  | { type: "journalSaved" }
  | { type: "complete" };

export function initialStepsLesson(content: StepLessonContent): StepsLessonState {
  return {
    started: content.intro === undefined,
    stepIndex: 0,
    questionIndex: 0,
    answers: {},
    revealed: {},
    dialogKey: null,
    tipIndex: 0,
    tipsViewed: [0],
    reflections: {},
    feeling: null,
    firstTries: {},
    journalSaved: [],
    moved: false,
    completed: false,
  };
}

export function stepsLessonReducer(content: StepLessonContent) {
  return (state: StepsLessonState, action: StepsLessonAction): StepsLessonState => {
    switch (action.type) {
      case "begin":
        return { ...state, started: true, moved: true };
      case "goToStep":
        if (!isIndexIn(action.index, content.steps.length)) return state;
        // docs/lesson-players.md#setting-limits: the tips viewed start again on every step.
        return {
          ...state,
          stepIndex: action.index,
          questionIndex: 0,
          dialogKey: null,
          tipIndex: 0,
          tipsViewed: [0],
          moved: true,
        };
      case "nextQuestion":
        return { ...state, questionIndex: state.questionIndex + 1, dialogKey: null, moved: true };
      case "pick": {
        const firstTries = Object.hasOwn(state.firstTries, action.key)
          ? state.firstTries
          : { ...state.firstTries, [action.key]: action.correct };
        const answers = { ...state.answers, [action.key]: action.choice };
        if (action.modal) return { ...state, answers, firstTries, dialogKey: action.key };
        // Inline: a wrong pick's panel shows at once; a right one's after its short delay (a "reveal").
        const revealed = { ...state.revealed };
        if (action.correct) delete revealed[action.key];
        else revealed[action.key] = action.choice;
        return { ...state, answers, firstTries, revealed };
      }
      case "reveal":
        // Only the pick still standing is revealed (a later pick replaced an earlier one).
        return state.answers[action.key] === action.choice
          ? { ...state, revealed: { ...state.revealed, [action.key]: action.choice } }
          : state;
      case "retry": {
        const retried = state.dialogKey;
        if (retried === null) return state;
        if (!action.clearPick) return { ...state, dialogKey: null };
        const answers = { ...state.answers };
        delete answers[retried];
        return { ...state, answers, dialogKey: null };
      }
      case "closeDialog":
        return { ...state, dialogKey: null };
      case "viewTip": {
        const step = content.steps[state.stepIndex];
        if (step?.type !== "tips") return state;
        const index = Math.min(step.tips.length - 1, Math.max(0, action.index));
        return {
          ...state,
          tipIndex: index,
          tipsViewed: state.tipsViewed.includes(index) ? state.tipsViewed : [...state.tipsViewed, index],
        };
      }
      case "reflect": {
        const at = String(state.stepIndex);
        return {
          ...state,
          reflections: {
            ...state.reflections,
            [at]: { ...state.reflections[at], [promptKey(action.promptIndex)]: action.value },
          },
        };
      }
      case "feeling":
        return { ...state, feeling: action.feeling };
      case "journalSaved":
        return state.journalSaved.includes(state.stepIndex)
          ? state
          : { ...state, journalSaved: [...state.journalSaved, state.stepIndex] };
      case "complete":
        return { ...state, completed: true, dialogKey: null };
    }
  };
}

export function restoreStepsLesson(raw: unknown, content: StepLessonContent): StepsLessonState | null {
  return restoreWith(stepsLessonStateSchema, raw, (state) => {
    const step = content.steps[state.stepIndex];
    if (!step) return false;
    const questions = stepQuestions(step).length;
    return questions === 0 ? state.questionIndex === 0 : isIndexIn(state.questionIndex, questions);
  });
}

/** Every question of the lesson: how many were answered right on the first pick. */
export function stepsLessonSummary(state: StepsLessonState, content: StepLessonContent): ScoreSummary {
  const keys = content.steps.flatMap((step, stepIndex) =>
    stepQuestions(step).map((_, questionIndex) => answerKey(stepIndex, step, questionIndex)),
  );
  return { right: keys.filter((key) => state.firstTries[key] === true).length, total: keys.length, kind: "first-try" };
}

/** A reflection step's answers as one journal note: each answered prompt, then the parent's words. */
export function reflectionNotes(prompts: readonly string[], answers: Readonly<Record<string, string>>): string | null {
  const notes = prompts
    .map((prompt, index) => ({ prompt, answer: (answers[promptKey(index)] ?? "").trim() }))
    .filter(({ answer }) => answer !== "")
    .map(({ prompt, answer }) => `${prompt}\n${answer}`)
    .join("\n\n");
  return notes === "" ? null : notes;
}

export { isCorrectChoice };
