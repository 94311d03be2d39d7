import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { FavoriteLessonIds } from "@shared/schemas/favorites";
import { apiRequest } from "@client/lib/api";
import { reads } from "@shared/api/reads";

export const favoriteLessonsQuery = (userId: number) =>
  queryOptions({
    queryKey: reads.favorites(userId).key,
    queryFn: () => apiRequest<FavoriteLessonIds>("GET", reads.favorites(userId).path),
  });

export function useFavoriteLessons(userId: number) {
  return useQuery(favoriteLessonsQuery(userId));
}

/** Adds or removes one favourite; the server answers with the whole list, which replaces the cached one. */
export function useToggleFavorite(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ lessonId, favorite }: { lessonId: number; favorite: boolean }) =>
      apiRequest<FavoriteLessonIds>(favorite ? "PUT" : "DELETE", `/api/user/${userId}/favorites/${lessonId}`),
    onSuccess: (saved) => queryClient.setQueryData(favoriteLessonsQuery(userId).queryKey, saved),
  });
}
