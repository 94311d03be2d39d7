import { useDeferredValue, useEffect, useMemo, useRef, useState } from "react";
import { Link } from "wouter";
import { msg } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { isLessonUnlocked, pathLevels } from "@shared/rules/locks";
import type { Level, LessonSummary } from "@shared/schemas/learning";
import { Pip } from "../../components/art/monsters";
import { Badge } from "../../components/ui/badge";
import { buttonClasses } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { LoadError } from "../../components/ui/load-error";
import { cn } from "../../lib/cn";
import { useSignedInUser } from "../../data/current-user";
import { useFollowedChild, useSelectedAgeGroup } from "../../data/family";
import { FollowedChild } from "../../components/followed-child";
import { completedLessonIds, useProgress } from "../../data/learning/progress";
import { lessonDurationLabel } from "../../components/lesson-labels";
import { levelAccent } from "../../components/level-colors";
import { useLessons } from "../../data/learning/lessons";
import { useLevels } from "../../data/learning/levels";
import { PageTitle } from "../../components/ui/page-title";
import { LoadingText } from "../../components/ui/spinner-status";

/** docs/screens.md#lessons-overview: the status shown in the details panel. */
type OverviewStatus = "Completed" | "Ready to Start" | "Locked";

/** The words of each status, as the tiles' and the details' badges show them. */
const STATUS_LABELS = {
  Completed: msg({ message: "Completed", comment: "Badge of a lesson the parent has finished" }),
  "Ready to Start": msg({ message: "Ready to Start", comment: "Badge of an open lesson not yet done" }),
  Locked: msg({ message: "Locked", comment: "Badge of a lesson that opens once the lessons before it are done" }),
} satisfies Record<OverviewStatus, unknown>;

