import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { projectCurriculum } from "@server/curriculum/curriculum";
import { parentScreenReads, renderLessonFirstScreen, renderParentScreen } from "@client/first-screen";
import { screenReads } from "@server/http/screen-reads";
import type { PublicUser } from "@shared/schemas/auth";
import { DEFAULT_SETTINGS } from "@shared/settings";

const curriculum = projectCurriculum(fileURLToPath(new URL("../../content", import.meta.url)));
const outline = { levels: curriculum.levels, lessons: curriculum.summaries };
const slideLesson = curriculum.lessons.find((lesson) =>
  Array.isArray((lesson.content as { slides?: unknown } | null)?.slides),
)!;
const firstSlide = (slideLesson.content as { slides: { heading: string }[] }).slides[0]!;
/** Text as React writes it into HTML. */
const escaped = (text: string) => text.replaceAll("&", "&amp;").replaceAll("'", "&#x27;").replaceAll('"', "&quot;");

describe("a lesson's first screen drawn for its page", () => {
  it("is the lesson frame at the lesson's first screen, as the app draws it, with no parent's details", async () => {
    const html = await renderLessonFirstScreen(slideLesson, outline);
    expect(html).toBeDefined();
    expect(html).toContain('data-lesson-frame=""');
    expect(html).toContain(`>${escaped(slideLesson.title)}</h1>`);
    expect(html).toContain(`>${escaped(firstSlide.heading)}</h2>`);
    expect(html).toContain('aria-label="Leave the lesson"');
    expect(html).not.toContain("data-loading");
    expect(html).not.toMatch(/aria-valuenow="[1-9]/);
  });

  it("is drawn for every lesson of the curriculum, each its own", async () => {
    const drawings = await Promise.all(curriculum.lessons.map((lesson) => renderLessonFirstScreen(lesson, outline)));
    drawings.forEach((html, index) => {
      const lesson = curriculum.lessons[index]!;
      expect(html, `lesson ${lesson.id}`).toContain(`>${escaped(lesson.title)}</h1>`);
    });
  });

  it("is none for a lesson whose level the outline does not have", async () => {
    expect(await renderLessonFirstScreen(slideLesson, { ...outline, levels: [] })).toBeUndefined();
  });
});

describe("a parent's screen drawn for their page", () => {
  const parentId = 7;
  const now = "2026-11-24T20:00:00.000Z";
  const parent: PublicUser = {
    id: parentId,
    username: "Robin",
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
    dailyGoalTarget: 1,
    onboardingCompleted: true,
    onboardingData: null,
    timeZone: "Europe/London",
    createdAt: now,
    updatedAt: now,
  };
  const [firstLesson, secondLesson] = curriculum.lessons;
  /** The API's answers to what home reads, for a parent who has done the first lesson. */
  const readsFor = (me: PublicUser): Record<string, unknown> => ({
    "/api/auth/me": me,
    "/api/levels": curriculum.levels,
    "/api/lessons": curriculum.summaries,
    [`/api/user/${parentId}/progress`]: [
      {
        id: 1,
        lessonId: firstLesson!.id,
        levelId: firstLesson!.levelId,
        completed: true,
        score: 100,
        completedAt: now,
      },
    ],
    [`/api/user/${parentId}`]: me,
    [`/api/user/${parentId}/mood`]: { day: "2026-11-24", mood: null },
    [`/api/user/${parentId}/practices`]: { current: null, triedCount: 0 },
    [`/api/user/${parentId}/favorites`]: [],
    [`/api/user/${parentId}/settings`]: DEFAULT_SETTINGS,
  });

  it("is home as the app draws it for the parent: greeting by their hour, their stats, the next lesson", async () => {
    const html = await renderParentScreen("/", parentId, readsFor(parent), 20);
    expect(html).toBeDefined();
    expect(html).toContain(">Good evening<!-- -->, <!-- -->Robin<!-- -->!</h1>");
    expect(html).toContain(escaped(secondLesson!.title));
    expect(html).toContain("Your Learning Journey");
    expect(html).not.toContain("data-loading");
    const morning = await renderParentScreen("/", parentId, readsFor(parent), 9);
    expect(morning).toContain(">Good morning<!-- -->");
  });

  it("is the lessons overview, with the parent's completed lesson", async () => {
    const html = await renderParentScreen("/lessons-overview", parentId, readsFor(parent), 20);
    expect(html).toContain("Master parenting skills through interactive lessons");
    expect(html).toContain(escaped(firstLesson!.title));
    expect(html).not.toContain("data-loading");
  });

  it("is none when a read is missing, before onboarding, for another parent's answers, or at another address", async () => {
    const { [`/api/user/${parentId}/progress`]: _progress, ...withoutProgress } = readsFor(parent);
    expect(await renderParentScreen("/", parentId, withoutProgress, 20)).toBeUndefined();
    expect(
      await renderParentScreen("/", parentId, readsFor({ ...parent, onboardingCompleted: false }), 20),
    ).toBeUndefined();
    expect(await renderParentScreen("/", parentId + 1, readsFor(parent), 20)).toBeUndefined();
    expect(await renderParentScreen("/journal", parentId, readsFor(parent), 20)).toBeUndefined();
    expect(parentScreenReads("/journal", parentId)).toBeUndefined();
  });

  it("reads what the page already asks for with the screen (its Link header), and who is signed in", () => {
    const levelOfLesson = (lessonId: number) => curriculum.lessonById.get(lessonId)?.levelId;
    for (const address of ["/", "/lessons-overview"]) {
      const drawnFrom = parentScreenReads(address, parentId)!.map(([path]) => path);
      expect(new Set(drawnFrom)).toEqual(new Set(["/api/auth/me", ...screenReads(address, parentId, levelOfLesson)]));
    }
  });
});
