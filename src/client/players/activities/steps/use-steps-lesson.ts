import { useCallback, useEffect, useMemo, useRef } from "react";
import { useLingui } from "@lingui/react/macro";
import type { StepLessonContent } from "@shared/content/content-schemas";
import type { ChoiceId } from "@shared/content/step-schemas";
import {
  initialStepsLesson, promptKey, restoreStepsLesson, stepsLessonReducer, stepsLessonSummary, type StepsLessonState,
} from "@shared/rules/players/steps-lesson";
import { answerKey, isCorrectChoice, stepLessonScore, stepProgressPercent, stepQuestions, type Step } from "@shared/rules/step-scoring";
import type { ScoreSummary } from "@shared/rules/players/score-summary";
import { usePlayerReducer } from "../../player-state";
import { ruleText, STEP_TEXT, type StepLessonRules } from "./step-rules";

/**
 * docs/lesson-players.md#pajama-puzzle, docs/lesson-players.md#scoring: a right pick's panel appears this long after
 * the pick (Pajama Puzzle).
 */
export const CORRECT_PANEL_DELAY_MS = 500;

export { promptKey };

type QuestionStep = Extract<Step, { type: "choice" | "scenario" | "quiz" }>;

function isQuestionStep(step: Step | undefined): step is QuestionStep {
  return step?.type === "choice" || step?.type === "scenario" || step?.type === "quiz";
}

interface Options {
  content: StepLessonContent;
  rules: StepLessonRules;
  onComplete: (score: number, summary?: ScoreSummary) => void;
  saved?: unknown;
  onStateChange?: (state: Record<string, unknown>) => void;
}

/**
 * The moves of one steps lesson (docs/lesson-players.md#steps-lessons) over its reducer state
 * (src/shared/rules/players/steps-lesson.ts): what the current step asks, whether the parent may move on, and the words
 * of the main button.
 */
