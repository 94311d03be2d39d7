import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import {
  DESKTOP,
  expectNoSeriousA11yViolations,
  newPage,
  openBrowser,
  newParent,
  registerThroughApi,
  SCREENSHOTS,
  settleAnimations,
  type BrowserSession,
} from "./browser";
import { answerCheck, readLesson, type LessonFile } from "./lessons";
import { wordsIn } from "./words";

/**
 * Every daily screen reads whole and keeps its main action in reach (docs/product-rules.md#words-whole-and-the-main-action-in-reach),
 * in each of the four languages, on a small phone with Large text and on a laptop: nothing drawn past the screen's
 * right edge, no word drawn on two lines without a hyphen, and the screen's primary action on its first screen,
 * above the phone's bottom bar.
 */
const SMALL_PHONE = { width: 320, height: 700 };
const LANGUAGES = ["en", "es", "fr", "de"] as const;

let session: BrowserSession;
beforeAll(async () => {
  session = await openBrowser(SMALL_PHONE);
});
afterAll(async () => {
  await session?.close();
});

interface Problems {
  pastTheEdge: string[];
  brokenWords: string[];
}

/**
 * What the page draws wrong, as text a person can read: elements whose right edge is past the screen's, and words
 * whose letters are drawn on two lines with no hyphen at the break. This Chromium draws no hyphen of its own
 * (`hyphens: auto` has no dictionaries here), so a break is whole only after a hyphen or a soft hyphen in the text.
 */
function findProblems(): Problems {
  // Parts of a long page not on screen yet are laid out only when scrolled to (`content-visibility: auto`): lay
  // every part out as it will be drawn.
  const wholePage = document.createElement("style");
  wholePage.textContent = "* { content-visibility: visible !important; }";
  document.head.append(wholePage);
  const width = document.documentElement.clientWidth;
  const hidden = new Map<Element, boolean>();
  /** Not drawn for the eye: no box, hidden, or inside screen-reader-only text (clipped to a pixel). */
  const unseen = (element: Element | null): boolean => {
    if (!element || element === document.body) return false;
    const known = hidden.get(element);
    if (known !== undefined) return known;
    const style = getComputedStyle(element);
    const rect = element.getBoundingClientRect();
    const clipped =
      style.clip === "rect(0px, 0px, 0px, 0px)" ||
      style.clipPath === "inset(50%)" ||
      (style.overflow === "hidden" && (rect.width <= 1 || rect.height <= 1));
    // checkVisibility: not inside a closed <details> (its content is laid out but never drawn).
    const result = style.visibility === "hidden" || clipped || !element.checkVisibility() || unseen(element.parentElement);
    hidden.set(element, result);
    return result;
  };
  const drawn = (element: Element) => {
    const rect = element.getBoundingClientRect();
    return rect.width > 1 && rect.height > 1 && !unseen(element);
  };
  /** Inside a box that scrolls sideways on purpose (or clips), where being past its edge is not past the screen's. */
  const clippedInside = (element: Element) => {
    for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
      const overflowX = getComputedStyle(parent).overflowX;
      if (overflowX !== "visible" && parent.getBoundingClientRect().right <= width + 0.5) return true;
    }
    return false;
  };
  const describe = (element: Element) => {
    const text = (element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
    return `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""} “${text}”`;
  };
  const pastTheEdge: string[] = [];
  for (const element of document.body.querySelectorAll("*")) {
    if (!drawn(element)) continue;
    const right = element.getBoundingClientRect().right;
    if (right > width + 0.5 && !clippedInside(element)) pastTheEdge.push(`${describe(element)} ends at ${Math.round(right)} px`);
  }

  const brokenWords: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || !drawn(parent) || ["SCRIPT", "STYLE", "NOSCRIPT"].includes(parent.tagName)) continue;
    const text = node.textContent ?? "";
    for (const match of text.matchAll(/\S+/g)) {
      const word = match[0];
      if (word.length < 2) continue;
      range.setStart(node, match.index);
      range.setEnd(node, match.index + word.length);
      const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
      if (rects.length < 2) continue;
      const lineHeight = Math.min(...rects.map((rect) => rect.height));
      const tops = rects.map((rect) => rect.top);
      if (Math.max(...tops) - Math.min(...tops) < lineHeight / 2) continue;
      // Find where the word goes onto its next line: the break is whole after a hyphen drawn in the text.
      let breaksAfter = -1;
      for (let letter = 1; letter < word.length; letter += 1) {
        range.setStart(node, match.index + letter);
        range.setEnd(node, match.index + letter + 1);
        const top = range.getClientRects()[0]?.top ?? 0;
        if (top - Math.min(...tops) >= lineHeight / 2) {
          breaksAfter = letter;
          break;
        }
      }
      const before = word[breaksAfter - 1] ?? "";
      if (/[-\u00AD\u2010\u2011/]/.test(before)) continue;
      const box = parent.getBoundingClientRect();
      brokenWords.push(
        `“${word}” breaks as “${word.slice(0, breaksAfter)}/${word.slice(breaksAfter)}” in ${parent.tagName.toLowerCase()}.${String(parent.className).slice(0, 60)} (${Math.round(box.width)} px wide)`,
      );
    }
  }
  wholePage.remove();
  return { pastTheEdge, brokenWords };
}

