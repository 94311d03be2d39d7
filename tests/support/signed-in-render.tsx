import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { vi } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import type { PublicUser } from "@shared/schemas/auth";
import type { Lesson, Level, LessonSummary, ProgressEntry } from "@shared/schemas/learning";
import { createQueryClient } from "../../src/client/app/query-client";
import { currentUserQuery } from "../../src/client/data/current-user";

export function createUser(overrides: Partial<PublicUser> = {}): PublicUser {
  return {
    id: 7,
    username: "Sam",
    email: "sam@example.com",
    level: 1,
    xp: 0,
    streak: 0,
    lastActiveDate: null,
    completedLevels: [],
    achievements: [],
    achievementDates: {},
    currentLevelId: 1,
    dailyGoalProgress: 0,
    dailyGoalTarget: 3,
    onboardingCompleted: true,
    onboardingData: null,
    timeZone: "UTC",
    createdAt: "2026-01-01T00:00:00.000Z",
    updatedAt: "2026-01-01T00:00:00.000Z",
    ...overrides,
  };
}

export function createLevel(overrides: Partial<Level> & { id: number }): Level {
  return {
    title: `Level ${overrides.id}`,
    description: "A level of lessons",
    icon: "star",
    color: "blue",
    order: overrides.id,
    isLocked: overrides.id !== 1,
    totalLessons: 3,
    ...overrides,
  };
}

export function createLesson(
  overrides: Partial<LessonSummary> & { id: number; levelId: number; order: number },
): LessonSummary {
  return {
    title: `Lesson ${overrides.id}`,
    description: `What lesson ${overrides.id} teaches`,
    xpReward: 20,
    activityType: "multiple-choice",
    skill: "emotional-validation",
    minutes: 5,
    ...overrides,
  };
}

export function completedEntry(lesson: LessonSummary): ProgressEntry {
  return {
    id: lesson.id,
    lessonId: lesson.id,
    levelId: lesson.levelId,
    completed: true,
    score: 100,
    completedAt: "2026-01-01T00:00:00.000Z",
  };
}

/** Answers the learning API from fixtures; anything else is a 404, as the server would say. */
export function stubLearningApi({
  user,
  levels,
  lessons,
  progress,
  post,
  extra,
}: {
  user: PublicUser;
  levels: Level[];
  lessons: LessonSummary[];
  progress: ProgressEntry[];
  /** Answers POST calls: status and body. */
  post?: (path: string, body: unknown) => { status: number; body: unknown };
  /** More GET answers by path (e.g. a lesson's saved place). */
  extra?: Record<string, unknown>;
}) {
  const routes = new Map<string, unknown>([
    ["/api/levels", levels],
    // The list answers summaries: a lesson's content, cards, practice and play come with the lesson alone.
    [
      "/api/lessons",
      lessons.map(
        ({
          content: _content,
          lead: _lead,
          practice: _practice,
          play: _play,
          ...summary
        }: LessonSummary & Partial<Lesson>) => summary,
      ),
    ],
    [`/api/user/${user.id}/progress`, progress],
    [`/api/user/${user.id}`, user],
    ...levels.map((level) => [`/api/levels/${level.id}`, level] as [string, unknown]),
    ...lessons.map((lesson) => [`/api/lessons/${lesson.id}`, { ...lesson, content: null }] as [string, unknown]),
    ...Object.entries(extra ?? {}),
  ]);
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    // Content reads name their language (src/shared/api/reads.ts); the fixtures are the same in every language.
    const path = String(input).replace(/\?language=[a-z]+$/, "");
    if (init?.method === "PUT" || init?.method === "DELETE") return new Response(null, { status: 204 });
    if (init?.method === "POST" && post) {
      const answer = post(path, JSON.parse(String(init.body)));
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { "content-type": "application/json" },
      });
    }
    const body = routes.get(path);
    if (body === undefined) return new Response(JSON.stringify({ message: "Not found" }), { status: 404 });
    return new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

/** Renders a screen signed in as `user`, at `path`, with the app's query client defaults. */
export function renderSignedIn(ui: ReactNode, { user, path }: { user: PublicUser; path: string }) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(currentUserQuery.queryKey, user);
  const location = memoryLocation({ path, record: true });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <Router hook={location.hook}>{ui}</Router>
    </QueryClientProvider>,
  );
  return { ...result, location, queryClient };
}
