import type { ReactNode } from "react";
import type { I18n } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "wouter";
import type { StreakRhythm } from "@shared/settings";
import { dailyGoalCount } from "../../components/daily-goal-words";
import { ProgressBar } from "../../components/ui/progress-bar";

/** What the streak's rhythm allows this week, in words (docs/product-rules.md#a-kinder-streak); none for every day. */
export function restDayNote(
  i18n: I18n,
  rhythm: StreakRhythm | undefined,
  used: number | undefined,
  left: number | undefined,
): string | null {
  if (!rhythm || rhythm === 7 || left === undefined) return null;
  if (used) {
    return i18n._(
      msg({
        message: `${rhythm} days a week: ${plural(used, { one: "# rest day taken", other: "# rest days taken" })}, ${plural(left, {
          one: "# rest day left",
          other: "# rest days left",
        })} this week. Resting keeps your streak.`,
        comment: "{rhythm} is how many days a week the parent chose to learn (5 or 3); the streak goes on over rest days",
      }),
    );
  }
  return i18n._(
    msg({
      message: `${rhythm} days a week: ${plural(left, { one: "# rest day left", other: "# rest days left" })} this week. Resting keeps your streak.`,
      comment: "{rhythm} is how many days a week the parent chose to learn (5 or 3); the streak goes on over rest days",
    }),
  );
}

/**
 * docs/screens.md#home: Day Streak, XP and Lessons as completed/total, with a way to the pictures of /progress. XP the device is still waiting to sync (lessons
 * finished offline) shows under the account's XP, marked as such (docs/lesson-players.md#the-place-kept-on-the-device).
 */
export function StatTiles({
  streak,
  xp,
  completed,
  total,
  waitingXp = 0,
  rhythm,
  restDaysUsed,
  restDaysLeft,
}: {
  streak: number;
  xp: number;
  completed: number;
  total: number;
  waitingXp?: number;
  rhythm?: StreakRhythm;
  restDaysUsed?: number;
  restDaysLeft?: number;
}) {
  const { t, i18n } = useLingui();
  const note = restDayNote(i18n, rhythm, restDaysUsed, restDaysLeft);
  return (
    <div className="flex flex-col gap-2">
      <dl className="grid grid-cols-3 gap-3">
        <StatTile label={t({ message: "Day Streak", comment: "Home tile: how many days in a row the parent has learned" })} value={streak} icon={<FlameGlyph />} />
        <StatTile
          label={t({ message: "XP", comment: "Experience points; usually kept as XP" })}
          value={
            <>
              {xp}
              {waitingXp > 0 ? (
                <span className="text-xs font-bold text-ink-soft">
                  <Trans comment="XP earned offline on this device, not yet sent to the account">+{waitingXp} waiting to sync</Trans>
                </span>
              ) : null}
            </>
          }
          icon={<StarGlyph />}
        />
        <StatTile label={t({ message: "Lessons", comment: "Home tile: lessons completed out of all lessons, as 3/20" })} value={`${completed}/${total}`} icon={<BookGlyph />} />
      </dl>
      <p className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-sm text-ink-soft">
        <span>{note}</span>
        <Link href="/progress" className="font-semibold text-brand-strong underline underline-offset-4">
          <Trans>See your progress</Trans>
        </Link>
      </p>
    </div>
  );
}

function StatTile({ label, value, icon }: { label: string; value: ReactNode; icon: ReactNode }) {
  return (
    // Sized by its own width, so "56/106" stays inside a narrow tile at 320 px with Large text
    // (docs/product-rules.md#words-whole-and-the-main-action-in-reach).
    <div className="@container flex flex-col items-center gap-1 rounded-card border border-line bg-surface px-2 py-3 text-center shadow-[0_2px_0_0_var(--color-line)]">
      <dt className="order-last text-sm font-semibold text-ink-soft">{label}</dt>
      <dd className="flex flex-col items-center gap-1 text-base font-extrabold tabular-nums @[4.75rem]:text-xl @[6.5rem]:text-2xl">
        <span className="text-brand">{icon}</span>
        {value}
      </dd>
    </div>
  );
}

/**
 * docs/product-rules.md#streaks-and-the-daily-goal: completions today against the parent's daily goal, with a line
 * true to their rhythm (every day, or a few days a week with rest days between).
 */
export function DailyGoal({ progress, target, rhythm = 7 }: { progress: number; target: number; rhythm?: number | undefined }) {
  const { t, i18n } = useLingui();
  const met = progress >= target;
  const done = Math.min(progress, target);
  return (
    <section
      aria-labelledby="daily-goal-title"
      className="rounded-card border border-line bg-surface p-4 shadow-[0_2px_0_0_var(--color-line)]"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h2 id="daily-goal-title" className="text-lg font-extrabold">
          <Trans>Daily goal</Trans>
        </h2>
        <p className="font-bold text-balance tabular-nums">
          {dailyGoalCount(i18n, progress, target)}
        </p>
      </div>
      <ProgressBar value={done} max={target} label={t`Daily goal progress`} className="mt-3" />
      <p className="mt-2 text-sm text-ink-soft">
        {met
          ? t`Goal reached for today. Lovely work!`
          : rhythm < 7
            ? t({
                message: `A few lessons or stories on ${rhythm} days a week add up. The other days are rest days.`,
                comment: "Under the daily goal for a parent whose streak rhythm is 3 or 5 days a week; {rhythm} is 3 or 5",
              })
            : t`A small lesson or story a day adds up.`}
      </p>
    </section>
  );
}

const glyph = {
  "aria-hidden": true,
  focusable: "false" as const,
  viewBox: "0 0 24 24",
  className: "size-6",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2.2,
  strokeLinecap: "round" as const,
  strokeLinejoin: "round" as const,
};

function FlameGlyph() {
  return (
    <svg {...glyph}>
      <path d="M12 21c-4 0-7-2.8-7-6.6 0-3.3 2.3-5.4 3.6-7.4.4 1.9 1.5 3 2.6 3.4C11 7 12.6 4.5 14.8 3c-.3 3 3.2 5.4 4 8.3.3 1 .2 2 .2 3.1 0 3.8-3 6.6-7 6.6Z" />
    </svg>
  );
}
function StarGlyph() {
  return (
    <svg {...glyph}>
      <path d="m12 3 2.6 5.6 6.1.7-4.5 4.2 1.2 6L12 16.5l-5.4 3 1.2-6-4.5-4.2 6.1-.7Z" />
    </svg>
  );
}
function BookGlyph() {
  return (
    <svg {...glyph}>
      <path d="M4 5a2 2 0 0 1 2-2h13v15H6a2 2 0 0 0-2 2Z" />
      <path d="M4 20a2 2 0 0 0 2 2h13v-4" />
    </svg>
  );
}
