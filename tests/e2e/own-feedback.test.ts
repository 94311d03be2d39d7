import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import type { BranchingScenarioContent, EmotionalSelectorContent, MultipleChoiceContent } from "../../src/shared/content/content-schemas";
import type { Language } from "../../src/shared/i18n/locales";
import { expectNoSeriousA11yViolations, newPage, openBrowser, PHONE, registerThroughApi, SCREENSHOTS, type BrowserSession } from "./browser";
import { completeLessonsBefore, inEnglish, readLesson, readThroughLead, type Say } from "./lessons";
import { wordsIn } from "./words";

/**
 * Questions that test judgement (docs/content-guide.md#judgement-figures): a parent who picks wrong answers on purpose
 * reads that answer's own feedback, once, and none of the other wrong answers' texts; the feelings picker draws how
 * strongly a feeling is felt only for the feelings that fit the scene. In English and in Spanish, on a phone.
 */
const sessions: BrowserSession[] = [];
afterAll(async () => {
  for (const session of sessions) await session.close();
});

const wrongIndexes = (count: number, right: number) => Array.from({ length: count }, (_, i) => i).filter((i) => i !== right);
const shot = (page: Page, name: string, language: Language) => page.screenshot({ path: `${SCREENSHOTS}/own-feedback-${name}-${language}.png`, fullPage: true });

async function playMultipleChoice(page: Page, language: Language, say: Say) {
  const lesson = readLesson<MultipleChoiceContent>("01-", language);
  const content = lesson.content;
  await page.goto(`/lessons/${lesson.levelId}/lesson/${lesson.id}/old`);
  await readThroughLead(page, lesson, say);
  const [wrong, other] = wrongIndexes(content.options.length, content.correctAnswer);
  await page.getByRole("radio", { name: content.options[wrong!], exact: true }).click();
  await page.getByRole("button", { name: say("Submit Answer"), exact: true }).click();
  const sheet = page.getByRole("dialog", { name: say("Here's another way to see it.") });
  await sheet.waitFor();
  // That answer's own feedback, once, and not another wrong answer's.
  expect(await page.getByText(content.optionFeedback[wrong!]!, { exact: true }).count()).toBe(1);
  expect(await sheet.getByText(content.optionFeedback[wrong!]!, { exact: true }).count()).toBe(1);
  expect(await page.getByText(content.optionFeedback[other!]!, { exact: true }).count()).toBe(0);
  await expectNoSeriousA11yViolations(page);
  await shot(page, "multiple-choice", language);
}

/** Taps through a lesson's intro slideshow, when it has one: Next, then Begin Lesson. */
async function readThroughIntro(page: Page, lesson: { play?: { intro?: unknown[] } }, say: Say) {
  const pages = lesson.play?.intro?.length ?? 0;
  for (let at = 0; at < pages; at += 1) {
    await page.getByRole("button", { name: at + 1 < pages ? say("Next") : say("Begin Lesson"), exact: true }).click();
  }
}

async function playBranching(page: Page, language: Language, say: Say) {
  const lesson = readLesson<BranchingScenarioContent>("09-", language);
  const content = lesson.content;
  await completeLessonsBefore(page, lesson.id);
  await page.goto(`/lessons/${lesson.levelId}/lesson/${lesson.id}/old`);
  await readThroughLead(page, lesson, say);
  await readThroughIntro(page, lesson as { play?: { intro?: unknown[] } }, say);
  const first = wrongIndexes(content.options.length, content.correctAnswer)[0]!;
  await page.getByRole("button", { name: content.options[first], exact: true }).click();
  const result = page.getByRole("dialog", { name: say("Here's how that might play out") });
  await result.waitFor();
  expect(await page.getByText(content.branches[first]!.result, { exact: true }).count()).toBe(1);
  await result.getByRole("button", { name: say("Continue"), exact: true }).click();
  await result.waitFor({ state: "detached" });

  const followUp = content.branches[first]!.followUp;
  const [wrong, other] = wrongIndexes(followUp.options.length, followUp.correctAnswer);
  await page.getByRole("button", { name: followUp.options[wrong!], exact: true }).click();
  const sheet = page.getByRole("dialog", { name: say("Worth knowing for next time") });
  await sheet.waitFor();
  const own = followUp.optionFeedback?.[wrong!];
  expect(own, "every follow-up's wrong answer has feedback of its own").toBeTruthy();
  expect(await sheet.getByText(own!, { exact: true }).count()).toBe(1);
  if (other !== undefined) expect(await page.getByText(followUp.optionFeedback![other]!, { exact: true }).count()).toBe(0);
  await expectNoSeriousA11yViolations(page);
  await shot(page, "branching", language);
}

async function playFeelings(page: Page, language: Language, say: Say) {
  const lesson = readLesson<EmotionalSelectorContent>("02-", language);
  const content = lesson.content;
  await completeLessonsBefore(page, lesson.id);
  await page.goto(`/lessons/${lesson.levelId}/lesson/${lesson.id}/old`);
  await readThroughLead(page, lesson, say);
  const fitting = content.emotions.filter((emotion) => content.correctEmotions.includes(emotion.id));
  const unlikely = content.emotions.filter((emotion) => !content.correctEmotions.includes(emotion.id));
  const chip = (label: string) => page.getByRole("button", { name: new RegExp(`^${label}`) });
  await chip(fitting[0]!.label).click();
  await chip(unlikely[0]!.label).click();
  await page.getByRole("button", { name: say("Check My Answers"), exact: true }).click();
  const sheet = page.getByRole("dialog", { name: say("Here's what might be going on inside") });
  await sheet.waitFor();
  await sheet.getByRole("button", { name: say("Close") }).click();
  await sheet.waitFor({ state: "detached" });
  const strength = (emotion: (typeof content.emotions)[number]) =>
    say({ low: ", felt a little", medium: ", felt quite a lot", high: ", felt very strongly" }[emotion.intensity]).trim();
  // How strongly it is felt: drawn for every feeling that fits, for none that does not.
  for (const emotion of fitting) expect(await chip(emotion.label).textContent()).toContain(strength(emotion));
  for (const emotion of unlikely) expect(await chip(emotion.label).textContent()).not.toContain(strength(emotion));
  expect(await page.locator("[data-lesson-frame] li span[title]").count()).toBe(fitting.length);
  await expectNoSeriousA11yViolations(page);
  await shot(page, "feelings", language);
}

describe.each([
  ["en", "en-GB", inEnglish],
  ["es", "es-ES", wordsIn("es")],
] as const)("wrong answers on purpose, in %s, on a phone", (language: Language, locale: string, say: Say) => {
  it("show each wrong answer's own feedback once, and the feelings' strengths only where they fit", async () => {
    const session = await openBrowser(PHONE, { locale, touch: true });
    sessions.push(session);
    const page = await newPage(session);
    await registerThroughApi(page);
    await playMultipleChoice(page, language, say);
    await playFeelings(page, language, say);
    await playBranching(page, language, say);
    expect(page.errors).toEqual([]);
    await page.close();
  });
});
