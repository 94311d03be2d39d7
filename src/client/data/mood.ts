import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Mood, TodayMood } from "@shared/schemas/mood";
import { apiRequest } from "@client/lib/api";
import { reads } from "@shared/api/reads";

export const todayMoodQuery = (userId: number) =>
  queryOptions({
    queryKey: reads.mood(userId).key,
    queryFn: () => apiRequest<TodayMood>("GET", reads.mood(userId).path),
  });

export function useTodayMood(userId: number) {
  return useQuery(todayMoodQuery(userId));
}

/** Records today's mood; the screen shows the pick at once and keeps the server's answer. */
export function useRecordMood(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mood: Mood) => apiRequest<TodayMood>("PUT", `/api/user/${userId}/mood`, { mood }),
    onSuccess: (saved) => queryClient.setQueryData(todayMoodQuery(userId).queryKey, saved),
  });
}
