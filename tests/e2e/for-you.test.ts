import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, PHONE, SCREENSHOTS, expectNoSeriousA11yViolations, newPage, newParent, openBrowser, registerThroughForm, type BrowserSession } from "./browser";

/**
 * docs/product-rules.md#for-you, tried as a new parent would: the onboarding's "Bedtime battles" puts bedtime lessons
 * in a For you row with the reason, and changing the answer in Edit Profile changes the row at once. The lessons are
 * read from content/ by their topics, never written into the journey.
 */
interface LessonFile {
  id: number;
  title: string;
  topics: string[];
  ages?: string[];
}
const lessonDir = path.resolve("content/lessons");
const lessons = fs
  .readdirSync(lessonDir)
  .filter((name) => name.endsWith(".json"))
  .map((name) => JSON.parse(fs.readFileSync(path.join(lessonDir, name), "utf8")) as LessonFile);
const titlesAbout = (topic: string) => new Set(lessons.filter((lesson) => lesson.topics.includes(topic) && lesson.ages?.includes("3-5")).map((lesson) => lesson.title));

const sessions: BrowserSession[] = [];
afterAll(async () => {
  await Promise.all(sessions.map((session) => session.close()));
});

for (const [device, viewport] of [
  ["phone", PHONE],
  ["laptop", DESKTOP],
] as const) {
  describe(`For you on a ${device}`, () => {
    let session: BrowserSession;
    beforeAll(async () => {
      session = await openBrowser(viewport);
      sessions.push(session);
    });

    it("shows bedtime lessons with their reason to a parent who said bedtime is hard, and screens lessons once the answer changes", async () => {
      const page = await newPage(session);
      // The onboarding journey answers "Bedtime battles" and "Stay calm in hard moments" for a four-year-old.
      await registerThroughForm(page, newParent(), "3–5 years");
      const row = page.getByRole("region", { name: "For you" });
      const cards = row.getByRole("link");
      await cards.first().waitFor();
      const firstCard = (await cards.first().textContent()) ?? "";
      expect([...titlesAbout("bedtime")].some((title) => firstCard.includes(title)), firstCard).toBe(true);
      expect(firstCard).toContain("Because you said: Bedtime battles");
      await row.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SCREENSHOTS}/for-you-bedtime-${device}.png` });
      await expectNoSeriousA11yViolations(page);

      // Edit Profile: screens instead of bedtime.
      await page.goto("/profile/edit");
      const hardest = page.getByRole("group", { name: "What feels hardest right now?" });
      await hardest.getByLabel("Bedtime battles").uncheck();
      await hardest.getByLabel("Switching off screens").check();
      await page.getByRole("button", { name: "Save Changes" }).click();
      await page.getByRole("status").getByText("Profile Updated").waitFor();
      // Saving leads to the profile; from there, home.
      await page.waitForURL((url) => url.pathname === "/profile", { waitUntil: "commit" });
      // Back home the app's own way: the phone's bottom bar ("Learning"), the laptop's side navigation ("Home").
      const home =
        device === "phone"
          ? page.getByRole("navigation", { name: "Bottom navigation" }).getByRole("link", { name: "Learning" })
          : page.getByRole("link", { name: "Home" }).first();
      await home.click();
      await page.waitForURL((url) => url.pathname === "/", { waitUntil: "commit" });
      const screenCard = row.getByRole("link").filter({ hasText: "Because you said: Switching off screens" }).first();
      await screenCard.waitFor();
      const text = (await screenCard.textContent()) ?? "";
      expect([...titlesAbout("screens")].some((title) => text.includes(title)), text).toBe(true);
      expect(await row.getByText("Because you said: Bedtime battles").count()).toBe(0);
      // The way of learning, changed in Edit Profile: "Watching someone show me" says plainly there is no video, and
      // puts the lessons with pictures first among equals, so the row's order changes.
      const before = await row.getByRole("link").allTextContents();
      await page.goto("/profile/edit");
      await page.getByRole("group", { name: "How do you like to learn?" }).getByLabel("Watching someone show me").check();
      await page.getByText(/^Growly has no videos yet\./).waitFor();
      await expectNoSeriousA11yViolations(page);
      await page.getByRole("button", { name: "Save Changes" }).click();
      await page.waitForURL((url) => url.pathname === "/profile", { waitUntil: "commit" });
      await home.click();
      await page.waitForURL((url) => url.pathname === "/", { waitUntil: "commit" });
      await screenCard.waitFor();
      await expect.poll(() => row.getByRole("link").allTextContents()).not.toEqual(before);
      await page.screenshot({ path: `${SCREENSHOTS}/for-you-pictures-first-${device}.png` });
      // A card opens its lesson's page.
      await screenCard.click();
      await page.waitForURL("**/lessons/*/lesson/*", { waitUntil: "commit" });
      await page.getByRole("heading", { level: 1 }).waitFor();
      expect(page.errors).toEqual([]);
      await page.close();
    });
  });
}
