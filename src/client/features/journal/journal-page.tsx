import { useEffect, useRef, useState } from "react";
import { Link } from "wouter";
import { toastText } from "@shared/messages";
import { formatSignupDate } from "@shared/rules/waitlist-stats";
import type { JournalEntry, JournalEntryFormInput } from "@shared/schemas/journal";
import { MOOD_LABELS } from "@shared/schemas/mood";
import { Pip } from "../../components/art/monsters";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Dialog } from "../../components/ui/dialog";
import { notify, notifyFailure } from "../../components/ui/toast";
import { LoadError } from "../../components/ui/load-error";
import { cn } from "../../lib/cn";
import { useSignedInUser } from "../../data/current-user";
import { useTodayMood } from "../../data/mood";
import { PageTitle } from "../../components/ui/page-title";
import { useDeleteJournalEntry, useJournal, useSaveJournalEntry, useUpdateJournalEntry } from "../../data/journal";
import { JournalEntryForm } from "./journal-entry-form";
import { isSavedOnDevice, savedOnDeviceText } from "../../lib/outbox";

/** What the right-hand side shows: nothing picked yet, one entry, or the form. */
type Pane = { kind: "none" } | { kind: "view"; id: number } | { kind: "new" } | { kind: "edit"; id: number };

/** The date format of docs/screens.md#constants, shown in the parent's own time zone. */
const formatEntryDate = (iso: string, timeZone: string | undefined) => formatSignupDate(iso, timeZone);

/**
 * Journal (docs/screens.md#journal-screen, docs/product-rules.md#journal): the parent's entries on the left, the picked
 * one on the right. Entries come from lesson reflections and can be written, edited and deleted by hand. On a phone the
 * list and the entry take turns, with a way back to the list.
 */
