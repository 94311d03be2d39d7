import { queryOptions, useQuery } from "@tanstack/react-query";
import type { StoryProgressEntry } from "@shared/schemas/stories";
import { apiRequest } from "@client/lib/api";
import { reads } from "@shared/api/reads";

/** docs/screens.md#api-calls: GET /api/user/{id}/stories/progress, the signed-in parent's finished stories. */
export const fetchStoryProgress = (userId: number) => apiRequest<StoryProgressEntry[]>("GET", reads.storyProgress(userId).path);

export const storyProgressQuery = (userId: number) =>
  queryOptions({
    queryKey: reads.storyProgress(userId).key,
    queryFn: () => fetchStoryProgress(userId),
  });

/** `userId` is always the session user's id (docs/product-rules.md#signed-in-parent-only). */
export function useStoryProgress(userId: number) {
  return useQuery(storyProgressQuery(userId));
}

/** Ids of the stories the parent has finished at least once. */
export function completedStoryIds(entries: readonly StoryProgressEntry[] | undefined): Set<number> {
  return new Set((entries ?? []).filter((entry) => entry.completed).map((entry) => entry.storyId));
}
