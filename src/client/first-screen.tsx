import type { PublicUser } from "@shared/schemas/auth";
import type { Lesson, LessonSummary, Level, ProgressEntry } from "@shared/schemas/learning";
import { prerender } from "react-dom/static";
import { App } from "./app/app";
import { Providers } from "./app/providers";
import { createQueryClient } from "./app/query-client";
import { currentUserQuery } from "./features/auth";
import { attemptQuery } from "./features/lessons";
import { lessonQuery, lessonsQuery, levelQuery, levelsQuery, progressQuery } from "./features/learning";
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

  const { prelude } = await prerender(
    <Providers queryClient={queryClient} ssrPath={`/lessons/${level.id}/lesson/${lesson.id}/old`}>
      <App />
    </Providers>,
  );
  const html = await new Response(prelude).text();
  queryClient.clear();
  // A loading state means the app would not have drawn the lesson from these reads alone.
  return html.includes("data-loading") ? undefined : html;
}
