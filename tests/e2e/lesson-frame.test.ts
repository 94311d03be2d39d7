import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import type { DragDropContent, EmotionalSelectorContent, SlideLessonContent } from "../../src/shared/content/content-schemas";
import { DESKTOP, expectNoSeriousA11yViolations, newPage, openBrowser, registerThroughApi, type BrowserSession } from "./browser";
import { completeLessonsBefore, type LeadCardFile, readLesson } from "./lessons";
import { withoutQuoteMarks } from "../../src/shared/quote-marks";

const ouch = readLesson<SlideLessonContent>("04-");
const feelings = readLesson<EmotionalSelectorContent>("02-");
const sorting = readLesson<DragDropContent>("06-");

let session: BrowserSession;
beforeAll(async () => {
  session = await openBrowser();
});
afterAll(async () => {
  await session?.close();
});

const button = (page: Page, name: string) => page.getByRole("button", { name, exact: true });
const lessonPath = (lesson: { levelId: number; id: number }) => `/lessons/${lesson.levelId}/lesson/${lesson.id}/old`;

/** Waits for the frame to save the parent's place (PUT …/attempt). */
const placeSaved = (page: Page, lessonId: number) =>
  page.waitForResponse((answer) => answer.url().endsWith(`/lessons/${lessonId}/attempt`) && answer.request().method() === "PUT");

/** Whether the element is wholly inside the viewport (feedback never lands below the fold). */
async function inView(page: Page, selector: string): Promise<boolean> {
  return page.evaluate(async (query) => {
    const element = document.querySelector(query)!;
    // Judge where it settles, not where its rise starts.
    await Promise.all(element.getAnimations().map((animation) => animation.finished.catch(() => undefined)));
    const box = element.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= window.innerHeight && box.left >= 0 && box.right <= window.innerWidth;
  }, selector);
}

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? "");

/** Reads through a lesson's teaching cards by keyboard alone: Tab to the card's button, Enter. */
async function passLeadCards(page: Page, lesson: { lead?: LeadCardFile[] }): Promise<void> {
  const count = lesson.lead?.length ?? 0;
  for (let card = 0; card < count; card += 1) {
    const label = card + 1 < count ? "Next" : "Let's practise";
    await page.getByText(`${card + 1} of ${count}`, { exact: true }).waitFor();
    const check = lesson.lead?.[card]?.check;
    if (check) {
      // A check by keyboard: Tab into its options, the arrow keys to the right one, Tab to Submit Answer, Enter.
      for (let tabs = 0; (await page.evaluate(() => document.activeElement?.getAttribute("role"))) !== "radio"; tabs += 1) {
        expect(tabs).toBeLessThan(15);
        await page.keyboard.press("Tab");
      }
      for (let moves = 0; (await focusedText(page)).includes(check.options[check.correctAnswer]!) === false; moves += 1) {
        expect(moves).toBeLessThan(5);
        await page.keyboard.press("ArrowDown");
      }
      for (let tabs = 0; (await focusedText(page)) !== "Submit Answer"; tabs += 1) {
        expect(tabs).toBeLessThan(5);
        await page.keyboard.press("Tab");
      }
      await page.keyboard.press("Enter");
      await page.getByText(check.optionFeedback[check.correctAnswer]!, { exact: true }).waitFor();
    }
    for (let tabs = 0; (await focusedText(page)) !== label; tabs += 1) {
      expect(tabs).toBeLessThan(15);
      await page.keyboard.press("Tab");
    }
    await page.keyboard.press("Enter");
  }
}

function questionOf(content: SlideLessonContent, index: number) {
  const slide = content.slides[index]!;
  if (slide.type !== "mcq") throw new Error(`slide ${index} is not a question`);
  const question = content.mcqQuestions[slide.questionId]!;
  return {
    question: question.question,
    right: question.options[question.correctAnswerIndex]!.text,
    wrong: question.options.find((_, option) => option !== question.correctAnswerIndex)!.text,
  };
}

