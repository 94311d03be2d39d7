import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { GUEST_LESSON_ID } from "../../src/shared/guest-lesson";
import {
  DESKTOP, PHONE, completeOnboarding, expectNoSeriousA11yViolations, newPage, newParent, openBrowser, type BrowserSession,
} from "./browser";
import { answerCheck, readLesson, statValue } from "./lessons";
import { serverUrl } from "./server";

const lesson = readLesson<{ options: string[]; correctAnswer: number }>("01-");
const leadCount = lesson.lead?.length ?? 0;

const sessions: BrowserSession[] = [];
afterAll(async () => {
  for (const session of sessions) await session.close();
});

/** Whether the page has fetched the guest lesson's own code yet. */
const lessonCodeLoaded = (page: Page) =>
  page.evaluate(() => performance.getEntriesByType("resource").some((entry) => /guest-lesson-page-[^/]+\.js$/.test(entry.name)));

/** An onboarded account made through the API, away from the browser (its cookies stay the visitor's). */
async function existingAccount() {
  const parent = newParent();
  const headers = { "content-type": "application/json", "x-forwarded-for": `10.250.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}` };
  const registered = await fetch(`${serverUrl()}/api/auth/register`, { method: "POST", headers, body: JSON.stringify(parent) });
  expect(registered.status).toBe(201);
  const cookie = (registered.headers.get("set-cookie") ?? "").split(";")[0]!;
  const { id } = (await registered.json()) as { id: number };
  const onboarded = await fetch(`${serverUrl()}/api/user/${id}`, {
    method: "PATCH",
    headers: { ...headers, cookie },
    body: JSON.stringify({
      onboardingData: {
        childAge: "3-5",
        familyStructure: "two-parent",
        preferredLearningStyle: "interactive",
        availableTime: "5-10-minutes",
        parentingChallenges: ["bedtime"],
        primaryGoals: ["stay-calm"],
      },
    }),
  });
  expect(onboarded.status).toBe(200);
  return parent;
}

/** Taps through the teaching cards from `from` (1-based) to the activity. */
async function readCardsFrom(page: Page, from: number) {
  for (let card = from; card <= leadCount; card += 1) {
    await page.getByText(`${card} of ${leadCount}`, { exact: true }).waitFor();
    await answerCheck(page, lesson.lead?.[card - 1]);
    await page.getByRole("button", { name: card < leadCount ? "Next" : "Let's practise", exact: true }).click();
  }
}

