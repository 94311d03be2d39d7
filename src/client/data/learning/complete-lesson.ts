import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CompleteLessonInput, CompletionResult, ProgressEntry } from "@shared/schemas/learning";
import { type SavedOnDevice, isSavedOnDevice, sendOrKeepResult } from "@client/lib/outbox";
import { currentUserQuery, useSignedInUser } from "../current-user";
import { levelProgressQuery } from "./level-progress";
import { progressQuery } from "./progress";
import { userStatsQuery } from "./user-stats";

export interface CompleteLessonVariables {
  lessonId: number;
  input: CompleteLessonInput;
}

/**
 * docs/lesson-players.md#progress-call: POST /api/user/{id}/lessons/{lessonId}/progress; 403 when the lesson is locked.
 * Without a connection the completion is kept on this phone and sent, exactly once, when it is back (lib/outbox.ts).
 */
export const completeLesson = (userId: number, { lessonId, input }: CompleteLessonVariables) =>
  sendOrKeepResult<CompletionResult>(userId, "lesson", `/api/user/${userId}/lessons/${lessonId}/progress`, input);

/**
 * On success the shell shows the new stats at once (the answer carries the user), and the progress,
 * level progress and stats queries are refetched (docs/lesson-players.md#progress-call). A completion kept on the phone
 * marks the lesson done here already, so the next one opens while still offline.
 */
export function useCompleteLesson() {
  const queryClient = useQueryClient();
  const userId = useSignedInUser().id;
  return useMutation<CompletionResult | SavedOnDevice, Error, CompleteLessonVariables>({
    mutationFn: (variables: CompleteLessonVariables) => completeLesson(userId, variables),
    onSuccess: (result, { lessonId, input }) => {
      if (isSavedOnDevice(result)) {
        queryClient.setQueryData(progressQuery(userId).queryKey, (entries: ProgressEntry[] | undefined) => [
          ...(entries ?? []).filter((entry) => entry.lessonId !== lessonId),
          { id: -lessonId, lessonId, levelId: input.levelId, completed: true, score: input.score ?? null, completedAt: new Date().toISOString() },
        ]);
        return;
      }
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
