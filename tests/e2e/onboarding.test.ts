import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, expectNoSeriousA11yViolations, newPage, newParent, openBrowser, registerThroughForm, type BrowserSession } from "./browser";

let session: BrowserSession;
beforeAll(async () => {
  session = await openBrowser();
});
afterAll(async () => {
  await session?.close();
});

describe("onboarding", () => {
  it("follows registration, names what is missing, and personalises the home greeting", async () => {
    const page = await newPage(session);
    const parent = newParent();
    await page.context().clearCookies();
    await page.goto("/register");
    await page.getByLabel("Username").fill(parent.username);
    await page.getByLabel("Email").fill(parent.email);
    await page.getByLabel("Password").fill(parent.password);
    await page.getByRole("button", { name: "Create Account" }).click();
    await page.waitForURL("**/onboarding");

    // Home is not reachable until the questions are answered.
    await page.goto("/");
    await page.waitForURL("**/onboarding");
    await page.getByRole("button", { name: "Start Learning" }).click();
    await page.getByText("Please select your child's age").waitFor();
    await page.getByText("Please select at least one goal").waitFor();
    await expectNoSeriousA11yViolations(page);
    expect(page.errors).toEqual([]);
  });

  it("sends the parent home with the subtitle for the chosen age, and stays done after a reload", async () => {
    const page = await newPage(session);
    await registerThroughForm(page, newParent(), "0–2 years");
    await page.getByText("Building foundations with your little one").waitFor();
    await page.reload();
    await page.getByText("Building foundations with your little one").waitFor();
    expect(new URL(page.url()).pathname).toBe("/");
    expect(page.errors).toEqual([]);
  });

  it("lays the form out without sideways scrolling on a desktop screen too", async () => {
    const desktop = await openBrowser(DESKTOP);
    try {
      const page = await newPage(desktop);
      const parent = newParent();
      await page.goto("/register");
      await page.getByLabel("Username").fill(parent.username);
      await page.getByLabel("Email").fill(parent.email);
      await page.getByLabel("Password").fill(parent.password);
      await page.getByRole("button", { name: "Create Account" }).click();
      await page.waitForURL("**/onboarding");
      await page.getByRole("group", { name: "Birth month" }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await expectNoSeriousA11yViolations(page);
    } finally {
      await desktop.close();
    }
  });
});
