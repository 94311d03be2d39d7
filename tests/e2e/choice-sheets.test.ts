import fs from "node:fs";
import path from "node:path";
import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DESKTOP,
  PHONE,
  expectNoSeriousA11yViolations,
  newPage,
  openBrowser,
  registerThroughApi,
  type BrowserSession,
} from "./browser";
import { completeLessonsBefore, readLesson, readThroughLead } from "./lessons";

interface FollowUp {
  question: string;
  options: string[];
  correctAnswer: number;
  explanation: string;
}
const mcq = readLesson<{ question: string; options: string[]; correctAnswer: number; explanation: string }>("01-");
const branching = readLesson<{
  question: string;
  options: string[];
  correctAnswer: number;
  branches: Array<{ result: string; followUp: FollowUp }>;
}>("09-");

/** Set SHOTS_DIR to keep screenshots of the moments a parent sees (home, mid-lesson, the sheet, the celebration). */
const shotsDir = process.env.SHOTS_DIR;
async function shot(page: Page, name: string): Promise<void> {
  if (!shotsDir) return;
  fs.mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`), fullPage: false });
}

/** Wholly inside the window: what the parent sees without scrolling. */
async function expectInView(page: Page, locator: Locator): Promise<void> {
  const box = await locator.boundingBox();
  const viewport = page.viewportSize()!;
  expect(box).not.toBeNull();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height + 1);
}

/** Waits for the sheet's rise to finish (the drawings' endless bobbing is left out). */
async function sheetRisen(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

const wrongIndex = (correct: number) => (correct === 0 ? 1 : 0);

let session: BrowserSession;
beforeAll(async () => {
  session = await openBrowser();
});
afterAll(async () => {
  await session?.close();
});

describe.each([
  ["phone", PHONE],
  ["laptop", DESKTOP],
] as const)("the feedback sheet in choice lessons on a %s", (name, viewport) => {
  it("a wrong answer in multiple choice raises the sheet with its explanation in view; Escape leaves Complete Lesson below", async () => {
    const page = await newPage(session);
    await page.setViewportSize(viewport);
    await registerThroughApi(page);
    await page.goto("/");
    await page.getByText("Day Streak").waitFor();
    const homeHeight = await page.evaluate(() => document.documentElement.scrollHeight);
    console.info(`home page height on the ${name} (${viewport.width}×${viewport.height}): ${homeHeight}px`);
    await shot(page, `home-${name}`);

    await page.goto(`/lessons/${mcq.levelId}/lesson/${mcq.id}/old`);
    await readThroughLead(page, mcq);
    const wrong = mcq.content.options[wrongIndex(mcq.content.correctAnswer)]!;
    const wrongOption = page.getByRole("radio", { name: wrong });
    await wrongOption.waitFor();
    // The question and its first choice are in the first screenful, on a laptop too.
    await expectInView(page, page.getByRole("heading", { name: mcq.content.question }));
    await expectInView(page, page.getByRole("radio").first());
    await wrongOption.click();
    await shot(page, `lesson-midway-${name}`);
    await page.getByRole("button", { name: "Submit Answer" }).click();

    const sheet = page.getByRole("dialog", { name: "Here's another way to see it." });
    await sheet.waitFor();
    await sheetRisen(page);
    await expectInView(page, sheet.getByText(mcq.content.explanation));
    await expectInView(page, sheet.getByRole("button", { name: "Complete Lesson" }));
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Complete Lesson");
    await expectNoSeriousA11yViolations(page);
    await shot(page, `feedback-sheet-${name}`);

    // Escape closes it to look at the marks; focus lands on Complete Lesson, which replaced Submit Answer.
    await page.keyboard.press("Escape");
    await sheet.waitFor({ state: "detached" });
    await page.getByRole("radio", { name: wrong }).getByText("Your answer").waitFor();
    await page.waitForFunction(() => document.activeElement?.textContent === "Complete Lesson");
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { name: "Lesson complete!" }).waitFor();
    // One question, one answer: no "first try" and no "answers you tried".
    await page.getByText("Not this time", { exact: true }).waitFor();
    await page.getByText("A tricky one. Now you've seen which answer fits, and why: that's how this works.").waitFor();
    expect(await page.getByText(/on the first try|answer you tried/).count()).toBe(0);
    expect(await page.getByText("Great job!").count()).toBe(0);
    await page.getByText(`You earned ${mcq.xpReward} XP`).waitFor();
    await shot(page, `celebration-${name}`);
    expect(page.errors).toEqual([]);
    await page.context().clearCookies();
    await page.close();
  });

  it("each branching choice raises the sheet; Continue moves the story on to the end and the celebration", async () => {
    const page = await newPage(session);
    await page.setViewportSize(viewport);
    await registerThroughApi(page);
    await completeLessonsBefore(page, branching.id);
    await page.goto(`/lessons/${branching.levelId}/lesson/${branching.id}/old`);
    await readThroughLead(page, branching);
    await shot(page, `branching-intro-${name}`);
    for (let step = 0; step < 2; step += 1) await page.getByRole("button", { name: "Next", exact: true }).click();
    await page.getByRole("button", { name: "Begin Lesson" }).click();

    const firstPick = wrongIndex(branching.content.correctAnswer);
    const branch = branching.content.branches[firstPick]!;
    await page.getByRole("heading", { name: branching.content.question }).waitFor();
    await expectInView(page, page.getByRole("heading", { name: branching.content.question }));
    await page.getByRole("button", { name: branching.content.options[firstPick] }).click();
    const first = page.getByRole("dialog", { name: "Here's how that might play out" });
    await first.waitFor();
    await expectInView(page, first.getByText(branch.result));
    // The result is told once, in the sheet: the card behind it does not repeat it until the sheet is closed.
    expect(await page.getByText(branch.result, { exact: true }).count()).toBe(1);
    await expectNoSeriousA11yViolations(page);
    await first.getByRole("button", { name: "Continue" }).click();
    await first.waitFor({ state: "detached" });
    // Focus moves on to the question that comes next.
    await page.waitForFunction(
      (question) => document.activeElement?.textContent === question,
      branch.followUp.question,
    );

    const followUpWrong = branch.followUp.options[wrongIndex(branch.followUp.correctAnswer)]!;
    await page.getByRole("button", { name: followUpWrong }).click();
    const second = page.getByRole("dialog", { name: "Worth knowing for next time" });
    await second.waitFor();
    await sheetRisen(page);
    await expectInView(page, second.getByText(branch.followUp.explanation));
    await expectNoSeriousA11yViolations(page);
    await shot(page, `feedback-sheet-branching-${name}`);
    await second.getByRole("button", { name: "Continue" }).click();

    await page.getByRole("heading", { name: "Story complete!" }).waitFor();
    await page.getByRole("button", { name: "Complete Lesson" }).click();
    await page.getByRole("heading", { name: "Lesson complete!" }).waitFor();
    await page.getByText("0 of 2 on the first try").waitFor();
    await expectNoSeriousA11yViolations(page);
    await shot(page, `celebration-branching-${name}`);
    expect(page.errors).toEqual([]);
    await page.context().clearCookies();
    await page.close();
  });
});
