import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Level } from "@shared/schemas/learning";
import { apiRequest } from "@client/lib/api";
import { reads } from "@shared/api/reads";
import type { DisplayLanguage } from "@shared/i18n/locales";
import { useContentLanguage } from "@client/lib/i18n/content-language";

/** docs/screens.md#api-calls: GET /api/levels/{levelId}; the screens read its title and colour. */
export const fetchLevel = (levelId: number, language: DisplayLanguage) =>
  apiRequest<Level>("GET", reads.level(levelId, language).path);

export const levelQuery = (levelId: number, language: DisplayLanguage) =>
  queryOptions({
    queryKey: reads.level(levelId, language).key,
    queryFn: () => fetchLevel(levelId, language),
  });

export function useLevel(levelId: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...levelQuery(levelId, useContentLanguage()), enabled });
}
