import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CompleteLessonInput, CompletionResult } from "../../../../shared/schemas/learning";
import { apiRequest } from "../../../lib/api";
import { currentUserQuery, useSignedInUser } from "../../auth/api/current-user";
import { levelProgressQuery } from "./level-progress";
import { progressQuery } from "./progress";
import { userStatsQuery } from "./user-stats";

export interface CompleteLessonVariables {
  lessonId: number;
  input: CompleteLessonInput;
}

/** Players spec §7: POST /api/user/{id}/lessons/{lessonId}/progress; 403 when the lesson is locked. */
export const completeLesson = (userId: number, { lessonId, input }: CompleteLessonVariables) =>
  apiRequest<CompletionResult>("POST", `/api/user/${userId}/lessons/${lessonId}/progress`, input);

/**
 * On success the shell shows the new stats at once (the answer carries the user), and the progress,
 * level progress and stats queries are refetched (players spec §7).
 */
export function useCompleteLesson() {
  const queryClient = useQueryClient();
  const userId = useSignedInUser().id;
  return useMutation({
    mutationFn: (variables: CompleteLessonVariables) => completeLesson(userId, variables),
    onSuccess: (result, { input }) => {
      queryClient.setQueryData(currentUserQuery.queryKey, result.user);
      // Not awaited: the completion card should not wait for the refetches.
      void Promise.all([
        queryClient.invalidateQueries({ queryKey: progressQuery(userId).queryKey }),
        queryClient.invalidateQueries({ queryKey: levelProgressQuery(userId, input.levelId).queryKey }),
        queryClient.invalidateQueries({ queryKey: userStatsQuery(userId).queryKey }),
        queryClient.invalidateQueries({ queryKey: ["user", userId, "practices"] }),
      ]);
    },
  });
}