/** Where the first screen ends for the page's content: the viewport's foot, or the top of the phone's bottom bar. */
async function firstScreenFoot(page: Page): Promise<number> {
  return page.evaluate(() => {
    const bar = document.querySelector('nav[aria-label][class*="fixed"], nav[data-bottom-bar]');
    const bars = [...document.querySelectorAll("nav")].filter((nav) => {
      const style = getComputedStyle(nav);
      const rect = nav.getBoundingClientRect();
      return style.position === "fixed" && rect.bottom >= window.innerHeight - 1 && rect.top > window.innerHeight / 2;
    });
    const top = Math.min(window.innerHeight, ...bars.map((nav) => nav.getBoundingClientRect().top));
    return bar ? Math.min(top, window.innerHeight) : top;
  });
}

/** The primary action is drawn whole on the first screen without scrolling, above any bottom bar. */
async function expectInReach(page: Page, action: Locator, what: string): Promise<void> {
  await action.waitFor();
  const box = await action.boundingBox();
  expect(box, what).not.toBeNull();
  const foot = await firstScreenFoot(page);
  expect.soft({ what, top: Math.round(box!.y), bottom: Math.round(box!.y + box!.height) }).toEqual({
    what,
    top: expect.toSatisfy((top: number) => top >= 0) as number,
    bottom: expect.toSatisfy((bottom: number) => bottom <= foot) as number,
  });
}

async function expectWhole(page: Page, screen: string): Promise<void> {
  const problems = await page.evaluate(findProblems);
  expect.soft(problems, screen).toEqual({ pastTheEdge: [], brokenWords: [] });
}

const first = readLesson<{ options: string[]; correctAnswer: number }>("01-");

async function setLargeText(page: Page, language: string) {
  await page.evaluate(async (chosen) => {
    const me = (await (await fetch("/api/auth/me")).json()) as { id: number };
    const response = await fetch(`/api/user/${me.id}/settings`, {
      method: "PATCH",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ language: chosen, fontSize: "large" }),
    });
    if (!response.ok) throw new Error(`settings answered ${response.status}`);
  }, language);
}

/**
 * Once a new window size is laid out and drawn: its animations (a sheet sliding up) finished and two frames painted,
 * so what is measured is where things rest, not where they pass.
 */
async function laidOut(page: Page): Promise<void> {
  await settleAnimations(page);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

/** Both sizes of one screen as it stands: the small phone first, where the primary action is checked, then the laptop. */
async function sweep(page: Page, screen: string, primary?: () => Locator): Promise<void> {
  await page.setViewportSize(SMALL_PHONE);
  await laidOut(page);
  await expectWhole(page, `${screen} at 320 px`);
  if (primary) await expectInReach(page, primary(), `${screen}: its primary action`);
  await page.setViewportSize(DESKTOP);
  await laidOut(page);
  await expectWhole(page, `${screen} at 1280 px`);
  await page.setViewportSize(SMALL_PHONE);
}

describe("every daily screen reads whole, with its main action in reach", () => {
  for (const language of LANGUAGES) {
    it(`in ${language}, at 320 × 700 with Large text and at 1280 × 800`, async () => {
      const say = wordsIn(language);
      const lesson: LessonFile<{ options: string[]; correctAnswer: number }> =
        language === "en" ? first : readLesson("01-", language);
      const page = await newPage(session);
      await page.setViewportSize(SMALL_PHONE);
      // A name as long as a parent's own: the greeting shows it.
      const parent = newParent();
      await registerThroughApi(page, { ...parent, username: `Sam${parent.username.slice(-6)}` });
      await setLargeText(page, language);
      const shot = (name: string) => page.screenshot({ path: `${SCREENSHOTS}/words-whole-${language}-${name}.png` });

      const screens: Array<{ path: string; primary?: () => Locator }> = [
        // Home's Up next: the lesson to start.
        { path: "/", primary: () => page.locator(`main a[href$="/lesson/${lesson.id}"]`).first() },
        { path: "/lessons-overview" },
        { path: "/stories" },
        { path: "/journal" },
        { path: "/settings" },
        { path: "/progress" },
        {
          path: `/lessons/${lesson.levelId}/lesson/${lesson.id}`,
          primary: () => page.getByRole("link", { name: say("Start Lesson") }),
        },
      ];
      for (const screen of screens) {
        await page.goto(screen.path);
        await page.getByRole("heading", { level: 1 }).first().waitFor();
        await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(language);
        if (screen.path === "/lessons-overview") await shot("overview");
        await sweep(page, screen.path, screen.primary);
        if (screen.path === "/lessons-overview") await expectNoSeriousA11yViolations(page);
      }

      // The lesson itself: its teaching cards, the last one's Let's practise, then the feedback sheet.
      await page.getByRole("link", { name: say("Start Lesson") }).click();
      const count = lesson.lead?.length ?? 0;
      for (let card = 0; card < count; card += 1) {
        await page.getByText(say("{cardNumber} of {count}", { cardNumber: card + 1, count }), { exact: true }).waitFor();
        const name = card + 1 < count ? say("Next") : say("Let's practise");
        const next = () => page.getByRole("button", { name, exact: true });
        await sweep(page, `card ${card + 1}`, next);
        await answerCheck(page, lesson.lead?.[card], say);
        await next().click();
      }
      await page.getByRole("radio", { name: lesson.content.options[lesson.content.correctAnswer] }).click();
      await page.getByRole("button", { name: say("Submit Answer") }).click();
      const sheet = page.getByRole("dialog");
      await sheet.getByRole("button", { name: say("Complete Lesson") }).waitFor();
      await shot("feedback");
      await sweep(page, "the feedback sheet", () => sheet.getByRole("button", { name: say("Complete Lesson") }));
      // The sheet's heading stays in view above its button.
      await expectInReach(page, sheet.getByRole("heading").first(), "the feedback sheet's heading");
      await expectNoSeriousA11yViolations(page);
    });
  }
});
