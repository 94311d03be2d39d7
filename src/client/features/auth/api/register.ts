import { useMutation } from "@tanstack/react-query";
import type { PublicUser, RegisterInput } from "@shared/schemas/auth";
import { apiRequest } from "@client/lib/api";
import { browserTimeZone } from "@client/lib/time-zone";

export const register = (input: RegisterInput) =>
  apiRequest<PublicUser>("POST", "/api/auth/register", { ...input, timeZone: browserTimeZone() });

/** After registering the page reloads at / (docs/screens.md#login-and-register), so the cache needs no update here. */
export function useRegister() {
  return useMutation({ mutationFn: register });
}
