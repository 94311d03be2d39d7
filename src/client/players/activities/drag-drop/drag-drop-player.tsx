import { useRef, useState } from "react";
import { DndContext, MeasuringStrategy } from "@dnd-kit/core";
import { Trans } from "@lingui/react/macro";
import type { DragDropContent } from "@shared/content/content-schemas";
import {
  initialSortLesson,
  restoreSortLesson,
  sortLessonReducer,
  sortLessonScore,
  sortLessonSummary,
  type SortLessonState,
} from "@shared/rules/players/sort-lesson";
import { Button } from "@client/components/ui/button";
import { cn } from "@client/lib/cn";
import type { PlayerProps } from "../../types";
import { ActionRow, ActivityFrame, QuestionHeading, SceneCard } from "../activity-parts";
import { usePlayer } from "../use-player";
import {
  type Category,
  type Item,
  collisionDetection,
  isCoarsePointer,
  useSortSensors,
  withinScreen,
} from "./sort-dnd";
import { CategoryZone, DropDock, SortItem, UnsortedZone } from "./sort-zones";
import { useSortAnnouncements } from "./use-sort-announcements";
import { useSortDrag, useSortPlacement } from "./use-sorting";
import { SortFeedback, SortInstructions } from "./sort-feedback";

export { collisionDetection, withinScreen } from "./sort-dnd";

const RULES = {
  reducer: sortLessonReducer,
  initial: () => initialSortLesson,
  restore: restoreSortLesson,
  progress: (state: SortLessonState, content: DragDropContent) => {
    const placed = content.items.filter((item) => state.mapping[item.id] !== undefined).length;
    return state.completed ? 100 : Math.round((placed / content.items.length) * 90);
  },
};

/**
 * docs/lesson-players.md#generic-activities "Categorise": sort every item, check, read the marks and the explanation in
 * the feedback sheet; the score is reported when the parent taps Continue. By keyboard, each placement moves focus to
 * the next reply to sort (or to Check when none is left) and the live region says where the reply went.
 */
export function DragDropPlayer(props: PlayerProps<DragDropContent>) {
  const { lesson, content, onComplete } = props;
  const { state, dispatch, questionId: instructionId } = usePlayer(props, RULES);
  const { mapping, chosenId, checked } = state;
  /** A touch screen's words ("Tap", "press and hold"), or a mouse's and keyboard's; a finger when it cannot tell. */
  const [coarse] = useState(isCoarsePointer);
  const { accessibility, placement, labelOf } = useSortAnnouncements(content);
  const { chosen, announcement, place, tapCategory, itemsRoot, checkButton } = useSortPlacement(content, state, dispatch, placement);
  const drag = useSortDrag(coarse, content.categories, dispatch, place, itemsRoot);
  const sensors = useSortSensors(content.categories);
  const reported = useRef(false);

  function finish() {
    if (reported.current) return;
    reported.current = true;
    dispatch({ type: "complete" });
    onComplete(sortLessonScore(state, content), sortLessonSummary(state, content));
  }

  function renderItem(item: Item, category: Category | null) {
    const belongs = content.correctMapping[item.id];
    return (
      <SortItem
        key={item.id}
        item={item}
        category={category}
        categories={content.categories}
        chosen={chosenId === item.id}
        checked={checked}
        mark={{ right: mapping[item.id] === belongs, belongsLabel: labelOf(belongs ?? "") }}
        onChoose={() => dispatch({ type: "choose", itemId: chosenId === item.id ? null : item.id })}
        onPut={tapCategory}
        onTakeOut={() => place(item.id, null)}
      />
    );
  }

  const unsorted = content.items.filter((item) => mapping[item.id] === undefined);
  const correctCount = content.items.filter((item) => mapping[item.id] === content.correctMapping[item.id]).length;
  const total = content.items.length;
  const { dragging, docked } = drag;

  return (
    <ActivityFrame label={lesson.title}>
      <SceneCard scenario={content.scenario} question={content.instruction} mood="sad" />

      <div className="flex flex-col gap-2">
        <QuestionHeading id={instructionId}>{content.instruction}</QuestionHeading>
        {!checked ? <SortInstructions coarse={coarse} /> : null}
      </div>

      <div ref={itemsRoot} className="contents">
        <DndContext
          sensors={sensors}
          collisionDetection={collisionDetection}
          onDragStart={drag.onDragStart}
          onDragEnd={drag.onDragEnd}
          onDragCancel={drag.onDragCancel}
          // The drop bar's areas appear as a drag starts: measured while dragging, not only at its start.
          measuring={{ droppable: { strategy: MeasuringStrategy.Always } }}
          // A finger or mouse drags to the bar at the foot of the screen, so the page holds still under it (scrolling
          // it moved the reply away from the finger); the keyboard's hops scroll to the zone they reach.
          autoScroll={dragging === null}
          modifiers={dragging === null ? undefined : [withinScreen]}
          accessibility={accessibility}
        >
          {!checked ? <UnsortedZone left={unsorted.length}>{unsorted.map((item) => renderItem(item, null))}</UnsortedZone> : null}

          <div className={cn("grid gap-4", content.categories.length === 3 ? "md:grid-cols-3" : "md:grid-cols-2")}>
            {content.categories.map((category) => {
              const inside = content.items.filter((item) => mapping[item.id] === category.id);
              return (
                <CategoryZone
                  key={category.id}
                  category={category}
                  chosenIn={!chosen ? null : mapping[chosen.id] === category.id ? "here" : "elsewhere"}
                  checked={checked}
                  coarse={coarse}
                  count={inside.length}
                  onTap={() => tapCategory(category.id)}
                >
                  {inside.map((item) => renderItem(item, category))}
                </CategoryZone>
              );
            })}
          </div>
          {dragging !== null && !checked && docked.length > 0 ? <DropDock categories={docked} /> : null}
        </DndContext>
      </div>

      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>

      {checked ? (
        <SortFeedback
          correct={correctCount}
          total={total}
          explanation={content.explanation}
          sheetOpen={state.sheetOpen}
          completed={state.completed}
          onContinue={finish}
          onCloseSheet={() => dispatch({ type: "closeSheet" })}
        />
      ) : (
        <ActionRow>
          <Button ref={checkButton} size="lg" disabled={unsorted.length > 0} onClick={() => dispatch({ type: "check" })}>
            <Trans>Check My Answers</Trans>
          </Button>
        </ActionRow>
      )}
    </ActivityFrame>
  );
}

