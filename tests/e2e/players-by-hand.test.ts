import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DragDropContent, EmotionalSelectorContent } from "../../src/shared/content/content-schemas";
import {
  DESKTOP,
  expectNoSeriousA11yViolations,
  newPage,
  openBrowser,
  registerThroughApi,
  type BrowserSession,
} from "./browser";
import { completeLessonsBefore, readLesson, readThroughLead } from "./lessons";
import { withoutQuoteMarks } from "../../src/shared/quote-marks";

const feelings = readLesson<EmotionalSelectorContent>("02-");
const sorting = readLesson<DragDropContent>("06-");
const lessonPath = (lesson: { levelId: number; id: number }) => `/lessons/${lesson.levelId}/lesson/${lesson.id}/old`;

let phone: BrowserSession;
let laptop: BrowserSession;
beforeAll(async () => {
  // The phone has a touch screen (its words say Tap); the laptop a mouse (its words say Select).
  [phone, laptop] = await Promise.all([openBrowser(undefined, { touch: true }), openBrowser(DESKTOP)]);
});
afterAll(async () => {
  await Promise.all([phone?.close(), laptop?.close()]);
});

const { categories, items, correctMapping } = sorting.content;
const labelOf = (categoryId: string) => categories.find((category) => category.id === categoryId)!.label;
const reply = (page: Page, itemId: string) => page.locator(`[data-item-id="${itemId}"]`);
/** The header button of a category's zone ("Connects first", then its hint). */
const categoryButton = (page: Page, categoryId: string) =>
  page.getByRole("button", { name: new RegExp(`^${labelOf(categoryId)}`) });
const inCategory = (page: Page, categoryId: string) => page.getByRole("list", { name: `In ${labelOf(categoryId)}` });
const otherCategory = (categoryId: string) => categories.find((category) => category.id !== categoryId)!.id;

async function openLesson(page: Page, lesson: typeof sorting | typeof feelings) {
  await registerThroughApi(page);
  await completeLessonsBefore(page, lesson.id);
  await page.goto(lessonPath(lesson));
  await page.getByRole("heading", { level: 1, name: lesson.title }).waitFor();
  await readThroughLead(page, lesson);
}

/** Closes the feedback sheet to look at the marks; Continue under the activity then finishes the lesson. */
async function closeSheetAndContinue(page: Page, heading: string) {
  const sheet = page.getByRole("dialog", { name: heading });
  await sheet.getByRole("button", { name: "Close" }).click();
  await sheet.waitFor({ state: "detached" });
  await page.getByRole("button", { name: "Continue", exact: true }).click();
  await page.getByRole("heading", { name: "Lesson complete!" }).waitFor();
}

