import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { LoginInput, PublicUser } from "@shared/schemas/auth";
import { apiRequest } from "@client/lib/api";
import { browserTimeZone } from "@client/lib/time-zone";
import { currentUserQuery } from "@client/data/current-user";
import { claimGuestLesson } from "@client/data/guest-lesson-claim";
import { settingsQuery } from "@client/data/settings";
import { followParentLanguage } from "@client/lib/i18n/i18n";

export const login = (input: LoginInput) =>
  apiRequest<PublicUser>("POST", "/api/auth/login", { ...input, timeZone: browserTimeZone() });

/**
 * On success the current-user cache holds the new user (docs/screens.md#api-calls). The login started a new session
 * without admin rights, so whatever was cached about the old session's admin state is forgotten. A guest lesson played
 * in this browser moves into the account first (data/guest-lesson-claim.ts), and the user cached is the one after it.
 * The app takes on the parent's language before the first signed-in screen draws, so none flashes in the device's.
 */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: LoginInput) => {
      const user = await login(input);
      const claimed = await claimGuestLesson();
      const settings = await queryClient.fetchQuery(settingsQuery(user.id)).catch(() => undefined);
      await followParentLanguage(settings?.language);
      return claimed?.user ?? user;
    },
    onSuccess: (user) => {
      queryClient.setQueryData(currentUserQuery.queryKey, user);
      queryClient.removeQueries({ queryKey: ["admin"] });
    },
  });
}
