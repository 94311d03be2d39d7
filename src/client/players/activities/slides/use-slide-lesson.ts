import { useReducer } from "react";
import type { SlideLessonContent } from "../../../../shared/content/content-schemas";
import { useReportProgress } from "../activity-parts";
import type { SlideVariant } from "./slide-variants";

export type Slide = SlideLessonContent["slides"][number];
export type McqQuestion = NonNullable<SlideLessonContent["mcqQuestions"][keyof SlideLessonContent["mcqQuestions"]]>;

/** Spec §9: a finished slide lesson always reports 100 to the host. */
export const SLIDE_LESSON_SCORE = 100;

/** Spec §4.2: (slide number / total slides) × 100; the card layout rounds it (§4.3). */
export function slideProgress(index: number, total: number, round: boolean): number {
  const percent = total > 0 ? ((index + 1) / total) * 100 : 0;
  return round ? Math.round(percent) : percent;
}

/** What an mcq slide asks, or why it can't (spec §8: no question at the position, or an unknown question id). */
export type QuestionLookup = { question: McqQuestion } | { missing: "no-question" | "unknown-id" };

export function questionFor(content: SlideLessonContent, slide: Slide | undefined): QuestionLookup | null {
  if (slide?.type !== "mcq") return null;
  // Content that bypassed its schema may lack the id, or name one mcqQuestions doesn't hold.
  if (!slide.questionId) return { missing: "no-question" };
  const question = Object.hasOwn(content.mcqQuestions, slide.questionId) ? content.mcqQuestions[slide.questionId] : undefined;
  return question ? { question } : { missing: "unknown-id" };
}

interface State {
  index: number;
  /** Slide index → the picked option (A=0 … D=3). The slides chrome keeps only the current slide's (§4.2). */
  answers: Record<number, number>;
  popupOpen: boolean;
  tipIndex: number;
  /** Tips seen on this visit to the tips slide; the first one is seen on arrival. */
  viewedTips: ReadonlySet<number>;
  completed: boolean;
}

type Action =
  | { type: "go"; index: number; keepAnswers: boolean }
  | { type: "choose"; option: number }
  | { type: "closePopup" }
  | { type: "tryAgain" }
  | { type: "showTip"; tip: number }
  | { type: "complete" };

const initialState: State = { index: 0, answers: {}, popupOpen: false, tipIndex: 0, viewedTips: new Set([0]), completed: false };

function reducer(state: State, action: Action): State {
  switch (action.type) {
    case "go":
      // §4.2: any slide change resets the answer, popup, correct flag, tip index and viewed tips. The card
      // layout keeps each slide's answer (§4.3), which is the same thing for a layout that never goes back.
      return { ...initialState, index: action.index, answers: action.keepAnswers ? state.answers : {} };
    case "choose":
      // Choosing locks the options until Try Again.
      if (state.answers[state.index] !== undefined) return state;
      return { ...state, answers: { ...state.answers, [state.index]: action.option }, popupOpen: true };
    case "closePopup":
      return { ...state, popupOpen: false };
    case "tryAgain": {
      const answers = { ...state.answers };
      delete answers[state.index];
      return { ...state, answers, popupOpen: false };
    }
    case "showTip":
      return { ...state, tipIndex: action.tip, viewedTips: new Set([...state.viewedTips, action.tip]) };
    case "complete":
      return { ...state, completed: true };
  }
}

interface Options {
  content: SlideLessonContent;
  variant: SlideVariant;
  onComplete: (score: number) => void;
  onProgress: (percent: number) => void;
}

/** The slide player's one state (spec §4.2, §4.3), with what it implies and what can change it. */
export function useSlideLesson({ content, variant, onComplete, onProgress }: Options) {
  const [state, dispatch] = useReducer(reducer, initialState);
  const total = content.slides.length;
  const card = variant.chrome === "card";
  useReportProgress(slideProgress(state.index, total, card), onProgress);

  const slide = content.slides[state.index];
  const lookup = questionFor(content, slide);
  const question = lookup && "question" in lookup ? lookup.question : undefined;
  const selected = state.answers[state.index] ?? null;
  // §5: the index decides, whatever an option's `correct` flag says.
  const answeredCorrectly = question !== undefined && selected === question.correctAnswerIndex;
  const tipCount = content.tips.length;
  const allTipsViewed = state.viewedTips.size >= tipCount;
  const isLast = state.index >= total - 1;

  // §4.2: a question waits for the right answer, the tips carousel for every tip; a question that can't be
  // shown (broken content) doesn't hold the parent back.
  const canAdvance = question ? answeredCorrectly : slide?.type === "tips" && !card ? allTipsViewed : true;

  function next() {
    if (!canAdvance) return;
    if (isLast) {
      if (state.completed) return;
      dispatch({ type: "complete" });
      onComplete(SLIDE_LESSON_SCORE);
      return;
    }
    dispatch({ type: "go", index: state.index + 1, keepAnswers: card });
  }

  return {
    index: state.index,
    total,
    slide,
    lookup,
    question,
    selected,
    answeredCorrectly,
    popupOpen: state.popupOpen,
    tipIndex: state.tipIndex,
    viewedTips: state.viewedTips,
    allTipsViewed,
    isLast,
    canAdvance,
    completed: state.completed,
    next,
    previous() {
      if (state.index > 0) dispatch({ type: "go", index: state.index - 1, keepAnswers: card });
    },
    choose(option: number) {
      dispatch({ type: "choose", option });
    },
    /** "Great Work": closes without advancing; Next is now open. */
    greatWork() {
      dispatch({ type: "closePopup" });
    },
    /** "Try Again": clears the pick so the parent can choose again. */
    tryAgain() {
      dispatch({ type: "tryAgain" });
    },
    /** §4.2: the popup's close icon (and Escape) moves on after a right answer and acts as Try Again after a wrong one. */
    closePopup() {
      if (answeredCorrectly) {
        dispatch({ type: "closePopup" });
        next();
      } else dispatch({ type: "tryAgain" });
    },
    showTip(tip: number) {
      dispatch({ type: "showTip", tip: Math.min(Math.max(tip, 0), tipCount - 1) });
    },
  };
}

export type SlideLesson = ReturnType<typeof useSlideLesson>;
