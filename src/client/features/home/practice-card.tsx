import { useId, useState } from "react";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import {
  JOURNAL_NOTES_MAX, PRACTICE_CHECK_IN_XP, PRACTICE_OUTCOMES, PRACTICE_OUTCOME_LABELS, type PracticeOutcome,
} from "@shared/practice-outcomes";
import type { PracticeCheckInResult, PracticeState } from "@shared/schemas/practices";
import { Button } from "../../components/ui/button";
import { cn } from "../../lib/cn";
import { ApiError } from "../../lib/api";
import { usePracticeCheckIn, usePractices } from "../../data/practices";
import { fittingPractice } from "@shared/rules/selected-child";

/** What the card says back after each answer: warm either way, never a telling-off. */
const REPLIES: Record<PracticeOutcome, MessageDescriptor> = {
  tried: msg`Well done for trying it. Small tries add up.`,
  "didnt-go-well": msg`Thank you for trying. It often takes a few goes, and a hard try still counts.`,
  "not-yet": msg`That's fine. It will be here when a good moment comes. We'll ask again tomorrow.`,
};

/**
 * Home: the practice the last finished lesson gave, and from the next day "Did you try it?". It follows the child
 * home is about (`ageGroup`): a practice from a lesson for other ages gives way to the newest one that fits.
 */
export function PracticeCard({ userId, ageGroup }: { userId: number; ageGroup: string | undefined }) {
  const practices = usePractices(userId);
  // An answer kept offline by an older version has no `recent`: its current practice is all there is.
  const recent = practices.data?.recent ?? (practices.data?.current ? [practices.data.current] : []);
  const current = fittingPractice(recent, ageGroup);
  if (!current) return null;
  return <PracticeCardBody userId={userId} current={current} />;
}

function PracticeCardBody({ userId, current }: { userId: number; current: PracticeState }) {
  const { t, i18n } = useLingui();
  const checkIn = usePracticeCheckIn(userId);
  const [note, setNote] = useState("");
  const [answered, setAnswered] = useState<PracticeCheckInResult | null>(null);
  const titleId = useId();
  const noteId = useId();
  const { practice } = current;
  const reply = answered && answered.practice.lessonId === current.lessonId ? answered : null;
  const lessonTitle = current.lessonTitle;
  const xpAwarded = reply?.xpAwarded ?? 0;
  const checkInXp = PRACTICE_CHECK_IN_XP;

  const answer = (outcome: PracticeOutcome) => {
    const trimmed = note.trim();
    checkIn.mutate(
      { lessonId: current.lessonId, input: { outcome, ...(trimmed ? { note: trimmed } : {}) } },
      {
        onSuccess: (result) => {
          setAnswered(result);
          setNote("");
        },
      },
    );
  };

  return (
    <section
      aria-labelledby={titleId}
      className="rounded-card border border-line bg-surface p-4 shadow-[0_2px_0_0_var(--color-line)] sm:p-5"
    >
      <p className="text-sm font-bold tracking-wide text-brand uppercase">
        <Trans>This week's practice</Trans>
      </p>
      <h2 id={titleId} className="mt-1 text-xl font-extrabold">
        {practice.title}
      </h2>
      <p className="text-sm text-ink-soft">
        <Trans comment="Under the practice's title: the lesson it comes from">From “{lessonTitle}”</Trans>
      </p>
      <dl className="mt-3 flex flex-col gap-2">
        <PracticeLine term={t({ message: "When", comment: "The practice card: when to try the practice" })} detail={practice.when} />
        <PracticeLine term={t({ message: "Say", comment: "The practice card: the words to say to the child" })} detail={practice.say} emphasis />
        <PracticeLine term={t({ message: "What to expect", comment: "The practice card: how the child may respond" })} detail={practice.expect} />
      </dl>

      <div aria-live="polite" className="mt-3">
        {reply ? (
          <p className="rounded-xl bg-brand-soft px-3 py-2 font-semibold">
            {i18n._(REPLIES[reply.practice.lastOutcome ?? "tried"])}
            {reply.xpAwarded > 0 && ` ${t({ message: `+${xpAwarded} XP`, comment: "The XP a practice check-in gave" })}`}
            {reply.journalEntryId !== null && ` ${t`Your note is in your journal.`}`}
          </p>
        ) : (
          <p className="text-ink-soft">{i18n._(statusLine(current))}</p>
        )}
      </div>

      {current.checkInOpen && (
        <fieldset className="mt-3 flex flex-col gap-3" disabled={checkIn.isPending}>
          <legend className="text-lg font-extrabold">
            <Trans>Did you try it?</Trans>
          </legend>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={noteId} className="font-semibold">
              <Trans>A note for your journal (optional)</Trans>
            </label>
            <textarea
              id={noteId}
              value={note}
              maxLength={JOURNAL_NOTES_MAX}
              onChange={(event) => setNote(event.target.value)}
              rows={2}
              placeholder={t`What happened? What would you keep?`}
              className="rounded-xl border-2 border-line bg-surface px-4 py-2 text-base text-ink placeholder:text-ink-soft/80 focus:border-brand focus:outline-none"
            />
          </div>
          <div className="grid gap-2 sm:grid-cols-3">
            {PRACTICE_OUTCOMES.map((outcome) => (
              <Button key={outcome} variant={outcome === "tried" ? "primary" : "secondary"} onClick={() => answer(outcome)}>
                {i18n._(PRACTICE_OUTCOME_LABELS[outcome])}
              </Button>
            ))}
          </div>
          <p className="text-sm text-ink-soft">
            <Trans>Trying it, either way it went, earns {checkInXp} XP once.</Trans>
          </p>
          {checkIn.isError && (
            <p role="alert" className="font-semibold text-danger">
              {checkIn.error instanceof ApiError && checkIn.error.status < 500
                ? checkIn.error.serverMessage
                : t`We couldn't save that just now. Please try again.`}
            </p>
          )}
        </fieldset>
      )}
    </section>
  );
}

function statusLine(current: PracticeState): MessageDescriptor {
  if (current.tried) return msg`You tried this one. Keep using it whenever it fits.`;
  if (current.checkInOpen) return msg`How did it go? There's no wrong answer.`;
  if (current.lastOutcome === "not-yet") return msg`No rush. We'll ask again tomorrow.`;
  return msg`Try it when a moment comes. We'll ask how it went from tomorrow.`;
}

function PracticeLine({ term, detail, emphasis }: { term: string; detail: string; emphasis?: boolean }) {
  return (
    <div>
      <dt className="text-sm font-bold text-ink-soft">{term}</dt>
      <dd className={cn(emphasis && "font-semibold text-ink")}>{detail}</dd>
    </div>
  );
}
