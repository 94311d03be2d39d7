import { queryOptions, useQuery } from "@tanstack/react-query";
import type { LessonSummary } from "@shared/schemas/learning";
import { apiRequest } from "@client/lib/api";
import { reads } from "@shared/api/reads";
import type { DisplayLanguage } from "@shared/i18n/locales";
import { useContentLanguage } from "@client/lib/i18n/content-language";

/** docs/screens.md#api-calls: GET /api/lessons, every lesson without its content. */
export const fetchLessons = (language: DisplayLanguage) =>
  apiRequest<LessonSummary[]>("GET", reads.lessons(language).path);

export const lessonsQuery = (language: DisplayLanguage) =>
  queryOptions({
    queryKey: reads.lessons(language).key,
    queryFn: () => fetchLessons(language),
  });

export function useLessons() {
  return useQuery(lessonsQuery(useContentLanguage()));
}
