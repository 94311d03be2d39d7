import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Story } from "@shared/schemas/stories";
import { apiRequest } from "@client/lib/api";

/** GET /api/stories/{id}: one story with its scenes and takeaway, for the story player. */
export const fetchStory = (storyId: number) => apiRequest<Story>("GET", `/api/stories/${storyId}`);

export const storyQuery = (storyId: number) =>
  queryOptions({
    queryKey: ["stories", storyId] as const,
    queryFn: () => fetchStory(storyId),
  });

export function useStory(storyId: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...storyQuery(storyId), enabled });
}
