import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import type { RoleplaySimulationContent } from "../../src/shared/content/content-schemas";
import type { JournalEntry } from "../../src/shared/schemas/journal";
import { DESKTOP, expectNoSeriousA11yViolations, newPage, openBrowser, registerThroughApi, type BrowserSession } from "./browser";
import { completeLessonsBefore, readLesson } from "./lessons";

const guided = readLesson<RoleplaySimulationContent>("03-");
const content = guided.content;

let session: BrowserSession;
beforeAll(async () => {
  session = await openBrowser();
});
afterAll(async () => {
  await session?.close();
});

/** The signed-in parent's journal, read through the API in the page. */
function journal(page: Page): Promise<JournalEntry[]> {
  return page.evaluate(async () => (await (await fetch("/api/journal")).json()) as JournalEntry[]);
}

/**
 * Records every toast's text from now on: a toast may be on screen only briefly.
 */
async function recordToasts(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen = new Set<string>();
    (window as unknown as { toastsSeen: Set<string> }).toastsSeen = seen;
    new MutationObserver(() => {
      for (const toast of document.querySelectorAll("[data-sonner-toast]")) seen.add(toast.textContent ?? "");
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  return () => page.evaluate(() => [...(window as unknown as { toastsSeen: Set<string> }).toastsSeen]);
}

const button = (page: Page, name: string) => page.getByRole("button", { name, exact: true });
const stageHeading = (page: Page, name: string) => page.getByRole("heading", { level: 2, name, exact: true });

async function expectNoSideways(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

describe("the guided roleplay", () => {
  it("plays Validating Emotional Moments after its intro, saves the reflection to the journal and completes the lesson", async () => {
    const page = await newPage(session);
    await registerThroughApi(page);
    await completeLessonsBefore(page, guided.id);

    await page.goto(`/lessons/${guided.levelId}/lesson/${guided.id}/old`);
    await page.getByRole("heading", { level: 1, name: guided.title }).waitFor();

    // docs/lesson-players.md#intros: the intro slideshow comes first, three pages, then "Begin Lesson".
    await stageHeading(page, "Meet Pip").waitFor();
    await button(page, "Next").click();
    await stageHeading(page, "The Scene Unfolds").waitFor();
    await button(page, "Next").click();
    await stageHeading(page, "Pip Needs You").waitFor();
    await button(page, "Begin Lesson").click();

    await stageHeading(page, "The Moment").waitFor();
    await page.getByText(content.scenario).waitFor();
    await expectNoSideways(page);
    await button(page, "Continue").click();

    await stageHeading(page, content.pipPerspective.title).waitFor();
    await page.getByText(content.pipPerspective.emotions[0]!, { exact: true }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await button(page, "Continue").click();

    const response = content.parentResponse;
    await stageHeading(page, response.question).waitFor();
    expect(await button(page, "See What Happens").isDisabled()).toBe(true);
    await page.getByRole("radio", { name: response.options[response.correctAnswer]! }).click();
    const saved = page.waitForResponse((answer) => answer.url().endsWith(`/lessons/${guided.id}/attempt`) && answer.request().method() === "PUT");
    await button(page, "See What Happens").click();
    await stageHeading(page, "That response connects").waitFor();
    await saved;

    // A reload in the middle of the role-play lands on the same screen, with the same answer.
    await page.reload();
    await stageHeading(page, "That response connects").waitFor();
    await page.getByText("Welcome back! We kept your place.").waitFor();
    await page.getByText(response.explanation).waitFor();
    await button(page, "Continue").click();

    const followUps = content.followUpScenarios ?? [];
    for (const [index, scenario] of followUps.entries()) {
      await stageHeading(page, scenario.title).waitFor();
      const right = scenario.choices.find((choice) => choice.isCorrect)!;
      await page.getByRole("radio", { name: right.text }).click();
      await button(page, "See What Happens").click();
      await page.getByText(right.outcome).waitFor();
      await button(page, index + 1 < followUps.length ? "Next Practice" : "Continue").click();
    }

    await stageHeading(page, "Growler's Tips").waitFor();
    const tips = content.monsterTips ?? [];
    expect(await button(page, "Previous").isDisabled()).toBe(true);
    for (const tip of tips) {
      await page.getByText(tip).waitFor();
      await button(page, "Next").click();
    }

    const questions = content.microQuiz?.questions ?? [];
    for (const [index, question] of questions.entries()) {
      await stageHeading(page, question.question).waitFor();
      await page.getByRole("button", { name: question.options[question.correctAnswer]! }).click();
      await page.getByText(question.explanation).waitFor();
      await button(page, index + 1 < questions.length ? "Next Question" : "Continue").click();
    }

    await stageHeading(page, "Your Reflection").waitFor();
    const prompts = content.reflectionPrompts!;
    const feeling = prompts.feelingPrompt.options[0]!;
    const notes = "Say what I see first, then run the bath.";
    expect(await button(page, "Save to Journal").isDisabled()).toBe(true);
    await page.getByRole("group", { name: prompts.feelingPrompt.question }).getByRole("radio", { name: feeling }).check();
    await page.getByRole("textbox", { name: prompts.improvementPrompt.question }).fill(notes);
    await expectNoSeriousA11yViolations(page);
    const toasts = await recordToasts(page);
    await button(page, "Save to Journal").click();

    await page.getByRole("heading", { name: "Lesson complete!" }).waitFor();
    const asked = 1 + followUps.length + questions.length;
    await page.getByText(`${asked} of ${asked} on the first try`).waitFor();
    await page.getByText(`You earned ${guided.xpReward} XP`).waitFor();
    await page.getByText("Saved to your journal").waitFor();
    // The celebration says it is in the journal: no toast repeats it.
    expect(await toasts()).not.toContainEqual(expect.stringMatching(/Reflection Saved/));

    const entries = await journal(page);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ lessonId: guided.id, lessonTitle: guided.title, feeling, improvementNotes: notes });
    expect(page.errors).toEqual([]);
    await page.context().clearCookies();
    await page.close();
  });

  it("opens at the scene after the intro on a laptop, without sideways scrolling and with nothing in the journal yet", async () => {
    const page = await newPage(session);
    await page.setViewportSize(DESKTOP);
    await registerThroughApi(page);
    await completeLessonsBefore(page, guided.id);
    await page.goto(`/lessons/${guided.levelId}/lesson/${guided.id}/old`);
    await button(page, "Next").click();
    await button(page, "Next").click();
    await button(page, "Begin Lesson").click();
    await stageHeading(page, "The Moment").waitFor();
    await expectNoSideways(page);
    expect(await journal(page)).toEqual([]);
    expect(page.errors).toEqual([]);
    await page.context().clearCookies();
    await page.close();
  });
});