describe("the sort lesson by hand", () => {
  it("sorts by tapping on a phone: the quick buttons, the × to take a reply out, the category to put it in and take it back; one wrong reply is marked", async () => {
    const page = await newPage(phone);
    await openLesson(page, sorting);
    const [first, wrong] = [items[0]!.id, items[1]!.id];
    const right = correctMapping[first]!;
    await page.getByRole("heading", { name: `Replies to sort (${items.length} left)` }).waitFor();
    // Nothing chosen: the categories only count their replies.
    expect(await categoryButton(page, right).isDisabled()).toBe(true);

    // Tap a reply: it is chosen, and the categories to put it in appear under it.
    await reply(page, first).click();
    expect(await reply(page, first).getAttribute("aria-pressed")).toBe("true");
    const quick = page.getByRole("group", { name: "Put it in" });
    await quick.getByRole("button", { name: `→ ${labelOf(otherCategory(right))}` }).click();
    await inCategory(page, otherCategory(right)).getByText(items[0]!.text).waitFor();
    await page.getByRole("heading", { name: `Replies to sort (${items.length - 1} left)` }).waitFor();
    await page
      .getByText(`Moved “${withoutQuoteMarks(items[0]!.text)}” to ${labelOf(otherCategory(right))}.`, { exact: false })
      .waitFor({ state: "attached" });

    // The × takes it back out to the replies to sort.
    await page.getByRole("button", { name: `Take out of ${labelOf(otherCategory(right))}: ${items[0]!.text}` }).click();
    await page.getByRole("heading", { name: `Replies to sort (${items.length} left)` }).waitFor();
    expect(await inCategory(page, otherCategory(right)).count()).toBe(0);

    // Tap the reply, then the category itself; tapping that category again takes it back out.
    await reply(page, first).click();
    await categoryButton(page, right).getByText("Tap to put it here").waitFor();
    await categoryButton(page, right).click();
    await inCategory(page, right).getByText(items[0]!.text).waitFor();
    await reply(page, first).click();
    await categoryButton(page, right).getByText("Tap to take it back out").waitFor();
    await categoryButton(page, right).click();
    await page.getByRole("heading", { name: `Replies to sort (${items.length} left)` }).waitFor();
    // Tapping a chosen reply again lets it go.
    await reply(page, first).click();
    await reply(page, first).click();
    expect(await reply(page, first).getAttribute("aria-pressed")).toBe("false");
    await expectNoSeriousA11yViolations(page);

    // Sort them all, one on purpose in the other category.
    for (const item of items) {
      const target = item.id === wrong ? otherCategory(correctMapping[item.id]!) : correctMapping[item.id]!;
      await reply(page, item.id).click();
      await page
        .getByRole("group", { name: "Put it in" })
        .getByRole("button", { name: `→ ${labelOf(target)}` })
        .click();
    }
    await page.getByRole("heading", { name: "All sorted! Check your answers when you're ready." }).waitFor();
    await page.getByRole("button", { name: "Check My Answers" }).click();
    const sheet = page.getByRole("dialog", { name: "Here's how they sort" });
    await sheet.getByText(`You placed ${items.length - 1} of ${items.length} where they fit best.`).waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: "/tmp/i16-sort-sheet-phone.png" });

    await sheet.getByRole("button", { name: "Close" }).click();
    await sheet.waitFor({ state: "detached" });
    // The marks under each reply: the wrong one says where it fits better.
    await page.getByText(`✗ Fits better in ${labelOf(correctMapping[wrong]!)}`).waitFor();
    expect(await page.getByText("✓ Right place").count()).toBe(items.length - 1);
    await categoryButton(page, correctMapping[wrong]!)
      .getByText(/placed$/)
      .waitFor();
    await page.screenshot({ path: "/tmp/i16-sort-marks-phone.png", fullPage: true });
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await page.getByRole("heading", { name: "Lesson complete!" }).waitFor();
    await page.getByText(`${items.length - 1} of ${items.length} sorted into place`).waitFor();
    expect(page.errors).toEqual([]);
    await page.close();
  });

  it("sorts by dragging with a mouse on a laptop: each reply lands in the category it is dropped on", async () => {
    const page = await newPage(laptop);
    await openLesson(page, sorting);
    // A mouse and a keyboard get their own words, never a phone's.
    await page.getByText("Select a reply, then the category it fits.", { exact: false }).waitFor();
    expect(await page.getByText(/press and hold|Tap a reply/).count()).toBe(0);
    // A reply chosen by a click: the categories say what a click does there, never "Tap".
    const firstItem = items[0]!;
    await reply(page, firstItem.id).click();
    await categoryButton(page, correctMapping[firstItem.id]!).getByText("Select to put it here").waitFor();
    expect(await page.getByText(/^Tap /).count()).toBe(0);
    await reply(page, firstItem.id).click();
    expect(await reply(page, firstItem.id).getAttribute("aria-pressed")).toBe("false");
    for (let left = items.length; left > 0; left -= 1) {
      // The reply nearest the categories (the last one still to sort), and its category's header below it, both mid-screen:
      // near the window's edge the drag scrolls the page.
      const item = items[left - 1]!;
      const header = categoryButton(page, correctMapping[item.id]!);
      await header.evaluate((element) => element.scrollIntoView({ block: "center" }));
      const source = (await reply(page, item.id).boundingBox())!;
      const target = (await header.boundingBox())!;
      expect(source.y).toBeGreaterThan(0);
      await page.mouse.move(source.x + source.width / 2, source.y + source.height / 2);
      await page.mouse.down();
      // A short move lifts it (a plain click only chooses it), then it travels to the category.
      await page.mouse.move(source.x + source.width / 2 + 10, source.y + source.height / 2 + 10, { steps: 2 });
      await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2, { steps: 5 });
      // Both categories are on screen: no drop bar at the foot repeats them.
      if (left === items.length) {
        await page.getByRole("button", { name: "Check My Answers" }).waitFor({ state: "attached" });
        expect(await page.locator("[data-drop-dock]").count()).toBe(0);
      }
      const scrolledBefore = await page.evaluate(() => window.scrollY);
      await page.mouse.up();
      await inCategory(page, correctMapping[item.id]!).getByText(item.text).waitFor();
      if (left > 1) {
        await page.getByRole("heading", { name: `Replies to sort (${left - 1} left)` }).waitFor();
        // The next reply takes focus (where a keyboard would go on), but a mouse drop keeps the page where it was.
        await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.itemId ?? null)).not.toBeNull();
      }
      expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolledBefore)).toBeLessThan(150);
    }
    // Side by side on a laptop.
    const [one, two] = await Promise.all(categories.map((category) => categoryButton(page, category.id).boundingBox()));
    expect(Math.abs(one!.y - two!.y)).toBeLessThan(2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: "Check My Answers" }).click();
    await page.getByRole("dialog", { name: "Every one in the right place!" }).waitFor();
    await page.screenshot({ path: "/tmp/i16-sort-sheet-laptop.png" });
    await closeSheetAndContinue(page, "Every one in the right place!");
    await page.getByText(`${items.length} of ${items.length} sorted into place`).waitFor();
    expect(page.errors).toEqual([]);
    await page.close();
  });
});

