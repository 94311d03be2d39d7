import type { Announcements, UniqueIdentifier } from "@dnd-kit/core";
import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { DragDropContent } from "@shared/content/content-schemas";
import { UNSORTED, categoryOfZone } from "./sort-dnd";
import { withoutQuoteMarks } from "@shared/quote-marks";

/**
 * What screen readers hear while replies are sorted: how to move a reply and each step of a drag by keyboard
 * (`accessibility`, for the drag context), and after each placement where the reply went and what is left
 * (`placement`). `labelOf` names a category.
 */
export function useSortAnnouncements(content: DragDropContent) {
  const { t } = useLingui();
  const textOf = (id: UniqueIdentifier): string => content.items.find((item) => item.id === id)?.text ?? t({ message: "This reply", comment: "Stands for a reply to sort whose text is unknown" });
  const labelOf = (categoryId: string) =>
    content.categories.find((category) => category.id === categoryId)?.label ?? categoryId;

  /** Said once a reply is placed (`categoryId` null: back in the list), with `left` replies still to sort. */
  function placement(itemId: string, categoryId: string | null, left: number): string {
    // The message quotes the reply in its language's marks; a reply written as a quote keeps only those.
    const itemText = withoutQuoteMarks(textOf(itemId));
    const categoryLabel = categoryId === null ? "" : labelOf(categoryId);
    const moved =
      categoryId === null
        ? t({ message: `Moved “${itemText}” back to the replies to sort.`, comment: "Read by screen readers after a reply is taken out of a category" })
        : t({ message: `Moved “${itemText}” to ${categoryLabel}.`, comment: "Read by screen readers after a reply is put in a category" });
    const next =
      left === 0
        ? t({ message: "All sorted: Check My Answers is next.", comment: "Read by screen readers; Check My Answers is the button's name" })
        : t({ message: plural(left, { one: "# left to sort.", other: "# left to sort." }), comment: "Read by screen readers: how many replies are still to sort" });
    return `${moved} ${next}`;
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
  const accessibility = {
    announcements,
    screenReaderInstructions: {
      draggable: t({
        message:
          "To move this reply, press Space to pick it up, use the arrow keys to move between categories, and press Space again to drop it. Press Escape to cancel. Or press Enter to choose it, then a category button.",
        comment: "Read by screen readers on a reply to sort",
      }),
    },
  };
  return { accessibility, placement, labelOf };
}
