import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DESKTOP,
  completeOnboarding,
  expectBrowserErrors,
  expectNoSeriousA11yViolations,
  newPage,
  newParent,
  openBrowser,
  registerThroughApi,
  type BrowserSession,
} from "./browser";
import { completeThroughApi, readLesson, readLevels } from "./lessons";

/** Where the journeys leave their screenshots, for a person to look at. */
const SHOTS = process.env.SCREENSHOTS_DIR ?? os.tmpdir();
const thisYear = new Date().getFullYear();
/** The general path's first lesson and the baby level's first two (content/lessons). */
const general = readLesson("01-");
const generalNext = readLesson("02-");
const baby = readLesson("50-");
const babyNext = readLesson("51-");
/** The level the baby lessons belong to (content/levels.json), which the overview lists first for a baby. */
const babyLevelTitle = readLevels().find((level) => level.id === baby.levelId)?.title ?? "no such level";
/** The practice a finished lesson gives (its file's `practice`). */
const practiceOf = (lesson: object) => (lesson as { practice: { title: string } }).practice.title;
/** The bound for a new parent's home on a 390 px phone. */
const HOME_HEIGHT_LIMIT = 4500;

let session: BrowserSession;
beforeAll(async () => {
  session = await openBrowser();
});
afterAll(async () => {
  await session?.close();
});

