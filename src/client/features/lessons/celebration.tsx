import { useEffect, useRef } from "react";
import { Link } from "wouter";
import { Trans } from "@lingui/react/macro";
import type { Practice } from "@shared/content/curriculum-schema";
import type { ScoreSummary } from "@shared/rules/players/score-summary";
import type { CompletionResult } from "@shared/schemas/learning";
import type { Character } from "@shared/content/cast-names";
import { buttonClasses } from "../../components/ui/button";
import { cn } from "../../lib/cn";
import { isSavedOnDevice, type SavedOnDevice } from "../../lib/outbox";
import { SavedOnDeviceStatus } from "../../components/saved-on-device-status";
import { Rewards } from "../../components/rewards";
import { playSound } from "../../lib/sound";
import { SavedToJournal } from "../../players/saved-to-journal";
import { GetHelpLine } from "../../components/get-help-line";
import { CelebrationTop, CompletionStatus, ScoreLines } from "./completion-status";

export interface CelebrationProps {
  title: string;
  /** The child the lesson is about (shared/rules/lesson-character), drawn proud; Pip when the lesson names none. */
  character?: Character;
  /** What the parent did; null when the lesson asked nothing to get right. */
  summary: ScoreSummary | null;
  /** The completion answer; undefined while it is on its way. */
  /** The server's answer, or SavedOnDevice when the completion waits on this phone for a connection. */
  result: CompletionResult | SavedOnDevice | undefined;
  failed: boolean;
  onRetry: () => void;
  practice?: Practice;
  /** The lesson links to Get help now (its topic can be hard): the celebration ends with the same link. */
  helpLink?: boolean;
  /** Whether a reflection from this lesson went to the journal. */
  savedToJournal?: boolean;
  /** Where "done" goes and what it says. */
  finish: { path: string; label: string };
  /** The next lesson's intro, when there is one. */
  nextPath?: string;
}

/**
 * The one warm moment every lesson ends in: XP counting up, the streak and today's goal, a level-up and each new
 * badge when they happen, the practice for this week, and a chime when sound is on.
 */
export function Celebration({
  title,
  character,
  summary,
  result,
  failed,
  onRetry,
  practice,
  helpLink = false,
  savedToJournal,
  finish,
  nextPath,
}: CelebrationProps) {
  const chimed = useRef(false);
  useEffect(() => {
    if (result && !chimed.current) {
      chimed.current = true;
      playSound("success");
    }
  }, [result]);

  return (
    <section
      aria-labelledby="celebration-heading"
      className="mx-auto flex w-full max-w-xl flex-col items-center gap-5 text-center text-ink"
    >
      <CelebrationTop character={character} title={title} />
      <ScoreLines summary={summary} />
      <CompletionStatus
        failed={failed}
        onRetry={onRetry}
        saving={!result}
        failedText={<Trans>We couldn't save your progress just now. What you did is still here.</Trans>}
        retryLabel={<Trans comment="Button: saves the finished lesson again">Try again</Trans>}
        savingText={<Trans>Saving your progress...</Trans>}
      >
        {!result ? null : isSavedOnDevice(result) ? (
          <SavedOnDeviceStatus saved={result} className="font-semibold">
            {(answer) => <Rewards result={answer as CompletionResult} />}
          </SavedOnDeviceStatus>
        ) : (
          <Rewards result={result} />
        )}
      </CompletionStatus>
      {savedToJournal ? <SavedToJournal /> : null}
      {practice ? <PracticeCard practice={practice} /> : null}
      {helpLink ? <GetHelpLine className="text-center" /> : null}
      <div className="flex w-full flex-col gap-3 sm:flex-row">
        <Link href={finish.path} className={buttonClasses(nextPath ? "secondary" : "primary", "lg", "flex-1")}>
          {finish.label}
        </Link>
        {nextPath ? (
          <Link href={nextPath} className={buttonClasses("primary", "lg", "flex-1")}>
            <Trans comment="Button: opens the next lesson's intro">Next Lesson</Trans>
          </Link>
        ) : null}
      </div>
    </section>
  );
}

/** The lesson's practice for this week, as every celebration shows it (the guest lesson's too). */
export function PracticeCard({ practice }: { practice: Practice }) {
  return (
    <section
      aria-labelledby="practice-heading"
      className={cn("w-full rounded-card border-2 border-level-green bg-level-green-soft p-4 text-start")}
    >
      <h3 id="practice-heading" className="text-sm font-bold tracking-wide text-ink-soft uppercase">
        <Trans>Your practice for this week</Trans>
      </h3>
      <p className="mt-1 text-xl font-extrabold">{practice.title}</p>
      <dl className="mt-2 flex flex-col gap-2 leading-relaxed">
        <div>
          <dt className="font-bold">
            <Trans comment="Heading of the practice card: the moment of the day to try it">When</Trans>
          </dt>
          <dd>{practice.when}</dd>
        </div>
        <div>
          <dt className="font-bold">
            <Trans comment="Heading of the practice card: the words to say to the child">Say</Trans>
          </dt>
          <dd className="italic">{practice.say}</dd>
        </div>
        <div>
          <dt className="font-bold">
            <Trans comment="Heading of the practice card: how the child may react">What to expect</Trans>
          </dt>
          <dd>{practice.expect}</dd>
        </div>
      </dl>
    </section>
  );
}
