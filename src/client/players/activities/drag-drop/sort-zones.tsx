import type { CSSProperties, ReactNode } from "react";
import { useDraggable, useDroppable } from "@dnd-kit/core";
import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { cn } from "@client/lib/cn";
import { Mark } from "../activity-parts";
import { type Category, type Item, UNSORTED, dockId, zoneId } from "./sort-dnd";

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
export function ItemCard({ item, chosen, locked, onTap, aside, below }: ItemCardProps) {
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

/**
 * Drop areas within reach of the reply being dragged: a bar fixed to the foot of the screen, one area per category, so
 * a finger (or a mouse) never has to drag a long way down the page (the categories themselves may be far below).
 */
export function DropDock({ categories }: { categories: readonly Category[] }) {
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

export function Zone({ id, categoryId, className, children }: ZoneProps) {
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
 * A reply as the sorting shows it: in the list or in a category, chosen (with the categories to put it in, within
 * thumb's reach), or checked (with its mark). A reply in a category has a button that takes it back out.
 */
export function SortItem({
  item,
  category,
  categories,
  chosen,
  checked,
  mark,
  onChoose,
  onPut,
  onTakeOut,
}: {
  item: Item;
  /** The category the reply is in; null while it is still to sort. */
  category: Category | null;
  categories: readonly Category[];
  chosen: boolean;
  checked: boolean;
  /** Its mark once checked: whether it is in the right place, and the name of the category it belongs in. */
  mark: { right: boolean; belongsLabel: string };
  onChoose: () => void;
  onPut: (categoryId: string) => void;
  onTakeOut: () => void;
}) {
  const { t } = useLingui();
  const quickPlace = (
    <div role="group" aria-label={t({ message: "Put it in", comment: "Names a group of buttons, one per category, to put the chosen reply in" })} className="flex flex-wrap gap-2 ps-2">
      {categories.map((target) =>
        target.id === category?.id ? null : (
          <button
            key={target.id}
            type="button"
            onClick={() => onPut(target.id)}
            className="min-h-11 rounded-pill border-2 border-brand bg-surface px-4 text-sm font-bold text-ink hover:bg-brand-soft"
          >
            → {target.label}
          </button>
        ),
      )}
    </div>
  );
  const categoryLabel = category?.label ?? "";
  const itemText = item.text;
  return (
    <ItemCard
      item={item}
      chosen={chosen}
      locked={checked}
      onTap={onChoose}
      below={checked ? <span className="ps-2"><SortMark {...mark} /></span> : chosen ? quickPlace : null}
      aside={
        !checked && category ? (
          <button
            type="button"
            aria-label={t({ message: `Take out of ${categoryLabel}: ${itemText}`, comment: "Button that takes a reply back out of a category" })}
            onClick={onTakeOut}
            className="grid min-h-12 min-w-11 shrink-0 place-items-center rounded-card border-2 border-line bg-surface text-xl font-bold text-ink-soft hover:border-brand hover:text-ink"
          >
            <span aria-hidden="true">×</span>
          </button>
        ) : null
      }
    />
  );
}

/** The mark under a checked reply: in the right place, or which category it fits better. */
function SortMark({ right, belongsLabel }: { right: boolean; belongsLabel: string }) {
  if (right)
    return (
      <Mark kind="right">
        <Trans comment="Mark under a reply sorted into the right category">✓ Right place</Trans>
      </Mark>
    );
  const categoryLabel = belongsLabel;
  return (
    <Mark kind="wrong">
      <Trans comment="Mark under a reply sorted into the wrong category; {categoryLabel} is the right one">
        ✗ Fits better in {categoryLabel}
      </Trans>
    </Mark>
  );
}

/**
 * One category's zone: its button (tap to put the chosen reply here, or take it back out), how many replies it holds
 * or what a tap does, and the replies in it.
 */
export function CategoryZone({
  category,
  chosenIn,
  checked,
  coarse,
  count,
  onTap,
  children,
}: {
  category: Category;
  /** Where the chosen reply is: in this category, elsewhere, or none is chosen. */
  chosenIn: "here" | "elsewhere" | null;
  checked: boolean;
  /** A touch screen's words ("Tap"), or a mouse's and keyboard's ("Select"). */
  coarse: boolean;
  /** How many replies are in it. */
  count: number;
  onTap: () => void;
  /** The replies in it, each a SortItem. */
  children: ReactNode;
}) {
  const { t } = useLingui();
  const insideCount = count;
  const categoryName = category.label;
  const hint =
    chosenIn === null
      ? t({ message: plural(insideCount, { one: "# reply", other: "# replies" }), comment: "How many replies are in a category" })
      : chosenIn === "here"
        ? coarse ? t`Tap to take it back out` : t`Select to take it back out`
        : coarse ? t`Tap to put it here` : t`Select to put it here`;
  return (
    <Zone id={zoneId(category.id)} categoryId={category.id}>
      <button
        type="button"
        disabled={chosenIn === null || checked}
        onClick={onTap}
        className={cn(
          "flex min-h-12 flex-col items-start rounded-card px-3 py-2 text-start",
          chosenIn !== null && !checked ? "bg-brand-soft ring-2 ring-brand hover:bg-surface" : "cursor-default",
        )}
      >
        <span className="text-base font-extrabold">{category.label}</span>
        <span className="text-sm text-ink-soft">{checked
            ? t({ message: plural(insideCount, { one: "# placed", other: "# placed" }), comment: "How many replies the parent put in a category" })
            : hint}</span>
      </button>
      {count > 0 ? (
        <ul aria-label={t({ message: `In ${categoryName}`, comment: "Names the list of replies inside a category" })} className="flex flex-col gap-2">
          {children}
        </ul>
      ) : null}
    </Zone>
  );
}

/** The replies still to sort, with how many are left; once none is, a word that Check is next. */
export function UnsortedZone({ left, children }: { left: number; children: ReactNode }) {
  const { t } = useLingui();
  const unsortedCount = left;
  return (
    <Zone id={UNSORTED}>
      <h4 className="font-bold">
        {left > 0
          ? t`Replies to sort (${plural(unsortedCount, { one: "# left", other: "# left" })})`
          : t`All sorted! Check your answers when you're ready.`}
      </h4>
      {left > 0 ? <ul className="flex flex-col gap-2">{children}</ul> : null}
    </Zone>
  );
}
