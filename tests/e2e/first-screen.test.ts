import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import {
  DESKTOP,
  PHONE,
  expectNoSeriousA11yViolations,
  newPage,
  openBrowser,
  registerThroughApi,
  type BrowserSession,
} from "./browser";
import { completeLessonsBefore, readLesson } from "./lessons";

/**
 * A lesson opened afresh comes with its first screen in the page (src/server/http/first-screen.ts): the parent reads it
 * from the first paint, the app takes over without anything moving and without a spinner in between, and a lesson
 * with a saved place comes without it (the app resumes there).
 */
let session: BrowserSession;
beforeAll(async () => {
  session = await openBrowser();
});
afterAll(async () => {
  await session?.close();
});

interface Seen {
  /** Where the drawing's lesson title, slide heading and first paragraph sat, as the page was parsed. */
  drawn: number[][] | null;
  /** Whether a loading state was on screen when the drawing went. */
  loadingWhenGone: boolean | null;
  /** The drawing's visibility as painted, and once its limit has passed (its CSS animation moved on to the end). */
  visibility: string[];
}

/** Watches the server's drawing: where its parts sat, and what the app showed when it went. */
async function watchDrawing(page: Page) {
  await page.addInitScript(() => {
    const seen: Seen = { drawn: null, loadingWhenGone: null, visibility: [] };
    (window as unknown as { drawing: Seen }).drawing = seen;
    const boxes = (root: Element) =>
      ["h1", "h2", "section p"].map((selector) => {
        const box = root.querySelector(selector)?.getBoundingClientRect();
        return box ? [box.x, box.y, box.width, box.height].map(Math.round) : [];
      });
    document.addEventListener("DOMContentLoaded", () => {
      const drawing = document.getElementById("first-screen");
      if (!drawing) return;
      seen.drawn = boxes(drawing);
      // The limit needs no script (a parent whose scripts never arrive): the stylesheet hides the drawing after 10 s.
      seen.visibility.push(getComputedStyle(drawing).visibility);
      for (const animation of drawing.getAnimations()) animation.currentTime = 10_001;
      seen.visibility.push(getComputedStyle(drawing).visibility);
      new MutationObserver((_changes, observer) => {
        if (document.getElementById("first-screen")) return;
        seen.loadingWhenGone = document.querySelector("#root [data-loading]") !== null;
        observer.disconnect();
      }).observe(document.body, { childList: true });
    });
  });
}

const seenOf = (page: Page) => page.evaluate(() => (window as unknown as { drawing: Seen }).drawing);
const appBoxes = (page: Page) =>
  page.evaluate(() =>
    ["h1", "h2", "section p"].map((selector) => {
      const box = document.querySelector(`#root ${selector}`)?.getBoundingClientRect();
      return box ? [box.x, box.y, box.width, box.height].map(Math.round) : [];
    }),
  );

describe("a lesson's first screen in its page", () => {
  for (const viewport of [PHONE, DESKTOP]) {
    it(`is read from the first paint and handed to the app in place; a saved place comes without it (${viewport.width} px)`, async () => {
      const page = await newPage(session);
      await page.setViewportSize(viewport);
      await registerThroughApi(page);
      const lesson = readLesson<{ slides: { heading?: string }[] }>("04-");
      await completeLessonsBefore(page, lesson.id);
      await watchDrawing(page);
      const address = `/lessons/${lesson.levelId}/lesson/${lesson.id}/old`;

      const served = await page.goto(address);
      expect(await served?.text()).toContain('<div id="first-screen"><div inert>');
      const heading = page.getByRole("heading", { name: lesson.content.slides[0]!.heading });
      await heading.waitFor();
      await page.waitForFunction(() => !document.getElementById("first-screen"));
      const seen = await seenOf(page);
      // The app drew the lesson exactly where the page had it, and no spinner showed in between.
      expect(seen.drawn).not.toBeNull();
      expect(seen.drawn!.every((box) => box.length === 4)).toBe(true);
      expect(await appBoxes(page)).toEqual(seen.drawn);
      expect(seen.loadingWhenGone).toBe(false);
      expect(seen.visibility).toEqual(["visible", "hidden"]);
      await page.screenshot({ path: `/tmp/i17-first-screen-${viewport.width}.png` });

      // The app's own screen answers: the keyboard reaches its controls, and Next moves on.
      await page.keyboard.press("Tab");
      await expect.poll(() => page.evaluate(() => document.activeElement?.closest("#root") !== null)).toBe(true);
      await page.getByRole("button", { name: "Next" }).click();
      await heading.waitFor({ state: "detached" });
      const secondHeading = (await page.locator("[data-slide-heading]").textContent()) ?? "";
      expect(secondHeading).not.toBe("");
      await expectNoSeriousA11yViolations(page);

      // With a saved place the page comes without the drawing, and the app resumes where the parent was.
      const userId = await page.evaluate(
        async () => ((await (await fetch("/api/auth/me")).json()) as { id: number }).id,
      );
      const savedPlace = `/api/user/${userId}/lessons/${lesson.id}/attempt`;
      await expect
        .poll(() =>
          page.evaluate(
            async (url) => ((await (await fetch(url)).json()) as { attempt: unknown }).attempt !== null,
            savedPlace,
          ),
        )
        .toBe(true);
      const again = await page.reload();
      expect(await again?.text()).not.toContain('id="first-screen"');
      await page.getByRole("heading", { name: secondHeading }).waitFor();
      expect(page.errors).toEqual([]);
    });
  }
});
