import { useEffect, useRef, useState, type ReactNode } from "react";
import { Link } from "wouter";
import type { Practice } from "@shared/content/curriculum-schema";
import { achievementOf } from "@shared/rules/achievements";
import { type ScoreSummary, scoreLine, scorePraise } from "@shared/rules/players/score-summary";
import type { CompletionResult } from "@shared/schemas/learning";
import { Pip } from "../../components/art/monsters";
import { Button, buttonClasses } from "../../components/ui/button";
import { ProgressBar } from "../../components/ui/progress-bar";
import { cn } from "../../lib/cn";
import { isSavedOnDevice, type SavedOnDevice } from "../../lib/outbox";
import { SavedOnDeviceStatus } from "../offline";
import { playSound } from "../../lib/sound";
import { SavedToJournal } from "../../players/saved-to-journal";

/** Whether the parent's system asks for less motion: the celebration is then still. */
export function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches === true;
}

/** Counts from 0 up to `target` over about a second; lands at once under reduced motion. */
export function useCountUp(target: number, durationMs = 900): number {
  const [shown, setShown] = useState(() => (prefersReducedMotion() ? target : 0));
  useEffect(() => {
    if (prefersReducedMotion() || target <= 0) {
      setShown(target);
      return;
    }
    let frame = 0;
    const start = performance.now();
    const tick = (now: number) => {
      const t = Math.min(1, (now - start) / durationMs);
      // Ease out: quick at first, settling on the number.
      setShown(Math.round(target * (1 - (1 - t) ** 3)));
      if (t < 1) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [target, durationMs]);
  return shown;
}

export interface CelebrationProps {
  title: string;
  /** What the parent did; null when the lesson asked nothing to get right. */
  summary: ScoreSummary | null;
  /** The completion answer; undefined while it is on its way. */
  /** The server's answer, or SavedOnDevice when the completion waits on this phone for a connection. */
  result: CompletionResult | SavedOnDevice | undefined;
  failed: boolean;
  onRetry: () => void;
  practice?: Practice;
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
  summary,
  result,
  failed,
  onRetry,
  practice,
  savedToJournal,
  finish,
  nextPath,
}: CelebrationProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The player that held focus is gone; the celebration takes it so keyboard and screen reader users land here.
  // Without preventScroll the browser scrolls the heading to the top, hiding the monster under the progress bar.
  useEffect(() => {
    headingRef.current?.focus({ preventScroll: true });
    document.documentElement.scrollTop = 0;
  }, []);
  const chimed = useRef(false);
  useEffect(() => {
    if (result && !chimed.current) {
      chimed.current = true;
      playSound("success");
    }
  }, [result]);
  const line = scoreLine(summary);

  return (
    <section
      aria-labelledby="celebration-heading"
      className="mx-auto flex w-full max-w-xl flex-col items-center gap-5 text-center text-ink"
    >
      <Pip mood="proud" className="size-28 motion-safe:animate-bob" />
      <div className="flex flex-col gap-1">
        <h2
          id="celebration-heading"
          ref={headingRef}
          tabIndex={-1}
          className="text-3xl font-extrabold focus:outline-none"
        >
          Lesson complete!
        </h2>
        <p className="text-ink-soft">{title}</p>
      </div>
      <div className="flex flex-col gap-1">
        {line ? <p className="text-2xl font-extrabold">{line}</p> : null}
        <p className="text-lg font-semibold">{scorePraise(summary)}</p>
      </div>
      <div aria-live="polite" className="flex w-full flex-col items-center gap-4">
        {failed ? (
          <div role="alert" className="flex flex-col items-center gap-2">
            <p className="font-semibold">We couldn't save your progress just now. What you did is still here.</p>
            <Button variant="secondary" onClick={onRetry}>
              Try again
            </Button>
          </div>
        ) : !result ? (
          <p className="text-ink-soft">Saving your progress...</p>
        ) : isSavedOnDevice(result) ? (
          <SavedOnDeviceStatus saved={result} className="font-semibold">
            {(answer) => <Rewards result={answer as CompletionResult} />}
          </SavedOnDeviceStatus>
        ) : (
          <Rewards result={result} />
        )}
      </div>
      {savedToJournal ? <SavedToJournal /> : null}
      {practice ? <PracticeCard practice={practice} /> : null}
      <div className="flex w-full flex-col gap-3 sm:flex-row">
        <Link href={finish.path} className={buttonClasses(nextPath ? "secondary" : "primary", "lg", "flex-1")}>
          {finish.label}
        </Link>
        {nextPath ? (
          <Link href={nextPath} className={buttonClasses("primary", "lg", "flex-1")}>
            Next Lesson
          </Link>
        ) : null}
      </div>
    </section>
  );
}

/** What a finished lesson or story brought: the parts of its completion answer the celebration shows. */
export type RewardsResult = Pick<CompletionResult, "user" | "xpAwarded" | "levelUp" | "newAchievements" | "bonusXp">;

/**
 * XP counting up (still under reduced motion), a level-up, the streak and today's goal, and each new badge: the
 * shared middle of every celebration, lessons and stories alike.
 */
export function Rewards({
  result,
  replayText = "You've already earned this lesson's XP. Practising again still counts.",
}: {
  result: RewardsResult;
  /** What a replay that earns no XP says. */
  replayText?: string;
}) {
  const xp = useCountUp(result.xpAwarded);
  const { user } = result;
  const goalReached = user.dailyGoalProgress >= user.dailyGoalTarget;
  const badges = result.newAchievements.flatMap((id) => {
    const badge = achievementOf(id);
    return badge ? [{ id, ...badge }] : [];
  });
  return (
    <>
      {result.xpAwarded > 0 ? (
        <p className="flex flex-col items-center">
          <span aria-hidden="true" className="text-5xl font-extrabold text-brand tabular-nums">
            +{xp} XP
          </span>
          <span className="sr-only">You earned {result.xpAwarded} XP</span>
          {result.bonusXp ? (
            <span className="text-sm font-semibold text-ink-soft">including a {result.bonusXp} XP badge bonus</span>
          ) : null}
        </p>
      ) : (
        <p className="font-semibold text-ink-soft">{replayText}</p>
      )}
      {result.levelUp ? (
        <p className="rounded-pill bg-brand px-5 py-2 text-lg font-extrabold text-white motion-safe:animate-pop dark:text-paper">
          Level up! You reached level {result.levelUp.to}
        </p>
      ) : null}
      <dl className="grid w-full grid-cols-2 gap-3 text-left">
        <Stat label="Streak">
          {user.streak} {user.streak === 1 ? "day" : "days"}
        </Stat>
        <Stat label="Today's goal">
          <span>
            {Math.min(user.dailyGoalProgress, user.dailyGoalTarget)} of {user.dailyGoalTarget} lessons
          </span>
          <ProgressBar
            value={Math.min(user.dailyGoalProgress, user.dailyGoalTarget)}
            max={user.dailyGoalTarget}
            label="Today's goal"
            className="mt-1 h-2"
          />
          <span className="mt-1 block text-sm font-semibold text-ink-soft">
            {goalReached ? "Reached today!" : "Not reached yet today"}
          </span>
        </Stat>
      </dl>
      {badges.length > 0 ? (
        <ul aria-label="New badges" className="flex w-full flex-col gap-2">
          {badges.map((badge, index) => (
            <li
              key={badge.id}
              style={{ animationDelay: `${200 + index * 150}ms` }}
              className="flex items-center gap-3 rounded-card border-2 border-level-orange bg-level-orange-soft px-4 py-3 text-left motion-safe:animate-pop"
            >
              <svg aria-hidden="true" viewBox="0 0 32 32" className="size-9 shrink-0">
                <path d="M10 2h5l3 9h-5zM22 2h-5l-3 9h5z" fill="currentColor" className="text-brand" />
                <circle cx="16" cy="20" r="9" fill="currentColor" className="text-level-orange" />
                <path d="M16 15l1.6 3.3 3.6.5-2.6 2.5.6 3.6-3.2-1.7-3.2 1.7.6-3.6-2.6-2.5 3.6-.5z" fill="white" />
              </svg>
              <span>
                <span className="block font-extrabold">New badge: {badge.title}</span>
                <span className="block text-sm">{badge.description}</span>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

function Stat({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-card border-2 border-line bg-surface p-3">
      <dt className="text-sm font-bold text-ink-soft">{label}</dt>
      <dd className="text-lg font-extrabold">{children}</dd>
    </div>
  );
}

function PracticeCard({ practice }: { practice: Practice }) {
  return (
    <section
      aria-labelledby="practice-heading"
      className={cn("w-full rounded-card border-2 border-level-green bg-level-green-soft p-4 text-left")}
    >
      <h3 id="practice-heading" className="text-sm font-bold tracking-wide text-ink-soft uppercase">
        Your practice for this week
      </h3>
      <p className="mt-1 text-xl font-extrabold">{practice.title}</p>
      <dl className="mt-2 flex flex-col gap-2 leading-relaxed">
        <div>
          <dt className="font-bold">When</dt>
          <dd>{practice.when}</dd>
        </div>
        <div>
          <dt className="font-bold">Say</dt>
          <dd className="italic">{practice.say}</dd>
        </div>
        <div>
          <dt className="font-bold">What to expect</dt>
          <dd>{practice.expect}</dd>
        </div>
      </dl>
    </section>
  );
}
