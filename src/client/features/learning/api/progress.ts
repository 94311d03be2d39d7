import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ProgressEntry } from "../../../../shared/schemas/learning";
import { apiRequest } from "../../../lib/api";

/** Spec §7: GET /api/user/{id}/progress, the signed-in parent's progress on every lesson played. */
export const fetchProgress = (userId: number) => apiRequest<ProgressEntry[]>("GET", `/api/user/${userId}/progress`);

export const progressQuery = (userId: number) =>
  queryOptions({
    queryKey: ["user", userId, "progress"] as const,
    queryFn: () => fetchProgress(userId),
  });

/** `userId` is always the session user's id (DECISIONS.md "Identity and access"). */
export function useProgress(userId: number) {
  return useQuery(progressQuery(userId));
}

/** Ids of the lessons the parent has completed, for the lock rule. */
export function completedLessonIds(entries: readonly ProgressEntry[] | undefined): Set<number> {
  return new Set((entries ?? []).filter((entry) => entry.completed).map((entry) => entry.lessonId));
}
