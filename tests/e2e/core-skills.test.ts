import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MultipleChoiceContent } from "../../src/shared/content/content-schemas";
import { PHONE, SCREENSHOTS, expectNoSeriousA11yViolations, newPage, openBrowser, registerThroughApi, type BrowserSession } from "./browser";
import { answerCheck, completeLessonsBefore, inEnglish, readLesson, type Say } from "./lessons";
import { wordsIn } from "./words";

/**
 * docs/core-skills.md, tried as a tired parent on a phone would: a lesson written for the programmes' core skills,
 * played with wrong answers on purpose, in English and in French. Each wrong pick shows its own feedback, the lesson
 * completes, and every screen is axe clean. The lessons are read from content/, never written into the journey.
 */
let session: BrowserSession;
beforeAll(async () => {
  session = await openBrowser(PHONE);
});
afterAll(async () => {
  await session.close();
});

describe("a core-skills lesson on a phone, wrong answers on purpose", () => {
  for (const [language, prefix] of [
    ["en", "106-"],
    ["fr", "93-"],
  ] as const) {
    it(`plays lesson ${prefix.slice(0, -1)} in ${language === "en" ? "English" : "French"}`, async () => {
      const say: Say = language === "en" ? inEnglish : wordsIn(language);
      const lesson = readLesson<MultipleChoiceContent>(prefix, language);
      const page = await newPage(session);
      await registerThroughApi(page);
      if (language !== "en") {
        await page.evaluate(async (chosen) => {
          const me = (await (await fetch("/api/auth/me")).json()) as { id: number };
          const response = await fetch(`/api/user/${me.id}/settings`, {
            method: "PATCH",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ language: chosen }),
          });
          if (!response.ok) throw new Error(`settings answered ${response.status}`);
        }, language);
      }
      await completeLessonsBefore(page, lesson.id);
      await page.goto(`/lessons/${lesson.levelId}/lesson/${lesson.id}`);
      await page.getByRole("heading", { name: lesson.title }).waitFor();
      await page.getByRole("link", { name: say("Start Lesson") }).click();
      const cards = lesson.lead ?? [];
      let wrongChecks = 0;
      for (const [index, card] of cards.entries()) {
        await page.getByText(say("{cardNumber} of {count}", { cardNumber: index + 1, count: cards.length }), { exact: true }).waitFor();
        if ((await answerCheck(page, card, say, "wrong")) !== undefined) wrongChecks += 1;
        await page.getByRole("button", { name: index + 1 < cards.length ? say("Next") : say("Let's practise"), exact: true }).click();
      }
      // A lesson of the core skills has at least two scored moments: here, a check and the question.
      expect(wrongChecks).toBeGreaterThan(0);
      const content = lesson.content;
      const wrong = content.options.findIndex((_, index) => index !== content.correctAnswer);
      await page.getByRole("radio", { name: content.options[wrong], exact: true }).click();
      await page.getByRole("button", { name: say("Submit Answer"), exact: true }).click();
      const sheet = page.getByRole("dialog");
      await sheet.getByText(content.optionFeedback[wrong]!, { exact: true }).waitFor();
      await page.screenshot({ path: `${SCREENSHOTS}/core-skills-${language}-feedback-phone.png` });
      await expectNoSeriousA11yViolations(page);
      await sheet.getByRole("button", { name: say("Complete Lesson") }).click();
      await page.getByRole("heading", { name: say("Lesson complete!") }).waitFor();
      await page.screenshot({ path: `${SCREENSHOTS}/core-skills-${language}-complete-phone.png` });
      await expectNoSeriousA11yViolations(page);
      expect(page.errors).toEqual([]);
      await page.close();
    });
  }
});
