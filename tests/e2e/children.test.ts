import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DESKTOP,
  completeOnboarding,
  expectNoSeriousA11yViolations,
  newPage,
  newParent,
  openBrowser,
  registerThroughApi,
  type BrowserSession,
} from "./browser";

/** Where the journeys leave their screenshots, for a person to look at. */
const SHOTS = process.env.SCREENSHOTS_DIR ?? os.tmpdir();
const thisYear = new Date().getFullYear();

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
    await completeOnboarding(page, "3–5 years");
    await page.getByText("Navigating the curious years").waitFor();

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

    await page.reload();
    await family.getByRole("button", { name: "Remove Mia" }).waitFor();
    await family.getByRole("button", { name: "Remove Bean" }).waitFor();
    await page.goto("/");
    await page.getByText("Juggling multiple little monsters").waitFor();
    expect(page.errors).toEqual([]);
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
});
