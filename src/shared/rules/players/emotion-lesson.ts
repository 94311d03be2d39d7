import { z } from "zod";
import type { EmotionalSelectorContent } from "../../content/content-schemas";
import { emotionScore } from "../scoring";
import { restoreWith } from "./restore";
import type { ScoreSummary } from "./score-summary";

/**
 * The emotion selector's state (docs/lesson-players.md#generic-activities "Emotions") as plain data. The score is
 * reported when the parent taps Continue on the feedback, never on a timer.
 */
export const emotionLessonStateSchema = z.object({
  selected: z.array(z.string()),
  checked: z.boolean(),
  sheetOpen: z.boolean(),
  completed: z.boolean(),
});
export type EmotionLessonState = z.infer<typeof emotionLessonStateSchema>;

export type EmotionLessonAction =
  { type: "toggle"; id: string } | { type: "check" } | { type: "closeSheet" } | { type: "complete" };

export const initialEmotionLesson: EmotionLessonState = {
  selected: [],
  checked: false,
  sheetOpen: false,
  completed: false,
};

export function emotionLessonReducer(content: EmotionalSelectorContent) {
  const ids = new Set(content.emotions.map((emotion) => emotion.id));
  return (state: EmotionLessonState, action: EmotionLessonAction): EmotionLessonState => {
    switch (action.type) {
      case "toggle":
        if (state.checked || !ids.has(action.id)) return state;
        return {
          ...state,
          selected: state.selected.includes(action.id)
            ? state.selected.filter((other) => other !== action.id)
            : [...state.selected, action.id],
        };
      case "check":
        // docs/lesson-players.md#generic-activities: at least one feeling picked.
        if (state.checked || state.selected.length === 0) return state;
        return { ...state, checked: true, sheetOpen: true };
      case "closeSheet":
        return { ...state, sheetOpen: false };
      case "complete":
        return state.checked ? { ...state, sheetOpen: false, completed: true } : state;
    }
  };
}

export function restoreEmotionLesson(raw: unknown, content: EmotionalSelectorContent): EmotionLessonState | null {
  const ids = new Set(content.emotions.map((emotion) => emotion.id));
  return restoreWith(emotionLessonStateSchema, raw, (state) => state.selected.every((id) => ids.has(id)));
}

/** A reflection on the parent's own feelings marks nothing: whatever they name is accepted in full. */
export function emotionLessonScore(state: EmotionLessonState, content: EmotionalSelectorContent): number {
  if (content.reflection) return 100;
  return emotionScore(state.selected, content.correctEmotions);
}

/** What the parent spotted; a reflection counts nothing (the celebration then thanks them for the time). */
export function emotionLessonSummary(state: EmotionLessonState, content: EmotionalSelectorContent): ScoreSummary {
  if (content.reflection) return { right: 0, total: 0, kind: "spotted" };
  const fitting = new Set(content.correctEmotions);
  return { right: state.selected.filter((id) => fitting.has(id)).length, total: fitting.size, kind: "spotted" };
}
