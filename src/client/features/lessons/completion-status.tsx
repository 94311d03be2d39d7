import { type ReactNode, useEffect, useRef } from "react";
import { useLingui } from "@lingui/react";
import { Trans } from "@lingui/react/macro";
import type { Character } from "@shared/content/cast-names";
import { type ScoreSummary, scoreLine, scorePraise } from "@shared/rules/players/score-summary";
import { LessonCharacter } from "../../components/art/monsters";
import { Button } from "../../components/ui/button";

/**
 * The top of every celebration (the signed-in parent's and the guest's): the lesson's child, proud, and "Lesson
 * complete!" with the lesson's title. The heading takes focus as it appears: the player that held it is gone, so
 * keyboard and screen reader users land here. Without preventScroll the browser scrolls the heading to the top,
 * hiding the monster under the progress bar.
 */
export function CelebrationTop({ character, title }: { character: Character | undefined; title: string }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus({ preventScroll: true });
    document.documentElement.scrollTop = 0;
  }, []);
  return (
    <>
      <LessonCharacter character={character} mood="proud" className="size-28 motion-safe:animate-bob" />
      <div className="flex flex-col gap-1">
        <h2
          id="celebration-heading"
          ref={headingRef}
          tabIndex={-1}
          className="text-3xl font-extrabold focus:outline-none"
        >
          <Trans>Lesson complete!</Trans>
        </h2>
        <p className="text-ink-soft">{title}</p>
      </div>
    </>
  );
}

/** What the parent did, under the heading: the score's line (when the lesson counts one) and its praise. */
export function ScoreLines({ summary }: { summary: ScoreSummary | null }) {
  const { i18n } = useLingui();
  const line = scoreLine(summary);
  return (
    <div className="flex flex-col gap-1">
      {line ? <p className="text-2xl font-extrabold">{i18n._(line)}</p> : null}
      <p className="text-lg font-semibold">{i18n._(scorePraise(summary))}</p>
    </div>
  );
}

export interface CompletionStatusProps {
  /** The completion could not be sent: its words and a button to send it again. */
  failed: boolean;
  onRetry: () => void;
  /** The completion is on its way. */
  saving: boolean;
  failedText: ReactNode;
  retryLabel: ReactNode;
  savingText: ReactNode;
  /** What the completion brought, once it has landed. */
  children: ReactNode;
}

/** Where a celebration says how its completion is doing: failed with a retry, on its way, or landed (children). */
export function CompletionStatus({
  failed,
  onRetry,
  saving,
  failedText,
  retryLabel,
  savingText,
  children,
}: CompletionStatusProps) {
  return (
    <div aria-live="polite" className="flex w-full flex-col items-center gap-4">
      {failed ? (
        <div role="alert" className="flex flex-col items-center gap-2">
          <p className="font-semibold">{failedText}</p>
          <Button variant="secondary" onClick={onRetry}>
            {retryLabel}
          </Button>
        </div>
      ) : saving ? (
        <p className="text-ink-soft">{savingText}</p>
      ) : (
        children
      )}
    </div>
  );
}
