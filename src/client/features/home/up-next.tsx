import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "wouter";
import { actionLabel } from "@shared/rules/labels";
import type { Level, LessonSummary } from "@shared/schemas/learning";
import { buttonClasses } from "../../components/ui/button";
import { cn } from "../../lib/cn";
import { lessonDurationLabel } from "../../components/lesson-labels";
import { levelAccent } from "../../components/level-colors";
import { lessonIntroPath } from "./lesson-card";
import { LevelCharacter } from "./level-character";
import { BecauseYouSaid } from "./for-you-row";
import type { ForYouPick } from "@shared/rules/for-you";

/** The lesson the parent is on, near the top of home, so it is in view without scrolling on a phone. */
export function UpNext({
  lesson,
  level,
  started,
  pick,
}: {
  lesson: LessonSummary;
  level: Level | undefined;
  started: boolean;
  /** Set when the lesson was picked from the parent's answers (docs/product-rules.md#for-you). */
  pick?: ForYouPick<LessonSummary> | undefined;
}) {
  const { t, i18n } = useLingui();
  const action = i18n._(actionLabel(started ? "current" : "available"));
  const lessonTitle = lesson.title;
  const xpReward = lesson.xpReward;
  const accent = levelAccent(level?.color);
  return (
    <section aria-labelledby="up-next-title" className="relative overflow-hidden rounded-card border-2 border-line bg-surface p-4 shadow-[0_3px_0_0_var(--color-line)]">
      <span aria-hidden="true" className={cn("absolute inset-y-0 start-0 w-2", accent.solid)} />
      <div className="flex items-center gap-3 ps-1">
        <div className="min-w-0 flex-1">
          <h2 id="up-next-title" className="text-sm font-extrabold tracking-wide text-brand uppercase">
            <Trans comment="Heading over the next lesson to take">Up next</Trans>
          </h2>
          <p className="mt-0.5 text-lg leading-snug font-extrabold sm:text-xl">{lesson.title}</p>
          <p className="mt-0.5 flex flex-wrap gap-x-2 text-sm font-semibold text-ink-soft">
            {level ? <span>{level.title}</span> : null}
            <span className="whitespace-nowrap">{lessonDurationLabel(lesson.minutes)}</span>
            <span className="whitespace-nowrap">
              <Trans comment="The XP a lesson gives">+{xpReward} XP</Trans>
            </span>
          </p>
          {pick ? (
            <p className="mt-1 text-sm font-semibold text-ink">
              <BecauseYouSaid pick={pick} />
            </p>
          ) : null}
        </div>
        <LevelCharacter order={level?.order ?? 1} className="size-12 shrink-0 sm:size-16" />
      </div>
      <Link
        href={lessonIntroPath(lesson)}
        aria-label={t({ message: `${action}: ${lessonTitle}`, comment: "A lesson's button for screen readers: Start Activity: Naming Big Feelings" })}
        className={buttonClasses("primary", "md", "mt-3 w-full sm:w-auto sm:px-10")}
      >
        {action}
      </Link>
    </section>
  );
}
