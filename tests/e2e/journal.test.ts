import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, expectNoSeriousA11yViolations, newPage, openBrowser, registerThroughApi, type BrowserSession } from "./browser";

let session: BrowserSession;
beforeAll(async () => {
  session = await openBrowser();
});
afterAll(async () => {
  await session?.close();
});

/** docs/screens.md#constants: the long en-US date with hour and minute, e.g. "November 22, 2026 at 9:05 PM". */
const LONG_DATE = /[A-Z][a-z]+ \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M/;

const entryList = (page: Page) => page.getByRole("navigation", { name: "Journal entries" });

/** The titles in the entry list, top to bottom. */
async function listedTitles(page: Page): Promise<string[]> {
  return entryList(page)
    .getByRole("button")
    .evaluateAll((buttons) => buttons.map((button) => button.querySelector("span")?.textContent ?? ""));
}

describe("the journal", () => {
  it("writes, edits and deletes an entry on a phone, checking the list after each step", async () => {
    const page = await newPage(session);
    await registerThroughApi(page);
    await page.goto("/journal");
    await page.getByRole("heading", { name: "Your journal is waiting" }).waitFor();
    await page.getByRole("link", { name: "Pick a mood on Home" }).waitFor();
    await expectNoSeriousA11yViolations(page);

    // Write: the form checks its fields before anything is sent.
    await page.getByRole("button", { name: "Write your first entry" }).click();
    await page.getByRole("button", { name: "Save Entry" }).click();
    await page.getByText("Please give your entry a title").waitFor();
    await page.getByText("Please choose how you feel").waitFor();
    await page.getByLabel("Title", { exact: true }).fill("Bedtime went well");
    await page.getByLabel("Proud").check();
    await page.getByLabel("Notes").fill("Two stories, then lights out.");
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: "Save Entry" }).click();
    await page.getByText("Entry Saved").first().waitFor();
    await page.getByRole("heading", { name: "Bedtime went well", level: 2 }).waitFor();
    await page.getByText("Two stories, then lights out.").waitFor();
    await expectNoSeriousA11yViolations(page);
    // The first entry earns First Reflection: announced once "Entry Saved" has had its time, in the toaster's live
    // region, and not again after a reload.
    const notifications = page.locator('section[aria-live="polite"][aria-label^="Notifications"]');
    await notifications.getByText("New badge: First Reflection").waitFor({ timeout: 15_000 });
    await notifications.getByText("You wrote your first journal entry.").waitFor();

    await page.getByRole("button", { name: "Back to list" }).click();
    await entryList(page).waitFor();
    expect(await listedTitles(page)).toEqual(["Bedtime went well"]);
    // A reload shows the list again, and no badge.
    await page.reload();
    await entryList(page).getByText("Bedtime went well").waitFor();
    await notifications.waitFor({ state: "attached" });
    expect(await page.getByText("New badge: First Reflection").count()).toBe(0);
    const item = entryList(page).getByRole("button", { name: /Bedtime went well/ });
    expect(await item.textContent()).toContain("Proud");
    expect(await item.textContent()).toMatch(LONG_DATE);

    // Edit.
    await item.click();
    await page.getByRole("button", { name: "Edit", exact: true }).click();
    expect(await page.getByLabel("Title", { exact: true }).inputValue()).toBe("Bedtime went well");
    await page.getByLabel("Title", { exact: true }).fill("Bedtime, second try");
    await page.getByLabel("Hopeful").check();
    await page.getByRole("button", { name: "Save Entry" }).click();
    await page.getByText("Entry Updated").first().waitFor();
    await page.getByRole("heading", { name: "Bedtime, second try", level: 2 }).waitFor();
    await page.getByRole("button", { name: "Back to list" }).click();
    await entryList(page).waitFor();
    expect(await listedTitles(page)).toEqual(["Bedtime, second try"]);
    expect(await entryList(page).getByRole("button").first().textContent()).toContain("Hopeful");

    // After a reload the change is still there: it lives on the server.
    await page.reload();
    await entryList(page).waitFor();
    expect(await listedTitles(page)).toEqual(["Bedtime, second try"]);

    // Delete, after confirming in the dialog.
    await entryList(page).getByRole("button", { name: /Bedtime, second try/ }).click();
    await page.getByRole("button", { name: "Delete", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Delete this entry?" });
    await dialog.waitFor();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole("button", { name: "Delete Entry" }).click();
    await page.getByText("Entry Deleted").first().waitFor();
    await page.getByRole("heading", { name: "Your journal is waiting" }).waitFor();

    await page.reload();
    await page.getByRole("heading", { name: "Your journal is waiting" }).waitFor();
    expect(await page.evaluate(async () => (await (await fetch("/api/journal")).json()) as unknown[])).toEqual([]);
    expect(page.errors).toEqual([]);
  });

  it("shows the list beside the picked entry on a desktop screen without serious axe violations", async () => {
    const desktop = await openBrowser(DESKTOP);
    try {
      const page = await newPage(desktop);
      await registerThroughApi(page);
      await page.goto("/journal");
      await page.getByRole("heading", { name: "Your journal is waiting" }).waitFor();
      await page.getByRole("button", { name: "Write your first entry" }).click();
      await page.getByLabel("Title", { exact: true }).fill("A calm dinner");
      await page.getByLabel("Grateful").check();
      await page.getByRole("button", { name: "Save Entry" }).click();
      await page.getByText("Entry Saved").first().waitFor();
      await page.getByText("New badge: First Reflection").waitFor({ timeout: 15_000 });

      await page.getByRole("button", { name: "New Entry" }).click();
      await page.getByLabel("Title", { exact: true }).fill("A loud morning");
      await page.getByLabel("Tired").check();
      await page.getByRole("button", { name: "Save Entry" }).click();
      await page.getByRole("heading", { name: "A loud morning", level: 2 }).waitFor();

      // Newest first, and the list stays in view beside the entry.
      expect(await listedTitles(page)).toEqual(["A loud morning", "A calm dinner"]);
      expect(await entryList(page).isVisible()).toBe(true);
      expect(await page.getByRole("button", { name: "Back to list" }).isVisible()).toBe(false);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await expectNoSeriousA11yViolations(page);

      await page.reload();
      await page.getByRole("heading", { name: "Select a Journal Entry" }).waitFor();
      await page.getByText("Choose an entry from the left to see details").waitFor();
      await expectNoSeriousA11yViolations(page);
      expect(page.errors).toEqual([]);
    } finally {
      await desktop.close();
    }
  });
});
