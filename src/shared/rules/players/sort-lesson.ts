import { z } from "zod";
import type { DragDropContent } from "../../content/content-schemas";
import { categoriseScore } from "../scoring";
import { restoreWith } from "./restore";
import type { ScoreSummary } from "./score-summary";

/**
 * The sort lesson's state (docs/lesson-players.md#generic-activities "Categorise") as plain data: where each reply
 * sits, the reply picked up, and whether the answers were checked. The score is reported when the parent taps Continue
 * on the feedback, never on a timer, so the explanation stays until it has been read.
 */
export const sortLessonStateSchema = z.object({
  /** Item id → category id; an item missing here is still to sort. */
  mapping: z.record(z.string(), z.string()),
  chosenId: z.string().nullable(),
  checked: z.boolean(),
  sheetOpen: z.boolean(),
  completed: z.boolean(),
});
export type SortLessonState = z.infer<typeof sortLessonStateSchema>;

export type SortLessonAction =
  | { type: "choose"; itemId: string | null }
  | { type: "place"; itemId: string; categoryId: string | null }
  | { type: "check" }
  | { type: "closeSheet" }
  | { type: "complete" };

export const initialSortLesson: SortLessonState = {
  mapping: {},
  chosenId: null,
  checked: false,
  sheetOpen: false,
  completed: false,
};

export function sortLessonReducer(content: DragDropContent) {
  const itemIds = new Set(content.items.map((item) => item.id));
  const categoryIds = new Set(content.categories.map((category) => category.id));
  return (state: SortLessonState, action: SortLessonAction): SortLessonState => {
    switch (action.type) {
      case "choose":
        if (state.checked) return state;
        return { ...state, chosenId: action.itemId !== null && itemIds.has(action.itemId) ? action.itemId : null };
      case "place": {
        if (state.checked || !itemIds.has(action.itemId)) return state;
        const mapping = { ...state.mapping };
        if (action.categoryId === null || !categoryIds.has(action.categoryId)) delete mapping[action.itemId];
        else mapping[action.itemId] = action.categoryId;
        return { ...state, mapping, chosenId: null };
      }
      case "check":
        // docs/lesson-players.md#generic-activities: checking needs every reply sorted.
        if (state.checked || content.items.some((item) => state.mapping[item.id] === undefined)) return state;
        return { ...state, checked: true, sheetOpen: true, chosenId: null };
      case "closeSheet":
        return { ...state, sheetOpen: false };
      case "complete":
        return state.checked ? { ...state, sheetOpen: false, completed: true } : state;
    }
  };
}

/** docs/lesson-players.md#generic-activities: selecting the category an item is already in takes it back out. */
export function tapTarget(state: SortLessonState, itemId: string, categoryId: string): string | null {
  return state.mapping[itemId] === categoryId ? null : categoryId;
}

export function restoreSortLesson(raw: unknown, content: DragDropContent): SortLessonState | null {
  const itemIds = new Set(content.items.map((item) => item.id));
  const categoryIds = new Set(content.categories.map((category) => category.id));
  return restoreWith(sortLessonStateSchema, raw, (state) =>
    Object.entries(state.mapping).every(([item, category]) => itemIds.has(item) && categoryIds.has(category)),
  );
}

export function sortLessonScore(state: SortLessonState, content: DragDropContent): number {
  return categoriseScore(state.mapping, content.correctMapping);
}

export function sortLessonSummary(state: SortLessonState, content: DragDropContent): ScoreSummary {
  const right = content.items.filter((item) => state.mapping[item.id] === content.correctMapping[item.id]).length;
  return { right, total: content.items.length, kind: "placed" };
}

/**
 * Where keyboard focus goes after a reply is placed: the next reply still to sort (after this one in the list, else
 * the first left), or null when every reply is sorted (then the Check button).
 */
export function nextUnsorted(
  mapping: Readonly<Record<string, string>>,
  content: DragDropContent,
  placedId: string,
): string | null {
  const order = content.items.map((item) => item.id);
  const from = order.indexOf(placedId);
  const unsorted = order.filter((id) => mapping[id] === undefined);
  return unsorted.find((id) => order.indexOf(id) > from) ?? unsorted[0] ?? null;
}
