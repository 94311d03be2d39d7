import { afterAll, beforeAll, describe, expect, it } from "vitest";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";
import {
  DESKTOP,
  PHONE,
  expectBrowserErrors,
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

/** The parts of a lesson's first screen compared: its title, the slide's heading, the slide's first paragraph. */
const LESSON_PARTS = ["h1", "h2", "section p"];

/** Watches the server's drawing: where its parts sat, and what the app showed when it went. */
async function watchDrawing(page: Page, parts = LESSON_PARTS) {
  await page.addInitScript((selectors) => {
    const seen: Seen = { drawn: null, loadingWhenGone: null, visibility: [] };
    (window as unknown as { drawing: Seen }).drawing = seen;
    const boxes = (root: Element) =>
      selectors.map((selector) => {
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
  }, parts);
}

const seenOf = (page: Page) => page.evaluate(() => (window as unknown as { drawing: Seen }).drawing);
const appBoxes = (page: Page, parts = LESSON_PARTS) =>
  page.evaluate(
    (selectors) =>
      selectors.map((selector) => {
        const box = document.querySelector(`#root ${selector}`)?.getBoundingClientRect();
        return box ? [box.x, box.y, box.width, box.height].map(Math.round) : [];
      }),
    parts,
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
      expect(await served?.text()).toContain('<div id="first-screen" inert>');
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

/** The parts of home and the lessons overview compared: the heading, the first section's heading, the first lesson. */
const PARENT_SCREEN_PARTS = ["main h1", "main h2", "main li :is(a, button)"];

describe("home and the lessons overview drawn in their page", () => {
  for (const viewport of [PHONE, DESKTOP]) {
    it(`show the parent's own screen from the first paint and hand it to the app in place (${viewport.width} px)`, async () => {
      const page = await newPage(session);
      await page.setViewportSize(viewport);
      const parent = await registerThroughApi(page);
      const lesson = readLesson<unknown>("04-");
      await completeLessonsBefore(page, lesson.id);
      await watchDrawing(page, PARENT_SCREEN_PARTS);

      const served = await page.goto("/");
      const html = (await served?.text()) ?? "";
      expect(html).toContain('<div id="first-screen" inert>');
      // The parent's own home: their name in the greeting, the lesson they are up to next.
      expect(html).toMatch(new RegExp(`Good (morning|afternoon|evening)<!-- -->, <!-- -->${parent.username}<!-- -->!`));
      expect(html).toContain(lesson.title.replaceAll("'", "&#x27;"));
      await page.waitForFunction(() => !document.getElementById("first-screen"));
      let seen = await seenOf(page);
      expect(seen.drawn!.every((box) => box.length === 4)).toBe(true);
      expect(await appBoxes(page, PARENT_SCREEN_PARTS)).toEqual(seen.drawn);
      expect(seen.loadingWhenGone).toBe(false);
      await page.screenshot({ path: `/tmp/i17-home-drawn-${viewport.width}.png` });

      // The app's own home answers: the keyboard reaches its controls, and a tap on the next lesson opens it.
      await page.keyboard.press("Tab");
      await expect.poll(() => page.evaluate(() => document.activeElement?.closest("#root") !== null)).toBe(true);
      await expectNoSeriousA11yViolations(page);

      await page.goto("/lessons-overview");
      await page.waitForFunction(() => !document.getElementById("first-screen"));
      seen = await seenOf(page);
      expect(seen.drawn!.every((box) => box.length === 4)).toBe(true);
      expect(await appBoxes(page, PARENT_SCREEN_PARTS)).toEqual(seen.drawn);
      expect(seen.loadingWhenGone).toBe(false);
      await page.getByRole("button", { name: lesson.title }).first().click();
      await page.getByRole("link", { name: "Start Lesson" }).waitFor();
      await page.screenshot({ path: `/tmp/i17-overview-drawn-${viewport.width}.png` });

      // A parent who reads in the dark with large text gets home in that look from the first paint, on a device that
      // has no copy of their settings yet.
      await page.evaluate(async () => {
        const me = (await (await fetch("/api/auth/me")).json()) as { id: number };
        const saved = await fetch(`/api/user/${me.id}/settings`, {
          method: "PATCH",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ darkMode: true, fontSize: "large" }),
        });
        if (!saved.ok) throw new Error(`settings answered ${saved.status}`);
        localStorage.clear();
      });
      await page.addInitScript(() => {
        document.addEventListener("DOMContentLoaded", () => {
          (window as unknown as { firstLook: string }).firstLook =
            `${document.documentElement.className}|${getComputedStyle(document.documentElement).fontSize}`;
        });
      });
      const dark = await page.goto("/");
      expect(await dark?.text()).toContain('<html lang="en" class="dark" style="--growly-font-size:112.5%">');
      expect(await page.evaluate(() => (window as unknown as { firstLook: string }).firstLook)).toBe("dark|18px");
      await page.waitForFunction(() => !document.getElementById("first-screen"));
      expect(await page.evaluate(() => document.documentElement.className)).toBe("dark");
      await page.screenshot({ path: `/tmp/i17-home-dark-${viewport.width}.png` });
      expect(page.errors).toEqual([]);
    });
  }
});

describe("a drawn screen while the app is still on its way", () => {
  it("scrolls with the page, passes axe, and the app takes over where the parent had scrolled (390 px)", async () => {
    // A browser of its own, whose service worker does nothing: the app's chunk can be held back on its way.
    const held = await openBrowser(PHONE);
    try {
      await held.context.route("**/sw.js", (route) => route.fulfill({ contentType: "text/javascript", body: "" }));
      const page = await newPage(held);
      await registerThroughApi(page);
      await completeLessonsBefore(page, readLesson<unknown>("04-").id);
      // The app's chunk waits until the test lets it go (routing turns the browser's cache off, so every load asks).
      let release = () => {};
      let arrived = Promise.resolve();
      const holdApp = () => (arrived = new Promise<void>((resolve) => (release = resolve)));
      await page.route(/\/assets\/signed-in-app-[^/]+\.js$/, async (route) => {
        await arrived;
        await route.continue();
      });
      holdApp();

      // Not page.goto, which waits for the hand-over (tests/e2e/browser.ts).
      await page.evaluate(() => location.assign("/"));
      await page.locator("#first-screen").waitFor({ state: "attached" });
      await page.waitForLoadState("domcontentloaded");
      // axe while the drawing is up (expectNoSeriousA11yViolations would wait out its 10 s limit animation first).
      const whileDrawn = await new AxeBuilder({ page }).analyze();
      expect(
        whileDrawn.violations
          .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
          .map((violation) => violation.id),
      ).toEqual([]);
      // The page scrolls (a parent's thumb moves the page itself: there is no box of the drawing's own to scroll).
      expect(await page.evaluate(() => document.scrollingElement!.scrollHeight > window.innerHeight * 2)).toBe(true);
      await page.evaluate(() => window.scrollTo(0, 900));
      const scrolled = await page.evaluate(() => window.scrollY);
      expect(scrolled).toBe(900);
      const topLine = () =>
        page.evaluate(() => {
          const scope = document.getElementById("first-screen") ?? document.getElementById("root")!;
          const headings = [...scope.querySelectorAll("main h2, main h3")];
          const first = headings.find((heading) => heading.getBoundingClientRect().bottom > 0);
          return first ? [first.textContent, Math.round(first.getBoundingClientRect().top)] : null;
        });
      const seen = await topLine();
      expect(seen).not.toBeNull();
      expect(await page.locator("#first-screen").count()).toBe(1);
      await page.screenshot({ path: "/tmp/i17-drawing-scrolled-390.png" });

      release();
      await page.waitForFunction(() => !document.getElementById("first-screen"), null, { timeout: 15_000 });
      expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
      expect(await topLine()).toEqual(seen);
      await page.screenshot({ path: "/tmp/i17-app-scrolled-390.png" });
      await expectNoSeriousA11yViolations(page);

      // Down to the end of the overview, whose later levels are laid out only near the window (so the drawing's and the
      // app's would differ in height): the line the parent reads stays, and so does the page's end.
      holdApp();
      await page.evaluate(() => location.assign("/lessons-overview"));
      await page.locator("#first-screen").waitFor({ state: "attached" });
      await page.waitForLoadState("domcontentloaded");
      const atEnd = () =>
        page.evaluate(() => window.scrollY + window.innerHeight >= document.scrollingElement!.scrollHeight - 1);
      while (!(await atEnd())) {
        await page.evaluate(() => window.scrollBy(0, 600));
        await page.waitForFunction(() => new Promise((resolve) => requestAnimationFrame(() => resolve(true))));
      }
      const farDown = await page.evaluate(() => window.scrollY);
      expect(farDown).toBeGreaterThan(3_000);
      const readFarDown = await topLine();
      expect(readFarDown).not.toBeNull();
      release();
      await page.waitForFunction(() => !document.getElementById("first-screen"), null, { timeout: 15_000 });
      expect(await topLine()).toEqual(readFarDown);
      expect(await page.evaluate(() => window.scrollY)).toBe(farDown);
      // A frame later, with the app's levels near the window laid out, nothing has moved either.
      await page.waitForFunction(() => new Promise((resolve) => requestAnimationFrame(() => resolve(true))));
      expect(await topLine()).toEqual(readFarDown);
      await page.screenshot({ path: "/tmp/i17-overview-far-down-390.png" });

      // Scripts that never arrive: the drawing goes at its limit, and the loading screen says what to do, with no
      // script either way.
      expectBrowserErrors(/Failed to load resource|Failed to fetch dynamically imported module|net::ERR_FAILED/);
      await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
      await page.evaluate(() => location.assign("/lessons-overview"));
      await page.locator("#first-screen").waitFor({ state: "attached" });
      await page.waitForLoadState("domcontentloaded");
      const late = page.getByText("Still loading. Check your connection, then");
      const lateVisibility = () => late.evaluate((line) => getComputedStyle(line).visibility);
      expect(await lateVisibility()).toBe("hidden");
      await page.evaluate(() => {
        for (const animation of document.getAnimations()) animation.currentTime = 12_001;
      });
      expect(await lateVisibility()).toBe("visible");
      expect(await page.locator("#first-screen").evaluate((drawing) => getComputedStyle(drawing).visibility)).toBe(
        "hidden",
      );
      await page.screenshot({ path: "/tmp/i17-no-scripts-late-390.png" });
      await page.unroute(/\/assets\/.*\.js$/);
      await page.getByRole("link", { name: "reload the page" }).click();
      await page.getByRole("heading", { name: "Your Learning Journey" }).waitFor();
    } finally {
      await held.close();
    }
  });
});
