import type { QueryClient } from "@tanstack/react-query";
import { lessonQuery } from "../../data/learning/lesson";
import { lessonsQuery } from "../../data/learning/lessons";
import { levelQuery } from "../../data/learning/level";
import { levelsQuery } from "../../data/learning/levels";
import { progressQuery } from "../../data/learning/progress";
import { LESSON_PLAY_PATH } from "@shared/lesson-paths";
import { parseLessonParam } from "./lesson-params";
import { currentContentLanguage } from "../../lib/i18n/content-language";
import { loadDialogLibrary } from "../../components/ui/dialog-library";

/**
 * Opening a lesson's address starts everything its first screen needs at once: the lesson screen's chunk, the
 * lesson, its level, the path and the parent's progress, the dialog library of its feedback sheet, and, as soon as the
 * lesson says its type, its player's chunk.
 * Without this each waited for the one before (chunk, then the reads, then the player), the slowest part of a lesson's
 * first paint on a phone (docs/benchmarks.md, "Signed-in screens in Lighthouse"). The lesson screen reads the same
 * queries, so nothing is asked twice.
 */
export function prefetchLessonPlay(queryClient: QueryClient, pathname: string, userId: number): void {
  const match = LESSON_PLAY_PATH.exec(pathname);
  if (!match) return;
  const levelId = parseLessonParam(match[1]);
  const lessonId = parseLessonParam(match[2]);
  if (levelId === null || lessonId === null) return;
  const screen = import("./lesson-host-page");
  // The feedback sheet after the first answer is a dialog: its library comes with the lesson, so a lesson opened
  // before the connection drops (and before the service worker keeps the app) still answers offline.
  void loadDialogLibrary().catch(() => undefined);
  const language = currentContentLanguage();
  void queryClient.prefetchQuery(levelQuery(levelId, language));
  void queryClient.prefetchQuery(levelsQuery(language));
  void queryClient.prefetchQuery(lessonsQuery(language));
  void queryClient.prefetchQuery(progressQuery(userId));
  // A refused lesson (locked, not in the plan) has no player to fetch; the lesson screen shows why.
  void Promise.all([screen, queryClient.fetchQuery(lessonQuery(lessonId, language))])
    .then(([module, lesson]) => module.preloadPlayer(lesson.activityType))
    .catch(() => undefined);
}
