import fs from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { expect } from "vitest";
import type { SlideLessonContent } from "../../src/shared/content/content-schemas";
import type { StoryFile } from "../../src/shared/content/story-schema";
import { expectNoSeriousA11yViolations } from "./browser";
import { type TextMap, withTexts } from "../../src/shared/content/translation";
import type { Language } from "../../src/shared/i18n/locales";

/** A lesson file of content/lessons, as the browser journeys read it to know the right answers. */
export interface LessonFile<Content = unknown> {
  id: number;
  levelId: number;
  order: number;
  title: string;
  xpReward: number;
  content: Content;
  /** Teaching cards the lesson frame shows before the activity. */
  lead?: LeadCardFile[];
}

/** A teaching card, with its check when it has one (docs/lesson-players.md#a-check-on-a-teaching-card). */
export interface LeadCardFile {
  heading: string;
  body: string;
  check?: { question: string; options: string[]; correctAnswer: number; optionFeedback: string[] };
}

const contentDir = path.resolve("content");

/** What the app says for an English text of its catalogs, in the journey's language (tests/e2e/words.ts). */
export type Say = (english: string, values?: Record<string, string | number>) => string;
/** English, with its `{placeholders}` filled. */
export const inEnglish: Say = (english, values = {}) =>
  english.replace(/\{(\w+)\}/g, (_whole, name: string) => String(values[name] ?? `{${name}}`));

/** A content file ("lessons/01-….json") in `language`: the English with its texts replaced, as the server serves it. */
export function readContent<T>(file: string, language: Language = "en"): T {
  const english = JSON.parse(fs.readFileSync(path.join(contentDir, file), "utf8")) as T;
  if (language === "en") return english;
  const texts = JSON.parse(fs.readFileSync(path.join(contentDir, "translations", language, file), "utf8")) as TextMap;
  return withTexts(english, texts);
}

/** A level of content/levels.json, as the journeys look levels up. */
export interface LevelFile {
  id: number;
  title: string;
  ages?: string[];
}

/** The levels of content/levels.json, in `language`. */
export function readLevels(language: Language = "en"): LevelFile[] {
  return readContent<LevelFile[]>("levels.json", language);
}

/** The lesson whose file name starts with `prefix` ("05-" is the fifth lesson of the path), in `language`. */
export function readLesson<Content = unknown>(prefix: string, language: Language = "en"): LessonFile<Content> {
  const name = fs.readdirSync(path.join(contentDir, "lessons")).find((file) => file.startsWith(prefix));
  if (!name) throw new Error(`no lesson file starts with ${prefix}`);
  return readContent<LessonFile<Content>>(`lessons/${name}`, language);
}

/** A home stat tile's value (Day Streak, XP, Lessons). */
export async function statValue(page: Page, label: string): Promise<string> {
  const tile = page.locator("div", { has: page.locator(`dt:text-is("${label}")`) }).last();
  return ((await tile.locator("dd").textContent()) ?? "").trim();
}

/** Completes lessons as the app does, from the signed-in page, in the order given; answers each call's XP awarded. */
export function completeThroughApi(page: Page, lessons: ReadonlyArray<{ id: number; levelId: number }>): Promise<number[]> {
  return page.evaluate(async (list) => {
    const me = (await (await fetch("/api/auth/me")).json()) as { id: number };
    const awarded: number[] = [];
    for (const lesson of list) {
      const response = await fetch(`/api/user/${me.id}/lessons/${lesson.id}/progress`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ levelId: lesson.levelId, completed: true, score: 100 }),
      });
      if (!response.ok) throw new Error(`completing lesson ${lesson.id} answered ${response.status}`);
      awarded.push(((await response.json()) as { xpAwarded: number }).xpAwarded);
    }
    return awarded;
  }, lessons.map(({ id, levelId }) => ({ id, levelId })));
}

/**
 * Lessons open in order (docs/product-rules.md#lock-rule): completes, through the API and in path order, every
 * lesson before `lessonId`, and answers the parent's XP afterwards.
 */
export async function completeLessonsBefore(page: Page, lessonId: number): Promise<number> {
  const path = await page.evaluate(async () => {
    const get = async <T>(url: string): Promise<T> => (await fetch(url)).json() as Promise<T>;
    const levels = await get<Array<{ id: number; order: number }>>("/api/levels");
    const lessons = await get<Array<{ id: number; levelId: number; order: number }>>("/api/lessons");
    const levelOrder = new Map(levels.map((level) => [level.id, level.order]));
    return lessons.sort((a, b) => (levelOrder.get(a.levelId) ?? 0) - (levelOrder.get(b.levelId) ?? 0) || a.order - b.order);
  });
  const target = path.findIndex((lesson) => lesson.id === lessonId);
  if (target < 0) throw new Error(`lesson ${lessonId} is not on the path`);
  await completeThroughApi(page, path.slice(0, target));
  return page.evaluate(async () => {
    const me = (await (await fetch("/api/auth/me")).json()) as { id: number };
    return ((await (await fetch(`/api/user/${me.id}`)).json()) as { xp: number }).xp;
  });
}

