import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Mood, TodayMood } from "@shared/schemas/mood";
import { apiRequest } from "@client/lib/api";

export const todayMoodQuery = (userId: number) =>
  queryOptions({
    queryKey: ["user", userId, "mood"] as const,
    queryFn: () => apiRequest<TodayMood>("GET", `/api/user/${userId}/mood`),
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
