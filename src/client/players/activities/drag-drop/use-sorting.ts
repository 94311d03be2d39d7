import { type Dispatch, useState } from "react";
import type { DragEndEvent, DragStartEvent } from "@dnd-kit/core";
import type { DragDropContent } from "@shared/content/content-schemas";
import { type SortLessonAction, type SortLessonState, nextUnsorted, tapTarget } from "@shared/rules/players/sort-lesson";
import { type Category, UNSORTED, categoriesOutOfView, categoryOfZone } from "./sort-dnd";
import { useSortFocus } from "./use-sort-focus";

/**
 * Putting replies in categories (or back in the list), by tap or by drop: each placement is said aloud
 * (`announcement`), and by keyboard focus moves on to the next reply to sort, or to Check when none is left.
 */
export function useSortPlacement(
  content: DragDropContent,
  state: SortLessonState,
  dispatch: Dispatch<SortLessonAction>,
  placement: (itemId: string, categoryId: string | null, left: number) => string,
) {
  const [announcement, setAnnouncement] = useState("");
  const focus = useSortFocus();
  const { mapping, chosenId, checked } = state;
  const chosen = content.items.find((item) => item.id === chosenId) ?? null;

  function place(itemId: string, categoryId: string | null, { still = false }: { still?: boolean } = {}) {
    if (checked) return;
    dispatch({ type: "place", itemId, categoryId });
    const after = { ...mapping };
    if (categoryId === null) delete after[itemId];
    else after[itemId] = categoryId;
    const left = content.items.filter((item) => after[item.id] === undefined).length;
    setAnnouncement(placement(itemId, categoryId, left));
    // A placed reply keeps focus only if it went back to the list; otherwise on to the next one (or Check).
    if (categoryId === null) focus.focusNext({ target: itemId, still });
    else focus.focusNext({ target: nextUnsorted(after, content, itemId) ?? "check", still });
  }

  function tapCategory(categoryId: string) {
    if (!chosen || checked) return;
    // docs/lesson-players.md#generic-activities: selecting the same category again unassigns the item.
    place(chosen.id, tapTarget(state, chosen.id, categoryId));
  }

  return { chosen, announcement, place, tapCategory, itemsRoot: focus.itemsRoot, checkButton: focus.checkButton };
}

/**
 * Dragging a reply. By finger or mouse the drop bar shows at the foot of the screen (`dragging`), offering the
 * categories out of sight (`docked`; all of them under a finger); the keyboard hops between the zones instead. A drop
 * by finger or mouse keeps the page still.
 */
export function useSortDrag(
  coarse: boolean,
  categories: readonly Category[],
  dispatch: Dispatch<SortLessonAction>,
  place: (itemId: string, categoryId: string | null, options?: { still?: boolean }) => void,
  itemsRoot: { current: HTMLElement | null },
) {
  const [dragging, setDragging] = useState<string | null>(null);
  const [docked, setDocked] = useState<readonly Category[]>([]);

  function onDragStart({ active, activatorEvent }: DragStartEvent) {
    dispatch({ type: "choose", itemId: null });
    const byKeyboard = typeof KeyboardEvent !== "undefined" && activatorEvent instanceof KeyboardEvent;
    if (byKeyboard) return;
    setDragging(String(active.id));
    setDocked(coarse ? categories : categoriesOutOfView(itemsRoot.current, categories));
  }

  function onDragEnd({ active, over, activatorEvent }: DragEndEvent) {
    setDragging(null);
    if (!over) return;
    const byKeyboard = typeof KeyboardEvent !== "undefined" && activatorEvent instanceof KeyboardEvent;
    place(String(active.id), over.id === UNSORTED ? null : categoryOfZone(over.id), { still: !byKeyboard });
  }

  return { dragging, docked, onDragStart, onDragEnd, onDragCancel: () => setDragging(null) };
}
