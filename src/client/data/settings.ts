import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { toastText } from "@shared/messages";
import type { ListeningRate, UpdateSettingsInput, UserSettings } from "@shared/schemas/settings";
import { type SettingsChange, mergeSettings } from "@shared/settings";
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
 * The changes of settings sent and not yet answered, per parent. Changes go out one at a time (the mutations share a
 * scope), and each answer is the whole stored settings as of that change: the changes still waiting are laid over it,
 * so an answer never takes back a change made since (listening switched on, then the language changed at once).
 */
const waiting = new Map<number, Set<UpdateSettingsInput>>();
const settingsScope = (userId: number) => ({ id: `settings:${userId}` });

function laidOver(userId: number, saved: UserSettings, except: UpdateSettingsInput): UserSettings {
  let settings = saved;
  for (const change of waiting.get(userId) ?? []) if (change !== except) settings = mergeSettings(settings, change as SettingsChange);
  return settings;
}

/** What a failed change takes back: only the settings it named, as they were before it. */
function undoOf(change: UpdateSettingsInput, previous: UserSettings): SettingsChange {
  const undo: Record<string, unknown> = {};
  for (const name of Object.keys(change) as (keyof UpdateSettingsInput)[]) {
    if (name === "notifications") {
      const names = Object.keys(change.notifications ?? {}) as (keyof UserSettings["notifications"])[];
      undo.notifications = Object.fromEntries(names.map((each) => [each, previous.notifications[each]]));
    } else undo[name] = previous[name as keyof UserSettings];
  }
  return undo as SettingsChange;
}

interface SettingsMutationOptions {
  /** Shows the change on the page's look at once (dark mode, font size). */
  appearance?: boolean;
  onSuccess?: (saved: UserSettings, change: UpdateSettingsInput) => void;
  onError?: (error: Error) => void;
}

/** A change of settings: shown at once, sent in turn, taken back alone if it fails (the rest kept). */
function useSettingsMutation<Variables>(userId: number, toChange: (variables: Variables) => UpdateSettingsInput, options: SettingsMutationOptions = {}) {
  const queryClient = useQueryClient();
  const key = settingsQuery(userId).queryKey;
  const show = (settings: UserSettings) => {
    queryClient.setQueryData(key, settings);
    if (options.appearance) saveAppearance(settings);
  };
  return useMutation({
    scope: settingsScope(userId),
    mutationFn: (variables: Variables) => apiRequest<UserSettings>("PATCH", `/api/user/${userId}/settings`, toChange(variables)),
    onMutate: async (variables) => {
      const change = toChange(variables);
      const pending = waiting.get(userId) ?? new Set<UpdateSettingsInput>();
      pending.add(change);
      waiting.set(userId, pending);
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<UserSettings>(key);
      if (previous) show(mergeSettings(previous, change as SettingsChange));
      return { previous, change };
    },
    onSuccess: (saved, _variables, context) => {
      show(laidOver(userId, saved, context.change));
      options.onSuccess?.(saved, context.change);
    },
    onError: (error, _variables, context) => {
      const now = queryClient.getQueryData<UserSettings>(key);
      if (context?.previous && now) show(mergeSettings(now, undoOf(context.change, context.previous)));
      options.onError?.(error);
    },
    onSettled: (_data, _error, _variables, context) => {
      if (context) waiting.get(userId)?.delete(context.change);
    },
  });
}

/**
 * Changes settings on the server. The screen shows the change at once (and the look changes at once); a failure
 * puts the settings it named back and says so.
 */
export function useUpdateSettings(userId: number) {
  const queryClient = useQueryClient();
  return useSettingsMutation(userId, (change: UpdateSettingsInput) => change, {
    appearance: true,
    onSuccess: (_saved, change) => {
      // The streak reads differently under another rhythm: home, the stats and /progress read it again.
      if (change.streakRhythm !== undefined) {
        void queryClient.invalidateQueries({ queryKey: ["user", userId], predicate: (query) => query.queryKey[2] !== "settings" });
        void queryClient.invalidateQueries({ queryKey: reads.me().key });
      }
      notify(toastText.settingsUpdated);
    },
    onError: (error) => notifyFailure(toastText.settingsFailure, error),
  });
}

/**
 * Home asked once for a child's birth month, and the parent answered or put it aside: kept on the account, quietly
 * (no toast: it is no setting the parent changed), so no device asks again.
 */
export function useMarkBirthMonthAsked(userId: number) {
  return useSettingsMutation(userId, (_: void) => ({ birthMonthAsked: true }) satisfies UpdateSettingsInput);
}

/**
 * The reading speed chosen in a lesson's top bar, kept for the next lesson quietly (no toast in the middle of a
 * lesson); a failure only leaves the stored speed as it was.
 */
export function useSaveListeningRate(userId: number) {
  return useSettingsMutation(userId, (listeningRate: ListeningRate) => ({ listeningRate }) satisfies UpdateSettingsInput);
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
