import type { RefObject } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "wouter";
import { CHARACTER_NAMES } from "@shared/content/cast-names";
import type { LessonSummary } from "@shared/schemas/learning";
import { CAST_DRAWINGS, Growler, Pip, Zo } from "../../components/art/monsters";
import { buttonClasses } from "../../components/ui/button";
import { Badge } from "../../components/ui/badge";
import { cn } from "../../lib/cn";
import { UpgradeCard } from "../../components/upgrade-card";
import { GetHelpLine } from "../../components/get-help-line";
import { lessonDurationLabel } from "../../components/lesson-labels";
import type { WhatOpens } from "../../components/opens-with";
import { LockedNote } from "./lesson-not-found";
import { lessonPlayerPath } from "./lesson-params";
import type { DisplayLanguage } from "@shared/i18n/locales";
import { SamePageSection } from "../../components/same-page";
import { useSamePage } from "../../data/same-page";
import type { Direction } from "./use-lesson-intro";

const CAST = [Pip, Zo, Growler] as const;
const CAST_NAMES = ["Pip", "Zo", "Growler"] as const;

/**
 * The lesson as its intro shows it: its level, its title (which takes focus after a move), the child it is about,
 * what it teaches, where it sits in its level and how long it takes, Completed once finished, and Get help now when
 * its topic can be hard.
 */
export function IntroLesson({
  lesson,
  levelTitle,
  badgeClass,
  softClass,
  headingRef,
  unlocked,
  done,
  lessonNumber,
  lessonCount,
}: {
  lesson: LessonSummary;
  levelTitle: string;
  /** The level's colours: its badge, and the soft ground the child stands on. */
  badgeClass: string;
  softClass: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  unlocked: boolean;
  done: boolean;
  lessonNumber: number;
  lessonCount: number;
}) {
  const { t } = useLingui();
  // The child the lesson is about (Dot, Rumi, Juno…); a lesson that names no child takes Pip, Zo and Growler in turn.
  const castIndex = (lesson.order - 1) % CAST.length;
  const Monster = lesson.character ? CAST_DRAWINGS[lesson.character] : CAST[castIndex]!;
  const monsterName = lesson.character ? CHARACTER_NAMES[lesson.character] : CAST_NAMES[castIndex];
  const duration = lessonDurationLabel(lesson.minutes);
  return (
    <>
      <span className={badgeClass}>{levelTitle}</span>
      <h1 ref={headingRef} tabIndex={-1} className="text-3xl leading-tight font-extrabold focus:outline-none sm:text-4xl">
        {lesson.title}
      </h1>
      <div className={cn("grid w-full max-w-xs place-items-center rounded-[2rem] p-6", softClass)}>
        <Monster
          mood={unlocked ? "happy" : "calm"}
          className="size-40 motion-safe:animate-bob sm:size-48"
          title={t({ message: `${monsterName}, ready for the lesson`, comment: "A drawing's title; the name is one of Growly's cast (Pip, Zo, Growler, Dot, Rumi, Juno…)" })}
        />
      </div>
      <p className="text-lg text-ink-soft">{lesson.description}</p>
      <p className="text-sm font-semibold text-ink-soft">
        <Trans comment="Where the lesson sits in its level, then how long it takes (e.g. About 5 min)">
          Lesson {lessonNumber} of {lessonCount} · {duration}
        </Trans>
      </p>
      {done ? (
        // Done here or on another device, or kept on this phone until it syncs: the lesson says so when it reopens.
        <Badge tone="green">
          <span aria-hidden="true">✓ </span>
          <Trans comment="Badge on a lesson's intro once the parent has finished it">Completed</Trans>
        </Badge>
      ) : null}
      {lesson.helpLink && <GetHelpLine />}
    </>
  );
}

/**
 * The intro's main action: Start Lesson (Review Lesson once finished, with a word on listening for a parent who
 * listens), the upgrade when the parent's plan does not open it, or what opens it while it is locked.
 */
export function IntroAction({
  lesson,
  unlocked,
  planOpens,
  done,
  listening,
  opens,
}: {
  lesson: LessonSummary;
  unlocked: boolean;
  planOpens: boolean;
  done: boolean;
  listening: boolean;
  /** What opens the lesson while it is locked. */
  opens: () => WhatOpens;
}) {
  if (unlocked && !planOpens) return <UpgradeCard headingLevel={2} />;
  if (!unlocked)
    return (
      <div className="flex flex-col gap-3 text-center">
        <LockedNote opens={opens()} />
        <Link href="/lessons-overview" className={buttonClasses("secondary", "md", "w-full")}>
          <Trans>See all lessons</Trans>
        </Link>
      </div>
    );
  return (
    <>
      <Link href={lessonPlayerPath(lesson.levelId, lesson.id)} className={buttonClasses("primary", "lg", "w-full")}>
        {done ? <Trans>Review Lesson</Trans> : <Trans>Start Lesson</Trans>}
      </Link>
      {listening ? (
        <p className="mt-2 text-center text-sm text-ink-soft">
          {done ? (
            <Trans comment="Under Review Lesson on a finished lesson's intro, when the parent listens to lessons">
              Review Lesson opens the lesson, and it is read aloud as it goes.
            </Trans>
          ) : (
            <Trans comment="Under Start Lesson on a lesson's intro, when the parent listens to lessons">
              Start Lesson opens the lesson, and it is read aloud as it goes.
            </Trans>
          )}
        </p>
      ) : null}
    </>
  );
}

/** A completed lesson, looked back at: the family's answers side by side, once every adult shares them. */
export function LessonSamePage({ lessonId, language }: { lessonId: number; language: DisplayLanguage }) {
  const samePage = useSamePage({ lessonId }, language, true);
  return samePage.data ? (
    <div className="mt-8 w-full">
      <SamePageSection page={samePage.data} />
    </div>
  ) : null;
}

export function ArrowButton({ direction, onClick, busy }: { direction: Direction; onClick: () => void; busy: boolean }) {
  const { t } = useLingui();
  return (
    <button
      type="button"
      aria-label={direction === "previous" ? t`Previous lesson` : t`Next lesson`}
      // Moves are blocked during the slide; the button keeps focus, so it is marked rather than disabled.
      aria-disabled={busy || undefined}
      onClick={onClick}
      className="grid size-12 place-items-center rounded-full border-2 border-line bg-surface text-ink shadow-[0_2px_0_0_var(--color-line)] hover:border-brand sm:size-14"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6 rtl:-scale-x-100" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round">
        {direction === "previous" ? <path d="M15 5l-7 7 7 7" /> : <path d="M9 5l7 7-7 7" />}
      </svg>
    </button>
  );
}
