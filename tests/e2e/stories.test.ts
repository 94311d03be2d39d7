import fs from "node:fs";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storyFileSchema, type StoryFile } from "../../src/shared/content/story-schema";
import {
  DESKTOP,
  expectNoSeriousA11yViolations,
  newPage,
  openBrowser,
  registerThroughApi,
  type BrowserSession,
} from "./browser";
import { playStory, statValue } from "./lessons";

/** The featured story: the one listed first. */
function readFeaturedStory(): StoryFile {
  const dir = fileURLToPath(new URL("../../content/stories/", import.meta.url));
  const stories = fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .map((name) => storyFileSchema.parse(JSON.parse(fs.readFileSync(`${dir}${name}`, "utf8"))));
  return stories.sort((a, b) => a.order - b.order)[0]!;
}

const story = readFeaturedStory();

let session: BrowserSession;
beforeAll(async () => {
  session = await openBrowser();
});
afterAll(async () => {
  await session?.close();
});

describe("practice stories", () => {
  it("plays the featured story to the end, shows Replay and the XP on home, and a replay awards nothing more", async () => {
    const page = await newPage(session);
    await registerThroughApi(page);
    await page.goto("/stories");
    await page.getByRole("heading", { name: "Practice Stories" }).waitFor();
    await page.getByText("Featured Story").waitFor();
    await page.getByText("3-5 min").first().waitFor();
    await expectNoSeriousA11yViolations(page);

    await page
      .getByRole("link", { name: `Play ${story.title}`, exact: true })
      .first()
      .click();
    await page.waitForURL(`**/stories/${story.id}`);
    await playStory(page, story, "best");
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: "Finish Story" }).click();
    await page.getByText("Story complete!").waitFor();
    await page.getByText(`You earned ${story.xpReward} XP`).waitFor();
    await page.getByRole("link", { name: "Back to Stories" }).click();
    await page.waitForURL((url) => url.pathname === "/stories");
    await page
      .getByRole("link", { name: `Replay ${story.title}`, exact: true })
      .first()
      .waitFor();
    expect(await page.getByRole("link", { name: `Play ${story.title}`, exact: true }).count()).toBe(0);

    await page.goto("/");
    await page.getByText("Day Streak").waitFor();
    expect(await statValue(page, "XP")).toBe(String(story.xpReward));

    await page.goto("/stories");
    await page
      .getByRole("link", { name: `Replay ${story.title}`, exact: true })
      .first()
      .click();
    await playStory(page, story, "last");
    await page.getByRole("button", { name: "Finish Story" }).click();
    await page.getByText("Great practice!").waitFor();
    await page.goto("/");
    await page.getByText("Day Streak").waitFor();
    expect(await statValue(page, "XP")).toBe(String(story.xpReward));
    expect(page.errors).toEqual([]);
  });

  it("lays out the stories screen for a desktop screen without serious axe violations", async () => {
    const desktop = await openBrowser(DESKTOP);
    try {
      const page = await newPage(desktop);
      await registerThroughApi(page);
      await page.goto("/stories");
      // With a child's age from onboarding the list is split into "For your child's age" and "More Stories".
      await page.getByRole("heading", { name: /^(All Stories|More Stories)$/ }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await expectNoSeriousA11yViolations(page);
    } finally {
      await desktop.close();
    }
  });
});
