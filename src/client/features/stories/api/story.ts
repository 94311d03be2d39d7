import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Story } from "@shared/schemas/stories";
import { apiRequest } from "@client/lib/api";
import { inLanguage } from "@shared/api/reads";
import type { DisplayLanguage } from "@shared/i18n/locales";
import { useContentLanguage } from "@client/lib/i18n/content-language";

/** GET /api/stories/{id}: one story with its scenes and takeaway, for the story player, in the app's language. */
export const fetchStory = (storyId: number, language: DisplayLanguage) =>
  apiRequest<Story>("GET", inLanguage(`/api/stories/${storyId}`, language));

export const storyQuery = (storyId: number, language: DisplayLanguage) =>
  queryOptions({
    queryKey: ["stories", storyId, language] as const,
    queryFn: () => fetchStory(storyId, language),
  });

export function useStory(storyId: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...storyQuery(storyId, useContentLanguage()), enabled });
}
