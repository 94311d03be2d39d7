import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "../../components/ui/button";
import { LoadError } from "../../components/ui/load-error";
import { cn } from "../../lib/cn";
import { useSignedInUser } from "../../data/current-user";
import { useJournal } from "../../data/journal";
import { JournalEntryForm } from "./journal-entry-form";
import { DeleteEntryDialog, EmptyJournal, EntryDetails, EntryList, JournalHeader, NoEntryPicked } from "./journal-parts";
import { useJournalChanges, useJournalPane } from "./use-journal";

/**
 * Journal (docs/screens.md#journal-screen, docs/product-rules.md#journal): the parent's entries on the left, the picked
 * one on the right. Entries come from lesson reflections and can be written, edited and deleted by hand. On a phone the
 * list and the entry take turns, with a way back to the list.
 */
export function JournalPage() {
  const user = useSignedInUser();
  const journal = useJournal();
  const { pane, setPane, paneRef, listRef, backToList } = useJournalPane();
  const changes = useJournalChanges(setPane);
  const timeZone = user.timeZone || undefined;
  const { t } = useLingui();

  const header = (
    <JournalHeader
      userId={user.id}
      onNew={journal.data && journal.data.length > 0 && pane.kind !== "new" ? () => setPane({ kind: "new" }) : undefined}
    />
  );

  if (journal.isError) {
    return (
      <div className="flex flex-col gap-6">
        {header}
        <LoadError
          message={t`We couldn't load your journal. Please check your connection and try again.`}
          onRetry={() => void journal.refetch()}
        />
      </div>
    );
  }
  if (!journal.data) {
    return (
      <div className="flex flex-col gap-6">
        {header}
        <p role="status" className="py-10 text-center text-lg font-semibold text-ink-soft">
          <Trans>Loading your journal...</Trans>
        </p>
      </div>
    );
  }

  const entries = journal.data;
  const picked = pane.kind === "view" || pane.kind === "edit" ? entries.find((entry) => entry.id === pane.id) : undefined;

  if (entries.length === 0 && pane.kind !== "new") {
    return (
      <div className="flex flex-col gap-6">
        {header}
        <EmptyJournal onWrite={() => setPane({ kind: "new" })} />
      </div>
    );
  }

  // On a phone only one side shows at a time: the list until something is picked or written.
  const paneOpen = pane.kind !== "none";

  return (
    <div className="flex flex-col gap-6">
      {header}
      <div className="flex flex-col gap-6 lg:flex-row lg:items-start">
        <EntryList
          entries={entries}
          pickedId={picked?.id}
          onPick={(id) => setPane({ kind: "view", id })}
          listRef={listRef}
          timeZone={timeZone}
          hidden={paneOpen}
        />
        <section ref={paneRef} aria-label={t`Journal entry`} className={cn("flex flex-col gap-3 lg:sticky lg:top-20 lg:w-3/5", !paneOpen && "hidden lg:flex")}>
          {paneOpen && entries.length > 0 ? (
            <Button variant="ghost" size="sm" className="self-start lg:hidden" onClick={backToList}>
              <span aria-hidden="true" className="inline-block rtl:-scale-x-100">←</span> <Trans comment="Button on a phone: back from one journal entry to the list of entries">Back to list</Trans>
            </Button>
          ) : null}
          {pane.kind === "new" ? (
            <JournalEntryForm heading={t({ message: "New Entry", comment: "Heading of the form for a new journal entry" })} saving={changes.saving} onSave={changes.create} onCancel={backToList} />
          ) : pane.kind === "edit" && picked ? (
            <JournalEntryForm
              key={picked.id}
              heading={t({ message: "Edit Entry", comment: "Heading of the form that edits a journal entry" })}
              initial={{ lessonTitle: picked.lessonTitle, feeling: picked.feeling, improvementNotes: picked.improvementNotes ?? "" }}
              saving={changes.updating}
              onSave={(values) => changes.edit(picked.id, values)}
              onCancel={() => setPane({ kind: "view", id: picked.id })}
            />
          ) : picked ? (
            <EntryDetails entry={picked} timeZone={timeZone} onEdit={() => setPane({ kind: "edit", id: picked.id })} onDelete={() => changes.askDelete(picked)} />
          ) : (
            <NoEntryPicked />
          )}
        </section>
      </div>
      <DeleteEntryDialog entry={changes.confirming} deleting={changes.deleting} onKeep={() => changes.askDelete(null)} onDelete={changes.confirmDelete} />
    </div>
  );
}
