import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SlideLessonContent } from "../../src/shared/content/content-schemas";
import {
  PHONE,
  expectNoSeriousA11yViolations,
  newPage,
  openBrowser,
  registerThroughApi,
  settleAnimations,
  type BrowserSession,
} from "./browser";
import { completeLessonsBefore, readLesson } from "./lessons";

/**
 * The layout read right to left on a phone (docs/right-to-left.md): every screen mirrors, nothing is pushed past the
 * screen's edges and no control lands on another.
 */
const towerTopple = readLesson<SlideLessonContent>("05-");

let session: BrowserSession;
let page: Page;
beforeAll(async () => {
  session = await openBrowser(PHONE);
  page = await newPage(session);
  await registerThroughApi(page);
  // Lessons before the Tower Topple done: home shows a trail with finished nodes, the next one, and locked ones.
  await completeLessonsBefore(page, towerTopple.id);
});
afterAll(async () => {
  await session?.close();
});

/** Set SHOTS_DIR to keep a screenshot of each screen as it reads right to left. */
const shotsDir = process.env.SHOTS_DIR;
async function shoot(page: Page, name: string) {
  if (shotsDir) await page.screenshot({ path: path.join(shotsDir, `rtl-${name}.png`), fullPage: true });
}

/**
 * The page as a right-to-left language lays it out. The one place the journey turns the page round: once a
 * right-to-left language is offered, choosing it for the parent replaces setting `dir` here (the names the journey
 * looks for then come from that language, as tests/e2e/words.ts gives them).
 */
async function readRightToLeft(page: Page) {
  await page.evaluate(() => {
    document.documentElement.dir = "rtl";
  });
  await settleAnimations(page);
}

/**
 * What is wrong with the laid-out page: an element reaching past the screen's left or right edge, and two controls
 * on top of each other. An element counts only where it is seen (clipped by every scrolling or clipping box around
 * it); controls are compared only within one layer (the page, or one fixed or sticky bar), since a fixed bar covers
 * the page that scrolls under it.
 */
function layoutProblems(): string[] {
  const width = document.documentElement.clientWidth;
  type Box = { left: number; right: number; top: number; bottom: number };
  const name = (element: Element) => {
    const text = (element.getAttribute("aria-label") ?? element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
    return `<${element.tagName.toLowerCase()} class="${(element.getAttribute("class") ?? "").slice(0, 80)}">${text}`;
  };
  const seen = (element: Element): Box | null => {
    const style = getComputedStyle(element);
    if (style.visibility === "hidden" || Number(style.opacity) === 0) return null;
    const rect = element.getBoundingClientRect();
    if (rect.width <= 1 && rect.height <= 1) return null;
    const box: Box = { left: rect.left, right: rect.right, top: rect.top, bottom: rect.bottom };
    for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
      const parentStyle = getComputedStyle(parent);
      if (parentStyle.overflowX === "visible" && parentStyle.clip === "auto") continue;
      const clip = parent.getBoundingClientRect();
      box.left = Math.max(box.left, clip.left);
      box.right = Math.min(box.right, clip.right);
      box.top = Math.max(box.top, clip.top);
      box.bottom = Math.min(box.bottom, clip.bottom);
    }
    return box.right - box.left > 1 && box.bottom - box.top > 1 ? box : null;
  };
  const problems: string[] = [];
  for (const element of document.body.querySelectorAll("*")) {
    if (element.closest("svg") !== element && element.closest("svg")) continue;
    const box = seen(element);
    if (box && (box.left < -1 || box.right > width + 1)) {
      problems.push(`past the edge (${Math.round(box.left)}…${Math.round(box.right)} of ${width}): ${name(element)}`);
    }
  }
  const layer = (element: Element) => {
    for (let at: Element | null = element; at; at = at.parentElement) {
      if (["fixed", "sticky"].includes(getComputedStyle(at).position)) return at;
    }
    return document.body;
  };
  const controls = [
    ...document.body.querySelectorAll(
      'a[href], button, input, select, textarea, [role="button"], [role="switch"], [role="radio"], [role="checkbox"], [role="tab"]',
    ),
  ].flatMap((element) => {
    const box = seen(element);
    return box ? [{ element, box, layer: layer(element) }] : [];
  });
  for (const [index, a] of controls.entries()) {
    for (const b of controls.slice(index + 1)) {
      if (a.layer !== b.layer || a.element.contains(b.element) || b.element.contains(a.element)) continue;
      const across = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
      const down = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
      if (across > 2 && down > 2) problems.push(`overlap: ${name(a.element)} and ${name(b.element)}`);
    }
  }
  return problems;
}

