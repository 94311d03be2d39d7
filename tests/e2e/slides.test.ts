import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import type { SlideLessonContent } from "../../src/shared/content/content-schemas";
import { newPage, openBrowser, registerThroughApi, type BrowserSession } from "./browser";
import { completeLessonsBefore, playAuthoredSlides, readLesson, slideOptions, statValue } from "./lessons";

const ouch = readLesson<SlideLessonContent>("04-");
const towerTopple = readLesson<SlideLessonContent>("05-");
const pickMe = readLesson<SlideLessonContent>("34-");

let session: BrowserSession;
beforeAll(async () => {
  session = await openBrowser();
});
afterAll(async () => {
  await session?.close();
});

const button = (page: Page, name: string) => page.getByRole("button", { name, exact: true });

/** Plays the card layout from Start Lesson to Complete Lesson, with one wrong answer and Try Again. */
async function playCardLesson(page: Page, content: SlideLessonContent) {
  let wrongDone = false;
  for (const [index, slide] of content.slides.entries()) {
    await page.getByText(`Slide ${index + 1} of ${content.slides.length}`).waitFor();
    if (slide.type === "mcq") {
      const { right, wrong } = slideOptions(content, slide);
      if (!wrongDone) {
        wrongDone = true;
        await button(page, wrong).click();
        await page.getByRole("dialog", { name: "Incorrect" }).waitFor();
        await button(page, "Try Again").click();
        await page.getByRole("dialog").waitFor({ state: "detached" });
      }
      await button(page, right).click();
      await page.getByRole("dialog", { name: "Correct" }).waitFor();
      // The sheet's Continue moves on.
      await button(page, "Continue").click();
      await page.getByRole("dialog").waitFor({ state: "detached" });
      continue;
    }
    const last = index === content.slides.length - 1;
    if (last) await page.getByText("You've successfully completed this lesson on emotional validation and support!").waitFor();
    await button(page, index === 0 ? "Start Lesson" : last ? "Complete Lesson" : "Continue").click();
  }
}

async function expectXpAtHome(page: Page, xp: number) {
  await page.getByRole("link", { name: "Back to Home" }).first().click();
  await page.waitForURL((url) => url.pathname === "/");
  await page.getByText("Day Streak").waitFor();
  await expect.poll(() => statValue(page, "XP")).toBe(String(xp));
}

describe("slide lessons", () => {
  it("plays “The Tower Topple” to Finish and its celebration, shows “Ouch!” full-screen, and comes home to the XP", async () => {
    const page = await newPage(session);
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await registerThroughApi(page);
    await page.goto("/");
    // Home loads no lesson player: each comes with the first lesson that needs it.
    const playerChunk = /(slide|steps|guided)-player|module-closer-player/;
    expect(scripts.filter((script) => playerChunk.test(script))).toEqual([]);
    const xpBefore = await completeLessonsBefore(page, towerTopple.id);

    // Every lesson, the tumble lesson included, plays full-screen in the lesson frame: no app header or stats bar.
    await page.goto(`/lessons/${ouch.levelId}/lesson/${ouch.id}/old`);
    const opening = ouch.content.slides[0]!;
    await page.getByRole("heading", { level: 2, name: opening.type === "intro" ? opening.heading : "" }).waitFor();
    expect(await page.getByRole("progressbar", { name: "Lesson progress" }).count()).toBe(1);
    expect(await page.getByRole("button", { name: "Open menu" }).count()).toBe(0);
    expect(await page.getByRole("navigation", { name: "Bottom navigation" }).count()).toBe(0);
    expect(await page.getByRole("button", { name: "Leave the lesson" }).count()).toBe(1);

    await page.goto(`/lessons/${towerTopple.levelId}/lesson/${towerTopple.id}/old`);
    await page.getByRole("heading", { level: 1, name: towerTopple.title }).waitFor();
    expect(scripts.some((script) => /slide-player/.test(script))).toBe(true);
    await playAuthoredSlides(page, towerTopple.content);
    // Finish ends in the celebration: two questions were missed on the first try.
    await page.getByRole("heading", { name: "Lesson complete!" }).waitFor();
    await page.getByText(`You earned ${towerTopple.xpReward} XP`).waitFor();
    await page.getByText("4 of 6 on the first try").waitFor();
    expect(page.errors).toEqual([]);
    await expectXpAtHome(page, xpBefore + towerTopple.xpReward);
    await page.context().clearCookies();
    await page.close();
  });

  it("plays the card layout of “Why Didn't You Pick Me?” to Complete Lesson and comes home to the XP", async () => {
    const page = await newPage(session);
    await registerThroughApi(page);
    const xpBefore = await completeLessonsBefore(page, pickMe.id);

    await page.goto(`/lessons/${pickMe.levelId}/lesson/${pickMe.id}/old`);
    await page.getByRole("heading", { level: 1, name: pickMe.title }).waitFor();
    await playCardLesson(page, pickMe.content);
    await page.getByText(`You earned ${pickMe.xpReward} XP`).waitFor();
    await page.getByText("5 of 6 on the first try").waitFor();
    expect(page.errors).toEqual([]);

    await expectXpAtHome(page, xpBefore + pickMe.xpReward);
    await page.context().clearCookies();
    await page.close();
  });
});
