import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { LoginInput, PublicUser } from "@shared/schemas/auth";
import { apiRequest } from "@client/lib/api";
import { browserTimeZone } from "@client/lib/time-zone";
import { currentUserQuery } from "@client/data/current-user";

export const login = (input: LoginInput) =>
  apiRequest<PublicUser>("POST", "/api/auth/login", { ...input, timeZone: browserTimeZone() });

/**
 * On success the current-user cache holds the new user (docs/screens.md#api-calls). The login started a new session
 * without admin rights, so whatever was cached about the old session's admin state is forgotten.
 */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => {
      queryClient.setQueryData(currentUserQuery.queryKey, user);
      queryClient.removeQueries({ queryKey: ["admin"] });
    },
  });
}
