import { useEffect, useRef, useState } from "react";
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "wouter";
import { toastText } from "@shared/messages";
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
import { catalogText } from "../../lib/catalog-text";
import { useSignedInUser } from "../../data/current-user";
import { useTodayMood } from "../../data/mood";
import { PageTitle } from "../../components/ui/page-title";
import { useDeleteJournalEntry, useJournal, useSaveJournalEntry, useUpdateJournalEntry } from "../../data/journal";
import { JournalEntryForm } from "./journal-entry-form";
import { isSavedOnDevice, savedOnDeviceText } from "../../lib/outbox";

/** What the right-hand side shows: nothing picked yet, one entry, or the form. */
type Pane = { kind: "none" } | { kind: "view"; id: number } | { kind: "new" } | { kind: "edit"; id: number };

/**
 * The date format of docs/screens.md#constants ("November 22, 2026 at 9:05 PM" in English), in the active language and
 * the parent's own time zone.
 */
function formatEntryDate(i18n: I18n, iso: string, timeZone: string | undefined): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return i18n._(msg({ message: "N/A", comment: "A date that could not be read (not available)" }));
  // The server's ICU puts a narrow no-break space before "PM" where Chromium's puts a plain one: one space for both, so
  // the journal the server draws is the one the browser takes over.
  return i18n
    .date(at, { year: "numeric", month: "long", day: "numeric", hour: "numeric", minute: "2-digit", timeZone })
    .replace(/[\u202f\u00a0]/g, " ");
}

