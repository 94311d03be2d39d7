import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { forSeveralChildren } from "@shared/rules/age-match";
import type { MultipleChoiceContent } from "../../src/shared/content/content-schemas";
import { DESKTOP, PHONE, SCREENSHOTS, expectNoSeriousA11yViolations, newPage, newParent, openBrowser, registerThroughForm, type BrowserSession } from "./browser";
import { answerCheck, completeThroughApi, readLesson, readLevels } from "./lessons";

/**
 * docs/product-rules.md#age-levels and #lesson-length, tried as a new parent would: the age named at onboarding
 * decides where the path starts, and every lesson card gives the lesson's own time. The lessons are looked up from
 * content/ (the level tied to the age group, its first lesson by order), never written into the journey.
 */
interface LessonFile {
  id: number;
  levelId: number;
  order: number;
  title: string;
  description: string;
  ages?: string[];
}
const levels = readLevels();
const lessonDir = path.resolve("content/lessons");
const lessons = fs
  .readdirSync(lessonDir)
  .filter((name) => name.endsWith(".json"))
  .map((name) => JSON.parse(fs.readFileSync(path.join(lessonDir, name), "utf8")) as LessonFile);

/** The level written for an age group, and its first lesson. */
function levelFor(age: string) {
  const level = levels.find((candidate) => candidate.ages?.includes(age));
  if (!level) throw new Error(`content/levels.json has no level for ${age}`);
  const first = lessons.filter((lesson) => lesson.levelId === level.id).sort((a, b) => a.order - b.order)[0];
  if (!first) throw new Error(`the ${level.title} level has no lessons yet`);
  return { level, first };
}

const sessions: BrowserSession[] = [];
afterAll(async () => {
  await Promise.all(sessions.map((session) => session.close()));
});

for (const [device, viewport] of [
  ["phone", PHONE],
  ["laptop", DESKTOP],
] as const) {
  describe(`the path by the child's age on a ${device}`, () => {
    let session: BrowserSession;
    beforeAll(async () => {
      session = await openBrowser(viewport);
      sessions.push(session);
    });

    it("puts a baby lesson Up next for a parent who picks 0–2, with its own time and no fixed 15-20 minutes", async () => {
      const { level, first } = levelFor("0-2");
      const page = await newPage(session);
      await registerThroughForm(page, newParent(), "0–2 years");
      // The greeting fits a baby: the specification's line for 0–2, not the one for nine to twelve.
      await page.getByText("Building foundations with your little one").waitFor();
      expect(await page.getByText("Supporting your independent explorer").count()).toBe(0);

      const upNext = page.getByRole("region", { name: "Up next" });
      await upNext.getByText(first.title, { exact: true }).waitFor();
      await upNext.getByText(level.title, { exact: true }).waitFor();
      const minutes = await page.evaluate(
        async (id) => ((await (await fetch("/api/lessons")).json()) as { id: number; minutes: number }[]).find((lesson) => lesson.id === id)?.minutes,
        first.id,
      );
      expect(minutes).toBeGreaterThan(0);
      await upNext.getByText(`About ${minutes} min`, { exact: true }).waitFor();

      // The path starts at the baby level: its first node is that lesson, and open.
      const lessonPath = page.getByRole("list", { name: "Lesson path" });
      await lessonPath.waitFor();
      // (The level banners are disclosure buttons without an aria-label; the lesson nodes carry theirs.)
      const firstNode = lessonPath.locator("button[aria-label]").first();
      expect(await firstNode.getAttribute("aria-label")).toMatch(new RegExp(`^${escapeRegExp(first.title)}, `));
      await firstNode.click();
      const card = page.getByRole("dialog", { name: first.title });
      await card.getByText(`About ${minutes} min`, { exact: true }).waitFor();
      expect(await page.getByText("15-20 minutes").count()).toBe(0);
      await expectNoSeriousA11yViolations(page);

      // The overview and the intro give the same time.
      await page.goto("/lessons-overview");
      await page.getByRole("button", { name: new RegExp(escapeRegExp(first.title)) }).first().click();
      await page.getByRole("complementary", { name: "Lesson details" }).getByText(`About ${minutes} min`, { exact: true }).waitFor();
      expect(await page.getByText("15-20 minutes").count()).toBe(0);
      await page.goto(`/lessons/${first.levelId}/lesson/${first.id}`);
      await page.getByText(new RegExp(`About ${minutes} min`)).waitFor();
      await page.getByRole("link", { name: "Start Lesson" }).waitFor();
      expect(await page.getByText("15-20 minutes").count()).toBe(0);
      expect(page.errors).toEqual([]);
      await page.close();
    });

    it("recommends the nine-to-twelve level first to a parent who picks 9–12", async () => {
      const { level, first } = levelFor("9-12");
      const page = await newPage(session);
      await registerThroughForm(page, newParent(), "9–12 years");
      const upNext = page.getByRole("region", { name: "Up next" });
      await upNext.getByText(first.title, { exact: true }).waitFor();
      await upNext.getByText(level.title, { exact: true }).waitFor();
      await page.getByText(`You're on ${level.title}.`, { exact: false }).waitFor();
      expect(await page.getByText("15-20 minutes").count()).toBe(0);
      expect(page.errors).toEqual([]);
      await page.close();
    });

    it("tells a parent who picks 13+ plainly what Growly has for teenagers, and points to the teen and nine-to-twelve lessons", async () => {
      const teens = levelFor("13+");
      const middle = levelFor("9-12");
      const page = await newPage(session);
      await registerThroughForm(page, newParent(), "13+ years");
      const guide = page.getByRole("region", { name: "What Growly has for teenagers" });
      await guide.getByText(`The ${teens.level.title} level has`, { exact: false }).waitFor();
      await guide.getByRole("link", { name: `Start with ${teens.level.title}` }).waitFor();
      await guide.getByRole("link", { name: `Then ${middle.level.title}` }).click();
      await page.waitForURL(`**/lessons/${middle.first.levelId}/lesson/${middle.first.id}`);
      await page.getByRole("heading", { name: middle.first.title }).waitFor();
      await page.goBack();
      await guide.waitFor();
      await page.screenshot({ path: `/tmp/age-levels-teens-${device}.png` });
      await expectNoSeriousA11yViolations(page);
      expect(page.errors).toEqual([]);
      await page.close();
    });

    it("starts a parent of children in more than one age group at the first child's path, with the siblings lessons in a row of their own", async () => {
      const firstGeneral = levels.filter((level) => !level.ages).sort((a, b) => a.id - b.id)[0]!;
      const start = lessons.filter((lesson) => lesson.levelId === firstGeneral.id).sort((a, b) => a.order - b.order)[0]!;
      const siblings = lessons.filter(forSeveralChildren);
      expect(siblings.length).toBeGreaterThan(0);
      const page = await newPage(session);
      await registerThroughForm(page, newParent(), "Children in more than one age group");
      // The first child is four: no level of their own, so the general path.
      await page.getByRole("region", { name: "Up next" }).getByText(start.title, { exact: true }).waitFor();
      const row = page.getByRole("region", { name: "For more than one child" });
      for (const lesson of siblings) await row.getByRole("link", { name: new RegExp(escapeRegExp(lesson.title)) }).waitFor();
      // The switcher's second child is ten: their home starts at the nine-to-twelve level, the row stays.
      await page.getByRole("group", { name: "Home for:" }).getByRole("button", { name: "Child 2" }).click();
      await page.getByRole("region", { name: "Up next" }).getByText(levelFor("9-12").first.title, { exact: true }).waitFor();
      await row.waitFor();
      await page.screenshot({ path: `/tmp/age-levels-multiple-${device}.png`, fullPage: false });
      await expectNoSeriousA11yViolations(page);
      expect(page.errors).toEqual([]);
      await page.close();
    });
  });
}