describe("the emotion lesson by hand", () => {
  it("on a phone: a feeling picked and unpicked, a fitting and a less likely one checked, then the marks and strengths after closing the sheet", async () => {
    const page = await newPage(phone);
    await openLesson(page, feelings);
    const { emotions, correctEmotions } = feelings.content;
    const fits = emotions.find((emotion) => correctEmotions.includes(emotion.id))!;
    const unlikely = emotions.filter((emotion) => !correctEmotions.includes(emotion.id));
    const feeling = (label: string) =>
      page.getByRole("button", { name: label, exact: false }).filter({ hasText: label });

    const check = page.getByRole("button", { name: "Check My Answers" });
    expect(await check.isDisabled()).toBe(true);
    await feeling(unlikely[1]!.label).click();
    expect(await feeling(unlikely[1]!.label).getAttribute("aria-pressed")).toBe("true");
    await feeling(unlikely[1]!.label).click();
    expect(await feeling(unlikely[1]!.label).getAttribute("aria-pressed")).toBe("false");
    expect(await check.isDisabled()).toBe(true);
    await feeling(fits.label).click();
    await feeling(unlikely[0]!.label).click();
    await expectNoSeriousA11yViolations(page);
    await check.click();

    const heading = "Here's what might be going on inside";
    const fitting = correctEmotions.length;
    await page
      .getByRole("dialog", { name: heading })
      .getByText(`You spotted 1 of ${fitting} feelings that fit.`)
      .waitFor();
    await page.getByRole("dialog", { name: heading }).getByText(feelings.content.explanation).waitFor();
    const sheet = page.getByRole("dialog", { name: heading });
    await sheet.getByRole("button", { name: "Close" }).click();
    await sheet.waitFor({ state: "detached" });
    // Only now do the marks and how strongly each feeling is felt show.
    await page.getByText("The bars show how strongly each feeling that fits might be felt.").waitFor();
    expect(await page.getByText("✓ Spot on").count()).toBe(1);
    expect(await page.getByText("✗ Less likely").count()).toBe(1);
    expect(await page.getByText("◌ Missed: this fits too").count()).toBe(fitting - 1);
    expect(await feeling(fits.label).textContent()).toContain(
      `felt ${{ low: "a little", medium: "quite a lot", high: "very strongly" }[fits.intensity]}`,
    );
    // A feeling that does not fit the scene gets no strength: it was not felt.
    expect(await feeling(unlikely[0]!.label).textContent()).not.toContain("felt");
    await page.screenshot({ path: "/tmp/i16-emotion-marks-phone.png", fullPage: true });
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await page.getByRole("heading", { name: "Lesson complete!" }).waitFor();
    await page.getByText(`1 of ${fitting} feelings spotted`).waitFor();
    expect(page.errors).toEqual([]);
    await page.close();
  });
});
