import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PublicUser } from "@shared/schemas/auth";
import type { UpdateUserInput } from "@shared/schemas/profile";
import { apiRequest } from "@client/lib/api";
import { currentUserQuery } from "./current-user";
import { userStatsQuery } from "./learning/user-stats";

/** PATCH /api/user/{id}; the saved user replaces both cached copies (the session's and the stats'). */
export function useUpdateUser(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdateUserInput) => apiRequest<PublicUser>("PATCH", `/api/user/${userId}`, changes),
    onSuccess: (saved) => {
      queryClient.setQueryData(currentUserQuery.queryKey, saved);
      queryClient.setQueryData(userStatsQuery(userId).queryKey, saved);
    },
  });
}
