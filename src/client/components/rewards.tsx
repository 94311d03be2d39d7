import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState, type ReactNode } from "react";
import { achievementOf } from "@shared/rules/achievements";
import { useContentLanguage } from "../lib/i18n/content-language";
import { thankYouLine } from "@shared/rules/labels";
import type { CompletionResult } from "@shared/schemas/learning";
import { ProgressBar } from "./ui/progress-bar";
import { dailyGoalCount } from "./daily-goal-words";
import { catalogText } from "../lib/catalog-text";
import { markBadgesShown } from "../lib/badge-news";

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

/** What a finished lesson or story brought: the parts of its completion answer the celebration shows. */
export type RewardsResult = Pick<CompletionResult, "user" | "xpAwarded" | "levelUp" | "newAchievements" | "bonusXp">;

/**
 * XP counting up (still under reduced motion), a level-up, the streak and today's goal, and each new badge: the
 * shared middle of every celebration, lessons and stories alike.
 */
export function Rewards({
  result,
  replayText,
}: {
  result: RewardsResult;
  /** What a replay that earns no XP says (translated by the caller); a lesson's words when not given. */
  replayText?: string;
}) {
  const { t, i18n } = useLingui();
  const language = useContentLanguage();
  const xp = useCountUp(result.xpAwarded);
  const xpAwarded = result.xpAwarded;
  const bonusXp = result.bonusXp;
  const { user } = result;
  // The celebration announces its badges itself (a live region): the announcer never repeats them.
  const shownBadges = result.newAchievements;
  useEffect(() => markBadgesShown(user.id, shownBadges), [user.id, shownBadges]);
  const goalReached = user.dailyGoalProgress >= user.dailyGoalTarget;
  const badges = result.newAchievements.flatMap((id) => {
    const badge = achievementOf(id, language);
    return badge ? [{ id, title: catalogText(i18n, badge.title), description: catalogText(i18n, badge.description) }] : [];
  });
  const goalDone = Math.min(user.dailyGoalProgress, user.dailyGoalTarget);
  const goalTarget = user.dailyGoalTarget;
  const newLevel = result.levelUp?.to;
  const streakDays = user.streak;
  return (
    <>
      {result.xpAwarded > 0 ? (
        <p className="flex flex-col items-center">
          <span aria-hidden="true" className="text-5xl font-extrabold text-brand tabular-nums">
            <Trans comment="The XP just earned, counting up in big digits">+{xp} XP</Trans>
          </span>
          <span className="sr-only">
            <Trans>You earned {xpAwarded} XP</Trans>
          </span>
          {bonusXp ? (
            <span className="text-sm font-semibold text-ink-soft">
              <Trans comment="Under the XP just earned: part of it came from a new badge">including a {bonusXp} XP badge bonus</Trans>
            </span>
          ) : null}
        </p>
      ) : (
        <p className="font-semibold text-ink-soft">
          {replayText ?? t`You've already earned this lesson's XP. Practising again still counts.`}
        </p>
      )}
      {result.levelUp ? (
        <p className="rounded-pill bg-brand px-5 py-2 text-lg font-extrabold text-white motion-safe:animate-pop dark:text-paper">
          <Trans>Level up! You reached level {newLevel}</Trans>
        </p>
      ) : null}
      <dl className="grid w-full grid-cols-2 gap-3 text-start">
        <Stat label={t({ message: "Streak", comment: "The parent's day streak: days in a row with a finished lesson" })}>
          <Plural value={streakDays} one="# day" other="# days" />
        </Stat>
        <Stat label={t`Today's goal`}>
          <span>{dailyGoalCount(i18n, user.dailyGoalProgress, goalTarget)}</span>
          <ProgressBar value={goalDone} max={goalTarget} label={t`Today's goal`} className="mt-1 h-2" />
          <span className="mt-1 block text-sm font-semibold text-balance text-ink-soft">
            {goalReached ? t`Reached today!` : t`Not reached yet today`}
          </span>
        </Stat>
      </dl>
      {badges.length > 0 ? (
        <p className="rounded-pill bg-level-green-soft px-4 py-1.5 font-bold text-ink">{catalogText(i18n, thankYouLine(badges))}</p>
      ) : null}
      {badges.length > 0 ? (
        <ul aria-label={t`New badges`} className="flex w-full flex-col gap-2">
          {badges.map(({ id, title: badgeTitle, description: badgeDescription }, index) => (
            <li
              key={id}
              style={{ animationDelay: `${200 + index * 150}ms` }}
              className="flex items-center gap-3 rounded-card border-2 border-level-orange bg-level-orange-soft px-4 py-3 text-start motion-safe:animate-pop"
            >
              <svg aria-hidden="true" viewBox="0 0 32 32" className="size-9 shrink-0">
                <path d="M10 2h5l3 9h-5zM22 2h-5l-3 9h5z" fill="currentColor" className="text-brand" />
                <circle cx="16" cy="20" r="9" fill="currentColor" className="text-level-orange" />
                <path d="M16 15l1.6 3.3 3.6.5-2.6 2.5.6 3.6-3.2-1.7-3.2 1.7.6-3.6-2.6-2.5 3.6-.5z" fill="white" />
              </svg>
              <span>
                <span className="block font-extrabold">
                  <Trans>New badge: {badgeTitle}</Trans>
                </span>
                <span className="block text-sm">{badgeDescription}</span>
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

