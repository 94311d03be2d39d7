import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { DESKTOP, PHONE, expectNoSeriousA11yViolations, newPage, openBrowser, registerThroughApi, type BrowserSession } from "./browser";
import { completeLessonsBefore, completeThroughApi, readLesson } from "./lessons";

const first = readLesson("01-");
/** The first lesson of level 2: a parent who finished level 1 is here. */
const next = readLesson("08-");
const afterNext = readLesson("09-");

let phone: BrowserSession;
beforeAll(async () => {
  phone = await openBrowser(PHONE);
});
afterAll(async () => {
  await phone?.close();
});

/** Whether an element lies wholly inside the first screen (the page not scrolled). */
async function inFirstViewport(page: Awaited<ReturnType<typeof newPage>>, box: { y: number; height: number } | null, viewportHeight: number) {
  const scrollY = await page.evaluate(() => window.scrollY);
  return box !== null && scrollY === 0 && box.y >= 0 && box.y + box.height <= viewportHeight;
}

/** Each mood's word stays whole on one line ("Worried" never breaks as "Worrie / d"), in the column it has. */
async function expectMoodWordsWhole(page: Page) {
  const moodLines = await page
    .getByRole("group", { name: "How are you feeling today?" })
    .locator("button span")
    .evaluateAll((spans) => spans.map((span) => Math.round(span.getBoundingClientRect().height)));
  expect(new Set(moodLines).size, `mood label heights ${moodLines.join(", ")}`).toBe(1);
}

