import type { SlideLessonContent } from "@shared/content/content-schemas";
import {
  initialSlideLesson, restoreSlideLesson, slideLessonReducer, slideLessonSummary,
} from "@shared/rules/players/slide-lesson";
import type { PlayerProps } from "../../types";
import { usePlayerReducer } from "../../player-state";
import { useReportProgress } from "../activity-parts";
import type { SlideVariant } from "./slide-variants";

export type Slide = SlideLessonContent["slides"][number];
export type McqQuestion = NonNullable<SlideLessonContent["mcqQuestions"][keyof SlideLessonContent["mcqQuestions"]]>;

/** docs/lesson-players.md#scoring: a finished slide lesson always reports 100 to the host. */
export const SLIDE_LESSON_SCORE = 100;

/**
 * docs/lesson-players.md#slide-lessons: (slide number / total slides) × 100; the card layout rounds it
 * (docs/lesson-players.md#card-layout).
 */
export function slideProgress(index: number, total: number, round: boolean): number {
  const percent = total > 0 ? ((index + 1) / total) * 100 : 0;
  return round ? Math.round(percent) : percent;
}

/**
 * What an mcq slide asks, or why it can't (docs/lesson-players.md#player-messages: no question at the position, or an
 * unknown question id).
 */
export type QuestionLookup = { question: McqQuestion } | { missing: "no-question" | "unknown-id" };

export function questionFor(content: SlideLessonContent, slide: Slide | undefined): QuestionLookup | null {
  if (slide?.type !== "mcq") return null;
  // Content that bypassed its schema may lack the id, or name one mcqQuestions doesn't hold.
  if (!slide.questionId) return { missing: "no-question" };
  const question = Object.hasOwn(content.mcqQuestions, slide.questionId) ? content.mcqQuestions[slide.questionId] : undefined;
  return question ? { question } : { missing: "unknown-id" };
}

interface Options extends Pick<PlayerProps<SlideLessonContent>, "content" | "onComplete" | "onProgress" | "saved" | "onStateChange"> {
  variant: SlideVariant;
}

/**
 * The slide player's one state (docs/lesson-players.md#slide-lessons, docs/lesson-players.md#card-layout), with what it
 * implies and what can change it.
 */
export function useSlideLesson({ content, variant, onComplete, onProgress, saved, onStateChange }: Options) {
  const [state, dispatch] = usePlayerReducer(
    slideLessonReducer,
    () => initialSlideLesson,
    (raw) => restoreSlideLesson(raw, content),
    saved,
    onStateChange,
  );
  const total = content.slides.length;
  const card = variant.chrome === "card";
  useReportProgress(slideProgress(state.index, total, card), onProgress);

  const slide = content.slides[state.index];
  const lookup = questionFor(content, slide);
  const question = lookup && "question" in lookup ? lookup.question : undefined;
  const selected = state.answers[state.index] ?? null;
  // docs/lesson-players.md#answer-rules: the index decides, whatever an option's `correct` flag says.
  const answeredCorrectly = question !== undefined && selected === question.correctAnswerIndex;
  const tipCount = content.tips.length;
  const allTipsViewed = state.viewedTips.length >= tipCount;
  const isLast = state.index >= total - 1;

  // docs/lesson-players.md#slide-lessons: a question waits for the right answer, the tips carousel for every tip; a
  // question that can't be shown (broken content) doesn't hold the parent back.
  const canAdvance = question ? answeredCorrectly : slide?.type === "tips" && !card ? allTipsViewed : true;

  function next() {
    if (!canAdvance) return;
    if (isLast) {
      if (state.completed) return;
      dispatch({ type: "complete" });
      onComplete(SLIDE_LESSON_SCORE, slideLessonSummary(state, content));
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
    viewedTips: new Set(state.viewedTips) as ReadonlySet<number>,
    allTipsViewed,
    isLast,
    canAdvance,
    completed: state.completed,
    next,
    previous() {
      if (state.index > 0) dispatch({ type: "go", index: state.index - 1, keepAnswers: card });
    },
    choose(option: number) {
      dispatch({ type: "choose", option, correct: question !== undefined && option === question.correctAnswerIndex });
    },
    /** "Great Work": closes without advancing; Next is now open. */
    greatWork() {
      dispatch({ type: "closePopup" });
    },
    /** "Try Again": clears the pick so the parent can choose again. */
    tryAgain() {
      dispatch({ type: "tryAgain" });
    },
    /**
     * docs/lesson-players.md#slide-lessons: the popup's close icon (and Escape) moves on after a right answer and acts
     * as Try Again after a wrong one.
     */
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
