import type { PublicUser } from "@shared/schemas/auth";
import type { Lesson, LessonSummary, Level, ProgressEntry } from "@shared/schemas/learning";
import { prerender } from "react-dom/static";
import { App } from "./app/app";
import { Providers } from "./app/providers";
import { createQueryClient } from "./app/query-client";
import type { QueryClient, QueryKey } from "@tanstack/react-query";
import { currentUserQuery } from "./features/auth";
import { favoriteLessonsQuery, todayMoodQuery } from "./features/home";
import { attemptQuery } from "./features/lessons";
import { lessonQuery, lessonsQuery, levelQuery, levelsQuery, progressQuery, userStatsQuery } from "./features/learning";
import { practicesQuery } from "./features/practice";
import { settingsQuery } from "./features/settings";
import { DEFAULT_SETTINGS } from "@shared/settings";

/** What the server knows of the curriculum, as its API sends it. */
export interface FirstScreenCurriculum {
  levels: readonly Level[];
  lessons: readonly LessonSummary[];
}

/** The parent the first screen is drawn for: a parent's own details never appear on a lesson's first screen. */
const ANY_PARENT_ID = 1;

/**
 * A lesson's first screen as the app draws it for a parent who opens it afresh (no saved place, the lesson open to
 * them), rendered with the app's own components, so that the server can put it in the lesson's page and the parent
 * reads the lesson before its scripts have arrived (src/server/http/first-screen.ts). Undefined when the app would
 * draw anything but the lesson there (a loading state: some read the screen needs is not given here).
 */
export async function renderLessonFirstScreen(
  lesson: Lesson,
  curriculum: FirstScreenCurriculum,
): Promise<string | undefined> {
  const level = curriculum.levels.find((candidate) => candidate.id === lesson.levelId);
  if (!level) return undefined;
  const queryClient = createQueryClient();
  const now = new Date(0).toISOString();
  const parent: PublicUser = {
    id: ANY_PARENT_ID,
    username: "",
    email: "",
    level: 1,
    xp: 0,
    streak: 0,
    lastActiveDate: null,
    completedLevels: [],
    achievements: [],
    achievementDates: {},
    currentLevelId: level.id,
    dailyGoalProgress: 0,
    dailyGoalTarget: 1,
    onboardingCompleted: true,
    onboardingData: null,
    timeZone: "UTC",
    createdAt: now,
    updatedAt: now,
  };
  // Every other lesson completed: the lesson is open, as the server has checked it is for this parent.
  const progress: ProgressEntry[] = curriculum.lessons
    .filter((other) => other.id !== lesson.id)
    .map((other) => ({
      id: other.id,
      lessonId: other.id,
      levelId: other.levelId,
      completed: true,
      score: 100,
      completedAt: now,
    }));
  queryClient.setQueryData(currentUserQuery.queryKey, parent);
  queryClient.setQueryData(levelsQuery.queryKey, [...curriculum.levels]);
  queryClient.setQueryData(lessonsQuery.queryKey, [...curriculum.lessons]);
  queryClient.setQueryData(levelQuery(level.id).queryKey, level);
  queryClient.setQueryData(lessonQuery(lesson.id).queryKey, lesson);
  queryClient.setQueryData(progressQuery(parent.id).queryKey, progress);
  queryClient.setQueryData(attemptQuery(parent.id, lesson.id).queryKey, { attempt: null });
  queryClient.setQueryData(settingsQuery(parent.id).queryKey, DEFAULT_SETTINGS);
  return drawScreen(queryClient, `/lessons/${level.id}/lesson/${lesson.id}/old`);
}

/** An API path a screen reads as it opens, and the query its answer fills. */
export type ScreenRead = readonly [path: string, queryKey: QueryKey];

/** What every signed-in screen reads: who is signed in, and their settings for the shell (features/shell). */
const shellReads = (userId: number): ScreenRead[] => [
  ["/api/auth/me", currentUserQuery.queryKey],
  [`/api/user/${userId}/settings`, settingsQuery(userId).queryKey],
];

/** The learning path's outline and the parent's completions, which its locks need. */
const pathReads = (userId: number): ScreenRead[] => [
  ["/api/levels", levelsQuery.queryKey],
  ["/api/lessons", lessonsQuery.queryKey],
  [`/api/user/${userId}/progress`, progressQuery(userId).queryKey],
];

/**
 * The signed-in screens the server draws for a parent, by address, with what each reads as it opens: home
 * (features/home/home-page.tsx and its cards) and the lessons overview (features/lessons/lessons-overview-page.tsx).
 */
const DRAWN_SCREENS: Readonly<Record<string, (userId: number) => ScreenRead[]>> = {
  "/": (userId) => [
    ...shellReads(userId),
    ...pathReads(userId),
    [`/api/user/${userId}`, userStatsQuery(userId).queryKey],
    [`/api/user/${userId}/mood`, todayMoodQuery(userId).queryKey],
    [`/api/user/${userId}/practices`, practicesQuery(userId).queryKey],
    [`/api/user/${userId}/favorites`, favoriteLessonsQuery(userId).queryKey],
  ],
  "/lessons-overview": (userId) => [...shellReads(userId), ...pathReads(userId)],
};

/**
 * What the screen at this address reads as it opens, when the server draws it for a parent; undefined for any other
 * address. The server asks for these paths as the parent (src/server/http/first-screen.ts).
 */
export function parentScreenReads(address: string, userId: number): readonly ScreenRead[] | undefined {
  return Object.hasOwn(DRAWN_SCREENS, address) ? DRAWN_SCREENS[address]!(userId) : undefined;
}

/**
 * A parent's screen as the app draws it, from the API's answers to `parentScreenReads` (by path) and the parent's
 * local hour, so that the server can put it in the page and the parent sees it at the first paint. Undefined when the
 * app would draw anything else there (a read missing, onboarding still to do).
 */
export async function renderParentScreen(
  address: string,
  userId: number,
  reads: Readonly<Record<string, unknown>>,
  hour: number,
): Promise<string | undefined> {
  const screenReads = parentScreenReads(address, userId);
  const me = reads["/api/auth/me"] as PublicUser | undefined;
  if (!screenReads || me?.id !== userId || !me.onboardingCompleted) return undefined;
  const queryClient = createQueryClient();
  for (const [path, queryKey] of screenReads) {
    if (reads[path] !== undefined) queryClient.setQueryData(queryKey, reads[path]);
  }
  return drawScreen(queryClient, address, () => hour);
}

/** The app at `path` from the reads in `queryClient`; undefined when it shows a loading state there. */
async function drawScreen(queryClient: QueryClient, path: string, localHour?: () => number) {
  try {
    const { prelude } = await prerender(
      <Providers queryClient={queryClient} ssrPath={path} localHour={localHour}>
        <App />
      </Providers>,
      // Every boundary's content in its place: a large one (home's path) would otherwise come after the rest, with an
      // inline script to move it in, which the drawing never runs.
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    const html = await new Response(prelude).text();
    // A loading state means the app would not have drawn the screen from these reads alone.
    return html.includes("data-loading") ? undefined : html;
  } finally {
    // The reads' timers go with them: nothing of a parent's stays in the server's memory.
    queryClient.clear();
  }
}
