import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CreateJournalEntryInput, JournalEntry, SavedJournalEntry, UpdateJournalEntryInput } from "@shared/schemas/journal";
import { announceBadges, badgesIn } from "@client/lib/badge-news";
import { apiRequest } from "@client/lib/api";
import { sendOrKeepResult } from "@client/lib/outbox";
import type { PublicUser } from "@shared/schemas/auth";
import { currentUserQuery } from "./current-user";
import { reads } from "@shared/api/reads";

export const journalQuery = () =>
  queryOptions({
    queryKey: reads.journal().key,
    queryFn: () => apiRequest<JournalEntry[]>("GET", reads.journal().path),
  });

export function useJournal() {
  return useQuery(journalQuery());
}

/**
 * Saves a lesson reflection or a hand-written entry; the journal list refetches next time it is shown, and a badge the
 * entry earned is announced. Without a connection the entry is kept on this phone and sent, once, when it is back
 * (lib/outbox.ts), which announces its badge then.
 */
export function useSaveJournalEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entry: CreateJournalEntryInput) => {
      // Read, not watched: players may render outside the signed-in routes (their tests do); then it is simply sent.
      const userId = queryClient.getQueryData<PublicUser | null>(currentUserQuery.queryKey)?.id;
      return userId === undefined
        ? apiRequest<SavedJournalEntry>("POST", "/api/journal", entry)
        : sendOrKeepResult<SavedJournalEntry>(userId, "journal", "/api/journal", entry);
    },
    onSuccess: (saved) => {
      // The first entry earns "First Reflection": announced wherever the entry was written (lib/badge-news.ts).
      const userId = queryClient.getQueryData<PublicUser | null>(currentUserQuery.queryKey)?.id;
      if (userId !== undefined) announceBadges(userId, badgesIn(saved));
      return queryClient.invalidateQueries({ queryKey: journalQuery().queryKey });
    },
  });
}

/** Edits one of the parent's own entries (PATCH /api/journal/{id}); the list is refetched with the change. */
export function useUpdateJournalEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: UpdateJournalEntryInput }) =>
      apiRequest<JournalEntry>("PATCH", `/api/journal/${id}`, changes),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: journalQuery().queryKey }),
  });
}

/** Deletes one of the parent's own entries (DELETE /api/journal/{id}). */
export function useDeleteJournalEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<void>("DELETE", `/api/journal/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: journalQuery().queryKey }),
  });
}