/** Lessons overview (docs/screens.md#lessons-overview): lessons grouped by level, details of the selected one. */
export function LessonsOverviewPage() {
  const { t } = useLingui();
  const user = useSignedInUser();
  const levels = useLevels();
  const lessons = useLessons();
  const progress = useProgress(user.id);
  const { selectedId, inline, panelRef, select } = useDetailsPlacement();

  const ageGroup = useSelectedAgeGroup(user.id, user.onboardingData?.childAge);

  const followed = useFollowedChild(user.id);
  const completed = useMemo(() => completedLessonIds(progress.data), [progress.data]);
  const groups = useMemo(() => {
    const allLessons = lessons.data ?? [];
    return pathLevels(levels.data ?? [], ageGroup)
      .map((level) => ({ level, lessons: allLessons.filter((lesson) => lesson.levelId === level.id).sort((a, b) => a.order - b.order) }))
      .filter((group) => group.lessons.length > 0);
  }, [levels.data, lessons.data, ageGroup]);

  const statusOf = (lesson: LessonSummary): OverviewStatus => {
    if (completed.has(lesson.id)) return "Completed";
    return isLessonUnlocked(lesson, levels.data ?? [], lessons.data ?? [], completed) ? "Ready to Start" : "Locked";
  };


  const queries = [levels, lessons, progress];
  // Drawn as a transition once its data is in, like home (features/home/home-page.tsx).
  const drawn = useDeferredValue(queries.every((query) => query.data !== undefined));
  const header = (
    <header>
      <PageTitle>{t`Your Learning Journey`}</PageTitle>
      <p className="mt-1 text-lg text-ink-soft">
        <Trans>Master parenting skills through interactive lessons</Trans>
      </p>
      <FollowedChild followed={followed} className="mt-1 text-ink-soft" />
    </header>
  );

  if (queries.some((query) => query.isError)) {
    return (
      <div className="flex flex-col gap-6">
        {header}
        <LoadError
          message={t`We couldn't load your lessons. Please check your connection and try again.`}
          onRetry={() => queries.forEach((query) => void query.refetch())}
        />
      </div>
    );
  }
  if (!drawn || !levels.data || !lessons.data || !progress.data) {
    return (
      <div className="flex flex-col gap-6">
        {header}
        <LoadingText className="py-10">{t`Loading your lessons...`}</LoadingText>
      </div>
    );
  }

  const selected = lessons.data.find((lesson) => lesson.id === selectedId);
  const selectedLevel = selected ? levels.data.find((level) => level.id === selected.levelId) : undefined;
  const detailsPanel = (className: string) => (
    <aside ref={panelRef} aria-label={t`Lesson details`} className={className}>
      {selected ? <LessonDetails lesson={selected} level={selectedLevel} status={statusOf(selected)} /> : <NoLessonChosen />}
    </aside>
  );
  const detailsInline = inline && selected !== undefined;

  return (
    <div className="flex flex-col gap-6">
      {header}
      <div className="flex flex-col gap-6 lg:flex-row lg:items-start">
        <div className="@container flex flex-col gap-8 lg:w-2/3">
          {groups.map(({ level, lessons: levelLessons }, index) => (
            <section
              key={level.id}
              aria-labelledby={`level-${level.id}-title`}
              // The levels below the first are laid out and painted only as they near the screen (they stay in the
              // accessibility tree and find-in-page): the overview's first paint lays out one level's cards, not 43
              // (docs/benchmarks.md, "Signed-in screens in Lighthouse").
              className={index > 0 ? "[contain-intrinsic-size:auto_24rem] [content-visibility:auto]" : undefined}
            >
              <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
                <h2 id={`level-${level.id}-title`} className="text-xl font-extrabold">
                  {level.title}
                </h2>
                <p className="shrink-0 text-sm font-semibold text-ink-soft">
                  <Plural value={levelLessons.length} one="# lesson" other="# lessons" />
                </p>
              </div>
              <ul className="mt-3 grid grid-cols-1 gap-3 @[20rem]:grid-cols-2 @md:grid-cols-3 @xl:grid-cols-4">
                {levelLessons.map((lesson) => (
                  <li key={lesson.id} className="flex">
                    <LessonTile lesson={lesson} level={level} status={statusOf(lesson)} selected={lesson.id === selectedId} onSelect={() => select(lesson)} />
                  </li>
                ))}
              </ul>
              {detailsInline && selected.levelId === level.id ? detailsPanel("mt-4 scroll-mt-20") : null}
            </section>
          ))}
        </div>
        {detailsInline ? null : detailsPanel("scroll-mt-20 lg:sticky lg:top-20 lg:w-1/3")}
      </div>
    </div>
  );
}

/**
 * Which lesson's details show, and where: on a phone they open right under the chosen lesson's level, not after every
 * level (the levels below are laid out only as they near the screen, so a scroll to the list's foot stopped short),
 * and come into view; on a laptop they stay in the side column.
 */
function useDetailsPlacement() {
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [inline, setInline] = useState(false);
  const panelRef = useRef<HTMLElement>(null);
  const scrollToDetails = useRef(false);
  const select = (lesson: LessonSummary) => {
    setSelectedId(lesson.id);
    const narrow = typeof window.matchMedia === "function" && !window.matchMedia("(min-width: 64rem)").matches;
    setInline(narrow);
    scrollToDetails.current = narrow;
  };
  useEffect(() => {
    if (!scrollToDetails.current || selectedId === null) return;
    scrollToDetails.current = false;
    const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    panelRef.current?.scrollIntoView?.({ behavior: smooth ? "smooth" : "auto", block: "start" });
  }, [selectedId, inline]);
  return { selectedId, inline, panelRef, select };
}

function NoLessonChosen() {
  return (
    <Card className="flex flex-col items-center gap-2 py-8 text-center">
      <Pip mood="calm" className="size-24" />
      <h2 className="text-xl font-extrabold">
        <Trans>Select a Lesson</Trans>
      </h2>
      <p className="text-ink-soft">
        <Trans>Choose a lesson to see its details</Trans>
      </p>
    </Card>
  );
}

