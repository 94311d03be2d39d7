import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import type { ModuleCloserContent } from "../../src/shared/content/content-schemas";
import { expectNoSeriousA11yViolations, newPage, openBrowser, registerThroughApi, type BrowserSession } from "./browser";
import { completeLessonsBefore, completeThroughApi, readLesson } from "./lessons";

const closer = readLesson<ModuleCloserContent>("07-");
const { badgeEarned } = closer.content;

let session: BrowserSession;
beforeAll(async () => {
  session = await openBrowser();
});
afterAll(async () => {
  await session?.close();
});

interface Me {
  id: number;
  xp: number;
  achievements: string[];
}

/** The signed-in parent, read through the API in the page (GET /api/user/{id}). */
function currentParent(page: Page): Promise<Me> {
  return page.evaluate(async () => {
    const me = (await (await fetch("/api/auth/me")).json()) as { id: number };
    return (await (await fetch(`/api/user/${me.id}`)).json()) as Me;
  });
}

const button = (page: Page, name: string) => page.getByRole("button", { name, exact: true });

describe("the module closing", () => {
  it("plays Module 1 Closing to Finish Module and its celebration, keeps both answers and the plan in the journal, and awards xpReward plus the badge bonus once", async () => {
    const page = await newPage(session);
    await registerThroughApi(page);
    await completeLessonsBefore(page, closer.id);
    const before = await currentParent(page);

    await page.goto(`/lessons/${closer.levelId}/lesson/${closer.id}/old`);
    await page.getByRole("heading", { level: 1, name: closer.title }).waitFor();

    await page.getByText("Step 1 of 6").waitFor();
    await page.getByRole("heading", { name: "Module 1: Validation" }).waitFor();
    // Forward only (docs/lesson-players.md#module-closing): the activity offers one button, Continue.
    expect(await page.getByRole("region", { name: closer.title }).getByRole("button").allTextContents()).toEqual(["Continue"]);
    await button(page, "Continue").click();

    await page.getByText("Step 2 of 6").waitFor();
    await page.getByText(closer.content.keyTakeaways[0]!).waitFor();
    await button(page, "Continue").click();

    await page.getByText("Step 3 of 6").waitFor();
    const activity = closer.content.selfCareActivities[0]!;
    await page.getByRole("radio", { name: new RegExp(activity.title) }).check();
    await page.getByText(closer.content.reminderMessage).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await button(page, "Continue").click();

    await page.getByText("Step 4 of 6").waitFor();
    const prompts = closer.content.reflectionPrompts;
    await page.getByRole("textbox", { name: prompts.completionPrompt.question }).fill("Bath time went calmer when I named the cold water.");
    await page.getByRole("textbox", { name: prompts.applicationPrompt.question }).fill("At school pick-up.");
    await page.getByRole("group", { name: prompts.selfCarePrompt.question }).getByRole("radio", { name: prompts.selfCarePrompt.options[0]! }).check();
    await expectNoSeriousA11yViolations(page);
    await button(page, "Continue").click();

    await page.getByText("Step 5 of 6").waitFor();
    await page.getByText("Saved to your journal").waitFor();
    await page.getByRole("img", { name: `${badgeEarned.title} badge` }).waitFor();
    await page.getByText(`+${badgeEarned.xpBonus} Bonus XP`).waitFor();
    await page.getByText(closer.content.keepGrowingTips[0]!).waitFor();
    await expectNoSeriousA11yViolations(page);
    await button(page, "Continue").click();

    await page.getByText("Step 6 of 6").waitFor();
    await page.getByText(closer.content.finalInsight).waitFor();
    await page.getByText("At school pick-up.").waitFor();
    await page.getByText("Bath time went calmer when I named the cold water.").waitFor();
    await button(page, "Finish Module").click();

    // The module closing ends in the celebration: XP with the badge bonus, and the badge itself.
    await page.getByRole("heading", { name: "Lesson complete!" }).waitFor();
    await page.getByText(`You earned ${closer.xpReward + badgeEarned.xpBonus} XP`).waitFor();
    await page.getByText(`including a ${badgeEarned.xpBonus} XP badge bonus`).waitFor();
    await page.getByText("Saved to your journal").waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: "/tmp/i12a-celebration-module-phone.png" });

    // Both answers and the self-care plan are in the journal, under the lesson's title.
    await page.goto("/journal");
    await page.getByText(closer.title).first().waitFor();
    const entries = await page.evaluate(async () => (await (await fetch("/api/journal")).json()) as Array<{ lessonTitle: string; improvementNotes: string }>);
    const entry = entries.find((candidate) => candidate.lessonTitle === closer.title)!;
    expect(entry.improvementNotes).toContain("Bath time went calmer when I named the cold water.");
    expect(entry.improvementNotes).toContain("At school pick-up.");
    expect(entry.improvementNotes).toContain(prompts.selfCarePrompt.options[0]!);
    expect(entry.improvementNotes).toContain(activity.title);

    const expectedXp = before.xp + closer.xpReward + badgeEarned.xpBonus;
    await expect.poll(async () => (await currentParent(page)).xp).toBe(expectedXp);
    expect((await currentParent(page)).achievements).toContain(badgeEarned.id);
    expect(page.errors).toEqual([]);

    // A replay awards nothing more: neither the lesson's XP nor the badge bonus.
    expect(await completeThroughApi(page, [closer])).toEqual([0]);
    const after = await currentParent(page);
    expect(after.xp).toBe(expectedXp);
    expect(after.achievements.filter((id) => id === badgeEarned.id)).toHaveLength(1);

    await page.context().clearCookies();
    await page.close();
  });
});
