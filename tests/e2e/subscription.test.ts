import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, expectNoSeriousA11yViolations, newPage, openBrowser, registerThroughApi, type BrowserSession } from "./browser";

let session: BrowserSession;
beforeAll(async () => {
  session = await openBrowser();
});
afterAll(async () => {
  await session?.close();
});

describe("the subscription screen", () => {
  it("changes to Premium Parent in test mode and keeps it after a reload", async () => {
    const page = await newPage(session);
    await registerThroughApi(page);
    await page.goto("/settings");
    await page.getByRole("link", { name: "Subscription", exact: true }).click();
    await page.waitForURL("**/subscription");
    await page.getByText("Test mode: no real payment is taken").waitFor();
    await page.getByText("Free trial: 14 days left.", { exact: false }).waitFor();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole("button", { name: "Choose Premium Parent" }).click();
    await page.getByText("Subscription Updated").first().waitFor();
    await page.getByText(/^Renews on /).waitFor();

    await page.reload();
    await page.getByRole("button", { name: "Pause plan" }).waitFor();
    await page.getByRole("button", { name: "Choose Free Explorer" }).waitFor();
    await page.getByText(/^Renews on /).waitFor();

    await page.getByRole("link", { name: "Back to settings" }).click();
    await page.waitForURL((url) => url.pathname === "/settings");
    expect(page.errors).toEqual([]);
  });

  it("shows the message when a gift code is not valid", async () => {
    const page = await newPage(session);
    await registerThroughApi(page);
    await page.goto("/subscription");
    await page.getByLabel("Gift code").fill("NOT-A-REAL-CODE");
    await page.getByRole("button", { name: "Redeem gift code" }).click();
    await page.getByText("That gift code is not valid. Please check it and try again.").waitFor();
    await expectNoSeriousA11yViolations(page);
    expect(page.errors).toEqual([]);
  });

  it("lays out the plans for a desktop screen without serious axe violations", async () => {
    const desktop = await openBrowser(DESKTOP);
    try {
      const page = await newPage(desktop);
      await registerThroughApi(page);
      await page.goto("/subscription");
      await page.getByText("Most popular").waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await expectNoSeriousA11yViolations(page);
    } finally {
      await desktop.close();
    }
  });
});