function LessonTile({
  lesson,
  level,
  status,
  selected,
  onSelect,
}: {
  lesson: LessonSummary;
  level: Level;
  status: OverviewStatus;
  selected: boolean;
  onSelect: () => void;
}) {
  const { i18n } = useLingui();
  const locked = status === "Locked";
  const accent = levelAccent(level.color);
  const xpReward = lesson.xpReward;
  return (
    <button
      type="button"
      aria-pressed={selected}
      // Locked lessons stay focusable and announced, but cannot be selected (docs/screens.md#lessons-overview).
      aria-disabled={locked || undefined}
      onClick={locked ? undefined : onSelect}
      className={cn(
        "relative flex min-h-28 w-full flex-col items-start gap-2 overflow-hidden rounded-card border-2 p-3 pt-4 text-start transition-colors",
        locked ? "cursor-not-allowed border-dashed border-line bg-paper" : "bg-surface hover:border-brand",
        selected ? "border-brand bg-brand-soft" : !locked && "border-line",
      )}
    >
      <span aria-hidden="true" className={cn("absolute inset-x-0 top-0 h-1.5", locked ? "bg-line" : accent.solid)} />
      <span className="leading-snug font-bold">{lesson.title}</span>
      <span className="mt-auto flex flex-wrap items-center gap-2 text-sm">
        <span className="font-semibold text-ink-soft">
          <Trans comment="The XP a lesson gives, on its tile">+{xpReward} XP</Trans>
        </span>
        {locked ? <Badge className="px-2 text-xs">{i18n._(STATUS_LABELS.Locked)}</Badge> : null}
        {status === "Completed" ? (
          <Badge tone="green" className="px-2 text-xs">
            {i18n._(STATUS_LABELS.Completed)}
          </Badge>
        ) : null}
      </span>
    </button>
  );
}

function LessonDetails({ lesson, level, status }: { lesson: LessonSummary; level: Level | undefined; status: OverviewStatus }) {
  const { i18n } = useLingui();
  const accent = levelAccent(level?.color);
  const xpReward = lesson.xpReward;
  return (
    <Card className="flex flex-col gap-4">
      {level ? <span className={cn(accent.badge, "self-start")}>{level.title}</span> : null}
      <h2 className="text-2xl leading-tight font-extrabold">{lesson.title}</h2>
      <dl className="flex flex-wrap gap-x-6 gap-y-2 text-ink-soft">
        <div className="flex items-center gap-2">
          <dt className="sr-only">
            <Trans comment="How long the lesson takes">Duration</Trans>
          </dt>
          <dd className="flex items-center gap-2 font-semibold">
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round">
              <circle cx="12" cy="12" r="9" />
              <path d="M12 7v5l3 2" />
            </svg>
            {lessonDurationLabel(lesson.minutes)}
          </dd>
        </div>
        <div className="flex items-center gap-2">
          <dt className="sr-only">
            <Trans comment="Whether the lesson is done, open or locked">Status</Trans>
          </dt>
          <dd>
            <Badge tone={status === "Completed" ? "green" : status === "Locked" ? "neutral" : "purple"}>
              {i18n._(STATUS_LABELS[status])}
            </Badge>
          </dd>
        </div>
      </dl>
      <section>
        <h3 className="text-lg font-extrabold">
          <Trans>What You'll Learn</Trans>
        </h3>
        <p className="mt-1 text-ink-soft">{lesson.description}</p>
      </section>
      <section>
        <h3 className="text-lg font-extrabold">
          <Trans comment="Heading: what the parent earns by finishing the lesson">Reward</Trans>
        </h3>
        <p className="mt-1 font-semibold">
          <Trans>+{xpReward} XP upon completion</Trans>
        </p>
      </section>
      {status === "Locked" ? null : (
        <Link href={`/lessons/${lesson.levelId}/lesson/${lesson.id}`} className={buttonClasses("primary", "lg", "w-full")}>
          {status === "Completed" ? <Trans>Review Lesson</Trans> : <Trans>Start Lesson</Trans>}
        </Link>
      )}
    </Card>
  );
}