describe("the home path on a phone", () => {
  it("shows the next lesson in the first screen and the whole path in a row per lesson and a banner per level", async () => {
    const page = await newPage(phone);
    await registerThroughApi(page);
    await completeLessonsBefore(page, next.id);
    await page.goto("/");
    await page.getByRole("list", { name: "Lesson path" }).waitFor();

    const upNext = page.getByRole("link", { name: `Start Activity: ${next.title}` });
    expect(await inFirstViewport(page, await upNext.boundingBox(), PHONE.height)).toBe(true);
    await page.screenshot({ path: "/tmp/i12b-home-phone.png" });
    await expectMoodWordsWhole(page);

    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    console.log(`home page height on a ${PHONE.width}×${PHONE.height} phone: ${height} px`);
    // Every lesson of the curriculum is a node on the path, with no 700 px slots of empty space: the page is the
    // path's rows (PATH_ROW_HEIGHT, 64 px a lesson) and level banners, plus the screen around them. With the 49 lessons
    // of six levels this was under 6,000 px; the bound grows with the curriculum, not with empty space.
    const lessonCount = await page.evaluate(async () => ((await (await fetch("/api/lessons")).json()) as unknown[]).length);
    const levelCount = await page.evaluate(async () => {
      const lessons = (await (await fetch("/api/lessons")).json()) as { levelId: number }[];
      return new Set(lessons.map((lesson) => lesson.levelId)).size;
    });
    expect(height).toBeLessThan(1700 + lessonCount * 64 + levelCount * 220);
    const path = page.getByRole("list", { name: "Lesson path" });
    // The path opens at the next lesson's level; every other level is folded behind its banner, opened by one tap.
    const banners = path.locator("h3 > button[aria-expanded]");
    expect(await banners.count()).toBe(levelCount);
    expect(await path.locator('h3 > button[aria-expanded="true"]').count()).toBe(1);
    const folded = path.locator('h3 > button[aria-expanded="false"]');
    for (let left = await folded.count(); left > 0; left -= 1) {
      await folded.first().click();
      await expect.poll(() => folded.count()).toBe(left - 1);
    }
    // Then every lesson of the curriculum is a node on the path.
    expect(await path.locator("button[aria-label]").count()).toBe(lessonCount);
    // A light page: a few hundred elements, not thousands.
    expect(await page.evaluate(() => document.querySelectorAll("*").length)).toBeLessThan(2500);
    await page.screenshot({ path: "/tmp/i12b-home-phone-full.png", fullPage: true });
    await expectNoSeriousA11yViolations(page);
    expect(page.errors).toEqual([]);
    await page.close();
  });

  it("opens a node's card by tap and by keyboard, moves focus into it and back, and closes it with Escape", async () => {
    const page = await newPage(phone);
    await registerThroughApi(page);
    await completeThroughApi(page, [first]);
    await page.goto("/");
    const path = page.getByRole("list", { name: "Lesson path" });
    await path.waitFor();

    // A completed node: tapping it opens its card, with the badge and button words of docs/screens.md#home.
    const firstNode = path.getByRole("button", { name: `${first.title}, Completed` });
    await firstNode.click();
    const card = page.getByRole("dialog", { name: first.title });
    await card.waitFor();
    expect(await firstNode.getAttribute("aria-expanded")).toBe("true");
    expect(await card.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await card.getByText("Completed", { exact: true }).waitFor();
    await card.getByText(`+${first.xpReward} XP`).waitFor();
    // The lesson's own time, as the API computes it from its content (docs/product-rules.md#lesson-length).
    const minutes = await page.evaluate(
      async (id) => ((await (await fetch("/api/lessons")).json()) as { id: number; minutes: number }[]).find((lesson) => lesson.id === id)?.minutes,
      first.id,
    );
    await card.getByText(`About ${minutes} min`, { exact: true }).waitFor();
    expect(await card.getByText("15-20 minutes").count()).toBe(0);
    await card.getByRole("link", { name: `Step In to Support: ${first.title}` }).waitFor();
    await page.screenshot({ path: "/tmp/i12b-node-card.png" });
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press("Escape");
    await card.waitFor({ state: "detached" });
    expect(await firstNode.evaluate((element) => element === document.activeElement)).toBe(true);

    // By keyboard: Tab to the next node, Enter opens it, Tab reaches its button, Escape brings focus back.
    await page.keyboard.press("Tab");
    const secondNode = path.getByRole("button", { name: /, Available$/ }).first();
    expect(await secondNode.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press("Enter");
    const secondCard = page.getByRole("dialog");
    await secondCard.getByText("Available", { exact: true }).waitFor();
    expect(await secondCard.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Start Activity");
    await page.keyboard.press("Escape");
    await secondCard.waitFor({ state: "detached" });
    expect(await secondNode.evaluate((element) => element === document.activeElement)).toBe(true);

    // A locked node opens a card whose button cannot be pressed.
    const lockedNode = path.getByRole("button", { name: /, Locked$/ }).first();
    await lockedNode.click();
    const lockedCard = page.getByRole("dialog");
    expect(await lockedCard.getByRole("button", { name: /^Locked: / }).isDisabled()).toBe(true);
    // Its close button closes it and gives focus back to the node.
    await lockedCard.getByRole("button", { name: "Close" }).click();
    await lockedCard.waitFor({ state: "detached" });
    expect(await lockedNode.evaluate((element) => element === document.activeElement)).toBe(true);
    await lockedNode.click();
    // A tap outside closes it.
    await page.getByRole("heading", { name: "Your Learning Journey" }).click();
    await lockedCard.waitFor({ state: "detached" });

    // The card's button opens the lesson.
    await firstNode.click();
    await page.getByRole("link", { name: `Step In to Support: ${first.title}` }).click();
    await page.waitForURL(`**/lessons/${first.levelId}/lesson/${first.id}`);
    expect(page.errors).toEqual([]);
    await page.close();
  });
});

describe("home on a laptop", () => {
  it("puts the navigation at the side, hides the phone bar, and lays the path and the day side by side", async () => {
    const laptop = await openBrowser(DESKTOP);
    try {
      const page = await newPage(laptop);
      await registerThroughApi(page);
      await completeLessonsBefore(page, afterNext.id);
      await page.goto("/");
      await page.getByRole("list", { name: "Lesson path" }).waitFor();

      const side = page.getByRole("navigation", { name: "Side navigation" });
      expect(await side.isVisible()).toBe(true);
      expect(await page.getByRole("navigation", { name: "Bottom navigation" }).isVisible()).toBe(false);
      expect(await page.getByRole("button", { name: "Open menu" }).isVisible()).toBe(false);
      await side.getByText("Streak").waitFor();

      // The path's column and the day's column sit side by side, and the page uses the width.
      const journey = await page.getByRole("region", { name: "Your Learning Journey" }).boundingBox();
      const today = await page.getByRole("region", { name: "Today", exact: true }).boundingBox();
      expect(journey && today && journey.x + journey.width <= today.x).toBe(true);
      expect(journey!.width + today!.width).toBeGreaterThan(900);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect(await inFirstViewport(page, await page.getByRole("link", { name: `Start Activity: ${afterNext.title}` }).boundingBox(), DESKTOP.height)).toBe(true);
      await page.screenshot({ path: "/tmp/i12b-home-laptop.png" });
      await expectMoodWordsWhole(page);
      await expectNoSeriousA11yViolations(page);

      // The path's nodes open their cards here too.
      const node = page.getByRole("button", { name: `${next.title}, Completed` });
      await node.click();
      const card = page.getByRole("dialog", { name: next.title });
      await card.getByRole("link", { name: `Step In to Support: ${next.title}` }).waitFor();
      await page.screenshot({ path: "/tmp/i12b-node-card-laptop.png" });
      await card.getByRole("button", { name: "Close" }).click();
      await card.waitFor({ state: "detached" });

      await side.getByRole("button", { name: "Help and Support" }).click();
      await page.getByRole("dialog", { name: "Help and Support" }).waitFor();
      await page.keyboard.press("Escape");
      await side.getByRole("link", { name: "Profile" }).click();
      await page.waitForURL("**/profile");
      // Every lesson of level 1 and the first of level 2 are done: First Step, Level Complete, Ten Lessons and the
      // module closing's badge.
      await page.getByRole("region", { name: "Badges" }).getByText("4 of 8 earned").waitFor();
      await side.getByRole("link", { name: "Home" }).click();
      await page.getByRole("link", { name: `Start Activity: ${afterNext.title}` }).click();
      await page.waitForURL(`**/lessons/${afterNext.levelId}/lesson/${afterNext.id}`);
      await page.goto("/");

      // The side navigation leads to the other screens; the lessons overview's grid uses the width.
      await side.getByRole("link", { name: "Lessons" }).click();
      await page.waitForURL("**/lessons-overview");
      await page.getByRole("heading", { name: "Big Feelings" }).waitFor();
      const columns = await page
        .getByRole("list")
        .filter({ has: page.getByRole("button", { name: new RegExp(first.title) }) })
        .evaluate((list) => getComputedStyle(list).gridTemplateColumns.split(" ").length);
      expect(columns).toBeGreaterThanOrEqual(3);
      await page.screenshot({ path: "/tmp/i12b-overview-laptop.png" });
      await side.getByRole("button", { name: "Settings" }).click();
      await page.getByRole("dialog", { name: "Settings" }).waitFor();
      await page.keyboard.press("Escape");

      // A lesson has the whole screen: no side navigation, its content centred at a readable width.
      await page.goto(`/lessons/${first.levelId}/lesson/${first.id}/old`);
      await page.getByRole("heading", { name: first.title }).first().waitFor();
      expect(await page.getByRole("navigation", { name: "Side navigation" }).count()).toBe(0);
      expect(await page.getByRole("navigation", { name: "Bottom navigation" }).isVisible()).toBe(false);
      const lesson = await page.locator("main > *").first().boundingBox();
      expect(lesson!.width).toBeLessThanOrEqual(800);
      expect(Math.abs(lesson!.x + lesson!.width / 2 - DESKTOP.width / 2)).toBeLessThan(16);
      await page.screenshot({ path: "/tmp/i12b-lesson-laptop.png" });
      expect(page.errors).toEqual([]);
    } finally {
      await laptop.close();
    }
  });
});

describe("badges on the profile", () => {
  it("lists every badge: earned ones with their date, the others greyed with how to earn them", async () => {
    const page = await newPage(phone);
    await registerThroughApi(page);
    await completeThroughApi(page, [first]);
    await page.goto("/profile");
    const badges = page.getByRole("region", { name: "Badges" });
    await badges.waitFor();
    await badges.getByText("1 of 8 earned").waitFor();
    const today = new Intl.DateTimeFormat("en-US", { dateStyle: "long" }).format(new Date());
    const firstStep = badges.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "First Step" }) });
    await firstStep.getByText(`Earned ${today}`).waitFor();
    expect(await firstStep.getAttribute("data-earned")).toBe("true");
    const feelingsFirst = badges.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Feelings First" }) });
    await feelingsFirst.getByText("Not earned yet").waitFor();
    await feelingsFirst.getByText("Finish Module 1 Closing, the last lesson of Big Feelings.").waitFor();
    expect(await feelingsFirst.getAttribute("data-earned")).toBe("false");
    await page.getByRole("heading", { name: "Badges" }).evaluate((heading) => heading.scrollIntoView({ block: "start" }));
    await page.evaluate(() => window.scrollBy(0, -72));
    await page.screenshot({ path: "/tmp/i12b-profile-badges.png" });
    await expectNoSeriousA11yViolations(page);
    expect(page.errors).toEqual([]);
    await page.close();
  });
});
