import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectNoSeriousA11yViolations, newPage, openBrowser, registerThroughApi, type BrowserSession } from "./browser";
import { completeLessonsBefore, readLesson } from "./lessons";

interface Choice {
  id: string;
  text: string;
  correct?: boolean;
}
interface Question {
  choices: Choice[];
  correctChoice?: number;
}
interface Step {
  type: string;
  title: string;
  choices?: Choice[];
  correctChoice?: number;
  questions?: Question[];
  tips?: unknown[];
  prompts?: string[];
}

const settingLimits = readLesson<{ steps: Step[] }>("16-");

/** The text of the right answer, whichever way the content marks it. */
function rightAnswer(question: Question): string {
  const choice = question.correctChoice !== undefined ? question.choices[question.correctChoice] : question.choices.find((c) => c.correct);
  return choice?.text ?? "";
}


let session: BrowserSession;
beforeAll(async () => {
  session = await openBrowser();
});
afterAll(async () => {
  await session?.close();
});

describe("the Setting Limits steps lesson", () => {
  it("opens once the lessons before it are done, plays to the end and is recorded as completed", async () => {
    const page = await newPage(session);
    await registerThroughApi(page);
    const lessonPath = `/lessons/${settingLimits.levelId}/lesson/${settingLimits.id}/old`;

    await page.goto(lessonPath);
    await page.getByRole("heading", { name: "This lesson is still locked" }).waitFor();
    await completeLessonsBefore(page, settingLimits.id);
    await page.goto(lessonPath);
    await page.getByRole("heading", { level: 1, name: settingLimits.title }).waitFor();

    const steps = settingLimits.content.steps;
    expect(steps).toHaveLength(11);
    const main = (name: string) => page.getByRole("button", { name, exact: true });
    const popup = page.getByRole("dialog");
    const popupForward = popup.getByRole("button", { name: /^(Next|Next Question|Continue to Reflection|Complete Lesson)$/ });

    for (const [index, step] of steps.entries()) {
      await page.getByRole("heading", { level: 2, name: step.title, exact: true }).waitFor();
      await page.getByText(`Step ${index + 1} of 11`).waitFor();
      switch (step.type) {
        case "choice":
        case "scenario": {
          expect(await main("Next").isDisabled()).toBe(true);
          if (index === 2) await expectNoSeriousA11yViolations(page);
          await page.getByRole("button", { name: rightAnswer(step as Question), exact: true }).click();
          await popup.waitFor();
          await popupForward.click();
          break;
        }
        case "quiz":
          for (const question of step.questions ?? []) {
            await page.getByRole("button", { name: rightAnswer(question), exact: true }).click();
            await popupForward.click();
          }
          break;
        case "tips": {
          expect(await main("Next").isDisabled()).toBe(true);
          for (let tip = 1; tip < (step.tips?.length ?? 0); tip += 1) await page.getByRole("button", { name: "Next tip" }).click();
          await page.getByText("All tips viewed! You can now proceed.").waitFor();
          await main("Next").click();
          break;
        }
        case "reflection": {
          const forward = main(index === steps.length - 1 || steps[index + 1]?.type === "completion" ? "Complete Lesson" : "Next");
          expect(await forward.isDisabled()).toBe(true);
          for (const prompt of step.prompts ?? []) await page.getByLabel(prompt, { exact: true }).fill("Say the rule once, calmly, and follow through.");
          await expectNoSeriousA11yViolations(page);
          await forward.click();
          break;
        }
        case "completion":
          await main("Finish").click();
          break;
        default:
          await main(index === steps.length - 1 ? "Complete Lesson" : "Next").click();
      }
    }

    // The last step completes with the score and ends in the celebration.
    await page.getByRole("heading", { name: "Lesson complete!" }).waitFor();
    await page.getByText(`You earned ${settingLimits.xpReward} XP`).waitFor();
    expect(page.errors).toEqual([]);

    // The next lesson along the path is open now.
    const next = readLesson("17-");
    await page.goto(`/lessons/${next.levelId}/lesson/${next.id}/old`);
    await page.getByRole("heading", { level: 1, name: next.title }).waitFor();
    await page.context().clearCookies();
    await page.close();
  });
});