describe("a teenager's lesson on a phone", () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser(PHONE);
    sessions.push(session);
  });

  it("starts a 13+ parent's home at a teen lesson, plays the one on low mood with wrong answers on purpose, and its help link reaches Get help now", async () => {
    const lesson = readLesson<MultipleChoiceContent>("80-");
    expect((lesson as { ages?: string[] }).ages).toEqual(["13+"]);
    const page = await newPage(session);
    await registerThroughForm(page, newParent(), "13+ years");
    const teens = levelFor("13+");
    await page.getByRole("region", { name: "Up next" }).getByText(teens.first.title, { exact: true }).waitFor();
    // The lessons before it in the teens level, done through the API as the lock rule asks.
    const before = lessons.filter((other) => other.levelId === lesson.levelId && other.order < lesson.order).sort((a, b) => a.order - b.order);
    await completeThroughApi(page, before);
    await page.goto(`/lessons/${lesson.levelId}/lesson/${lesson.id}`);
    await page.getByRole("heading", { name: lesson.title }).waitFor();
    const helpLine = page.locator("p", { hasText: "Finding things hard?" });
    await helpLine.getByRole("link", { name: "Get help now" }).waitFor();
    await page.getByRole("link", { name: "Start Lesson" }).click();
    // Every teaching card; the check answered wrong on purpose, its own feedback shown.
    const cards = lesson.lead ?? [];
    for (const [index, card] of cards.entries()) {
      await page.getByText(`${index + 1} of ${cards.length}`, { exact: true }).waitFor();
      await answerCheck(page, card, undefined, "wrong");
      await page.getByRole("button", { name: index + 1 < cards.length ? "Next" : "Let's practise", exact: true }).click();
    }
    const content = lesson.content;
    const wrong = content.options.findIndex((_, index) => index !== content.correctAnswer);
    await page.getByRole("radio", { name: content.options[wrong], exact: true }).click();
    await page.getByRole("button", { name: "Submit Answer", exact: true }).click();
    const sheet = page.getByRole("dialog", { name: "Here's another way to see it." });
    await sheet.getByText(content.optionFeedback[wrong]!, { exact: true }).waitFor();
    // After "What tends to help most:", the best answer.
    await sheet.getByText(content.options[content.correctAnswer]!, { exact: false }).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/teen-lesson-feedback-phone.png` });
    await expectNoSeriousA11yViolations(page);
    // The page behind the sheet is inert: the sheet carries its own Get help now.
    await sheet.getByRole("link", { name: "Get help now" }).waitFor();
    await sheet.getByRole("button", { name: "Complete Lesson" }).click();
    await page.getByRole("heading", { name: "Lesson complete!" }).waitFor();
    // The celebration ends with the same line, and it leads to Get help now, one tap from the child's section.
    await page.locator("p", { hasText: "Finding things hard?" }).getByRole("link", { name: "Get help now" }).click();
    await page.getByRole("heading", { level: 1, name: "Get help now" }).waitFor();
    await page.getByRole("link", { name: "If your child may be hurting themselves, or seems low" }).click();
    await page.waitForURL("**/get-help#your-child", { waitUntil: "commit" });
    await page.getByRole("heading", { name: "If your child may be hurting themselves, or seems low" }).waitFor();
    await expectNoSeriousA11yViolations(page);
    expect(page.errors).toEqual([]);
    await page.close();
  });
});

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