async function expectLaidOutRightToLeft(page: Page, screen: string) {
  expect(await page.evaluate(() => getComputedStyle(document.body).direction), screen).toBe("rtl");
  expect(await page.evaluate(layoutProblems), screen).toEqual([]);
  await expectNoSeriousA11yViolations(page);
  await shoot(page, screen);
}

describe("a parent whose language reads right to left, on a phone", () => {
  it("sees home mirrored, with nothing past the screen's edges and no control on another", async () => {
    await page.goto("/");
    await page.getByRole("list", { name: "Lesson path" }).waitFor();
    await readRightToLeft(page);
    // The path mirrors: its first node's circle sits near the right edge, where English has it near the left.
    const firstNode = page.getByRole("list", { name: "Lesson path" }).locator("button[aria-label]").first().locator("span").first();
    const circle = (await firstNode.boundingBox())!;
    expect(circle.x + circle.width / 2).toBeGreaterThan(PHONE.width / 2);
    await expectLaidOutRightToLeft(page, "home");
  });

  it("sees a lesson's intro and its first slide mirrored, with nothing past the edges and no control on another", async () => {
    await page.goto(`/lessons/${towerTopple.levelId}/lesson/${towerTopple.id}`);
    await page.getByRole("heading", { level: 1, name: towerTopple.title }).waitFor();
    await readRightToLeft(page);
    // The previous lesson's arrow is at the start of the line, which is now the right.
    const previous = (await page.getByRole("button", { name: "Previous lesson" }).boundingBox())!;
    expect(previous.x).toBeGreaterThan(PHONE.width / 2);
    await expectLaidOutRightToLeft(page, "lesson-intro");

    await page.goto(`/lessons/${towerTopple.levelId}/lesson/${towerTopple.id}/old`);
    await page.getByRole("heading", { level: 1, name: towerTopple.title }).waitFor();
    await readRightToLeft(page);
    await expectLaidOutRightToLeft(page, "lesson");
  });

  it("sees settings mirrored, switches and the back link included, with nothing past the edges and no control on another", async () => {
    await page.goto("/settings");
    const sound = page.getByRole("switch", { name: "Sound Effects" });
    await sound.waitFor();
    await readRightToLeft(page);
    await expectLaidOutRightToLeft(page, "settings");
    // The switch's knob stays inside its track, whichever way it is set.
    await sound.click();
    await settleAnimations(page);
    expect(await page.evaluate(layoutProblems)).toEqual([]);
    // The back link starts with its arrow, on the right, and the arrow points back: to the right.
    const back = page.getByRole("link", { name: "Back to profile" });
    const link = (await back.boundingBox())!;
    const arrow = back.getByText("←");
    const arrowBox = (await arrow.boundingBox())!;
    expect(arrowBox.x + arrowBox.width / 2).toBeGreaterThan(link.x + link.width / 2);
    expect(await arrow.evaluate((element) => getComputedStyle(element).scale)).toMatch(/^-1\b/);

    // The check sees what it looks for: a box pushed past the left edge, and two buttons on one another.
    await page.evaluate(() => {
      // In a layer of its own (fixed), so only the planted buttons are compared with each other.
      const planted = document.createElement("div");
      planted.style.cssText = "position:fixed;inset:0";
      planted.innerHTML =
        '<p style="position:absolute;top:0;left:-40px;width:80px">off</p>' +
        '<button style="position:absolute;top:200px;left:100px;width:60px;height:40px">one</button>' +
        '<button style="position:absolute;top:210px;left:120px;width:60px;height:40px">two</button>';
      document.body.append(planted);
    });
    expect(await page.evaluate(layoutProblems)).toEqual([
      expect.stringMatching(/^past the edge .*off$/),
      expect.stringMatching(/^overlap: .*one and .*two$/),
    ]);
  });
});
