import type { ReactNode } from "react";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { cn } from "../../lib/cn";
import { notReadyProps, useHydrated } from "../../lib/hydrated";

import { MOOD_LABELS, type Mood } from "@shared/mood";
import { useRecordMood, useTodayMood } from "../../data/mood";
import { GetHelpLine } from "../../components/get-help-line";

/** A kind line for each answer; never a judgement. */
const MOODS: Array<{ mood: Mood; reply: MessageDescriptor; face: ReactNode }> = [
  { mood: "happy", reply: msg`Lovely. Enjoy that feeling today.`, face: <path d="M8 14c1.2 1.6 2.5 2.2 4 2.2s2.8-.6 4-2.2" /> },
  { mood: "okay", reply: msg`Okay is a fine place to be. One small step at a time.`, face: <path d="M8.5 15.5h7" /> },
  { mood: "sad", reply: msg`Thank you for sharing. Be gentle with yourself today.`, face: <path d="M8 16.5c1.2-1.6 2.5-2.2 4-2.2s2.8.6 4 2.2" /> },
  {
    mood: "angry",
    reply: msg`Big feelings visit grown-ups too. A slow breath can help.`,
    face: <path d="M7.5 8.5 10 10M16.5 8.5 14 10M8 16.5c1.2-1.6 2.5-2.2 4-2.2s2.8.6 4 2.2" />,
  },
  {
    mood: "worried",
    reply: msg`You're not alone in this. Small steps still count.`,
    face: <path d="M7.5 9.5 10 8.3M16.5 9.5 14 8.3M8 16c1.3-1 2.7-1 4 0s2.7 1 4 0" />,
  },
];

/** After these, a gentle pointer to people who can help. */
const HARD_MOODS: ReadonlySet<Mood> = new Set(["sad", "angry", "worried"]);

/** docs/screens.md#home mood row; docs/product-rules.md#moods-and-favourites: the pick is recorded as today's mood. */
export function MoodCheck({ userId }: { userId: number }) {
  const { t, i18n } = useLingui();
  const hydrated = useHydrated();
  const today = useTodayMood(userId);
  const record = useRecordMood(userId);
  const selected: Mood | null = record.isPending ? record.variables : (today.data?.mood ?? null);
  const replyMessage = MOODS.find((entry) => entry.mood === selected)?.reply;
  const reply = record.isError
    ? t`We couldn't save that just now. Please try again.`
    : replyMessage && i18n._(replyMessage);
  return (
    <section aria-labelledby="mood-title" className="rounded-card border border-line bg-surface p-4 shadow-[0_2px_0_0_var(--color-line)]">
      <h2 id="mood-title" className="text-lg font-extrabold">
        <Trans>How are you feeling today?</Trans>
      </h2>
      <div role="group" aria-labelledby="mood-title" className="mt-3 flex flex-wrap gap-0.5">
        {MOODS.map(({ mood, face }) => {
          const pressed = selected === mood;
          return (
            <button
              key={mood}
              type="button"
              {...notReadyProps(hydrated)}
              aria-pressed={pressed}
              onClick={() => {
                if (!pressed) record.mutate(mood);
              }}
              className={cn(
                "flex min-h-16 min-w-fit flex-1 basis-0 flex-col items-center justify-center gap-1 rounded-xl border-2 px-0.5 py-2 text-sm font-semibold transition-colors",
                pressed ? "border-brand bg-brand-soft text-ink" : "border-transparent text-ink-soft hover:bg-brand-soft",
              )}
            >
              <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" className="size-8" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
                <circle cx="12" cy="12" r="9.5" />
                <circle cx="9" cy="11" r="0.9" fill="currentColor" />
                <circle cx="15" cy="11" r="0.9" fill="currentColor" />
                {face}
              </svg>
              {/*
                The row sits in a narrow column on a laptop as on a phone: the words are set small everywhere so
                "Worried" stays whole. Each button is at least as wide as its word, never narrower: a longer word
                (Spanish "Preocupación") moves its button to a second row rather than breaking
                (docs/product-rules.md#words-whole-and-the-main-action-in-reach).
              */}
              <span className="text-center text-xs leading-tight tracking-tight">
                {i18n._(MOOD_LABELS[mood])}
              </span>
            </button>
          );
        })}
      </div>
      <p aria-live="polite" className="mt-2 min-h-6 text-ink-soft">
        {reply ?? ""}
      </p>
      {!record.isError && selected && HARD_MOODS.has(selected) && (
        <GetHelpLine className="mt-1" lead={t`If today feels like too much, you don't have to carry it alone.`} />
      )}
    </section>
  );
}
