import { type RefObject } from "react";
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "wouter";
import type { JournalEntry } from "@shared/schemas/journal";
import { MOOD_LABELS } from "@shared/schemas/mood";
import { Pip } from "../../components/art/monsters";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Dialog } from "../../components/ui/dialog";
import { PageTitle } from "../../components/ui/page-title";
import { cn } from "../../lib/cn";
import { catalogText } from "../../lib/catalog-text";
import { useTodayMood } from "../../data/mood";

/**
 * The date format of docs/screens.md#constants ("November 22, 2026 at 9:05 PM" in English), in the active language and
 * the parent's own time zone.
 */
export function formatEntryDate(i18n: I18n, iso: string, timeZone: string | undefined): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return i18n._(msg({ message: "N/A", comment: "A date that could not be read (not available)" }));
  // The server's ICU puts a narrow no-break space before "PM" where Chromium's puts a plain one: one space for both, so
  // the journal the server draws is the one the browser takes over.
  return i18n
    .date(at, { year: "numeric", month: "long", day: "numeric", hour: "numeric", minute: "2-digit", timeZone })
    .replace(/[\u202f\u00a0]/g, " ");
}


/** The journal's title, its line, New Entry (`onNew`, when given) and today's mood. */
export function JournalHeader({ userId, onNew }: { userId: number; onNew: (() => void) | undefined }) {
  const { t } = useLingui();
  return (
    <header className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <PageTitle>{t({ message: "Journal", comment: "Page title: the parent's notebook of reflections" })}</PageTitle>
          <p className="mt-1 text-lg text-ink-soft">
            <Trans>Your reflections, in your own words</Trans>
          </p>
        </div>
        {onNew ? (
          <Button onClick={onNew}>
            <Trans comment="Button that opens the form for a new journal entry">New Entry</Trans>
          </Button>
        ) : null}
      </div>
      <TodayMood userId={userId} />
    </header>
  );
}

/** A journal with no entry yet: what it is for, and the button that writes the first one. */
export function EmptyJournal({ onWrite }: { onWrite: () => void }) {
  return (
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
      <Button size="lg" className="mt-2" onClick={onWrite}>
        <Trans>Write your first entry</Trans>
      </Button>
    </Card>
  );
}

/** The entries, newest first as they come: each a button that opens it; the picked one is marked current. */
export function EntryList({
  entries,
  pickedId,
  onPick,
  listRef,
  timeZone,
  hidden,
}: {
  entries: readonly JournalEntry[];
  pickedId: number | undefined;
  onPick: (id: number) => void;
  listRef: RefObject<HTMLUListElement | null>;
  timeZone: string | undefined;
  /** On a phone the list hides while an entry or the form shows. */
  hidden: boolean;
}) {
  const { i18n, t } = useLingui();
  return (
    <nav aria-label={t`Journal entries`} className={cn("lg:w-2/5", hidden && "hidden lg:block")}>
      <ul ref={listRef} className="flex flex-col gap-3">
        {entries.map((entry) => {
          const selected = pickedId === entry.id;
          return (
            <li key={entry.id}>
              <button
                type="button"
                data-entry-id={entry.id}
                aria-current={selected ? "true" : undefined}
                onClick={() => onPick(entry.id)}
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
  );
}

/** The right-hand side before an entry is picked. */
export function NoEntryPicked() {
  return (
    <Card className="flex flex-col items-center gap-2 py-8 text-center">
      <Pip mood="calm" className="size-24" />
      <h2 className="text-xl font-extrabold">
        <Trans>Select a Journal Entry</Trans>
      </h2>
      <p className="text-ink-soft">
        <Trans>Choose an entry from the left to see details</Trans>
      </p>
    </Card>
  );
}

/** "Delete this entry?" for `entry` (null: closed); it stays open, and its buttons wait, while the delete runs. */
export function DeleteEntryDialog({
  entry,
  deleting,
  onKeep,
  onDelete,
}: {
  entry: JournalEntry | null;
  deleting: boolean;
  onKeep: () => void;
  onDelete: (entry: JournalEntry) => void;
}) {
  const { t } = useLingui();
  const deleteDescription = (entryTitle: string) =>
    t({
      message: `"${entryTitle}" will be removed from your journal. This cannot be undone.`,
      comment: "{entryTitle} is the journal entry's title, in quotes",
    });
  return (
    <Dialog
      open={entry !== null}
      onOpenChange={(open) => {
        if (!open && !deleting) onKeep();
      }}
      title={t`Delete this entry?`}
      description={entry ? deleteDescription(entry.lessonTitle) : undefined}
    >
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" disabled={deleting} onClick={onKeep}>
          <Trans comment="Button in the dialog: do not delete the journal entry">Keep Entry</Trans>
        </Button>
        <Button variant="danger" disabled={deleting} onClick={() => entry && onDelete(entry)}>
          {deleting ? t`Deleting...` : t({ message: "Delete Entry", comment: "Button in the dialog: delete the journal entry" })}
        </Button>
      </div>
    </Dialog>
  );
}

export function EntryDetails({
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
