import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DESKTOP,
  PHONE,
  SCREENSHOTS,
  expectNoSeriousA11yViolations,
  newPage,
  openBrowser,
  registerThroughApi,
  type BrowserSession,
} from "./browser";
import { type LessonFile, readLesson, readThroughLead } from "./lessons";

/** docs/product-rules.md#the-same-page: the owner on a phone, the carer on a laptop, each seeing the other's answer. */
let phone: BrowserSession;
let laptop: BrowserSession;
beforeAll(async () => {
  [phone, laptop] = await Promise.all([openBrowser(PHONE), openBrowser(DESKTOP)]);
});
afterAll(async () => {
  await Promise.all([phone?.close(), laptop?.close()]);
});

type Choice = { question: string; options: string[]; correctAnswer: number };
const first = readLesson<Choice>("01-") as LessonFile<Choice> & { practice: { title: string; say: string } };
const intro = `/lessons/${first.levelId}/lesson/${first.id}`;

async function playFirstLesson(page: Page, option: number) {
  await page.goto(intro);
  await page.getByRole("link", { name: "Start Lesson" }).click();
  await readThroughLead(page, first);
  await page.getByRole("radio", { name: first.content.options[option]!, exact: true }).click();
  await page.getByRole("button", { name: "Submit Answer" }).click();
  await page.getByRole("button", { name: "Complete Lesson" }).click();
  await page.getByRole("heading", { name: "Lesson complete!" }).waitFor();
  // The server's answer: the completion, with its answers, is kept.
  await page.getByText(`You earned ${first.xpReward} XP`).waitFor();
}

async function sayYes(page: Page, status: string) {
  await page.goto("/profile/edit");
  const share = page.locator("#family-adults").getByRole("switch", { name: "Show each other our lesson answers" });
  await share.click();
  await expect.poll(() => share.getAttribute("aria-checked")).toBe("true");
  await page.locator("#family-adults").getByText(status).waitFor();
}

describe("the same page", () => {
  it("shows each carer the other's choice and a talking prompt on the completed lesson once both say yes", async () => {
    const owner = await newPage(phone);
    const carer = await newPage(laptop);
    const [ownerName, carerName] = await Promise.all([registerThroughApi(owner), registerThroughApi(carer)]);
    const invitation = await owner.evaluate(async () => {
      const response = await fetch("/api/family/invitations", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: "{}",
      });
      return ((await response.json()) as { url: string }).url;
    });
    const token = new URL(invitation).searchParams.get("token");
    await carer.evaluate(async (token) => {
      const response = await fetch("/api/family/invitations/accept", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ token, leaveCurrentFamily: true }),
      });
      if (!response.ok) throw new Error(`accept answered ${response.status}`);
    }, token);

    // Different answers: the owner the one that fits, the carer another on purpose.
    const right = first.content.correctAnswer;
    const wrong = (right + 1) % first.content.options.length;
    await Promise.all([playFirstLesson(owner, right), playFirstLesson(carer, wrong)]);

    // The owner's yes alone leaves it off, and the lesson's page shows nothing of the other's answer.
    await sayYes(owner, "You said yes. It stays off until every adult does.");
    await expectNoSeriousA11yViolations(owner);
    await owner.locator("#family-adults").screenshot({ path: path.join(SCREENSHOTS, "same-page-consent-390.png") });
    await sayYes(carer, "On: every adult has said yes.");
    await carer.locator("#family-adults").screenshot({ path: path.join(SCREENSHOTS, "same-page-consent-1280.png") });

    for (const [page, me, other, mine, theirs, width] of [
      [owner, ownerName, carerName, right, wrong, 390],
      [carer, carerName, ownerName, wrong, right, 1280],
    ] as const) {
      expect(me.username).not.toBe(other.username);
      await page.goto(intro);
      const section = page.getByRole("region", { name: "The same page" });
      await section.waitFor();
      await section.getByText(first.content.question, { exact: true }).waitFor();
      const yours = section.getByRole("listitem").filter({ hasText: "You chose" });
      await yours.getByText(first.content.options[mine]!, { exact: true }).waitFor();
      const others = section.getByRole("listitem").filter({ hasText: `${other.username} chose` });
      await others.getByText(first.content.options[theirs]!, { exact: true }).waitFor();
      await section.getByRole("heading", { name: "Something to talk about together" }).waitFor();
      await section.getByText(first.practice.title, { exact: true }).waitFor();
      await section.getByText(first.practice.say, { exact: true }).waitFor();
      await expectNoSeriousA11yViolations(page);
      await section.scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(SCREENSHOTS, `same-page-lesson-${width}.png`), fullPage: true });
      expect(page.errors).toEqual([]);
    }

    // One no turns it off for both: the section goes from the other's page, even without a reload. The owner has
    // the lesson open; once the carer says no, she goes home and back in the app (the same document throughout).
    await owner.goto(intro);
    await owner.getByRole("region", { name: "The same page" }).waitFor();
    await owner.evaluate(() => Object.assign(window, { sameDocument: true }));
    await carer.goto("/profile/edit");
    const share = carer.locator("#family-adults").getByRole("switch", { name: "Show each other our lesson answers" });
    await share.focus();
    await carer.keyboard.press("Space");
    await carer.locator("#family-adults").getByText("Off for the family.").waitFor();
    // The switch kept the keyboard's place while its change was saved.
    expect(await share.evaluate((element) => element === document.activeElement)).toBe(true);
    await owner.getByRole("navigation", { name: "Bottom navigation" }).getByRole("link", { name: "Learning" }).click();
    await owner.waitForURL((url) => url.pathname === "/", { waitUntil: "commit" });
    const refused = owner.waitForResponse(
      (response) => response.url().includes("/api/family/same-page") && response.status() === 403,
    );
    await owner.goBack();
    await owner.waitForURL((url) => url.pathname === intro, { waitUntil: "commit" });
    await owner.getByRole("link", { name: "Review Lesson" }).waitFor();
    // Not even the answers read before the no show while the page reads them again.
    expect(await owner.getByRole("region", { name: "The same page" }).count()).toBe(0);
    await refused;
    expect(await owner.getByRole("region", { name: "The same page" }).count()).toBe(0);
    expect(await owner.evaluate(() => "sameDocument" in window)).toBe(true);
    await owner.screenshot({ path: path.join(SCREENSHOTS, "same-page-after-no-390.png"), fullPage: true });

    // The carer leaves on the laptop, by keyboard: asked first, then the family's adults no longer list them.
    const leave = carer.locator("#family-adults").getByRole("button", { name: "Leave the family" });
    await leave.focus();
    await carer.keyboard.press("Enter");
    const leaveDialog = carer.getByRole("dialog", { name: "Leave the family?" });
    await leaveDialog.getByRole("button", { name: "Leave the family" }).click();
    await carer.getByText("You left the family").first().waitFor();
    await expectNoSeriousA11yViolations(carer);
  });
});
