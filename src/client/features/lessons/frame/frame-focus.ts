import { useEffect, useRef, type RefObject } from "react";

/**
 * Focus is never left on the page's body: arriving from Start Lesson (whose link is gone) the lesson's title takes it;
 * after Let's practise (`onActivityAfterMove`), the activity's first heading in `readRegion` once the player has drawn
 * it (its script may still load). Returns the ref for the lesson's title.
 */
export function useFrameFocus(readRegion: RefObject<HTMLElement | null>, onActivityAfterMove: boolean) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusIsLost()) titleRef.current?.focus({ preventScroll: true });
  }, []);
  useEffect(() => {
    if (!onActivityAfterMove) return;
    return focusFirstHeadingWhenShown(readRegion.current);
  }, [onActivityAfterMove, readRegion]);
  return titleRef;
}

/** Whether keyboard focus is nowhere: on the page's body, as when the control that held it has gone. */
function focusIsLost(): boolean {
  return document.activeElement === null || document.activeElement === document.body;
}

/**
 * Focuses the first heading inside `region` as soon as there is one, while focus is still lost (a player that takes
 * focus itself, or a parent who has tabbed on, keeps theirs). The page does not scroll for it. Returns the clean-up.
 */
function focusFirstHeadingWhenShown(region: HTMLElement | null): (() => void) | undefined {
  if (!region) return undefined;
  const tryFocus = (): boolean => {
    if (!focusIsLost()) return true;
    const heading = region.querySelector<HTMLElement>("h1, h2, h3");
    if (!heading) return false;
    if (!heading.hasAttribute("tabindex")) heading.tabIndex = -1;
    heading.classList.add("focus:outline-none");
    heading.focus({ preventScroll: true });
    return true;
  };
  if (tryFocus()) return undefined;
  const observer = new MutationObserver(() => {
    if (tryFocus()) observer.disconnect();
  });
  observer.observe(region, { childList: true, subtree: true });
  return () => observer.disconnect();
}
