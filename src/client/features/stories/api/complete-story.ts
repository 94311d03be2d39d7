import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { StoryCompletionResult } from "@shared/schemas/stories";
import { isSavedOnDevice, sendOrKeepResult } from "@client/lib/outbox";
import { currentUserQuery, useSignedInUser } from "@client/data/current-user";
import { userStatsQuery } from "@client/data/learning/user-stats";
import { storyProgressQuery } from "./story-progress";

export interface CompleteStoryVariables {
  storyId: number;
  /** The choice ids made, in order. */
  choices: string[];
}

/** POST /api/user/{id}/stories/{storyId}/complete: the story's XP the first time, nothing more on a replay. */
export const completeStory = (userId: number, { storyId, choices }: CompleteStoryVariables) =>
  sendOrKeepResult<StoryCompletionResult>(userId, "story", `/api/user/${userId}/stories/${storyId}/complete`, { choices });

/** On success the shell shows the new stats at once, and story progress and home stats are refetched. */
export function useCompleteStory() {
  const queryClient = useQueryClient();
  const userId = useSignedInUser().id;
  return useMutation({
    mutationFn: (variables: CompleteStoryVariables) => completeStory(userId, variables),
    onSuccess: (result) => {
      // Kept on the phone: the stats change when it reaches the server (data/offline-sync.ts).
      if (isSavedOnDevice(result)) return;
      queryClient.setQueryData(currentUserQuery.queryKey, result.user);
      void Promise.all([
        queryClient.invalidateQueries({ queryKey: storyProgressQuery(userId).queryKey }),
        queryClient.invalidateQueries({ queryKey: userStatsQuery(userId).queryKey }),
      ]);
    },
  });
}
