import { useMutation } from "@tanstack/react-query";
import type { PublicUser, RegisterInput } from "@shared/schemas/auth";
import { apiRequest } from "@client/lib/api";
import { browserTimeZone } from "@client/lib/time-zone";
import { claimGuestLesson } from "@client/data/guest-lesson-claim";

export const register = (input: RegisterInput) =>
  apiRequest<PublicUser>("POST", "/api/auth/register", { ...input, timeZone: browserTimeZone() });

/**
 * After registering the page reloads at / (docs/screens.md#login-and-register), so the cache needs no update here. A
 * guest lesson played in this browser moves into the new account first (data/guest-lesson-claim.ts).
 */
export function useRegister() {
  return useMutation({
    mutationFn: async (input: RegisterInput) => {
      const user = await register(input);
      const claimed = await claimGuestLesson();
      return claimed?.user ?? user;
    },
  });
}
