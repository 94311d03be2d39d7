import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ProgressEntry } from "@shared/schemas/learning";
import { apiRequest } from "@client/lib/api";

/** docs/lesson-players.md#progress-call: GET /api/user/{id}/levels/{levelId}/progress, progress inside one level. */
export const fetchLevelProgress = (userId: number, levelId: number) =>
  apiRequest<ProgressEntry[]>("GET", `/api/user/${userId}/levels/${levelId}/progress`);

export const levelProgressQuery = (userId: number, levelId: number) =>
  queryOptions({
    queryKey: ["user", userId, "levels", levelId, "progress"] as const,
    queryFn: () => fetchLevelProgress(userId, levelId),
  });

export function useLevelProgress(userId: number, levelId: number) {
  return useQuery(levelProgressQuery(userId, levelId));
}
