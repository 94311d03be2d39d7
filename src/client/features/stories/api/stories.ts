import { queryOptions, useQuery } from "@tanstack/react-query";
import type { StorySummary } from "@shared/schemas/stories";
import { apiRequest } from "@client/lib/api";
import { reads } from "@shared/api/reads";

/**
 * docs/screens.md#api-calls: GET /api/stories, every story in listing order (the first is featured), without content.
 */
export const fetchStories = () => apiRequest<StorySummary[]>("GET", reads.stories().path);

export const storiesQuery = queryOptions({
  queryKey: reads.stories().key,
  queryFn: fetchStories,
});

export function useStories() {
  return useQuery(storiesQuery);
}
