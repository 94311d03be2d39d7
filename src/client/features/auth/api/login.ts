import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { LoginInput, PublicUser } from "../../../../shared/schemas/auth";
import { apiRequest } from "../../../lib/api";
import { browserTimeZone } from "../../../lib/time-zone";
import { currentUserQuery } from "./current-user";

export const login = (input: LoginInput) =>
  apiRequest<PublicUser>("POST", "/api/auth/login", { ...input, timeZone: browserTimeZone() });

/** On success the current-user cache holds the new user (spec §7). */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => queryClient.setQueryData(currentUserQuery.queryKey, user),
  });
}
