import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PublicUser } from "@shared/schemas/auth";
import type { PasswordResetConfirmInput, PasswordResetRequestInput } from "@shared/schemas/password";
import { apiRequest } from "@client/lib/api";
import { currentUserQuery } from "@client/data/current-user";

/** POST /api/auth/password-reset: the same answer whether or not an account uses the email. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (input: PasswordResetRequestInput) => apiRequest<{ message: string }>("POST", "/api/auth/password-reset", input),
  });
}

/** POST /api/auth/password-reset/confirm: the new password is set and this browser is signed in with it. */
export function useConfirmPasswordReset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PasswordResetConfirmInput) => apiRequest<PublicUser>("POST", "/api/auth/password-reset/confirm", input),
    onSuccess: (user) => {
      // Every earlier session ended with the reset, admin rights included; only this new one counts.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== currentUserQuery.queryKey[0] });
      queryClient.setQueryData(currentUserQuery.queryKey, user);
    },
  });
}
