import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ProgressEntry } from "@shared/schemas/learning";
import { apiRequest } from "@client/lib/api";
import { type OutboxItem, pendingWrites } from "@client/lib/outbox";
import { reads } from "@shared/api/reads";

/**
 * docs/screens.md#api-calls: GET /api/user/{id}/progress, the signed-in parent's progress on every lesson played, with
 * the lessons finished offline and still waiting on this phone counted as completed, so the next lessons open.
 */
export const fetchProgress = async (userId: number) =>
  withLessonsKeptOnDevice(await apiRequest<ProgressEntry[]>("GET", reads.progress(userId).path), await pendingWrites(userId));

const LESSON_PATH = /^\/api\/user\/[0-9]+\/lessons\/([0-9]+)\/progress$/;

export function withLessonsKeptOnDevice(entries: ProgressEntry[], pending: readonly OutboxItem[]): ProgressEntry[] {
  const done = new Set(entries.filter((entry) => entry.completed).map((entry) => entry.lessonId));
  const kept: ProgressEntry[] = [];
  for (const item of pending) {
    const lessonId = Number(LESSON_PATH.exec(item.path)?.[1]);
    const body = item.body as { levelId?: unknown; score?: unknown };
    if (item.kind !== "lesson" || !lessonId || done.has(lessonId) || typeof body.levelId !== "number") continue;
    done.add(lessonId);
    const score = typeof body.score === "number" ? body.score : 0;
    kept.push({ id: -lessonId, lessonId, levelId: body.levelId, completed: true, score, completedAt: new Date(item.createdAt).toISOString() });
  }
  return kept.length > 0 ? [...entries, ...kept] : entries;
}

export const progressQuery = (userId: number) =>
  queryOptions({
    queryKey: reads.progress(userId).key,
    queryFn: () => fetchProgress(userId),
  });

/** `userId` is always the session user's id (docs/product-rules.md#signed-in-parent-only). */
export function useProgress(userId: number) {
  return useQuery(progressQuery(userId));
}

/** Ids of the lessons the parent has completed, for the lock rule. */
export function completedLessonIds(entries: readonly ProgressEntry[] | undefined): Set<number> {
  return new Set((entries ?? []).filter((entry) => entry.completed).map((entry) => entry.lessonId));
}

/**
 * The XP of lessons finished on this device whose completions still wait in the outbox (their entries carry a
 * negative id: withLessonsKeptOnDevice), for home to show as waiting to sync.
 */
export function xpWaitingToSync(
  entries: readonly ProgressEntry[] | undefined,
  lessons: ReadonlyArray<{ id: number; xpReward: number }>,
): number {
  const reward = new Map(lessons.map((lesson) => [lesson.id, lesson.xpReward]));
  return (entries ?? []).filter((entry) => entry.id < 0).reduce((sum, entry) => sum + (reward.get(entry.lessonId) ?? 0), 0);
}