/** A toast text of src/shared, in the active language. */
const translated = (i18n: I18n, text: { title: string; description?: string; variant?: "default" | "destructive" }) => ({
  ...text,
  title: i18n._(text.title),
  description: text.description === undefined ? undefined : i18n._(text.description),
});

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
  const { i18n, t } = useLingui();

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
          <PageTitle>{t({ message: "Journal", comment: "Page title: the parent's notebook of reflections" })}</PageTitle>
          <p className="mt-1 text-lg text-ink-soft">
            <Trans>Your reflections, in your own words</Trans>
          </p>
        </div>
        {journal.data && journal.data.length > 0 && pane.kind !== "new" ? (
          <Button onClick={() => setPane({ kind: "new" })}>
            <Trans comment="Button that opens the form for a new journal entry">New Entry</Trans>
          </Button>
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
        setConfirmingDelete(null);
        setPane({ kind: "none" });
      },
      onError: (error) => {
        setConfirmingDelete(null);
        notifyFailure(
          { title: i18n._(toastText.journalDeleteFailure.title), fallback: i18n._(toastText.journalDeleteFailure.fallback) },
          error,
        );
      },
    });

  const deleteDescription = (entryTitle: string) =>
    t({
      message: `"${entryTitle}" will be removed from your journal. This cannot be undone.`,
      comment: "{entryTitle} is the journal entry's title, in quotes",
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
          <h2 className="text-2xl font-extrabold">
            <Trans>Your journal is waiting</Trans>
          </h2>
          <p className="text-ink-soft">
            <Trans>
              Write your first reflection: a moment with your child, what you felt, and what you'd like to try next. Reflections you
              save after lessons appear here too.
            </Trans>
          </p>
          <Button size="lg" className="mt-2" onClick={() => setPane({ kind: "new" })}>
            <Trans>Write your first entry</Trans>
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
        <nav aria-label={t`Journal entries`} className={cn("lg:w-2/5", paneOpen && "hidden lg:block")}>
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
                      "flex w-full flex-col items-start gap-1 rounded-card border-2 bg-surface p-4 text-start transition-colors hover:border-brand",
                      selected ? "border-brand bg-brand-soft" : "border-line",
                    )}
                  >
                    <span className="text-lg leading-snug font-bold">{entry.lessonTitle}</span>
                    <span className="font-semibold text-brand-strong dark:text-ink">{catalogText(i18n, entry.feeling)}</span>
                    <time dateTime={entry.createdAt} className="text-sm text-ink-soft">
                      {formatEntryDate(i18n, entry.createdAt, timeZone)}
                    </time>
                  </button>
                </li>
              );
            })}
          </ul>
        </nav>
        <section ref={paneRef} aria-label={t`Journal entry`} className={cn("flex flex-col gap-3 lg:sticky lg:top-20 lg:w-3/5", !paneOpen && "hidden lg:flex")}>
          {paneOpen && entries.length > 0 ? (
            <Button variant="ghost" size="sm" className="self-start lg:hidden" onClick={backToList}>
              <span aria-hidden="true" className="inline-block rtl:-scale-x-100">←</span> <Trans comment="Button on a phone: back from one journal entry to the list of entries">Back to list</Trans>
            </Button>
          ) : null}
          {pane.kind === "new" ? (
            <JournalEntryForm heading={t({ message: "New Entry", comment: "Heading of the form for a new journal entry" })} saving={save.isPending} onSave={create} onCancel={backToList} />
          ) : pane.kind === "edit" && picked ? (
            <JournalEntryForm
              key={picked.id}
              heading={t({ message: "Edit Entry", comment: "Heading of the form that edits a journal entry" })}
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
              <h2 className="text-xl font-extrabold">
                <Trans>Select a Journal Entry</Trans>
              </h2>
              <p className="text-ink-soft">
                <Trans>Choose an entry from the left to see details</Trans>
              </p>
            </Card>
          )}
        </section>
      </div>
      <Dialog
        open={confirmingDelete !== null}
        onOpenChange={(open) => {
          if (!open && !remove.isPending) setConfirmingDelete(null);
        }}
        title={t`Delete this entry?`}
        description={confirmingDelete ? deleteDescription(confirmingDelete.lessonTitle) : undefined}
      >
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" disabled={remove.isPending} onClick={() => setConfirmingDelete(null)}>
            <Trans comment="Button in the dialog: do not delete the journal entry">Keep Entry</Trans>
          </Button>
          <Button variant="danger" disabled={remove.isPending} onClick={() => confirmingDelete && confirmDelete(confirmingDelete)}>
            {remove.isPending ? t`Deleting...` : t({ message: "Delete Entry", comment: "Button in the dialog: delete the journal entry" })}
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
  const { i18n, t } = useLingui();
  const edited = entry.updatedAt !== entry.createdAt;
  return (
    <Card className="flex flex-col gap-4">
      <Badge tone={entry.lessonId === null ? "neutral" : "purple"} className="self-start">
        {entry.lessonId === null
          ? t({ message: "Written by you", comment: "Tag on a journal entry the parent wrote by hand" })
          : t({ message: "Lesson reflection", comment: "Tag on a journal entry saved from a lesson" })}
      </Badge>
      <h2 tabIndex={-1} className="text-2xl leading-tight font-extrabold focus:outline-none focus-visible:ring-2 focus-visible:ring-brand">
        {entry.lessonTitle}
      </h2>
      <dl className="flex flex-col gap-2">
        <div className="flex flex-wrap gap-x-2">
          <dt className="font-semibold text-ink-soft">
            <Trans comment="Label before the feeling the parent picked">Feeling:</Trans>
          </dt>
          <dd className="font-bold">{catalogText(i18n, entry.feeling)}</dd>
        </div>
        <div className="flex flex-wrap gap-x-2">
          <dt className="font-semibold text-ink-soft">
            <Trans comment="Label before the date the journal entry was written">Written:</Trans>
          </dt>
          <dd>
            <time dateTime={entry.createdAt}>{formatEntryDate(i18n, entry.createdAt, timeZone)}</time>
          </dd>
        </div>
        {edited ? (
          <div className="flex flex-wrap gap-x-2">
            <dt className="font-semibold text-ink-soft">
              <Trans comment="Label before the date the journal entry was last edited">Edited:</Trans>
            </dt>
            <dd>
              <time dateTime={entry.updatedAt}>{formatEntryDate(i18n, entry.updatedAt, timeZone)}</time>
            </dd>
          </div>
        ) : null}
      </dl>
      <section>
        <h3 className="text-lg font-extrabold">
          <Trans comment="Heading: the parent's written notes in a journal entry">Notes</Trans>
        </h3>
        {entry.improvementNotes ? (
          <p className="mt-1 whitespace-pre-line">{entry.improvementNotes}</p>
        ) : (
          <p className="mt-1 text-ink-soft">
            <Trans>No notes written for this entry.</Trans>
          </p>
        )}
      </section>
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={onEdit}>
          <Trans comment="Button: edit this journal entry">Edit</Trans>
        </Button>
        <Button variant="danger" onClick={onDelete}>
          <Trans comment="Button: delete this journal entry (asks first)">Delete</Trans>
        </Button>
      </div>
    </Card>
  );
}

/** Today's mood from the home mood row, or a gentle nudge to pick one there. */
function TodayMood({ userId }: { userId: number }) {
  const { i18n } = useLingui();
  const today = useTodayMood(userId);
  if (!today.data) return null;
  const mood = today.data.mood;
  const feeling = mood ? i18n._(MOOD_LABELS[mood]).toLowerCase() : "";
  return (
    <p className="rounded-card border border-line bg-brand-soft px-4 py-3 font-semibold text-ink">
      {mood ? (
        <Trans comment="{feeling} is the mood the parent picked on Home, in lower case: happy, okay, sad, angry, worried">
          Today you're feeling {feeling}.
        </Trans>
      ) : (
        <>
          <Trans>How are you feeling today?</Trans>{" "}
          <Link href="/" className="font-bold text-brand-strong underline underline-offset-2 dark:text-ink">
            <Trans>Pick a mood on Home</Trans>
          </Link>
        </>
      )}
    </p>
  );
}
