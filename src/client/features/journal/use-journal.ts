import { useEffect, useRef, useState } from "react";
import type { I18n } from "@lingui/core";
import { useLingui } from "@lingui/react";
import { toastText } from "@shared/messages";
import type { JournalEntry, JournalEntryFormInput } from "@shared/schemas/journal";
import { notify, notifyFailure } from "../../components/ui/toast";
import { isSavedOnDevice, savedOnDeviceText } from "../../lib/outbox";
import { useDeleteJournalEntry, useSaveJournalEntry, useUpdateJournalEntry } from "../../data/journal";

/** What the right-hand side shows: nothing picked yet, one entry, or the form. */
export type Pane = { kind: "none" } | { kind: "view"; id: number } | { kind: "new" } | { kind: "edit"; id: number };

/**
 * The journal's right-hand side and where focus goes: whatever it now shows gets the focus, so keyboard and
 * screen-reader users land on it; back to the list, the entry that was open takes it.
 */
export function useJournalPane() {
  const [pane, setPane] = useState<Pane>({ kind: "none" });
  const paneRef = useRef<HTMLElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const returnFocusTo = useRef<number | null>(null);
  useEffect(() => {
    if (pane.kind === "view") paneRef.current?.querySelector<HTMLElement>("h2")?.focus();
    if (pane.kind === "none" && returnFocusTo.current !== null) {
      listRef.current?.querySelector<HTMLElement>(`[data-entry-id="${returnFocusTo.current}"]`)?.focus();
      returnFocusTo.current = null;
    }
  }, [pane]);
  const backToList = () => {
    returnFocusTo.current = pane.kind === "view" || pane.kind === "edit" ? pane.id : null;
    setPane({ kind: "none" });
  };
  return { pane, setPane, paneRef, listRef, backToList };
}

/** A toast text of src/shared, in the active language. */
const translated = (i18n: I18n, text: { title: string; description?: string; variant?: "default" | "destructive" }) => ({
  ...text,
  title: i18n._(text.title),
  description: text.description === undefined ? undefined : i18n._(text.description),
});

/**
 * Writing, editing and deleting entries by hand, each confirmed by a toast and followed by the pane it leads to (the
 * entry, or nothing picked); the entry whose deletion is being asked about (`confirming`).
 */
export function useJournalChanges(setPane: (pane: Pane) => void) {
  const { i18n } = useLingui();
  const save = useSaveJournalEntry();
  const update = useUpdateJournalEntry();
  const remove = useDeleteJournalEntry();
  const [confirming, setConfirming] = useState<JournalEntry | null>(null);

  const create = (values: JournalEntryFormInput) =>
    save.mutate(
      { lessonId: null, ...values },
      {
        onSuccess: (entry) => {
          if (isSavedOnDevice(entry)) {
            notify({ title: savedOnDeviceText() });
            setPane({ kind: "none" });
            return;
          }
          notify(translated(i18n, toastText.journalEntrySaved));
          setPane({ kind: "view", id: entry.id });
        },
        onError: () => notify(translated(i18n, toastText.reflectionFailure)),
      },
    );

  const edit = (id: number, values: JournalEntryFormInput) =>
    update.mutate(
      { id, changes: values },
      {
        onSuccess: () => {
          notify(translated(i18n, toastText.journalEntryUpdated));
          setPane({ kind: "view", id });
        },
        onError: () => notify(translated(i18n, toastText.reflectionFailure)),
      },
    );

  const confirmDelete = (entry: JournalEntry) =>
    remove.mutate(entry.id, {
      onSuccess: () => {
        notify(translated(i18n, toastText.journalEntryDeleted));
        setConfirming(null);
        setPane({ kind: "none" });
      },
      onError: (error) => {
        setConfirming(null);
        notifyFailure(
          { title: i18n._(toastText.journalDeleteFailure.title), fallback: i18n._(toastText.journalDeleteFailure.fallback) },
          error,
        );
      },
    });

  return {
    create,
    edit,
    confirmDelete,
    confirming,
    askDelete: setConfirming,
    saving: save.isPending,
    updating: update.isPending,
    deleting: remove.isPending,
  };
}
