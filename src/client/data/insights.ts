import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Insights } from "@shared/schemas/insights";
import { reads } from "@shared/api/reads";
import { apiRequest } from "@client/lib/api";
import type { DisplayLanguage } from "@shared/i18n/locales";
import { useContentLanguage } from "@client/lib/i18n/content-language";

/** The parent's last 12 weeks and observations (GET /api/user/{id}/insights), for /progress. */
export const insightsQuery = (userId: number, language: DisplayLanguage) =>
  queryOptions({
    queryKey: reads.insights(userId, language).key,
    queryFn: () => apiRequest<Insights>("GET", reads.insights(userId, language).path),
    // Moods, lessons and check-ins change it from many screens: read again when opened after half a minute.
    staleTime: 30_000,
  });

export function useInsights(userId: number) {
  return useQuery(insightsQuery(userId, useContentLanguage()));
}