describe.each([
  ["a phone", PHONE],
  ["a laptop", DESKTOP],
])("a visitor on %s tries a lesson before joining", (_name, viewport) => {
  it("plays the first lesson from the landing page, resumes after a reload, and keeps it by creating an account", async () => {
    const session = await openBrowser(viewport);
    sessions.push(session);
    const page = await newPage(session);
    await page.goto("/");

    // The landing page: Try beside the waitlist, and Create account in the header.
    const header = page.getByRole("banner");
    await header.getByRole("link", { name: "Create account" }).waitFor();
    expect(await header.getByRole("link", { name: "Create account" }).isVisible()).toBe(true);
    const tryLesson = page.getByRole("link", { name: "Try a 5-minute lesson" }).first();
    await tryLesson.waitFor();
    await page.getByRole("link", { name: "Get launch news" }).waitFor();
    await page.waitForFunction(() => Object.keys(document.getElementById("root") ?? {}).some((key) => key.startsWith("__reactContainer")));
    expect(await lessonCodeLoaded(page)).toBe(false);
    // Nothing sticks out sideways (the header's actions fit a phone).
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    await tryLesson.click();
    await page.waitForURL("**/try");
    await page.getByRole("heading", { level: 1, name: lesson.title }).waitFor();
    expect(await lessonCodeLoaded(page)).toBe(true);
    await page.getByText(`1 of ${leadCount}`, { exact: true }).waitFor();
    await page.getByText(`+${lesson.xpReward} XP`).waitFor();
    await expectNoSeriousA11yViolations(page);

    // Two cards in, the place is saved; a reload comes back to the same card.
    const saved = page.waitForResponse((response) => response.url().endsWith("/api/guest-lesson/place") && response.ok());
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await page.getByText(`2 of ${leadCount}`, { exact: true }).waitFor();
    await saved;
    await page.reload();
    await page.getByText("Welcome back! We kept your place.").waitFor();
    await page.getByText(`2 of ${leadCount}`, { exact: true }).waitFor();
    await expectNoSeriousA11yViolations(page);

    // The activity, answered wrongly on purpose: the feedback sheet explains, then the celebration.
    await readCardsFrom(page, 2);
    const wrong = lesson.content.options[(lesson.content.correctAnswer + 1) % lesson.content.options.length]!;
    await page.getByRole("radio", { name: wrong }).click();
    await page.getByRole("button", { name: "Submit Answer" }).click();
    await page.getByRole("button", { name: "Complete Lesson" }).first().waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: "Complete Lesson" }).first().click();
    await page.getByRole("heading", { name: "Lesson complete!" }).waitFor();
    const celebration = page.getByRole("region", { name: "Lesson complete!" });
    await celebration.getByText(`+${lesson.xpReward} XP`, { exact: true }).waitFor();
    await celebration.getByText(/Yours to keep when you create your free account/).waitFor();
    await celebration.getByRole("heading", { name: "Your practice for this week" }).waitFor();
    await expectNoSeriousA11yViolations(page);

    // Save your progress: an account, and home shows the lesson done with its XP.
    await celebration.getByRole("link", { name: "Save your progress" }).click();
    await page.waitForURL((url) => url.pathname === "/register", { waitUntil: "commit" });
    // The register page says the lesson is kept.
    await page.getByText("Your lesson will be kept: once your account is created, it is marked done with its XP.").waitFor();
    const parent = newParent();
    await page.getByLabel("Username").fill(parent.username);
    await page.getByLabel("Email").fill(parent.email);
    await page.getByLabel("Password").fill(parent.password);
    const claimed = page.waitForResponse((response) => response.url().endsWith("/api/guest-lesson/claim"));
    await page.getByRole("button", { name: "Create Account" }).click();
    expect((await claimed).status()).toBe(200);
    await completeOnboarding(page);
    await page.getByText("Day Streak").waitFor();
    expect(await statValue(page, "XP")).toBe(String(lesson.xpReward));
    expect(await statValue(page, "Lessons")).toMatch(/^1\/\d+$/);
    await page.getByRole("button", { name: `${lesson.title}, Completed` }).waitFor();
    const progress = await page.evaluate(async (lessonId) => {
      const me = (await (await fetch("/api/auth/me")).json()) as { id: number };
      const rows = (await (await fetch(`/api/user/${me.id}/progress`)).json()) as Array<{ lessonId: number; completed: boolean }>;
      return rows.filter((row) => row.lessonId === lessonId && row.completed).length;
    }, GUEST_LESSON_ID);
    expect(progress).toBe(1);
    expect(page.errors).toEqual([]);
    await page.close();
  });
});

describe("a visitor with an account already", () => {
  it("plays the lesson as a guest, then logs in from the celebration and finds it done with its XP", async () => {
    const parent = await existingAccount();
    const session = await openBrowser(PHONE);
    sessions.push(session);
    const page = await newPage(session);
    await page.goto("/");
    await page.getByRole("link", { name: "Try a 5-minute lesson" }).first().click();
    await page.getByRole("heading", { level: 1, name: lesson.title }).waitFor();
    await readCardsFrom(page, 1);
    const right = lesson.content.options[lesson.content.correctAnswer]!;
    await page.getByRole("radio", { name: right }).click();
    await page.getByRole("button", { name: "Submit Answer" }).click();
    await page.getByRole("button", { name: "Complete Lesson" }).first().click();
    const celebration = page.getByRole("region", { name: "Lesson complete!" });
    await celebration.getByText(`+${lesson.xpReward} XP`, { exact: true }).waitFor();

    await celebration.getByRole("link", { name: "Log in to save it" }).click();
    await page.waitForURL("**/login");
    await page.getByLabel("Email").fill(parent.email);
    await page.getByLabel("Password").fill(parent.password);
    await page.getByRole("button", { name: /^Log in$/i }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByText("Day Streak").waitFor();
    expect(await statValue(page, "XP")).toBe(String(lesson.xpReward));
    await page.getByRole("button", { name: `${lesson.title}, Completed` }).waitFor();
    expect(page.errors).toEqual([]);
    await page.close();
  });
});
