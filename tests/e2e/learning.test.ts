import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, PHONE, expectNoSeriousA11yViolations, newPage, openBrowser, registerThroughApi, type BrowserSession } from "./browser";
import { readLesson, readThroughLead, statValue } from "./lessons";

const first = readLesson<{ options: string[]; correctAnswer: number }>("01-");
const second = readLesson("02-");

let session: BrowserSession;
beforeAll(async () => {
  session = await openBrowser();
});
afterAll(async () => {
  await session?.close();
});


describe("a new parent's first lesson", () => {
  it("starts at zero, plays the first lesson to the end, and comes home to XP, a streak and the next lesson open", async () => {
    const page = await newPage(session);
    await registerThroughApi(page);
    await page.goto("/");
    await page.getByText("Day Streak").waitFor();
    expect(await statValue(page, "Day Streak")).toBe("0");
    expect(await statValue(page, "XP")).toBe("0");
    expect(await statValue(page, "Lessons")).toMatch(/^0\/\d+$/);

    await page.getByRole("link", { name: `Start Activity: ${first.title}` }).click();
    await page.getByRole("heading", { name: first.title }).waitFor();
    await page.getByRole("link", { name: "Start Lesson" }).click();
    await page.waitForURL(`**/lessons/${first.levelId}/lesson/${first.id}/old`);
    // The Start Lesson link is gone: focus lands on the lesson's title, not the page's body.
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName === "H1" && document.activeElement.textContent)).toBe(first.title);
    await readThroughLead(page, first);

    const right = first.content.options[first.content.correctAnswer] ?? "";
    await page.getByRole("radio", { name: right }).click();
    await page.getByRole("button", { name: "Submit Answer" }).click();
    await page.getByRole("button", { name: "Complete Lesson" }).click();
    await page.getByRole("heading", { name: "Lesson complete!" }).waitFor();
    await page.getByText(`You earned ${first.xpReward} XP`).waitFor();
    await page.getByText("You chose the answer that fits").waitFor();
    expect(page.errors).toEqual([]);

    await page.getByRole("link", { name: "Back to Home" }).first().click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByText("Day Streak").waitFor();
    expect(await statValue(page, "XP")).toBe(String(first.xpReward));
    expect(await statValue(page, "Day Streak")).toBe("1");
    expect(await statValue(page, "Lessons")).toMatch(/^1\/\d+$/);
    // On the path the first lesson's node opens a card that says it is done; the next lesson heads the page.
    await page.getByRole("button", { name: `${first.title}, Completed` }).click();
    const firstCard = page.getByRole("dialog", { name: first.title });
    await firstCard.getByText("Completed", { exact: true }).waitFor();
    await firstCard.getByText(`+${first.xpReward} XP`).waitFor();
    await firstCard.getByRole("link", { name: `Step In to Support: ${first.title}` }).waitFor();
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: `${second.title}, Available` }).waitFor();
    await page.getByRole("link", { name: `Start Activity: ${second.title}` }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.context().clearCookies();
    await page.close();
  });
});

describe("finding a lesson", () => {
  it("selects an open lesson on the overview but not a locked one", async () => {
    const page = await newPage(session);
    await page.setViewportSize(DESKTOP);
    await registerThroughApi(page);
    await page.goto("/lessons-overview");
    await page.getByRole("heading", { name: "Select a Lesson" }).waitFor();
    expect(await page.getByRole("button", { name: new RegExp(second.title) }).isDisabled()).toBe(true);
    await page.getByRole("button", { name: new RegExp(first.title) }).click();
    const panel = page.getByRole("complementary", { name: "Lesson details" });
    await panel.getByRole("heading", { name: first.title }).waitFor();
    await panel.getByText("Ready to Start").waitFor();
    await panel.getByText(`+${first.xpReward} XP upon completion`).waitFor();
    await panel.getByRole("link", { name: "Start Lesson" }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.context().clearCookies();
    await page.close();
  });

  it("on a phone, opens a lesson's details right under its level and brings them into view", async () => {
    const page = await newPage(session);
    await registerThroughApi(page);
    await page.goto("/lessons-overview");
    await page.getByRole("heading", { name: "Select a Lesson" }).waitFor();
    await page.getByRole("button", { name: new RegExp(first.title) }).click();
    const panel = page.getByRole("complementary", { name: "Lesson details" });
    const start = panel.getByRole("link", { name: "Start Lesson" });
    await start.waitFor();
    // The details follow the chosen lesson's own level, before the next level's heading.
    const levels = page.locator("section[aria-labelledby^='level-']");
    expect(await levels.first().getByRole("complementary", { name: "Lesson details" }).count()).toBe(1);
    // Scrolled to, with its Start Lesson on the first screen.
    await expect
      .poll(async () => {
        const box = await start.boundingBox();
        return box !== null && box.y >= 0 && box.y + box.height <= PHONE.height;
      })
      .toBe(true);
    expect(await page.getByRole("heading", { name: "Select a Lesson" }).count()).toBe(0);
    await expectNoSeriousA11yViolations(page);
    await page.context().clearCookies();
    await page.close();
  });

  it("moves between lessons of a level with the intro arrows, only where a neighbour exists", async () => {
    const page = await newPage(session);
    await registerThroughApi(page);
    await page.goto(`/lessons/${first.levelId}/lesson/${first.id}`);
    await page.getByRole("heading", { name: first.title }).waitFor();
    expect(await page.getByRole("button", { name: "Previous lesson" }).count()).toBe(0);
    await page.getByRole("button", { name: "Next lesson" }).click();
    await page.waitForURL(`**/lessons/${second.levelId}/lesson/${second.id}`);
    await page.getByRole("heading", { name: second.title }).waitFor();
    await page.getByRole("button", { name: "Previous lesson" }).waitFor();
    await page.context().clearCookies();
    await page.close();
  });

  it("says Lesson Not Found for a lesson that does not exist", async () => {
    const page = await newPage(session);
    await registerThroughApi(page);
    await page.goto("/lessons/1/lesson/9999/old");
    await page.getByRole("heading", { name: "Lesson Not Found" }).waitFor();
    await page.getByText("This lesson could not be found. It may have been removed or you may not have access to it.").waitFor();
    await page.getByRole("link", { name: "Back to Home" }).waitFor();
    await page.context().clearCookies();
    await page.close();
  });
});
