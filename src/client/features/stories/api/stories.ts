import { queryOptions, useQuery } from "@tanstack/react-query";
import type { StorySummary } from "@shared/schemas/stories";
import { apiRequest } from "@client/lib/api";

/**
 * docs/screens.md#api-calls: GET /api/stories, every story in listing order (the first is featured), without content.
 */
export const fetchStories = () => apiRequest<StorySummary[]>("GET", "/api/stories");

export const storiesQuery = queryOptions({
  queryKey: ["stories"] as const,
  queryFn: fetchStories,
});

export function useStories() {
  return useQuery(storiesQuery);
}
