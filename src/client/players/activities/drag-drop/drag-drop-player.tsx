import { useEffect, useId, useMemo, useRef, useState, type CSSProperties, type ReactNode } from "react";
import {
  DndContext,
  KeyboardSensor,
  MeasuringStrategy,
  MouseSensor,
  TouchSensor,
  closestCenter,
  pointerWithin,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
  type Modifier,
  type UniqueIdentifier,
} from "@dnd-kit/core";
import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { DragDropContent } from "@shared/content/content-schemas";
import {
  initialSortLesson,
  nextUnsorted,
  restoreSortLesson,
  sortLessonReducer,
  sortLessonScore,
  sortLessonSummary,
  tapTarget,
} from "@shared/rules/players/sort-lesson";
import { Button } from "@client/components/ui/button";
import { cn } from "@client/lib/cn";
import { arrowStep } from "@client/lib/arrow-keys";
import type { PlayerProps } from "../../types";
import { AfterSheetAction, FeedbackSheet } from "../../feedback-sheet";
import { usePlayerReducer } from "../../player-state";
import { ActionRow, ActivityFrame, Mark, QuestionHeading, SceneCard, useReportProgress } from "../activity-parts";

type Item = DragDropContent["items"][number];
type Category = DragDropContent["categories"][number];

/** Drop zone ids: the unsorted list, and one per category (prefixed so no category id can clash with the list). */
const UNSORTED = "unsorted";
const zoneId = (categoryId: string) => `category:${categoryId}`;
/** The drop bar shown at the foot of the screen during a drag by finger or mouse: one area per category. */
const dockId = (categoryId: string) => `dock:${categoryId}`;
const categoryOfZone = (id: UniqueIdentifier) => {
  const text = String(id);
  if (text.startsWith("category:")) return text.slice(9);
  if (text.startsWith("dock:")) return text.slice(5);
  return null;
};

/**
 * A pointer drops where it is; the keyboard (no pointer) drops on the zone nearest the item. The drop bar lies over the
 * page, so a pointer on one of its areas is over that area, whatever zone of the page is beneath it (a reply dropped on
 * "Skips the feeling" once went back to the unsorted list that lay under the bar).
 */
export const collisionDetection: CollisionDetection = (args) => {
  if (!args.pointerCoordinates) return closestCenter(args);
  const within = pointerWithin(args);
  const onDock = within.filter((collision) => String(collision.id).startsWith("dock:"));
  return onDock.length > 0 ? onDock : within;
};

/**
 * A reply lifted by finger or mouse stays inside the screen: one dragged past its edge widened the page, which a phone
 * pans or zooms out. Where it drops is where the pointer is (collisionDetection), not where the card is.
 */
export const withinScreen: Modifier = ({ transform, draggingNodeRect, windowRect }) => {
  if (!draggingNodeRect || !windowRect) return transform;
  const clamp = (value: number, least: number, most: number) => Math.min(Math.max(value, least), Math.max(least, most));
  return {
    ...transform,
    x: clamp(transform.x, windowRect.left - draggingNodeRect.left, windowRect.right - draggingNodeRect.right),
    y: clamp(transform.y, windowRect.top - draggingNodeRect.top, windowRect.bottom - draggingNodeRect.bottom),
  };
};

/** Arrow keys jump the lifted item from zone to zone (the list, then each category), instead of 25 px at a time. */
function zoneHopper(zoneOrder: readonly string[]): KeyboardCoordinateGetter {
  return (event, { context: { over, droppableRects, collisionRect } }) => {
    const step = arrowStep(event.code, event.target instanceof Element ? event.target : null);
    if (step === undefined || !collisionRect) return undefined;
    event.preventDefault();
    const zones = zoneOrder.filter((id) => droppableRects.has(id));
    if (zones.length === 0) return undefined;
    const current = over ? zones.indexOf(String(over.id)) : -1;
    const next = zones[current < 0 ? 0 : (current + step + zones.length) % zones.length]!;
    const rect = droppableRects.get(next)!;
    // Centre the item on the zone: the sensor moves the item's top-left corner.
    return {
      x: rect.left + rect.width / 2 - collisionRect.width / 2,
      y: rect.top + rect.height / 2 - collisionRect.height / 2,
    };
  };
}

