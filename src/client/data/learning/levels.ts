import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Level } from "@shared/schemas/learning";
import { apiRequest } from "@client/lib/api";
import { reads } from "@shared/api/reads";
import type { DisplayLanguage } from "@shared/i18n/locales";
import { useContentLanguage } from "@client/lib/i18n/content-language";

/** docs/screens.md#api-calls: GET /api/levels, every level of the curriculum. */
export const fetchLevels = (language: DisplayLanguage) => apiRequest<Level[]>("GET", reads.levels(language).path);

export const levelsQuery = (language: DisplayLanguage) =>
  queryOptions({
    queryKey: reads.levels(language).key,
    queryFn: () => fetchLevels(language),
  });

export function useLevels() {
  return useQuery(levelsQuery(useContentLanguage()));
}
