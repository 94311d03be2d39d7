import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { hashKey } from "@tanstack/react-query";
import { projectCurriculum } from "../../src/server/curriculum/curriculum";
import { renderScreen } from "../../src/client/server-render";
import { screenReadsAt } from "../../src/shared/screens";
import type { Read } from "../../src/shared/api/reads";
import type { PublicUser } from "../../src/shared/schemas/auth";
import { DEFAULT_SETTINGS } from "../../src/shared/settings";
import { responseProblem } from "../../src/shared/api/responses";
import { routeKey } from "../../src/shared/api/routes";

/**
 * The route table (src/shared/screens.ts) declares every read a screen makes: rendered from those reads alone, with
 * the real curriculum, each server-rendered screen is whole (no query left waiting), and its state carries every
 * answer under its API path.
 */
const curriculum = projectCurriculum(fileURLToPath(new URL("../../content", import.meta.url)));
const parentId = 7;
const now = "2026-11-24T20:00:00.000Z";
const parent: PublicUser = {
  id: parentId,
  username: "Robin <Sam>",
  email: "robin@example.com",
  level: 1,
  xp: 35,
  streak: 2,
  lastActiveDate: "2026-11-24",
  completedLevels: [],
  achievements: [],
  achievementDates: {},
  currentLevelId: curriculum.levels[0]!.id,
  dailyGoalProgress: 1,
  dailyGoalTarget: 3,
  onboardingCompleted: true,
  onboardingData: null,
  timeZone: "Europe/London",
  createdAt: now,
  updatedAt: now,
};
const slideLesson = curriculum.lessons.find((lesson) =>
  Array.isArray((lesson.content as { slides?: unknown })?.slides),
)!;
const firstLevel = curriculum.levels[0]!;
/** A reflection of the parent's, which the journal must show as the server draws it. */
const journalEntry = {
  id: 3,
  lessonId: null,
  lessonTitle: "Bedtime went <better>",
  feeling: "Hopeful",
  improvementNotes: null,
  createdAt: now,
  updatedAt: now,
};

/** What the API would answer each read for a new parent with no progress (checked against the route's schema). */
function answer(read: Read): unknown {
  switch (read.name) {
    case "me":
    case "userStats":
      return parent;
    case "settings":
      return DEFAULT_SETTINGS;
    case "levels":
      return curriculum.levels;
    case "lessons":
      return curriculum.summaries;
    case "level":
      return curriculum.levelById.get(read.params.levelId);
    case "lesson":
      return curriculum.lessonById.get(read.params.lessonId);
    case "progress":
    case "favorites":
      return [];
    case "mood":
      return { day: "2026-11-24", mood: null };
    case "practices":
      return { current: null, recent: [], triedCount: 0 };
    case "attempt":
      return { attempt: null };
    case "journal":
      return [journalEntry];
    case "stories":
      return JSON.parse(curriculum.stories.json.list.toString("utf8"));
    case "storyProgress":
      return [];
    case "family":
      return {
        children: [{ id: 1, name: "Mo", birthMonth: "2022-05", ageGroup: "3-5" }],
        adults: [{ id: parentId, username: parent.username, role: "owner", you: true }],
        sharesAnswers: false,
        youShareAnswers: false,
        invitations: [],
      };
    case "subscription":
      return {
        plan: "free",
        status: "active",
        trialEndsAt: "2026-12-08T20:00:00.000Z",
        currentPeriodEnd: null,
        hasFullAccess: true,
        familyCover: null,
        renews: false,
        testMode: true,
        purchase: "direct",
        price: { amount: 4.99, currency: "usd", interval: "month" },
        paymentFailed: false,
        billingPortal: false,
      };
    default:
      throw new Error(`no answer for ${read.name} in this test`);
  }
}

async function render(url: string, leaveOut?: string) {
  const screen = screenReadsAt(url, parentId, "en")!;
  expect(screen, url).toBeDefined();
  const loaded = screen.reads
    .filter((read) => read.name !== leaveOut)
    .map((read) => [read.key, answer(read), read.path] as const);
  for (const [, data, path] of loaded) expect(responseProblem(routeKey("GET", path), data), path).toBeNull();
  // What is rendered is under test here, not how fast: a busy machine gets far longer than the server's 2 s.
  return { screen, rendered: await renderScreen(url, loaded, 20, "en", { limitMs: 30_000 }) };
}

describe("signed-in screens rendered from their declared reads", () => {
  const lessonOne = curriculum.lessons.find((lesson) => lesson.levelId === firstLevel.id)!;
  for (const url of [
    "/",
    "/lessons-overview",
    `/lessons/${lessonOne.levelId}/lesson/${lessonOne.id}`,
    `/lessons/${slideLesson.levelId}/lesson/${slideLesson.id}/old`,
    "/journal",
    "/stories",
    "/profile",
    "/profile/edit",
    "/settings",
    "/subscription",
    "/help/faq",
  ]) {
    it(`${url} renders whole, with every answer in its state under its path`, async () => {
      const { screen, rendered } = await render(url);
      expect(rendered, url).toBeDefined();
      expect(rendered!.html).not.toContain("data-loading");
      expect(rendered!.html).not.toMatch(/^<title>/);
      const byHash = new Map(screen.reads.map((read) => [hashKey(read.key), read.path]));
      expect(rendered!.paths).toEqual(rendered!.state.queries.map((query) => byHash.get(query.queryHash)));
      expect(new Set(rendered!.paths)).toEqual(new Set(screen.reads.map((read) => read.path)));
    });
  }

  it("greets the parent by the hour given and escapes their name", async () => {
    const { rendered } = await render("/");
    expect(rendered!.html).toMatch(/<h1[^>]*>Good evening(<!-- -->)?, (<!-- -->)?Robin &lt;Sam&gt;(<!-- -->)?!<\/h1>/);
  });

  it("draws the parent's own data into the journal, stories and profile", async () => {
    const journal = (await render("/journal")).rendered!.html;
    expect(journal).toContain("Bedtime went &lt;better&gt;");
    const firstStory = (JSON.parse(curriculum.stories.json.list.toString("utf8")) as { title: string }[])[0]!;
    expect((await render("/stories")).rendered!.html).toContain(firstStory.title.replace(/'/g, "&#x27;"));
    expect((await render("/profile")).rendered!.html).toContain("Robin &lt;Sam&gt;");
  });

  it("renders a played lesson's frame at its first screen", async () => {
    const lessonOne = curriculum.lessons.find((lesson) => lesson.levelId === firstLevel.id)!;
    const { rendered } = await render(`/lessons/${lessonOne.levelId}/lesson/${lessonOne.id}/old`);
    expect(rendered!.html).toContain('data-lesson-frame=""');
    expect(rendered!.html).toContain('aria-label="Leave the lesson"');
  });

  it("is none when a read the screen makes was not loaded: the browser renders it instead", async () => {
    expect((await render("/", "mood")).rendered).toBeUndefined();
    expect((await render("/lessons-overview", "progress")).rendered).toBeUndefined();
    expect((await render("/journal", "journal")).rendered).toBeUndefined();
    expect((await render("/stories", "storyProgress")).rendered).toBeUndefined();
  });

  it("keeps the overview's title for the page's head", async () => {
    const { rendered } = await render("/lessons-overview");
    expect(rendered!.title).toBe("Your Learning Journey · Growly");
  });
});
