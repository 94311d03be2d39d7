import fs from "node:fs";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, PHONE, expectNoSeriousA11yViolations, newPage, openBrowser, registerThroughApi, type BrowserSession } from "./browser";

/** docs/product-rules.md#progress-in-pictures and #a-kinder-streak, in Chromium. */
let phone: BrowserSession;
let laptop: BrowserSession;
beforeAll(async () => {
  phone = await openBrowser(PHONE);
  laptop = await openBrowser(DESKTOP);
});
afterAll(async () => {
  await phone?.close();
  await laptop?.close();
});

/** A lesson finished, eight moods and a journal entry, through the API as the screens send them. */
async function someWeeks(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const send = async (method: string, url: string, body?: unknown) => {
      const response = await fetch(url, {
        method,
        headers: body === undefined ? {} : { "content-type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}`);
      return response.json();
    };
    const me = (await send("GET", "/api/auth/me")) as { id: number };
    const lessons = (await send("GET", "/api/lessons")) as { id: number; levelId: number; order: number }[];
    const first = lessons.find((lesson) => lesson.levelId === 1 && lesson.order === 1)!;
    await send("POST", `/api/user/${me.id}/lessons/${first.id}/progress`, { levelId: 1, completed: true, score: 100 });
    for (const mood of ["sad", "okay", "angry", "happy", "worried", "okay", "happy", "sad"]) {
      await send("PUT", `/api/user/${me.id}/mood`, { mood });
    }
    await send("POST", "/api/journal", { lessonTitle: "A calmer bedtime", feeling: "Proud", improvementNotes: "Two stories, then lights out." });
  });
}

/** How many pages Chromium prints the screen on, at A4. */
async function printedPages(page: Page): Promise<number> {
  await page.emulateMedia({ media: "print" });
  const pdf = await page.pdf({ format: "A4", printBackground: true });
  fs.writeFileSync("/tmp/growly-progress.pdf", pdf);
  await page.emulateMedia({ media: "screen" });
  return (pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g) ?? []).length;
}

describe("progress in pictures", () => {
  it("shows a phone parent's weeks with a sentence and a table for each chart, in both themes and large text", async () => {
    const page = await newPage(phone);
    await registerThroughApi(page);
    await page.goto("/");
    await page.getByRole("link", { name: "See your progress" }).click();
    await page.getByRole("heading", { name: "Your progress", level: 1 }).waitFor();
    await someWeeks(page);
    await page.reload();

    await page.getByRole("heading", { name: "Days you showed up" }).waitFor();
    await page.getByText(/In 12 weeks you finished a lesson or story on 1 day/).waitFor();
    // Eight picks within a minute are one mood, the last (a change of mind), and no pattern is drawn from them.
    await page.getByText("1 mood logged; the most common was sad.").waitFor();
    await page.getByText(/^Not enough yet — keep going\./).waitFor();
    await page.getByText("1 journal entry in these weeks.").waitFor();
    const calendar = page.getByRole("group").or(page.locator("figure")).filter({ hasText: "Days you showed up" }).first();
    const toggle = calendar.getByRole("button", { name: "Show the numbers" });
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    await toggle.click();
    const table = calendar.getByRole("table", { name: "Days by week" });
    await table.waitFor();
    expect(await table.getByRole("row").count()).toBe(13);
    // Open, the toggle says what it does now, and closes the table again.
    const hide = calendar.getByRole("button", { name: "Hide the numbers" });
    expect(await hide.getAttribute("aria-expanded")).toBe("true");
    await expectNoSeriousA11yViolations(page);
    await hide.click();
    await table.waitFor({ state: "hidden" });
    await calendar.getByRole("button", { name: "Show the numbers" }).focus();
    await page.keyboard.press("Enter");
    await table.waitFor();
    // Nothing scrolls sideways at 390 px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: "/tmp/growly-progress-phone.png", fullPage: true });

    // Dark mode and large text: the same screen stays readable (axe checks contrast) and fits.
    await page.evaluate(async () => {
      const me = (await (await fetch("/api/auth/me")).json()) as { id: number };
      await fetch(`/api/user/${me.id}/settings`, {
        method: "PATCH",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ darkMode: true, fontSize: "large" }),
      });
    });
    await page.reload();
    await page.getByRole("heading", { name: "Moods by time of day" }).waitFor();
    await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);
    // Every week's date on one line, in the calendar and in the tables ("Sep 14", never "Sep" over "14").
    // Each opened chart's toggle then says "Hide the numbers": open the first still closed until none is.
    const closed = page.getByRole("button", { name: "Show the numbers" });
    for (let left = await closed.count(); left > 0; left -= 1) {
      await closed.first().click();
      await expect.poll(() => closed.count()).toBe(left - 1);
    }
    await page.getByRole("table", { name: "Lessons and XP by week" }).waitFor();
    const weekLabels = await page.evaluate(() =>
      [...document.querySelectorAll('.progress-calendar > div > span:first-child, .progress-table th[scope="row"]')]
        .filter((cell) => cell.textContent?.trim())
        .map((cell) => {
          const range = document.createRange();
          range.selectNodeContents(cell);
          return { text: cell.textContent, lines: new Set([...range.getClientRects()].map((box) => Math.round(box.top))).size };
        }),
    );
    expect(weekLabels.length).toBeGreaterThan(12);
    expect(weekLabels.filter((label) => label.lines !== 1)).toEqual([]);
    await expectNoSeriousA11yViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: "/tmp/growly-progress-phone-dark.png", fullPage: true });
  });

  it("is in a laptop's navigation, prints on one page, and a rhythm chosen in Settings shows on home", async () => {
    const page = await newPage(laptop);
    await registerThroughApi(page);
    await someWeeks(page);
    await page.goto("/");
    await page.getByRole("navigation").getByRole("link", { name: "Your progress" }).first().click();
    await page.getByRole("heading", { name: "Lessons each week" }).waitFor();
    await page.getByRole("button", { name: "Print or save as PDF" }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: "/tmp/growly-progress-laptop.png", fullPage: true });
    expect(await printedPages(page)).toBe(1);
    const weekly = page.locator("figure").filter({ hasText: "Lessons each week" }).first();
    await weekly.getByRole("button", { name: "Show the numbers" }).click();
    expect(await weekly.getByRole("button", { name: "Hide the numbers" }).getAttribute("aria-expanded")).toBe("true");

    await page.goto("/settings");
    const rhythm = page.getByRole("group", { name: "Streak rhythm" });
    expect(await rhythm.getByLabel("Every day").isChecked()).toBe(true);
    await rhythm.getByLabel("3 days a week").check();
    await page.getByText("Settings Updated").first().waitFor();
    await page.goto("/");
    await page.getByText(/^3 days a week: .*rest days? left this week\. Resting keeps your streak\.$/).waitFor();
    await page.reload();
    await page.goto("/settings");
    expect(await page.getByRole("group", { name: "Streak rhythm" }).getByLabel("3 days a week").isChecked()).toBe(true);
  });
});
