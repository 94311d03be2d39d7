import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SamePage } from "@shared/schemas/family";
import type { DisplayLanguage } from "@shared/i18n/locales";
import { apiRequest } from "@client/lib/api";
import { useFamily } from "./family";

/** What the family's shared view is about: one lesson or one story. */
export type SamePageTarget = { lessonId: number } | { storyId: number };

const targetQuery = (target: SamePageTarget) =>
  "lessonId" in target ? `lessonId=${target.lessonId}` : `storyId=${target.storyId}`;

export const samePageQuery = (target: SamePageTarget, language: DisplayLanguage) =>
  queryOptions({
    queryKey: ["same-page", targetQuery(target), language],
    queryFn: () => apiRequest<SamePage>("GET", `/api/family/same-page?${targetQuery(target)}&language=${language}`),
    // Read afresh each time the screen opens: another adult may have played since, or said no.
    staleTime: 0,
  });

/**
 * The family's answers side by side (docs/product-rules.md#the-same-page), read only once the family shares them and
 * `ready` (the parent completed it) holds, so the lesson player never waits for it. Offline or refused, it has no data
 * and the screen shows nothing of it.
 */
export function useSamePage(target: SamePageTarget, language: DisplayLanguage, ready: boolean) {
  const family = useFamily();
  return useQuery({ ...samePageQuery(target, language), enabled: ready && family.data?.sharesAnswers === true });
}
