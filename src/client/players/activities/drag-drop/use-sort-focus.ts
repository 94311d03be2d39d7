import { useEffect, useRef, useState } from "react";

/**
 * Where focus goes once a placement has rendered: a reply's id or "check", and whether the page must stay still (a
 * drop by finger or mouse: the parent's eyes are where they dropped, so the focus move scrolls nothing). The replies
 * are found under `itemsRoot` by their data-item-id; "check" is `checkButton`.
 */
export function useSortFocus() {
  const [focusNext, setFocusNext] = useState<{ target: string; still: boolean } | null>(null);
  const checkButton = useRef<HTMLButtonElement>(null);
  const itemsRoot = useRef<HTMLDivElement>(null);
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
  return { checkButton, itemsRoot, focusNext: setFocusNext };
}
