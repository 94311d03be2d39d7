import { useMutation } from "@tanstack/react-query";
import type { ChangePasswordInput } from "@shared/schemas/password";
import { apiRequest } from "@client/lib/api";

/** POST /api/auth/password: this device stays signed in, the parent's other devices are signed out. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (input: ChangePasswordInput) =>
      apiRequest<{ message: string; endedSessions: number }>("POST", "/api/auth/password", input),
  });
}

/** POST /api/auth/sessions/end-others. */
export function useSignOutOtherDevices() {
  return useMutation({
    mutationFn: () => apiRequest<{ endedSessions: number }>("POST", "/api/auth/sessions/end-others"),
  });
}