export function JournalPage() {
  const user = useSignedInUser();
  const journal = useJournal();
  const save = useSaveJournalEntry();
  const update = useUpdateJournalEntry();
  const remove = useDeleteJournalEntry();
  const [pane, setPane] = useState<Pane>({ kind: "none" });
  const [confirmingDelete, setConfirmingDelete] = useState<JournalEntry | null>(null);
  const paneRef = useRef<HTMLElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const returnFocusTo = useRef<number | null>(null);
  const timeZone = user.timeZone || undefined;

  // Whatever the right-hand side now shows gets the focus, so keyboard and screen-reader users land on it.
  useEffect(() => {
    if (pane.kind === "view") paneRef.current?.querySelector<HTMLElement>("h2")?.focus();
    if (pane.kind === "none" && returnFocusTo.current !== null) {
      listRef.current?.querySelector<HTMLElement>(`[data-entry-id="${returnFocusTo.current}"]`)?.focus();
      returnFocusTo.current = null;
    }
  }, [pane]);

  const header = (
    <header className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <PageTitle>Journal</PageTitle>
          <p className="mt-1 text-lg text-ink-soft">Your reflections, in your own words</p>
        </div>
        {journal.data && journal.data.length > 0 && pane.kind !== "new" ? (
          <Button onClick={() => setPane({ kind: "new" })}>New Entry</Button>
        ) : null}
      </div>
      <TodayMood userId={user.id} />
    </header>
  );

  if (journal.isError) {
    return (
      <div className="flex flex-col gap-6">
        {header}
        <LoadError
          message="We couldn't load your journal. Please check your connection and try again."
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
          Loading your journal...
        </p>
      </div>
    );
  }

  const entries = journal.data;
  const picked = pane.kind === "view" || pane.kind === "edit" ? entries.find((entry) => entry.id === pane.id) : undefined;

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
          notify(toastText.journalEntrySaved);
          setPane({ kind: "view", id: entry.id });
        },
        onError: () => notify(toastText.reflectionFailure),
      },
    );

  const edit = (id: number, values: JournalEntryFormInput) =>
    update.mutate(
      { id, changes: values },
      {
        onSuccess: () => {
          notify(toastText.journalEntryUpdated);
          setPane({ kind: "view", id });
        },
        onError: () => notify(toastText.reflectionFailure),
      },
    );

  const confirmDelete = (entry: JournalEntry) =>
    remove.mutate(entry.id, {
      onSuccess: () => {
        notify(toastText.journalEntryDeleted);
        setConfirmingDelete(null);
        setPane({ kind: "none" });
      },
      onError: (error) => {
        setConfirmingDelete(null);
        notifyFailure(toastText.journalDeleteFailure, error);
      },
    });

  const backToList = () => {
    returnFocusTo.current = pane.kind === "view" || pane.kind === "edit" ? pane.id : null;
    setPane({ kind: "none" });
  };

  if (entries.length === 0 && pane.kind !== "new") {
    return (
      <div className="flex flex-col gap-6">
        {header}
        <Card className="mx-auto flex w-full max-w-xl flex-col items-center gap-3 py-10 text-center">
          <Pip mood="calm" className="size-28" />
          <h2 className="text-2xl font-extrabold">Your journal is waiting</h2>
          <p className="text-ink-soft">
            Write your first reflection: a moment with your child, what you felt, and what you'd like to try next. Reflections you save
            after lessons appear here too.
          </p>
          <Button size="lg" className="mt-2" onClick={() => setPane({ kind: "new" })}>
            Write your first entry
          </Button>
        </Card>
      </div>
    );
  }

  // On a phone only one side shows at a time: the list until something is picked or written.
  const paneOpen = pane.kind !== "none";

  return (
    <div className="flex flex-col gap-6">
      {header}
      <div className="flex flex-col gap-6 lg:flex-row lg:items-start">
        <nav aria-label="Journal entries" className={cn("lg:w-2/5", paneOpen && "hidden lg:block")}>
          <ul ref={listRef} className="flex flex-col gap-3">
            {entries.map((entry) => {
              const selected = picked?.id === entry.id;
              return (
                <li key={entry.id}>
                  <button
                    type="button"
                    data-entry-id={entry.id}
                    aria-current={selected ? "true" : undefined}
                    onClick={() => setPane({ kind: "view", id: entry.id })}
                    className={cn(
                      "flex w-full flex-col items-start gap-1 rounded-card border-2 bg-surface p-4 text-left transition-colors hover:border-brand",
                      selected ? "border-brand bg-brand-soft" : "border-line",
                    )}
                  >
                    <span className="text-lg leading-snug font-bold">{entry.lessonTitle}</span>
                    <span className="font-semibold text-brand-strong dark:text-ink">{entry.feeling}</span>
                    <time dateTime={entry.createdAt} className="text-sm text-ink-soft">
                      {formatEntryDate(entry.createdAt, timeZone)}
                    </time>
                  </button>
                </li>
              );
            })}
          </ul>
        </nav>
        <section ref={paneRef} aria-label="Journal entry" className={cn("flex flex-col gap-3 lg:sticky lg:top-20 lg:w-3/5", !paneOpen && "hidden lg:flex")}>
          {paneOpen && entries.length > 0 ? (
            <Button variant="ghost" size="sm" className="self-start lg:hidden" onClick={backToList}>
              <span aria-hidden="true">←</span> Back to list
            </Button>
          ) : null}
          {pane.kind === "new" ? (
            <JournalEntryForm heading="New Entry" saving={save.isPending} onSave={create} onCancel={backToList} />
          ) : pane.kind === "edit" && picked ? (
            <JournalEntryForm
              key={picked.id}
              heading="Edit Entry"
              initial={{ lessonTitle: picked.lessonTitle, feeling: picked.feeling, improvementNotes: picked.improvementNotes ?? "" }}
              saving={update.isPending}
              onSave={(values) => edit(picked.id, values)}
              onCancel={() => setPane({ kind: "view", id: picked.id })}
            />
          ) : picked ? (
            <EntryDetails entry={picked} timeZone={timeZone} onEdit={() => setPane({ kind: "edit", id: picked.id })} onDelete={() => setConfirmingDelete(picked)} />
          ) : (
            <Card className="flex flex-col items-center gap-2 py-8 text-center">
              <Pip mood="calm" className="size-24" />
              <h2 className="text-xl font-extrabold">Select a Journal Entry</h2>
              <p className="text-ink-soft">Choose an entry from the left to see details</p>
            </Card>
          )}
        </section>
      </div>
      <Dialog
        open={confirmingDelete !== null}
        onOpenChange={(open) => {
          if (!open && !remove.isPending) setConfirmingDelete(null);
        }}
        title="Delete this entry?"
        description={confirmingDelete ? `"${confirmingDelete.lessonTitle}" will be removed from your journal. This cannot be undone.` : undefined}
      >
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" disabled={remove.isPending} onClick={() => setConfirmingDelete(null)}>
            Keep Entry
          </Button>
          <Button variant="danger" disabled={remove.isPending} onClick={() => confirmingDelete && confirmDelete(confirmingDelete)}>
            {remove.isPending ? "Deleting..." : "Delete Entry"}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}