describe("the lesson frame on a phone", () => {
  it("keeps the place of a slide lesson through a reload, asks before leaving by X and by Back, and ends in the celebration with XP and the level-up", async () => {
    const page = await newPage(session);
    await registerThroughApi(page);
    const xpBefore = await completeLessonsBefore(page, ouch.id);
    // This lesson's XP crosses the first level's 100 XP: the celebration announces the level-up.
    expect(xpBefore).toBeLessThan(100);
    expect(xpBefore + ouch.xpReward).toBeGreaterThanOrEqual(100);

    await page.goto(lessonPath(ouch));
    await page.getByRole("heading", { level: 1, name: ouch.title }).waitFor();
    // Full-screen: no app header, no stats bar.
    expect(await page.getByRole("button", { name: "Open menu" }).count()).toBe(0);
    expect(await page.getByRole("navigation", { name: "Bottom navigation" }).count()).toBe(0);
    // Nothing done yet: the X leaves without asking.
    await button(page, "Leave the lesson").click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.goto(lessonPath(ouch));

    const firstQuestion = ouch.content.slides.findIndex((slide) => slide.type === "mcq");
    for (let slide = 0; slide < firstQuestion; slide += 1) await button(page, "Next").click();
    const { question, right, wrong } = questionOf(ouch.content, firstQuestion);
    await page.getByRole("heading", { name: question }).waitFor();

    // A wrong answer: the sheet rises in view, holds focus and stays until the parent acts.
    await button(page, wrong).click();
    const sheet = page.getByRole("dialog", { name: "Incorrect" });
    await sheet.waitFor();
    expect(await inView(page, "[data-feedback-sheet]")).toBe(true);
    expect(await focusedText(page)).toBe("Try Again");
    await page.waitForTimeout(2500);
    expect(await sheet.isVisible()).toBe(true);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: "/tmp/i12a-sheet-phone.png" });
    await sheet.getByRole("button", { name: "Try Again" }).click();
    await sheet.waitFor({ state: "detached" });
    // Focus comes back to where the parent was.
    expect(await focusedText(page)).toContain(wrong);

    await button(page, right).click();
    await page.getByRole("dialog", { name: "Correct" }).getByRole("button", { name: "Great Work" }).click();
    await page.getByRole("dialog").waitFor({ state: "detached" });
    const saved = placeSaved(page, ouch.id);
    await button(page, "Next").click();
    const second = questionOf(ouch.content, firstQuestion + 1);
    await page.getByRole("heading", { name: second.question }).waitFor();
    await saved;
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: "/tmp/i12a-midway-phone.png" });

    // Reload: the same slide, and the bar where it was.
    const barBefore = await page.getByRole("progressbar", { name: "Lesson progress" }).getAttribute("aria-valuenow");
    await page.reload();
    await page.getByRole("heading", { name: second.question }).waitFor();
    await page.getByText("Welcome back! We kept your place.").waitFor();
    expect(await page.getByRole("progressbar", { name: "Lesson progress" }).getAttribute("aria-valuenow")).toBe(barBefore);

    // The X asks first; Keep going stays.
    await button(page, "Leave the lesson").click();
    const leave = page.getByRole("dialog", { name: "Leave the lesson?" });
    await leave.getByText("Your place is saved.").waitFor();
    await expectNoSeriousA11yViolations(page);
    await leave.getByRole("button", { name: "Keep going" }).click();
    await leave.waitFor({ state: "detached" });
    await page.getByRole("heading", { name: second.question }).waitFor();

    // Browser-Back asks the same question; Leave goes back.
    await page.goBack();
    await leave.waitFor();
    await leave.getByRole("button", { name: "Leave", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/");

    // Back in: still the same slide. Play on to the end.
    await page.goto(lessonPath(ouch));
    await page.getByRole("heading", { name: second.question }).waitFor();
    for (let slide = firstQuestion + 1; slide < ouch.content.slides.length; slide += 1) {
      const kind = ouch.content.slides[slide]!.type;
      if (kind === "mcq") {
        await button(page, questionOf(ouch.content, slide).right).click();
        await page.getByRole("dialog", { name: "Correct" }).getByRole("button", { name: "Great Work" }).click();
        await page.getByRole("dialog").waitFor({ state: "detached" });
      }
      if (kind === "tips") {
        // One Previous / Next pair on the page: the carousel's are arrow buttons.
        expect(await page.getByRole("button", { name: /^Previous$/ }).count()).toBe(1);
        expect(await page.getByRole("button", { name: /^Next$/ }).count()).toBe(1);
        for (let tip = 1; tip < ouch.content.tips.length; tip += 1) await button(page, "Next tip").click();
      }
      await button(page, slide === ouch.content.slides.length - 1 ? "Finish" : "Next").click();
    }

    await page.getByRole("heading", { name: "Lesson complete!" }).waitFor();
    await page.getByText(`You earned ${ouch.xpReward} XP`).waitFor();
    await page.getByText("Level up! You reached level 2").waitFor();
    const questions = ouch.content.slides.filter((slide) => slide.type === "mcq").length;
    await page.getByText(`${questions - 1} of ${questions} on the first try`).waitFor();
    await page.getByText("Today's goal").waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: "/tmp/i12a-celebration-phone.png", fullPage: true });
    // A finished lesson starts fresh next time.
    expect(await page.evaluate(async (id) => {
      const me = (await (await fetch("/api/auth/me")).json()) as { id: number };
      return ((await (await fetch(`/api/user/${me.id}/lessons/${id}/attempt`)).json()) as { attempt: unknown }).attempt;
    }, ouch.id)).toBeNull();
    expect(page.errors).toEqual([]);
    await page.context().clearCookies();
    await page.close();
  });

  it("plays a sort lesson end to end by keyboard only: focus moves on after each placement and the live region says where", async () => {
    const page = await newPage(session);
    await registerThroughApi(page);
    await completeLessonsBefore(page, sorting.id);
    await page.goto(lessonPath(sorting));
    await page.getByRole("heading", { level: 1, name: sorting.title }).waitFor();
    await passLeadCards(page, sorting);
    // The replies to sort are on the page before the first Tab; the walk starts from the top of the activity.
    await page.locator("[data-item-id]").first().waitFor();
    // Let's practise hands focus to the activity's first heading, never to the page's body.
    await expect
      .poll(() => page.evaluate(() => /^H[1-3]$/.test(document.activeElement?.tagName ?? "") && document.querySelector("[data-lesson-body]")?.contains(document.activeElement)))
      .toBe(true);

    let tabs = 0;
    const tab = async () => {
      tabs += 1;
      await page.keyboard.press("Tab");
    };
    const focusedItem = () => page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.itemId ?? null);
    while ((await focusedItem()) === null) {
      await tab();
      expect(tabs).toBeLessThan(40);
    }
    const categories = sorting.content.categories;
    for (let placed = 0; placed < sorting.content.items.length; placed += 1) {
      const itemId = (await focusedItem())!;
      const item = sorting.content.items.find((candidate) => candidate.id === itemId)!;
      const target = categories.findIndex((category) => category.id === sorting.content.correctMapping[itemId]);
      await page.keyboard.press("Enter");
      // The categories to put it in come right after the reply.
      for (let step = 0; step <= target; step += 1) await tab();
      expect(await focusedText(page)).toContain(categories[target]!.label);
      await page.keyboard.press("Enter");
      const left = sorting.content.items.length - placed - 1;
      await page.getByText(`Moved “${withoutQuoteMarks(item.text)}” to ${categories[target]!.label}.`, { exact: false }).waitFor({ state: "attached" });
      if (left > 0) expect(await focusedItem()).not.toBeNull();
    }
    // Every reply sorted: focus is on Check, never dropped to the page.
    expect(await focusedText(page)).toBe("Check My Answers");
    expect(tabs).toBeLessThan(sorting.content.items.length * (categories.length + 1) + 20);
    await page.keyboard.press("Enter");
    const sheet = page.getByRole("dialog", { name: "Every one in the right place!" });
    await sheet.waitFor();
    await sheet.getByText(sorting.content.explanation).waitFor();
    expect(await inView(page, "[data-feedback-sheet]")).toBe(true);
    expect(await focusedText(page)).toBe("Continue");
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { name: "Lesson complete!" }).waitFor();
    const total = sorting.content.items.length;
    await page.getByText(`${total} of ${total} sorted into place`).waitFor();
    expect(await focusedText(page)).toBe("Lesson complete!");
    expect(page.errors).toEqual([]);
    await page.context().clearCookies();
    await page.close();
  });
});