interface ItemCardProps {
  item: Item;
  chosen: boolean;
  locked: boolean;
  onTap: () => void;
  /** Shown beside the item: its remove button once it is in a category. */
  aside?: ReactNode;
  /** Shown under the item: the categories to put it in while it is chosen (within thumb's reach), its mark once checked. */
  below?: ReactNode;
}

/** One reply to sort: drag it with mouse, finger (press and hold) or keyboard (Space), or tap it and then a category. */
function ItemCard({ item, chosen, locked, onTap, aside, below }: ItemCardProps) {
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id: item.id, disabled: locked });
  const style: CSSProperties | undefined = transform
    ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` }
    : undefined;
  return (
    // The lifted reply rides above the drop bar (z-40), so the parent sees it over the area they drop it on.
    <li className={cn("flex flex-col gap-2", isDragging && "relative z-50")}>
      <div className="flex items-stretch gap-2">
        <button
          ref={setNodeRef}
          {...attributes}
          {...listeners}
          type="button"
          data-item-id={item.id}
          aria-pressed={locked ? undefined : chosen}
          aria-disabled={locked || undefined}
          onClick={() => {
            if (!locked) onTap();
          }}
          style={style}
          className={cn(
            "flex min-h-12 flex-1 items-center gap-3 rounded-card border-2 bg-surface px-3 py-2.5 text-start text-base leading-snug text-ink",
            "transition-[border-color,box-shadow] duration-150",
            chosen ? "border-brand bg-brand-soft" : "border-line",
            locked ? "cursor-default" : "cursor-grab hover:border-brand active:cursor-grabbing",
            isDragging && "shadow-lg",
          )}
        >
          {!locked ? (
            <span aria-hidden="true" className="shrink-0 text-lg leading-none text-ink-soft">
              ⠿
            </span>
          ) : null}
          <span className="min-w-0 flex-1">{item.text}</span>
        </button>
        {aside}
      </div>
      {isDragging ? null : below}
    </li>
  );
}

interface ZoneProps {
  id: string;
  /** The category the zone holds (none for the replies to sort): how a drag finds whether it is in view. */
  categoryId?: string;
  className?: string;
  children: ReactNode;
}

/** Whether the device's main pointer is a finger; a finger when the browser cannot say. */
function isCoarsePointer(): boolean {
  if (typeof window === "undefined" || typeof window.matchMedia !== "function") return true;
  return window.matchMedia("(pointer: coarse)").matches;
}

/** Where a category's zone is on screen now: its top and bottom, or none when it is not laid out. */
function zoneBox(root: HTMLElement | null, categoryId: string): DOMRect | undefined {
  const zone = [...(root?.querySelectorAll<HTMLElement>("[data-zone-category]") ?? [])].find(
    (node) => node.dataset.zoneCategory === categoryId,
  );
  const box = zone?.getBoundingClientRect();
  return box && box.height > 0 ? box : undefined;
}

/** The bar's height at the foot of the screen, about 7rem: a zone under it is hidden while the bar shows. */
const DOCK_HEIGHT_PX = 112;

/**
 * The categories a mouse cannot drop on where they are: those not wholly on screen. Only when the drop bar must show
 * for one of them does it cover the foot of the screen, and then a zone under the bar joins it too.
 */
function categoriesOutOfView(root: HTMLElement | null, categories: readonly Category[]): readonly Category[] {
  const boxes = categories.map((category) => zoneBox(root, category.id));
  const onScreen = (box: DOMRect | undefined, foot: number) => box !== undefined && box.top >= 0 && box.bottom <= foot;
  if (boxes.every((box) => onScreen(box, window.innerHeight))) return [];
  return categories.filter((_, index) => !onScreen(boxes[index], window.innerHeight - DOCK_HEIGHT_PX));
}

/**
 * Drop areas within reach of the reply being dragged: a bar fixed to the foot of the screen, one area per category, so
 * a finger (or a mouse) never has to drag a long way down the page (the categories themselves may be far below).
 */
function DropDock({ categories }: { categories: readonly Category[] }) {
  return (
    <div
      data-drop-dock=""
      className="fixed inset-x-0 bottom-0 z-40 border-t-2 border-brand bg-paper/95 px-3 pt-2 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-6px_24px_-8px_rgb(31_35_64/0.35)] backdrop-blur"
    >
      <p className="mx-auto mb-2 max-w-3xl text-sm font-bold text-ink-soft">
        <Trans comment="Over the drop bar at the foot of the screen while a reply is dragged">Drop it on a category</Trans>
      </p>
      <div
        className="mx-auto grid max-w-3xl gap-2"
        style={{ gridTemplateColumns: `repeat(${categories.length}, minmax(0, 1fr))` }}
      >
        {categories.map((category) => (
          <DockArea key={category.id} category={category} />
        ))}
      </div>
    </div>
  );
}

function DockArea({ category }: { category: Category }) {
  const { setNodeRef, isOver } = useDroppable({ id: dockId(category.id) });
  return (
    <div
      ref={setNodeRef}
      data-dock-category={category.id}
      data-over={isOver ? "true" : undefined}
      className={cn(
        "grid min-h-16 place-items-center rounded-card border-2 border-dashed px-2 py-3 text-center text-sm font-extrabold text-ink",
        isOver ? "border-brand bg-brand-soft" : "border-line bg-surface",
      )}
    >
      {category.label}
    </div>
  );
}

function Zone({ id, categoryId, className, children }: ZoneProps) {
  const { setNodeRef, isOver } = useDroppable({ id });
  return (
    <div
      ref={setNodeRef}
      data-zone-category={categoryId}
      className={cn(
        "flex flex-col gap-3 rounded-card border-2 border-dashed p-3 sm:p-4",
        isOver ? "border-brand bg-brand-soft" : "border-line",
        className,
      )}
    >
      {children}
    </div>
  );
}

/**
 * docs/lesson-players.md#generic-activities "Categorise": sort every item, check, read the marks and the explanation in
 * the feedback sheet; the score is reported when the parent taps Continue. By keyboard, each placement moves focus to
 * the next reply to sort (or to Check when none is left) and the live region says where the reply went.
 */
export function DragDropPlayer({
  lesson,
  content,
  onComplete,
  onProgress,
  saved,
  onStateChange,
}: PlayerProps<DragDropContent>) {
  const { t } = useLingui();
  const instructionId = useId();
  const reducer = useMemo(() => sortLessonReducer(content), [content]);
  const [state, dispatch] = usePlayerReducer(
    reducer,
    () => initialSortLesson,
    (raw) => restoreSortLesson(raw, content),
    saved,
    onStateChange,
  );
  const { mapping, chosenId, checked } = state;
  const [announcement, setAnnouncement] = useState("");
  /** The reply being dragged by finger or mouse (the keyboard hops between the zones instead): the drop bar shows. */
  const [dragging, setDragging] = useState<string | null>(null);
  /** The categories the drop bar offers during that drag: the ones out of sight (all of them under a finger). */
  const [docked, setDocked] = useState<readonly Category[]>([]);
  /** A touch screen's words ("Tap", "press and hold"), or a mouse's and keyboard's; a finger when it cannot tell. */
  const [coarse] = useState(isCoarsePointer);
  /**
   * Where focus goes once the placement has rendered: a reply's id or "check", and whether the page must stay still
   * (a drop by finger or mouse: the parent's eyes are where they dropped, so the focus move scrolls nothing).
   */
  const [focusNext, setFocusNext] = useState<{ target: string; still: boolean } | null>(null);
  const checkButton = useRef<HTMLButtonElement>(null);
  const itemsRoot = useRef<HTMLDivElement>(null);
  const reported = useRef(false);

  const total = content.items.length;
  const placed = content.items.filter((item) => mapping[item.id] !== undefined).length;
  const allPlaced = placed === total;
  useReportProgress(state.completed ? 100 : Math.round((placed / total) * 90), onProgress);

  useEffect(() => {
    if (focusNext === null) return;
    const options = { preventScroll: focusNext.still };
    if (focusNext.target === "check") checkButton.current?.focus(options);
    else
      [...(itemsRoot.current?.querySelectorAll<HTMLElement>("[data-item-id]") ?? [])]
        .find((node) => node.dataset.itemId === focusNext.target)
        ?.focus(options);
    setFocusNext(null);
  }, [focusNext]);

  function finish() {
    if (reported.current) return;
    reported.current = true;
    dispatch({ type: "complete" });
    onComplete(sortLessonScore(state, content), sortLessonSummary(state, content));
  }

  const textOf = (id: UniqueIdentifier): string => content.items.find((item) => item.id === id)?.text ?? t({ message: "This reply", comment: "Stands for a reply to sort whose text is unknown" });
  const labelOf = (categoryId: string) =>
    content.categories.find((category) => category.id === categoryId)?.label ?? categoryId;
  const chosen = content.items.find((item) => item.id === chosenId) ?? null;

  function place(itemId: string, categoryId: string | null, { still = false }: { still?: boolean } = {}) {
    if (checked) return;
    dispatch({ type: "place", itemId, categoryId });
    const after = { ...mapping };
    if (categoryId === null) delete after[itemId];
    else after[itemId] = categoryId;
    const left = content.items.filter((item) => after[item.id] === undefined).length;
    const itemText = textOf(itemId);
    const categoryLabel = categoryId === null ? "" : labelOf(categoryId);
    const moved =
      categoryId === null
        ? t({ message: `Moved “${itemText}” back to the replies to sort.`, comment: "Read by screen readers after a reply is taken out of a category" })
        : t({ message: `Moved “${itemText}” to ${categoryLabel}.`, comment: "Read by screen readers after a reply is put in a category" });
    const next =
      left === 0
        ? t({ message: "All sorted: Check My Answers is next.", comment: "Read by screen readers; Check My Answers is the button's name" })
        : t({ message: plural(left, { one: "# left to sort.", other: "# left to sort." }), comment: "Read by screen readers: how many replies are still to sort" });
    setAnnouncement(`${moved} ${next}`);
    // A placed reply keeps focus only if it went back to the list; otherwise on to the next one (or Check).
    if (categoryId === null) setFocusNext({ target: itemId, still });
    else setFocusNext({ target: nextUnsorted(after, content, itemId) ?? "check", still });
  }

  function tapCategory(categoryId: string) {
    if (!chosen || checked) return;
    // docs/lesson-players.md#generic-activities: selecting the same category again unassigns the item.
    place(chosen.id, tapTarget(state, chosen.id, categoryId));
  }

  function onDragStart({ active, activatorEvent }: DragStartEvent) {
    dispatch({ type: "choose", itemId: null });
    const byKeyboard = typeof KeyboardEvent !== "undefined" && activatorEvent instanceof KeyboardEvent;
    if (byKeyboard) return;
    setDragging(String(active.id));
    setDocked(coarse ? content.categories : categoriesOutOfView(itemsRoot.current, content.categories));
  }

  function onDragEnd({ active, over, activatorEvent }: DragEndEvent) {
    setDragging(null);
    if (!over) return;
    const byKeyboard = typeof KeyboardEvent !== "undefined" && activatorEvent instanceof KeyboardEvent;
    place(String(active.id), over.id === UNSORTED ? null : categoryOfZone(over.id), { still: !byKeyboard });
  }

  const categoryLabelOf = (id: UniqueIdentifier) => labelOf(categoryOfZone(id) ?? "");
  // Read by screen readers while a reply is dragged by keyboard.
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      const itemText = textOf(active.id);
      return t`Picked up: ${itemText}`;
    },
    onDragOver: ({ active, over }) => {
      const itemText = textOf(active.id);
      if (!over) return t`Not over a category. ${itemText}`;
      if (over.id === UNSORTED) return t`Over the replies to sort.`;
      const categoryLabel = categoryLabelOf(over.id);
      return t`Over ${categoryLabel}.`;
    },
    onDragEnd: ({ active, over }) => {
      const itemText = textOf(active.id);
      if (!over) return t`Put back where it was.`;
      if (over.id === UNSORTED) return t`Dropped in the replies to sort: ${itemText}`;
      const categoryLabel = categoryLabelOf(over.id);
      return t`Dropped in ${categoryLabel}: ${itemText}`;
    },
    onDragCancel: () => t`Cancelled. The reply went back where it was.`,
  };

  const sensors = useSensors(
    // A short move starts a mouse drag, so a plain click still picks the item.
    useSensor(MouseSensor, { activationConstraint: { distance: 8 } }),
    // Press and hold starts a touch drag, so a swipe still scrolls the page and a tap still picks the item.
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    // Space lifts and drops, arrows hop between zones, Escape cancels; Enter stays a plain "pick this item".
    useSensor(KeyboardSensor, {
      keyboardCodes: { start: ["Space"], cancel: ["Escape"], end: ["Space", "Enter"] },
      coordinateGetter: zoneHopper([UNSORTED, ...content.categories.map((category) => zoneId(category.id))]),
    }),
  );

  function markFor(item: Item) {
    const placedIn = mapping[item.id];
    const belongs = content.correctMapping[item.id];
    if (placedIn === belongs)
      return (
        <Mark kind="right">
          <Trans comment="Mark under a reply sorted into the right category">✓ Right place</Trans>
        </Mark>
      );
    const categoryLabel = labelOf(belongs ?? "");
    return (
      <Mark kind="wrong">
        <Trans comment="Mark under a reply sorted into the wrong category; {categoryLabel} is the right one">
          ✗ Fits better in {categoryLabel}
        </Trans>
      </Mark>
    );
  }

  const takeOutLabel = (categoryLabel: string, itemText: string) =>
    t({ message: `Take out of ${categoryLabel}: ${itemText}`, comment: "Button that takes a reply back out of a category" });

  function renderItem(item: Item, category: Category | null) {
    const quickPlace = (
      <div role="group" aria-label={t({ message: "Put it in", comment: "Names a group of buttons, one per category, to put the chosen reply in" })} className="flex flex-wrap gap-2 ps-2">
        {content.categories.map((target) =>
          target.id === category?.id ? null : (
            <button
              key={target.id}
              type="button"
              onClick={() => tapCategory(target.id)}
              className="min-h-11 rounded-pill border-2 border-brand bg-surface px-4 text-sm font-bold text-ink hover:bg-brand-soft"
            >
              → {target.label}
            </button>
          ),
        )}
      </div>
    );
    return (
      <ItemCard
        key={item.id}
        item={item}
        chosen={chosenId === item.id}
        locked={checked}
        onTap={() => dispatch({ type: "choose", itemId: chosenId === item.id ? null : item.id })}
        below={checked ? <span className="ps-2">{markFor(item)}</span> : chosenId === item.id ? quickPlace : null}
        aside={
          !checked && category ? (
            <button
              type="button"
              aria-label={takeOutLabel(category.label, item.text)}
              onClick={() => place(item.id, null)}
              className="grid min-h-12 min-w-11 shrink-0 place-items-center rounded-card border-2 border-line bg-surface text-xl font-bold text-ink-soft hover:border-brand hover:text-ink"
            >
              <span aria-hidden="true">×</span>
            </button>
          ) : null
        }
      />
    );
  }

  const unsorted = content.items.filter((item) => mapping[item.id] === undefined);
  const unsortedCount = unsorted.length;
  const correctCount = content.items.filter((item) => mapping[item.id] === content.correctMapping[item.id]).length;

  return (
    <ActivityFrame label={lesson.title}>
      <SceneCard scenario={content.scenario} question={content.instruction} mood="sad" />

      <div className="flex flex-col gap-2">
        <QuestionHeading id={instructionId}>{content.instruction}</QuestionHeading>
        {!checked ? (
          <p className="text-sm text-ink-soft">
            {coarse ? (
              <Trans>
                Tap a reply, then tap the category it fits. Or press and hold it, and drag it to the categories that
                appear at the foot of the screen.
              </Trans>
            ) : (
              <Trans>
                Select a reply, then the category it fits. Or drag it onto its category, or press Space to pick it up
                and the arrow keys to move it.
              </Trans>
            )}
          </p>
        ) : null}
      </div>

      <div ref={itemsRoot} className="contents">
        <DndContext
          sensors={sensors}
          collisionDetection={collisionDetection}
          onDragStart={onDragStart}
          onDragEnd={onDragEnd}
          onDragCancel={() => setDragging(null)}
          // The drop bar's areas appear as a drag starts: measured while dragging, not only at its start.
          measuring={{ droppable: { strategy: MeasuringStrategy.Always } }}
          // A finger or mouse drags to the bar at the foot of the screen, so the page holds still under it (scrolling
          // it moved the reply away from the finger); the keyboard's hops scroll to the zone they reach.
          autoScroll={dragging === null}
          modifiers={dragging === null ? undefined : [withinScreen]}
          accessibility={{
            announcements,
            screenReaderInstructions: {
              draggable: t({
                message:
                  "To move this reply, press Space to pick it up, use the arrow keys to move between categories, and press Space again to drop it. Press Escape to cancel. Or press Enter to choose it, then a category button.",
                comment: "Read by screen readers on a reply to sort",
              }),
            },
          }}
        >
          {!checked ? (
            <Zone id={UNSORTED}>
              <h4 className="font-bold">
                {unsorted.length > 0
                  ? t`Replies to sort (${plural(unsortedCount, { one: "# left", other: "# left" })})`
                  : t`All sorted! Check your answers when you're ready.`}
              </h4>
              {unsorted.length > 0 ? (
                <ul className="flex flex-col gap-2">{unsorted.map((item) => renderItem(item, null))}</ul>
              ) : null}
            </Zone>
          ) : null}

          <div className={cn("grid gap-4", content.categories.length === 3 ? "md:grid-cols-3" : "md:grid-cols-2")}>
            {content.categories.map((category) => {
              const inside = content.items.filter((item) => mapping[item.id] === category.id);
              const insideCount = inside.length;
              const categoryName = category.label;
              const hint = !chosen
                ? t({ message: plural(insideCount, { one: "# reply", other: "# replies" }), comment: "How many replies are in a category" })
                : mapping[chosen.id] === category.id
                  ? coarse ? t`Tap to take it back out` : t`Select to take it back out`
                  : coarse ? t`Tap to put it here` : t`Select to put it here`;
              return (
                <Zone key={category.id} id={zoneId(category.id)} categoryId={category.id}>
                  <button
                    type="button"
                    disabled={!chosen || checked}
                    onClick={() => tapCategory(category.id)}
                    className={cn(
                      "flex min-h-12 flex-col items-start rounded-card px-3 py-2 text-start",
                      chosen && !checked ? "bg-brand-soft ring-2 ring-brand hover:bg-surface" : "cursor-default",
                    )}
                  >
                    <span className="text-base font-extrabold">{category.label}</span>
                    <span className="text-sm text-ink-soft">{checked
                        ? t({ message: plural(insideCount, { one: "# placed", other: "# placed" }), comment: "How many replies the parent put in a category" })
                        : hint}</span>
                  </button>
                  {inside.length > 0 ? (
                    <ul aria-label={t({ message: `In ${categoryName}`, comment: "Names the list of replies inside a category" })} className="flex flex-col gap-2">
                      {inside.map((item) => renderItem(item, category))}
                    </ul>
                  ) : null}
                </Zone>
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
        <>
          <FeedbackSheet
            open={state.sheetOpen && !state.completed}
            heading={correctCount === total ? t`Every one in the right place!` : t`Here's how they sort`}
            tone={correctCount === total ? "right" : "gentle"}
            actionLabel={t({ message: "Continue", comment: "Button that moves to the next step" })}
            onAction={finish}
            // Closing lets the parent look at the marks; Continue below finishes.
            onDismiss={() => dispatch({ type: "closeSheet" })}
          >
            <p className="font-bold">
              <Trans>
                You placed {correctCount} of {total} where they fit best.
              </Trans>
            </p>
            <p>{content.explanation}</p>
          </FeedbackSheet>
          {!state.sheetOpen && !state.completed ? <AfterSheetAction label={t({ message: "Continue", comment: "Button that moves to the next step" })} onAction={finish} /> : null}
        </>
      ) : (
        <ActionRow>
          <Button ref={checkButton} size="lg" disabled={!allPlaced} onClick={() => dispatch({ type: "check" })}>
            <Trans>Check My Answers</Trans>
          </Button>
        </ActionRow>
      )}
    </ActivityFrame>
  );
}
