import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { toastText } from "@shared/messages";
import type { ListeningRate, UpdateSettingsInput, UserSettings } from "@shared/schemas/settings";
import { mergeSettings } from "@shared/settings";
import type { HelplineCountry } from "@shared/help-countries";
import { notify, notifyFailure } from "@client/components/ui/toast";
import { apiRequest } from "@client/lib/api";
import { saveAppearance } from "@client/lib/appearance";
import { reads } from "@shared/api/reads";

export const settingsQuery = (userId: number) =>
  queryOptions({
    queryKey: reads.settings(userId).key,
    queryFn: () => apiRequest<UserSettings>("GET", reads.settings(userId).path),
  });

/** `userId` undefined (for a moment after sign-out) asks nothing. */
export function useSettings(userId: number | undefined) {
  return useQuery({ ...settingsQuery(userId ?? 0), enabled: userId !== undefined });
}

/**
 * Changes settings on the server. The screen shows the change at once (and the look changes at once); a failure
 * puts the previous settings back and says so.
 */
export function useUpdateSettings(userId: number) {
  const queryClient = useQueryClient();
  const key = settingsQuery(userId).queryKey;
  return useMutation({
    mutationFn: (change: UpdateSettingsInput) => apiRequest<UserSettings>("PATCH", `/api/user/${userId}/settings`, change),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<UserSettings>(key);
      if (previous) {
        const next = mergeSettings(previous, change as Parameters<typeof mergeSettings>[1]);
        queryClient.setQueryData(key, next);
        saveAppearance(next);
      }
      return { previous };
    },
    onSuccess: (saved, change) => {
      queryClient.setQueryData(key, saved);
      // The streak reads differently under another rhythm: home, the stats and /progress read it again.
      if (change.streakRhythm !== undefined) {
        void queryClient.invalidateQueries({ queryKey: ["user", userId] });
        void queryClient.invalidateQueries({ queryKey: reads.me().key });
      }
      notify(toastText.settingsUpdated);
    },
    onError: (error, _change, context) => {
      if (context?.previous) {
        queryClient.setQueryData(key, context.previous);
        saveAppearance(context.previous);
      }
      notifyFailure(toastText.settingsFailure, error);
    },
  });
}

/**
 * Home asked once for a child's birth month, and the parent answered or put it aside: kept on the account, quietly
 * (no toast: it is no setting the parent changed), so no device asks again.
 */
export function useMarkBirthMonthAsked(userId: number) {
  const queryClient = useQueryClient();
  const key = settingsQuery(userId).queryKey;
  return useMutation({
    mutationFn: () =>
      apiRequest<UserSettings>("PATCH", `/api/user/${userId}/settings`, { birthMonthAsked: true } satisfies UpdateSettingsInput),
    onMutate: () => {
      const previous = queryClient.getQueryData<UserSettings>(key);
      if (previous) queryClient.setQueryData(key, { ...previous, birthMonthAsked: true });
      return { previous };
    },
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
  });
}

/**
 * The reading speed chosen in a lesson's top bar, kept for the next lesson quietly (no toast in the middle of a
 * lesson); a failure only leaves the stored speed as it was.
 */
export function useSaveListeningRate(userId: number) {
  const queryClient = useQueryClient();
  const key = settingsQuery(userId).queryKey;
  return useMutation({
    mutationFn: (listeningRate: ListeningRate) =>
      apiRequest<UserSettings>("PATCH", `/api/user/${userId}/settings`, { listeningRate } satisfies UpdateSettingsInput),
    onMutate: (listeningRate) => {
      const previous = queryClient.getQueryData<UserSettings>(key);
      if (previous) queryClient.setQueryData(key, { ...previous, listeningRate });
      return { previous };
    },
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
    onError: (_error, _rate, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
  });
}

/** Keeps the page's look (dark mode, font size) and this device's copy in step with the parent's stored settings. */
export function useAppearanceFromSettings(userId: number | undefined): void {
  const { data } = useSettings(userId);
  useEffect(() => {
    if (data) saveAppearance(data);
  }, [data]);
}

/**
 * The country chosen on Get help now, kept on the account quietly (no toast over the numbers the parent is reading:
 * the page says where its country comes from). A failure puts the stored country back; the page still shows the
 * chosen one, and says it was not saved.
 */
export function useSaveHelpCountry(userId: number) {
  const queryClient = useQueryClient();
  const key = settingsQuery(userId).queryKey;
  return useMutation({
    mutationFn: (helpCountry: HelplineCountry) =>
      apiRequest<UserSettings>("PATCH", `/api/user/${userId}/settings`, { helpCountry } satisfies UpdateSettingsInput),
    onMutate: async (helpCountry) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<UserSettings>(key);
      if (previous) queryClient.setQueryData(key, { ...previous, helpCountry });
      return { previous };
    },
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
    onError: (_error, _country, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
  });
}