describe("children by name and birth month", () => {
  it("on a phone: onboarding keeps a named child, Edit Profile adds a second, and home follows the family", async () => {
    const page = await newPage(session);
    const parent = newParent();
    await page.context().clearCookies();
    await page.goto("/register");
    await page.getByLabel("Username").fill(parent.username);
    await page.getByLabel("Email").fill(parent.email);
    await page.getByLabel("Password").fill(parent.password);
    await page.getByRole("button", { name: "Create Account" }).click();
    await page.waitForURL("**/onboarding");
    await page.getByLabel("First name or nickname (optional)").fill("Mia");
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: path.join(SHOTS, "children-onboarding-390.png"), fullPage: true });
    // A reload midway (a phone that dropped the tab) keeps what was typed.
    await page.reload();
    await expect.poll(() => page.getByLabel("First name or nickname (optional)").inputValue()).toBe("Mia");
    await completeOnboarding(page, "3–5 years");
    await page.getByText("Navigating the curious years").waitFor();

    // A new parent's home is compact: the path opens at the child's level, the others folded behind their banners.
    const lessonPath = page.getByRole("list", { name: "Lesson path" });
    await lessonPath.waitFor();
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    console.log(`a new parent's home on a 390 px phone: ${height} px tall`);
    expect(height).toBeLessThanOrEqual(HOME_HEIGHT_LIMIT);
    await page.screenshot({ path: path.join(SHOTS, "children-home-new-parent-390.png"), fullPage: true });
    // The age level is named by its ages, never "Level 7" beside the bottom bar's Level.
    const babyBanner = lessonPath.getByRole("button", { name: /^Path for ages 0–2 Babies and Toddlers/ });
    expect(await babyBanner.getAttribute("aria-expanded")).toBe("false");
    expect(await lessonPath.getByText(/^Level 7$/).count()).toBe(0);
    await babyBanner.click();
    expect(await babyBanner.getAttribute("aria-expanded")).toBe("true");
    await lessonPath.getByRole("button", { name: `${baby.title}, Available` }).waitFor();
    await expectNoSeriousA11yViolations(page);

    await page.goto("/profile/edit");
    const family = page.locator("#your-family");
    await expect.poll(() => family.getByLabel("First name or nickname (optional)").first().inputValue()).toBe("Mia");
    await family.getByRole("button", { name: "Add a child" }).click();
    const added = family.getByRole("group", { name: "Birth month" }).nth(1);
    await family.getByLabel("First name or nickname (optional)").nth(1).fill("Bean");
    await added.getByRole("combobox", { name: "Month" }).selectOption("06");
    await added.getByRole("combobox", { name: "Year" }).selectOption(String(thisYear - 1));
    await family.getByRole("button", { name: "Add child" }).click();
    await page.getByText("Child added", { exact: true }).first().waitFor();
    await family.getByRole("button", { name: "Remove Bean" }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: path.join(SHOTS, "children-edit-profile-390.png"), fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    // Removing a child asks first; Keep keeps them.
    await family.getByRole("button", { name: "Remove Bean" }).click();
    const confirm = page.getByRole("dialog", { name: "Remove Bean?" });
    await confirm.waitFor();
    await expectNoSeriousA11yViolations(page);
    await confirm.getByRole("button", { name: "Keep" }).click();
    await confirm.waitFor({ state: "detached" });

    // A child's change not saved yet: the bottom bar asks before leaving; Keep editing stays, Leave goes on.
    await family.getByLabel("First name or nickname (optional)").first().fill("Mia Rose");
    const bottomBar = page.getByRole("navigation").last();
    await bottomBar.getByRole("link", { name: "Learning" }).click();
    const ask = page.getByRole("dialog", { name: "Leave without saving your child's changes?" });
    await ask.waitFor();
    await expectNoSeriousA11yViolations(page);
    await ask.getByRole("button", { name: "Keep editing" }).click();
    await ask.waitFor({ state: "detached" });
    expect(new URL(page.url()).pathname).toBe("/profile/edit");
    expect(await family.getByLabel("First name or nickname (optional)").first().inputValue()).toBe("Mia Rose");
    // Browser-Back (a phone's back gesture) asks the same, and Keep editing keeps the page and the change.
    await page.goBack();
    await ask.waitFor();
    await ask.getByRole("button", { name: "Keep editing" }).click();
    await ask.waitFor({ state: "detached" });
    expect(new URL(page.url()).pathname).toBe("/profile/edit");
    expect(await family.getByLabel("First name or nickname (optional)").first().inputValue()).toBe("Mia Rose");
    await bottomBar.getByRole("link", { name: "Learning" }).click();
    await ask.getByRole("button", { name: "Leave without saving" }).click();
    await page.waitForURL((url) => url.pathname === "/");

    await page.goto("/profile/edit");
    await expect.poll(() => family.getByLabel("First name or nickname (optional)").first().inputValue()).toBe("Mia");
    await family.getByRole("button", { name: "Remove Mia" }).waitFor();
    await family.getByRole("button", { name: "Remove Bean" }).waitFor();
    // With nothing unsaved, Back leaves at once, to the page before.
    await page.goBack();
    await page.waitForURL((url) => url.pathname === "/");

    // A change to the profile's own fields is held the same way, in its own words.
    await page.goto("/profile/edit");
    await page.getByLabel("Username").fill(`${parent.username}x`);
    await page.getByRole("navigation").last().getByRole("link", { name: "Learning" }).click();
    const askProfile = page.getByRole("dialog", { name: "Leave without saving your changes?" });
    await askProfile.waitFor();
    await askProfile.getByRole("button", { name: "Leave without saving" }).click();
    await page.waitForURL((url) => url.pathname === "/");

    // A practice from each path: the general one first, the baby's last.
    await completeThroughApi(page, [general, baby]);
    await page.goto("/");
    await expectHomeFollowsTheSwitcher(page, "390");

    // A new screen opens at its top: from home scrolled to its end, the bottom bar's Profile lands at Profile's top.
    await page.goto("/");
    await page.getByRole("group", { name: "Home for:" }).waitFor();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.getByRole("navigation").last().getByRole("link", { name: "Profile" }).click();
    await page.waitForURL((url) => url.pathname === "/profile");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    // Onboarding done, its form is not offered again (answered twice it would add the children twice).
    await page.goto("/onboarding");
    await page.waitForURL((url) => url.pathname === "/");

    // Offline, home still follows the chosen child: the family read is kept for offline use like the others.
    await page.goto("/");
    await page.evaluate(async () => void (await navigator.serviceWorker.ready));
    await page.reload();
    await page.waitForLoadState("networkidle");
    expectBrowserErrors(/net::ERR_|Failed to fetch/);
    await session.context.setOffline(true);
    try {
      await page.reload();
      await page.getByText("You're offline.", { exact: false }).first().waitFor();
      await page.getByText("Building foundations with your little one").waitFor();
      const offlineSwitcher = page.getByRole("group", { name: "Home for:" });
      expect(await offlineSwitcher.getByRole("button", { name: "Bean" }).getAttribute("aria-pressed")).toBe("true");
      await page.getByRole("region", { name: "Up next" }).getByText(babyNext.title, { exact: true }).waitFor();
      await page.screenshot({ path: path.join(SHOTS, "children-home-offline-390.png"), fullPage: true });
    } finally {
      await session.context.setOffline(false);
    }
  });

  it("on a laptop: an account's age answer waits for its month, and the month saved there moves home on", async () => {
    const desktop = await openBrowser(DESKTOP);
    try {
      const page = await newPage(desktop);
      await registerThroughApi(page);
      await page.goto("/profile/edit");
      const family = page.locator("#your-family");
      await family.getByText("Add the birth month and Growly moves on with your child as they grow.").waitFor();
      await family.getByRole("button", { name: "Save", exact: true }).click();
      await family.getByText("Please select your child's age").waitFor();
      await family.getByRole("combobox", { name: "Month" }).selectOption("01");
      await family.getByRole("combobox", { name: "Year" }).selectOption(String(thisYear - 10));
      await family.getByRole("button", { name: "Save", exact: true }).click();
      await page.getByText("Saved", { exact: true }).first().waitFor();
      await expect.poll(() => family.getByText("Add the birth month and Growly moves on with your child as they grow.").count()).toBe(0);
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: path.join(SHOTS, "children-edit-profile-1280.png"), fullPage: true });
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await page.goto("/");
      await page.getByText("Supporting your independent explorer").waitFor();
      expect(page.errors).toEqual([]);
    } finally {
      await desktop.close();
    }
  });

  it("on a laptop: the switcher moves Up next and the practice to the child chosen, as the server draws it too", async () => {
    const desktop = await openBrowser(DESKTOP);
    try {
      const page = await newPage(desktop);
      await registerThroughApi(page);
      // The account's 3–5 answer is a child without a month; a baby is added beside it.
      await page.evaluate(async (year) => {
        // The family's first read turns the answer into its child, as the app's first screen does.
        await fetch("/api/family");
        const response = await fetch("/api/family/children", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ name: "Bean", birthMonth: `${year}-06` }),
        });
        if (!response.ok) throw new Error(`adding a child answered ${response.status}`);
      }, thisYear - 1);
      await completeThroughApi(page, [general, baby]);
      await page.goto("/");
      // Home asks once for the first child's month; Not now puts it aside for good.
      const ask = page.getByRole("region", { name: "When was Child 1 born?" });
      await ask.waitFor();
      expect(await ask.getByLabel("First name or nickname (optional)").count()).toBe(0);
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: path.join(SHOTS, "children-home-month-ask-1280.png") });
      await ask.getByRole("button", { name: "Not now" }).click();
      await ask.waitFor({ state: "detached" });
      await expectHomeFollowsTheSwitcher(page, "1280", "Child 1");
      expect(await page.getByRole("region", { name: "When was Child 1 born?" }).count()).toBe(0);
    } finally {
      await desktop.close();
    }
  });
});

