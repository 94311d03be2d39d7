import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import type { SamePage } from "@shared/schemas/family";
import type { DisplayLanguage } from "@shared/i18n/locales";
import { ApiError, apiRequest } from "@client/lib/api";
import { familyQuery, useFamily } from "./family";

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
 * `ready` (the parent completed it) holds, so the lesson player never waits for it. Offline, refused, or no longer
 * shared, it has no data and the screen shows nothing of it: the answers read before are never shown again once
 * another adult said no (React Query keeps the last data beside an error, and in a query turned off).
 */
export function useSamePage(
  target: SamePageTarget,
  language: DisplayLanguage,
  ready: boolean,
): { data: SamePage | undefined } {
  const queryClient = useQueryClient();
  const family = useFamily();
  const shared = ready && family.data?.sharesAnswers === true;
  const samePage = useQuery({ ...samePageQuery(target, language), enabled: shared });
  // Refused: the family this device knows is out of date (another adult said no, or removed this one).
  const refused = samePage.error instanceof ApiError && samePage.error.status === 403;
  useEffect(() => {
    if (refused) void queryClient.invalidateQueries({ queryKey: familyQuery().queryKey });
  }, [refused, queryClient]);
  // Only what was read since the screen opened: answers cached from before another adult's no are never shown again.
  return { data: shared && samePage.isFetchedAfterMount && !samePage.isError ? samePage.data : undefined };
}