export function useStepsLesson({ content, rules, onComplete, saved, onStateChange }: Options) {
  const { steps } = content;
  const { i18n } = useLingui();
  const reducer = useMemo(() => stepsLessonReducer(content), [content]);
  const [state, dispatch] = usePlayerReducer(
    reducer,
    () => initialStepsLesson(content),
    (raw) => restoreStepsLesson(raw, content),
    saved,
    onStateChange,
  );
  const { stepIndex, questionIndex, answers, revealed, dialogKey } = state;
  const completed = useRef(false);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  const step: Step | undefined = steps[stepIndex];
  const isLast = stepIndex === steps.length - 1;
  const questions = step ? stepQuestions(step) : [];
  const question = questions[questionIndex];
  const key = step && question ? answerKey(stepIndex, step, questionIndex) : null;
  const picked = key ? answers[key] : undefined;
  const questionSettled =
    isQuestionStep(step) && picked !== undefined && (step.evaluation === "modal" || revealed[key ?? ""] === picked);

  const complete = useCallback(
    (final: StepsLessonState) => {
      // A double tap on the last button must not report twice.
      if (completed.current) return;
      completed.current = true;
      dispatch({ type: "complete" });
      onComplete(stepLessonScore(content, final.answers), stepsLessonSummary(final, content));
    },
    [content, onComplete, dispatch],
  );

  /** Next question of a quiz, else the next step, else the end of the lesson. */
  function forward() {
    if (step?.type === "quiz" && questionIndex < step.questions.length - 1) dispatch({ type: "nextQuestion" });
    else if (isLast) complete(state);
    else dispatch({ type: "goToStep", index: stepIndex + 1 });
  }

  function back() {
    if (content.allowBack && stepIndex > 0) dispatch({ type: "goToStep", index: stepIndex - 1 });
  }

  /**
   * A pick is evaluated at once: a feedback sheet, or an inline panel (a right pick's after 500 ms,
   * docs/lesson-players.md#pajama-puzzle).
   */
  function pick(choiceId: ChoiceId) {
    if (!isQuestionStep(step) || !question || key === null) return;
    if (step.lockOnAnswer && picked !== undefined) return;
    const correct = isCorrectChoice(question, choiceId);
    dispatch({ type: "pick", key, choice: choiceId, correct, modal: step.evaluation === "modal" });
    if (step.evaluation === "modal") return;
    const pending = timers.current.get(key);
    if (pending) clearTimeout(pending);
    timers.current.delete(key);
    if (correct) {
      timers.current.set(
        key,
        setTimeout(() => {
          timers.current.delete(key);
          dispatch({ type: "reveal", key, choice: choiceId });
        }, CORRECT_PANEL_DELAY_MS),
      );
    }
  }

  /** "Try Again" on a wrong pick's feedback: the parent stays; the pick is cleared where the lesson says so. */
  function retry() {
    dispatch({ type: "retry", clearPick: rules.retryClearsPick });
  }

  const dialogOpen = dialogKey !== null && dialogKey === key && picked !== undefined;
  const pickedCorrect = question !== undefined && isCorrectChoice(question, picked);

  /** Escape or the close icon: a wrong pick that must be retried closes as "Try Again", others just close. */
  function closeDialog() {
    if (isQuestionStep(step) && !pickedCorrect && step.onWrong === "retry") retry();
    else if (step?.type === "quiz" && pickedCorrect && rules.closingRightQuizAdvances) forward();
    else dispatch({ type: "closeDialog" });
  }

  // docs/lesson-players.md#setting-limits: a result step after a wrong pick shows a try-again sheet whose closing skips
  // forward anyway.
  const before = steps[stepIndex - 1];
  const beforeKey = before ? answerKey(stepIndex - 1, before) : "";
  const skipOpen =
    step?.type === "result" &&
    step.skipOnWrong &&
    (before?.type === "choice" || before?.type === "scenario") &&
    answers[beforeKey] !== undefined &&
    !isCorrectChoice(before, answers[beforeKey]);

  const tipsViewed = new Set(state.tipsViewed) as ReadonlySet<number>;
  const stepReflections = state.reflections[String(stepIndex)] ?? {};
  const reflectionsFilled =
    step?.type === "reflection" && step.prompts.every((_, index) => (stepReflections[promptKey(index)] ?? "").trim() !== "");

  /**
   * Whether the step's main button may move on (docs/lesson-players.md#setting-limits,
   * docs/lesson-players.md#answer-rules).
   */
  function canMoveOn(): boolean {
    switch (step?.type) {
      case "choice":
      case "scenario":
      case "quiz":
        return step.canProceed || questionSettled;
      case "tips":
        return step.canProceed || tipsViewed.size >= step.tips.length;
      case "reflection":
        return step.canProceed || reflectionsFilled;
      default:
        return step !== undefined;
    }
  }

  /** The main button's words on this step, in the parent's language. */
  function forwardLabel(): string {
    if (step?.type === "quiz" && questionIndex < step.questions.length - 1) return i18n._(STEP_TEXT.nextQuestion);
    const next = steps[stepIndex + 1];
    if (step?.type === "quiz" && next?.type === "reflection") return i18n._(STEP_TEXT.toReflection);
    if (isLast) return step?.type === "completion" ? i18n._(STEP_TEXT.finishCompletion) : ruleText(i18n, rules.finishLabel);
    if (next?.type === "completion") return ruleText(i18n, rules.finishLabel);
    return ruleText(i18n, rules.nextLabel);
  }

  return {
    started: state.started,
    begin: () => dispatch({ type: "begin" }),
    stepIndex,
    step,
    stepCount: steps.length,
    isLast,
    percent: state.started ? stepProgressPercent(stepIndex, steps.length) : 0,
    questionIndex,
    question,
    picked,
    pickedCorrect,
    revealedPick: key ? revealed[key] : undefined,
    answers,
    pick,
    retry,
    dialogOpen,
    closeDialog,
    skipOpen,
    forward,
    back,
    canGoBack: content.allowBack && stepIndex > 0,
    canMoveOn: canMoveOn(),
    forwardLabel: forwardLabel(),
    tipIndex: state.tipIndex,
    tipsViewed,
    viewTip: (index: number) => dispatch({ type: "viewTip", index }),
    reflections: stepReflections,
    setReflection: (promptIndex: number, value: string) => dispatch({ type: "reflect", promptIndex, value }),
    reflectionsFilled,
    /** Whether this reflection step's words are in the journal. */
    reflectionSaved: state.journalSaved.includes(stepIndex),
    /** Whether the step just before this one was a reflection now in the journal ("Saved to your journal"). */
    previousReflectionSaved: state.journalSaved.includes(stepIndex - 1),
    markReflectionSaved: () => dispatch({ type: "journalSaved" }),
    feeling: state.feeling,
    setFeeling: (feeling: string) => dispatch({ type: "feeling", feeling }),
    moved: state.moved,
  };
}

export type StepsLesson = ReturnType<typeof useStepsLesson>;