/**
 * Answers a teaching card's check when the card has one (Next waits for it): the right option, or a wrong one on
 * purpose, then Submit Answer; waits for that option's own feedback. Answers which option it picked, or undefined.
 */
export async function answerCheck(
  page: Page,
  card: LeadCardFile | undefined,
  say: Say = inEnglish,
  pick: "right" | "wrong" = "right",
): Promise<number | undefined> {
  if (!card?.check) return undefined;
  const { options, correctAnswer, optionFeedback } = card.check;
  const index = pick === "right" ? correctAnswer : (correctAnswer + 1) % options.length;
  await page.getByRole("radio", { name: options[index], exact: true }).click();
  await page.getByRole("button", { name: say("Submit Answer"), exact: true }).click();
  await page.getByText(optionFeedback[index]!, { exact: true }).waitFor();
  return index;
}

/** Reads through a lesson's teaching cards, the way a parent taps through them (answering any check), to reach the activity. */
export async function readThroughLead(page: Page, lesson: { lead?: LeadCardFile[] }, say: Say = inEnglish): Promise<void> {
  const count = lesson.lead?.length ?? 0;
  for (let card = 0; card < count; card += 1) {
    await page.getByText(say("{cardNumber} of {count}", { cardNumber: card + 1, count }), { exact: true }).waitFor();
    await answerCheck(page, lesson.lead?.[card], say);
    await page.getByRole("button", { name: card + 1 < count ? say("Next") : say("Let's practise"), exact: true }).click();
  }
}


/** The lesson's question for an mcq slide, its right option's text and one wrong option's text. */
export function slideOptions(content: SlideLessonContent, slide: SlideLessonContent["slides"][number]) {
  if (slide.type !== "mcq") throw new Error("not a question slide");
  const question = content.mcqQuestions[slide.questionId]!;
  const right = question.options[question.correctAnswerIndex]!.text;
  const wrong = question.options.find((_, index) => index !== question.correctAnswerIndex)!.text;
  return { right, wrong };
}

/** Plays an authored slide lesson from the intro to Finish: one wrong answer then Try Again, Escape once, every tip. */
export async function playAuthoredSlides(page: Page, content: SlideLessonContent, say: Say = inEnglish) {
  const button = (name: string) => page.getByRole("button", { name, exact: true });
  let questionsSeen = 0;
  for (const [index, slide] of content.slides.entries()) {
    if (slide.type === "mcq") {
      questionsSeen += 1;
      const { right, wrong } = slideOptions(content, slide);
      if (questionsSeen === 1) {
        await button(wrong).click();
        const popup = page.getByRole("dialog", { name: say("Incorrect") });
        await popup.waitFor();
        await expectNoSeriousA11yViolations(page);
        // The popup keeps keyboard focus inside it, however far the parent tabs.
        for (let press = 0; press < 6; press += 1) {
          await page.keyboard.press(press % 2 === 0 ? "Tab" : "Shift+Tab");
          expect(await popup.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
        }
        await popup.getByRole("button", { name: say("Try Again") }).click();
        await popup.waitFor({ state: "detached" });
      }
      if (questionsSeen === 2) {
        await button(wrong).click();
        const popup = page.getByRole("dialog", { name: say("Incorrect") });
        await popup.waitFor();
        await page.keyboard.press("Escape");
        await popup.waitFor({ state: "detached" });
        expect(await button(wrong).getAttribute("aria-disabled")).toBeNull();
      }
      await button(right).click();
      const popup = page.getByRole("dialog", { name: say("Correct") });
      await popup.waitFor();
      await popup.getByRole("button", { name: say("Great Work") }).click();
      await popup.waitFor({ state: "detached" });
    }
    if (slide.type === "tips") {
      await page.getByRole("heading", { name: say("Growler Tips") }).waitFor();
      for (let tip = 1; tip < content.tips.length; tip += 1) await button(say("Next tip")).click();
      await page.getByText(say("All tips viewed! You can now proceed.")).waitFor();
    }
    if (slide.type === "thankyou") {
      await page.getByText(say("Lesson finished"), { exact: true }).waitFor();
      expect(await page.getByText(say("Achievement Unlocked!")).count()).toBe(0);
    }
    await button(index === content.slides.length - 1 ? say("Finish") : say("Next")).click();
  }
}

/** Plays a story from its first scene, taking the given choice of each scene (best or last), to the takeaway. */
export async function playStory(page: Page, story: StoryFile, pick: "best" | "last", say: Say = inEnglish) {
  let scene: StoryFile["content"]["scenes"][number] | undefined = story.content.scenes[0];
  while (scene) {
    await page.getByRole("heading", { name: scene.title }).waitFor();
    const choice = pick === "best" ? scene.choices.find((option) => option.quality === "best")! : scene.choices.at(-1)!;
    await page.getByRole("button", { name: choice.text, exact: true }).click();
    await page.getByText(choice.feedback).waitFor();
    await page.getByRole("button", { name: say("Continue") }).click();
    const nextId = choice.next;
    scene = nextId ? story.content.scenes.find((candidate) => candidate.id === nextId) : undefined;
  }
  await page.getByRole("heading", { name: story.content.takeaway.title }).waitFor();
  await page.getByText(story.content.takeaway.tips[0]!).waitFor();
}
