import { queryOptions, useQuery } from "@tanstack/react-query";
import type { StorySummary } from "@shared/schemas/stories";
import { apiRequest } from "@client/lib/api";
import { reads } from "@shared/api/reads";
import type { DisplayLanguage } from "@shared/i18n/locales";
import { useContentLanguage } from "@client/lib/i18n/content-language";

/**
 * docs/screens.md#api-calls: GET /api/stories, every story in listing order (the first is featured), without content.
 */
export const fetchStories = (language: DisplayLanguage) =>
  apiRequest<StorySummary[]>("GET", reads.stories(language).path);

export const storiesQuery = (language: DisplayLanguage) =>
  queryOptions({
    queryKey: reads.stories(language).key,
    queryFn: () => fetchStories(language),
  });

export function useStories() {
  return useQuery(storiesQuery(useContentLanguage()));
}