describe("the lesson frame on a laptop", () => {
  it("plays the emotion lesson at 1280 px: mid-way, the sheet and the celebration, axe clean", async () => {
    const page = await newPage(session);
    await page.setViewportSize(DESKTOP);
    await registerThroughApi(page);
    await completeLessonsBefore(page, feelings.id);
    await page.goto(lessonPath(feelings));
    await page.getByRole("heading", { level: 1, name: feelings.title }).waitFor();
    await passLeadCards(page, feelings);

    // No hint of the answer before the parent answers.
    expect(await page.getByText(/felt (a little|quite a lot|very strongly)/).count()).toBe(0);
    const [firstRight] = feelings.content.correctEmotions;
    const label = feelings.content.emotions.find((emotion) => emotion.id === firstRight)!.label;
    await page.getByRole("button", { name: label }).click();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: "/tmp/i12a-midway-laptop.png" });

    await button(page, "Check My Answers").click();
    const sheet = page.getByRole("dialog");
    await sheet.getByText(feelings.content.explanation).waitFor();
    expect(await inView(page, "[data-feedback-sheet]")).toBe(true);
    await page.waitForTimeout(2500);
    expect(await sheet.isVisible()).toBe(true);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: "/tmp/i12a-sheet-laptop.png" });
    await sheet.getByRole("button", { name: "Continue" }).click();

    await page.getByRole("heading", { name: "Lesson complete!" }).waitFor();
    await page.getByText(`You earned ${feelings.xpReward} XP`).waitFor();
    const fitting = feelings.content.correctEmotions.length;
    await page.getByText(`1 of ${fitting} ${fitting === 1 ? "feeling" : "feelings"} spotted`).waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: "/tmp/i12a-celebration-laptop.png", fullPage: true });
    expect(page.errors).toEqual([]);
    await page.context().clearCookies();
    await page.close();
  });
});
