import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { PracticeCheckInInput, PracticeCheckInResult, PracticesOverview } from "@shared/schemas/practices";
import { apiRequest } from "@client/lib/api";
import { currentUserQuery } from "./current-user";
import { userStatsQuery } from "./learning/user-stats";
import { inLanguage, reads } from "@shared/api/reads";
import type { DisplayLanguage } from "@shared/i18n/locales";
import { useContentLanguage } from "@client/lib/i18n/content-language";
import { announceBadges } from "@client/lib/badge-news";

export const practicesQuery = (userId: number, language: DisplayLanguage) =>
  queryOptions({
    queryKey: reads.practices(userId, language).key,
    queryFn: () => apiRequest<PracticesOverview>("GET", reads.practices(userId, language).path),
  });

export function usePractices(userId: number) {
  return useQuery(practicesQuery(userId, useContentLanguage()));
}

/** "Did you try it?": the answer replaces the practice on screen, and the XP it earned shows in the stats at once. */
export function usePracticeCheckIn(userId: number) {
  const queryClient = useQueryClient();
  const language = useContentLanguage();
  return useMutation({
    mutationFn: ({ lessonId, input }: { lessonId: number; input: PracticeCheckInInput }) =>
      apiRequest<PracticeCheckInResult>(
        "POST",
        inLanguage(`/api/user/${userId}/practices/${lessonId}/check-in`, language),
        input,
      ),
    onSuccess: (result) => {
      queryClient.setQueryData(practicesQuery(userId, language).queryKey, (before) => {
        const answered = result.practice;
        const was = before?.recent.find((practice) => practice.lessonId === answered.lessonId);
        const recent = before ? before.recent.map((practice) => (practice.lessonId === answered.lessonId ? answered : practice)) : [answered];
        return {
          current: before?.current && before.current.lessonId !== answered.lessonId ? before.current : answered,
          recent,
          triedCount: (before?.triedCount ?? 0) + (answered.tried && !was?.tried ? 1 : 0),
        };
      });
      queryClient.setQueryData(currentUserQuery.queryKey, result.user);
      queryClient.setQueryData(userStatsQuery(userId).queryKey, result.user);
      if (result.journalEntryId !== null) void queryClient.invalidateQueries({ queryKey: ["journal"] });
      // A note that is the parent's first journal entry earns "First Reflection".
      announceBadges(userId, result.newAchievements);
    },
  });
}
