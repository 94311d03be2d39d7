import { useLayoutEffect } from "react";
import { FIRST_SCREEN_ID } from "@shared/lesson-paths";

/**
 * A lesson opened afresh can come with its first screen already in the page, drawn by the server with the app's own
 * components (src/server/http/first-screen.ts), in `#first-screen`, inert and laid over the app. The app starts
 * underneath it as usual; the drawing goes once the app shows something that is not a loading state, so the parent
 * reads the lesson from the first paint and never sees it give way to a spinner. Loading states hold it
 * (`useHoldFirstScreen`); the app's root lets it go after each commit in which none is left.
 */
/** The longest the drawing stays over an app that is still loading (a very slow connection): then the app shows. */
export const FIRST_SCREEN_LIMIT_MS = 10_000;

let holds = 0;
let checkQueued = false;

function drawing(): HTMLElement | null {
  return typeof document === "undefined" ? null : document.getElementById(FIRST_SCREEN_ID);
}

/**
 * Marks a part of a screen laid out only as it nears the window (`content-visibility: auto`), whose size while it is
 * not is a placeholder: at the hand-over the app's copy takes the size the drawing's had, so the page keeps its height.
 */
export const LAID_OUT_NEAR_WINDOW = { "data-near-window": "" } as const;
const NEAR_WINDOW = "[data-near-window]";

/** What a parent reads by: headings and the lessons' links and buttons, the same in the drawing and the app. */
const LANDMARKS = "main :is(h1, h2, h3, a, button)";

/** Each landmark with its key: its tag, its text, and which of the landmarks with that tag and text it is. */
function* landmarks(scope: Element): Generator<[key: string, element: Element]> {
  const seen = new Map<string, number>();
  for (const element of scope.querySelectorAll(LANDMARKS)) {
    const named = `${element.tagName}|${element.textContent ?? ""}`;
    const occurrence = seen.get(named) ?? 0;
    seen.set(named, occurrence + 1);
    yield [`${named}|${occurrence}`, element];
  }
}

/** The first landmark at the top of the window, and where it is. */
function topLandmark(scope: Element): { key: string; top: number } | undefined {
  for (const [key, element] of landmarks(scope)) {
    const { top, bottom } = element.getBoundingClientRect();
    if (bottom > 0 && top !== bottom) return { key, top };
  }
  return undefined;
}

function landmarkTop(scope: Element, wanted: string): number | undefined {
  for (const [key, element] of landmarks(scope)) if (key === wanted) return element.getBoundingClientRect().top;
  return undefined;
}

/**
 * The drawing goes, and what the parent was reading stays where it was. The app's parts that are laid out only near
 * the window (the overview's later levels, lessons-overview-page.tsx) are new to the browser, so their size would be a
 * placeholder where the drawing's were laid out: they take the drawing's sizes, and the page keeps its height (a
 * parent scrolled to the very end stays there). Then the line at the top of the window is found again in the app,
 * and the page scrolled by any difference left.
 */
function removeDrawing() {
  const drawn = drawing();
  if (!drawn) return;
  const scrolled = window.scrollY > 0;
  const read = scrolled ? topLandmark(drawn) : undefined;
  const sizes = scrolled
    ? [...drawn.querySelectorAll(NEAR_WINDOW)].map((part) => part.getBoundingClientRect().height)
    : [];
  drawn.remove();
  const app = scrolled ? document.getElementById("root") : null;
  if (!app) return;
  const parts = app.querySelectorAll<HTMLElement>(NEAR_WINDOW);
  if (parts.length === sizes.length)
    parts.forEach((part, index) => (part.style.containIntrinsicSize = `auto ${sizes[index]}px`));
  const now = read && landmarkTop(app, read.key);
  if (read && now !== undefined && Math.abs(now - read.top) >= 1) window.scrollBy(0, now - read.top);
}

/**
 * Looks once the current commit is over (a loading state that ends and another that begins in the same commit hold
 * it throughout): with no loading state on screen, the app has drawn its own screen, and the drawing goes.
 */
export function releaseFirstScreenIfDrawn() {
  if (checkQueued || !drawing()) return;
  checkQueued = true;
  queueMicrotask(() => {
    checkQueued = false;
    if (holds === 0) removeDrawing();
  });
}

/** For a loading state: while it is on screen, the server's drawing of the lesson stays. */
export function useHoldFirstScreen() {
  useLayoutEffect(() => {
    if (!drawing()) return;
    holds += 1;
    return () => {
      holds -= 1;
      releaseFirstScreenIfDrawn();
    };
  }, []);
}

/** For the app's root, once: lets the drawing go after the first commit if nothing holds it, and at the limit. */
export function useFirstScreenRelease() {
  useLayoutEffect(() => {
    releaseFirstScreenIfDrawn();
    const limit = setTimeout(removeDrawing, FIRST_SCREEN_LIMIT_MS);
    return () => clearTimeout(limit);
  }, []);
}