function EntryDetails({
  entry,
  timeZone,
  onEdit,
  onDelete,
}: {
  entry: JournalEntry;
  timeZone: string | undefined;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const edited = entry.updatedAt !== entry.createdAt;
  return (
    <Card className="flex flex-col gap-4">
      <Badge tone={entry.lessonId === null ? "neutral" : "purple"} className="self-start">
        {entry.lessonId === null ? "Written by you" : "Lesson reflection"}
      </Badge>
      <h2 tabIndex={-1} className="text-2xl leading-tight font-extrabold focus:outline-none focus-visible:ring-2 focus-visible:ring-brand">
        {entry.lessonTitle}
      </h2>
      <dl className="flex flex-col gap-2">
        <div className="flex flex-wrap gap-x-2">
          <dt className="font-semibold text-ink-soft">Feeling:</dt>
          <dd className="font-bold">{entry.feeling}</dd>
        </div>
        <div className="flex flex-wrap gap-x-2">
          <dt className="font-semibold text-ink-soft">Written:</dt>
          <dd>
            <time dateTime={entry.createdAt}>{formatEntryDate(entry.createdAt, timeZone)}</time>
          </dd>
        </div>
        {edited ? (
          <div className="flex flex-wrap gap-x-2">
            <dt className="font-semibold text-ink-soft">Edited:</dt>
            <dd>
              <time dateTime={entry.updatedAt}>{formatEntryDate(entry.updatedAt, timeZone)}</time>
            </dd>
          </div>
        ) : null}
      </dl>
      <section>
        <h3 className="text-lg font-extrabold">Notes</h3>
        {entry.improvementNotes ? (
          <p className="mt-1 whitespace-pre-line">{entry.improvementNotes}</p>
        ) : (
          <p className="mt-1 text-ink-soft">No notes written for this entry.</p>
        )}
      </section>
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={onEdit}>
          Edit
        </Button>
        <Button variant="danger" onClick={onDelete}>
          Delete
        </Button>
      </div>
    </Card>
  );
}

/** Today's mood from the home mood row, or a gentle nudge to pick one there. */
function TodayMood({ userId }: { userId: number }) {
  const today = useTodayMood(userId);
  if (!today.data) return null;
  const mood = today.data.mood;
  return (
    <p className="rounded-card border border-line bg-brand-soft px-4 py-3 font-semibold text-ink">
      {mood ? (
        <>Today you're feeling {MOOD_LABELS[mood].toLowerCase()}.</>
      ) : (
        <>
          How are you feeling today?{" "}
          <Link href="/" className="font-bold text-brand-strong underline underline-offset-2 dark:text-ink">
            Pick a mood on Home
          </Link>
        </>
      )}
    </p>
  );
}
