import type { SlideLessonContent } from "../../content/content-schemas";
import { isIndexIn } from "./restore";
import type { ScoreSummary } from "./score-summary";

/**
 * The slide player's state (docs/lesson-players.md#slide-lessons, docs/lesson-players.md#card-layout) as plain data, so
 * the lesson frame can save it and a reload lands on the same slide with the same answers.
 */
export interface SlideLessonState {
  index: number;
  /** Slide index → the picked option (A=0 … D=3). */
  answers: Record<string, number>;
  popupOpen: boolean;
  tipIndex: number;
  /** Tips seen on this visit to the tips slide; the first one is seen on arrival. */
  viewedTips: number[];
  completed: boolean;
  /** Question slides where a wrong option was picked at least once (for "4 of 6 on the first try"). */
  missed: number[];
}

const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;
const isCounts = (value: unknown): value is number[] => Array.isArray(value) && value.every(isCount);
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * A saved slide state, checked by hand rather than with the validation library, which a slide lesson does not load
 * (tests/e2e/daily-screens.test.ts); unknown keys are dropped.
 */
function asSlideLessonState(raw: unknown): SlideLessonState | null {
  if (!isObject(raw)) return null;
  const { index, answers, popupOpen, tipIndex, viewedTips, completed, missed } = raw;
  if (!isCount(index) || !isCount(tipIndex) || typeof popupOpen !== "boolean" || typeof completed !== "boolean") return null;
  if (!isCounts(viewedTips) || !isCounts(missed) || !isObject(answers)) return null;
  if (!Object.values(answers).every((option) => isCount(option) && option <= 3)) return null;
  return { index, answers: answers as Record<string, number>, popupOpen, tipIndex, viewedTips, completed, missed };
}

export type SlideLessonAction =
  | { type: "go"; index: number; keepAnswers: boolean }
  | { type: "choose"; option: number; correct: boolean }
  | { type: "closePopup" }
  | { type: "tryAgain" }
  | { type: "showTip"; tip: number }
  | { type: "complete" };

export const initialSlideLesson: SlideLessonState = {
  index: 0,
  answers: {},
  popupOpen: false,
  tipIndex: 0,
  viewedTips: [0],
  completed: false,
  missed: [],
};

export function slideLessonReducer(state: SlideLessonState, action: SlideLessonAction): SlideLessonState {
  switch (action.type) {
    case "go":
      // docs/lesson-players.md#slide-lessons: any slide change resets the answer, popup, tip index and viewed tips. The
      // card layout keeps each slide's answer (docs/lesson-players.md#card-layout), which is the same thing for a
      // layout that never goes back.
      return {
        ...initialSlideLesson,
        index: Math.max(0, action.index),
        answers: action.keepAnswers ? state.answers : {},
        completed: state.completed,
        missed: state.missed,
      };
    case "choose": {
      // Choosing locks the options until Try Again.
      if (state.answers[state.index] !== undefined) return state;
      const missed =
        !action.correct && !state.missed.includes(state.index) ? [...state.missed, state.index] : state.missed;
      return { ...state, answers: { ...state.answers, [state.index]: action.option }, popupOpen: true, missed };
    }
    case "closePopup":
      return { ...state, popupOpen: false };
    case "tryAgain": {
      const answers = { ...state.answers };
      delete answers[state.index];
      return { ...state, answers, popupOpen: false };
    }
    case "showTip":
      return {
        ...state,
        tipIndex: Math.max(0, action.tip),
        viewedTips: state.viewedTips.includes(action.tip) ? state.viewedTips : [...state.viewedTips, action.tip],
      };
    case "complete":
      return { ...state, completed: true };
  }
}

/** A saved slide state that still fits the lesson: a slide that exists, tips that exist. */
export function restoreSlideLesson(raw: unknown, content: SlideLessonContent): SlideLessonState | null {
  const state = asSlideLessonState(raw);
  if (!state) return null;
  const fits = isIndexIn(state.index, content.slides.length) && (content.tips.length === 0 || isIndexIn(state.tipIndex, content.tips.length));
  return fits ? state : null;
}

/** Question slides answered right on the first pick, out of all question slides. */
export function slideLessonSummary(state: SlideLessonState, content: SlideLessonContent): ScoreSummary {
  const total = content.slides.filter((slide) => slide.type === "mcq").length;
  return { right: Math.max(0, total - state.missed.length), total, kind: "first-try" };
}
