import { useCallback, useEffect, useRef, useState } from "react";
import type { StepLessonContent } from "../../../../shared/content/content-schemas";
import type { ChoiceId } from "../../../../shared/content/step-schemas";
import {
  answerKey, isCorrectChoice, stepLessonScore, stepProgressPercent, stepQuestions, type Step, type StepAnswers,
} from "../../../../shared/rules/step-scoring";
import { STEP_TEXT, type StepLessonRules } from "./step-rules";

/** Spec §4.8, §9: a right pick's panel appears this long after the pick (Pajama Puzzle). */
export const CORRECT_PANEL_DELAY_MS = 500;

/** Spec §3.3 "reflection answers (prompt_N)". */
export const promptKey = (promptIndex: number) => `prompt_${promptIndex}`;

type QuestionStep = Extract<Step, { type: "choice" | "scenario" | "quiz" }>;

function isQuestionStep(step: Step | undefined): step is QuestionStep {
  return step?.type === "choice" || step?.type === "scenario" || step?.type === "quiz";
}

/**
 * The state of one steps lesson (spec §3.3): current step, picks per question (`step_N`), score (worked out from
 * the picks), reflection answers (`prompt_N`) and the tips viewed, with every move of spec §4.6–4.9.
 */
export function useStepsLesson(content: StepLessonContent, rules: StepLessonRules, onComplete: (score: number) => void) {
  const { steps } = content;
  const [started, setStarted] = useState(content.intro === undefined);
  const [stepIndex, setStepIndex] = useState(0);
  const [questionIndex, setQuestionIndex] = useState(0);
  const [answers, setAnswers] = useState<Record<string, ChoiceId>>({});
  /** Inline evaluation: the pick whose panel shows, per question (a right pick appears after the delay). */
  const [revealed, setRevealed] = useState<Record<string, ChoiceId>>({});
  /** The question whose feedback popup is open. */
  const [dialogKey, setDialogKey] = useState<string | null>(null);
  const [tipIndex, setTipIndex] = useState(0);
  const [tipsViewed, setTipsViewed] = useState<ReadonlySet<number>>(() => new Set([0]));
  const [reflections, setReflections] = useState<Record<number, Record<string, string>>>({});
  const [feeling, setFeeling] = useState<string | null>(null);
  /** True once the parent has moved, so a new step's heading takes focus (not on first load). */
  const [moved, setMoved] = useState(false);
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
    (finalAnswers: StepAnswers) => {
      // A double tap on the last button must not report twice.
      if (completed.current) return;
      completed.current = true;
      onComplete(stepLessonScore(content, finalAnswers));
    },
    [content, onComplete],
  );

  function goToStep(next: number) {
    setStepIndex(next);
    setQuestionIndex(0);
    setDialogKey(null);
    // Spec §4.7: the tips viewed start again on every step.
    setTipIndex(0);
    setTipsViewed(new Set([0]));
    setMoved(true);
  }

  /** Next question of a quiz, else the next step, else the end of the lesson. */
  function forward() {
    setDialogKey(null);
    if (step?.type === "quiz" && questionIndex < step.questions.length - 1) {
      setQuestionIndex(questionIndex + 1);
      setMoved(true);
    } else if (isLast) complete(answers);
    else goToStep(stepIndex + 1);
  }

  function back() {
    if (content.allowBack && stepIndex > 0) goToStep(stepIndex - 1);
  }

  function begin() {
    setStarted(true);
    setMoved(true);
  }

  /** A pick is evaluated at once: a popup, or an inline panel (a right pick's after 500 ms, spec §4.8). */
  function pick(choiceId: ChoiceId) {
    if (!isQuestionStep(step) || !question || key === null) return;
    if (step.lockOnAnswer && picked !== undefined) return;
    setAnswers((current) => ({ ...current, [key]: choiceId }));
    if (step.evaluation === "modal") {
      setDialogKey(key);
      return;
    }
    const pending = timers.current.get(key);
    if (pending) clearTimeout(pending);
    timers.current.delete(key);
    if (isCorrectChoice(question, choiceId)) {
      timers.current.set(
        key,
        setTimeout(() => {
          timers.current.delete(key);
          setRevealed((current) => ({ ...current, [key]: choiceId }));
        }, CORRECT_PANEL_DELAY_MS),
      );
    } else {
      setRevealed((current) => ({ ...current, [key]: choiceId }));
    }
  }

  /** "Try Again" on a wrong pick's popup: the parent stays; the pick is cleared where the lesson says so. */
  function retry() {
    const retried = dialogKey;
    setDialogKey(null);
    if (retried !== null && rules.retryClearsPick) {
      setAnswers((current) => {
        const { [retried]: _cleared, ...rest } = current;
        return rest;
      });
    }
  }

  const dialogOpen = dialogKey !== null && dialogKey === key && picked !== undefined;
  const pickedCorrect = question !== undefined && isCorrectChoice(question, picked);

  /** Escape or the close icon: a wrong pick that must be retried closes as "Try Again", others just close. */
  function closeDialog() {
    if (isQuestionStep(step) && !pickedCorrect && step.onWrong === "retry") retry();
    else if (step?.type === "quiz" && pickedCorrect && rules.closingRightQuizAdvances) forward();
    else setDialogKey(null);
  }

  // Spec §4.7: a result step after a wrong pick shows a try-again popup whose closing skips forward anyway.
  const before = steps[stepIndex - 1];
  const beforeKey = before ? answerKey(stepIndex - 1, before) : "";
  const skipOpen =
    step?.type === "result" &&
    step.skipOnWrong &&
    (before?.type === "choice" || before?.type === "scenario") &&
    answers[beforeKey] !== undefined &&
    !isCorrectChoice(before, answers[beforeKey]);

  function viewTip(index: number) {
    if (step?.type !== "tips") return;
    const clamped = Math.min(step.tips.length - 1, Math.max(0, index));
    setTipIndex(clamped);
    setTipsViewed((current) => new Set(current).add(clamped));
  }

  const stepReflections = reflections[stepIndex] ?? {};
  function setReflection(promptIndex: number, value: string) {
    setReflections((current) => ({ ...current, [stepIndex]: { ...current[stepIndex], [promptKey(promptIndex)]: value } }));
  }
  const reflectionsFilled =
    step?.type === "reflection" && step.prompts.every((_, index) => (stepReflections[promptKey(index)] ?? "").trim() !== "");

  /** Whether the step's main button may move on (spec §4.7, §5). */
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

  /** The main button's words on this step. */
  function forwardLabel(): string {
    if (step?.type === "quiz" && questionIndex < step.questions.length - 1) return STEP_TEXT.nextQuestion;
    const next = steps[stepIndex + 1];
    if (step?.type === "quiz" && next?.type === "reflection") return STEP_TEXT.toReflection;
    if (isLast) return step?.type === "completion" ? STEP_TEXT.finishCompletion : rules.finishLabel;
    if (next?.type === "completion") return rules.finishLabel;
    return rules.nextLabel;
  }

  return {
    started,
    begin,
    stepIndex,
    step,
    stepCount: steps.length,
    isLast,
    percent: started ? stepProgressPercent(stepIndex, steps.length) : 0,
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
    tipIndex,
    tipsViewed,
    viewTip,
    reflections: stepReflections,
    setReflection,
    reflectionsFilled,
    feeling,
    setFeeling,
    moved,
  };
}

export type StepsLesson = ReturnType<typeof useStepsLesson>;