/**
 * Home with two children: the first is followed until the switcher chooses the baby; then the subtitle, Up next and
 * the practice are the baby's, the row for more than one child stays, and a reload (drawn by the server from the
 * device's cookie) shows the same child without a mismatch.
 */
async function expectHomeFollowsTheSwitcher(page: Awaited<ReturnType<typeof newPage>>, width: string, first = "Mia") {
  const switcher = page.getByRole("group", { name: "Home for:" });
  await switcher.waitFor();
  expect(await switcher.getByRole("button", { name: first }).getAttribute("aria-pressed")).toBe("true");
  await page.getByText("Navigating the curious years").waitFor();
  const upNext = page.getByRole("region", { name: "Up next" });
  await upNext.getByText(generalNext.title, { exact: true }).waitFor();
  const practice = page.getByRole("region", { name: practiceOf(general) });
  await practice.waitFor();
  expect(await page.getByRole("region", { name: practiceOf(baby) }).count()).toBe(0);
  const siblingsRow = page.getByRole("region", { name: "For more than one child" });
  await siblingsRow.waitFor();
  // A locked card there says which lesson or level opens it, and the open ones come first.
  await siblingsRow.getByText(/^This lesson opens once you finish/).first().waitFor();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: path.join(SHOTS, `children-home-first-child-${width}.png`), fullPage: true });

  await switcher.getByRole("button", { name: "Bean" }).click();
  await page.getByText("Building foundations with your little one").waitFor();
  expect(await switcher.getByRole("button", { name: "Bean" }).getAttribute("aria-pressed")).toBe("true");
  await upNext.getByText(babyNext.title, { exact: true }).waitFor();
  await page.getByRole("region", { name: practiceOf(baby) }).waitFor();
  await page.getByRole("region", { name: "For more than one child" }).waitFor();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: path.join(SHOTS, `children-home-baby-${width}.png`), fullPage: true });

  await page.reload();
  await page.getByText("Building foundations with your little one").waitFor();
  expect(await page.getByRole("group", { name: "Home for:" }).getByRole("button", { name: "Bean" }).getAttribute("aria-pressed")).toBe("true");
  await page.getByRole("region", { name: "Up next" }).getByText(babyNext.title, { exact: true }).waitFor();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  // The profile's next steps and the lessons overview follow the same child, drawn by the server as the browser draws them.
  await page.goto("/profile");
  const forAge = page.getByRole("heading", { name: "For your child's age" });
  await forAge.waitFor();
  await page.getByText("Written for a child of 0–2 years").first().waitFor();
  // Each screen that follows the child names them, with the way back to the switcher.
  await page.getByText("For Bean. Choose another child on Home").waitFor();
  await page.goto("/lessons-overview");
  const firstLevel = page.locator('h2[id^="level-"]').first();
  await firstLevel.waitFor();
  expect(await firstLevel.textContent()).toContain(babyLevelTitle);
  await page.getByText("For Bean. Choose another child on Home").waitFor();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: path.join(SHOTS, `children-overview-baby-${width}.png`) });
  await page.getByRole("link", { name: "Choose another child on Home" }).click();
  await page.waitForURL((url) => url.pathname === "/");
  await page.getByRole("group", { name: "Home for:" }).waitFor();
  expect(page.errors).toEqual([]);
}
