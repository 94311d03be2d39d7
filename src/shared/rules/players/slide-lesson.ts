import { z } from "zod";
import type { SlideLessonContent } from "../../content/content-schemas";
import { isIndexIn, restoreWith } from "./restore";
import type { ScoreSummary } from "./score-summary";

/**
 * The slide player's state (players spec §4.2, §4.3) as plain data, so the lesson frame can save it and a reload
 * lands on the same slide with the same answers.
 */
export const slideLessonStateSchema = z.object({
  index: z.number().int().min(0),
  /** Slide index → the picked option (A=0 … D=3). */
  answers: z.record(z.string(), z.number().int().min(0).max(3)),
  popupOpen: z.boolean(),
  tipIndex: z.number().int().min(0),
  /** Tips seen on this visit to the tips slide; the first one is seen on arrival. */
  viewedTips: z.array(z.number().int().min(0)),
  completed: z.boolean(),
  /** Question slides where a wrong option was picked at least once (for "4 of 6 on the first try"). */
  missed: z.array(z.number().int().min(0)),
});
export type SlideLessonState = z.infer<typeof slideLessonStateSchema>;

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
      // §4.2: any slide change resets the answer, popup, tip index and viewed tips. The card layout keeps each
      // slide's answer (§4.3), which is the same thing for a layout that never goes back.
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
  return restoreWith(
    slideLessonStateSchema,
    raw,
    (state) =>
      isIndexIn(state.index, content.slides.length) &&
      (content.tips.length === 0 || isIndexIn(state.tipIndex, content.tips.length)),
  );
}

/** Question slides answered right on the first pick, out of all question slides. */
export function slideLessonSummary(state: SlideLessonState, content: SlideLessonContent): ScoreSummary {
  const total = content.slides.filter((slide) => slide.type === "mcq").length;
  return { right: Math.max(0, total - state.missed.length), total, kind: "first-try" };
}
