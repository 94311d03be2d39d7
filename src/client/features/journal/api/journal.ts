import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CreateJournalEntryInput, JournalEntry, UpdateJournalEntryInput } from "../../../../shared/schemas/journal";
import { apiRequest } from "../../../lib/api";

export const journalQuery = () =>
  queryOptions({
    queryKey: ["journal"] as const,
    queryFn: () => apiRequest<JournalEntry[]>("GET", "/api/journal"),
  });

export function useJournal() {
  return useQuery(journalQuery());
}

/** Saves a lesson reflection; the journal list refetches next time it is shown. */
export function useSaveJournalEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entry: CreateJournalEntryInput) => apiRequest<JournalEntry>("POST", "/api/journal", entry),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: journalQuery().queryKey }),
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
