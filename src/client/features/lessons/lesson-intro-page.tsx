import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useMemo, useRef, useState } from "react";
import { Link, useLocation, useParams } from "wouter";
import { PRODUCT_NAME } from "@shared/product";
import { isLessonUnlocked, whatOpens } from "@shared/rules/locks";
import { isLessonOpen } from "@shared/rules/plans";
import { CHARACTER_NAMES } from "@shared/content/cast-names";
import { CAST_DRAWINGS, Growler, Pip, Zo } from "../../components/art/monsters";
import { buttonClasses } from "../../components/ui/button";
import { Badge } from "../../components/ui/badge";
import { cn } from "../../lib/cn";
import { useSignedInUser } from "../../data/current-user";
import { completedLessonIds, useProgress } from "../../data/learning/progress";
import { levelAccent } from "../../components/level-colors";
import { useLessons } from "../../data/learning/lessons";
import { useLevel } from "../../data/learning/level";
import { useLevels } from "../../data/learning/levels";
import { LessonNotFound, LockedNote } from "./lesson-not-found";
import { lessonIntroPath, lessonPlayerPath, parseLessonParam } from "./lesson-params";
import { UpgradeCard } from "../../components/upgrade-card";
import { useSubscription } from "../../data/subscription";
import { GetHelpLine } from "../../components/get-help-line";
import { lessonDurationLabel } from "../../components/lesson-labels";
import { ListenControls } from "../../components/listen-controls";
import { useSaveListeningRate, useSettings } from "../../data/settings";
import { useContentLanguage } from "../../lib/i18n/content-language";
import { type DisplayLanguage, htmlLangOf } from "@shared/i18n/locales";
import { SamePageSection } from "../../components/same-page";
import { useSamePage } from "../../data/same-page";

/** docs/screens.md#constants: the slide-out lasts 500 ms; moves are allowed again 100 ms after the lesson changes. */
export const INTRO_SLIDE_MS = 500;
export const INTRO_REENABLE_MS = 100;

type Direction = "previous" | "next";

const CAST = [Pip, Zo, Growler] as const;
const CAST_NAMES = ["Pip", "Zo", "Growler"] as const;

/** Lesson intro (docs/screens.md#lesson-intro) at /lessons/:levelId/lesson/:id. */
export function LessonIntroPage() {
  const params = useParams<{ levelId?: string; id?: string }>();
  const levelId = parseLessonParam(params.levelId);
  const lessonId = parseLessonParam(params.id);
  const user = useSignedInUser();
  const validIds = levelId !== null && lessonId !== null;
  const level = useLevel(levelId ?? 0, { enabled: validIds });
  const levels = useLevels();
  const lessons = useLessons();
  const progress = useProgress(user.id);
  // The plan only decides what Start Lesson offers; while it loads (or if it fails) the server still guards the lesson.
  const subscription = useSubscription(user.id);
  const [, setLocation] = useLocation();
  const { t } = useLingui();
  // docs/product-rules.md#listening: with "Listen to lessons" on, the intro offers Listen (it reads only on a tap).
  const settings = useSettings(user.id);
  const saveRate = useSaveListeningRate(user.id).mutate;
  const listening = settings.data?.listenToLessons === true;
  const readRegion = useRef<HTMLDivElement>(null);
  const displayLanguage = useContentLanguage();
  const contentLanguage = htmlLangOf(displayLanguage);

  const [leaving, setLeaving] = useState<Direction | null>(null);
  const blocked = useRef(false);
  const moved = useRef(false);
  const timers = useRef<number[]>([]);
  const slideRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => window.clearTimeout(timer));
  }, []);

  // The lesson is found by id in its level's lesson list (docs/screens.md#lesson-intro).
  const levelLessons = useMemo(
    () => (lessons.data ?? []).filter((lesson) => lesson.levelId === levelId).sort((a, b) => a.order - b.order),
    [lessons.data, levelId],
  );
  const index = levelLessons.findIndex((lesson) => lesson.id === lessonId);
  const lesson = index >= 0 ? levelLessons[index] : undefined;
  const previous = index > 0 ? levelLessons[index - 1] : undefined;
  const next = index >= 0 ? levelLessons[index + 1] : undefined;

  useEffect(() => {
    if (lesson) document.title = `${lesson.title} · ${PRODUCT_NAME}`;
  }, [lesson]);

  // After a move the new lesson eases in, and focus stays on the screen when an arrow disappeared.
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    const active = document.activeElement;
    if (!active || active === document.body) headingRef.current?.focus();
    const reduced = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
    if (!reduced) slideRef.current?.animate?.([{ opacity: 0 }, { opacity: 1 }], { duration: 200, easing: "ease-out" });
  }, [lessonId]);

  const move = (direction: Direction) => {
    const target = direction === "previous" ? previous : next;
    if (!target || blocked.current || levelId === null) return;
    blocked.current = true;
    setLeaving(direction);
    timers.current.push(
      window.setTimeout(() => {
        moved.current = true;
        setLeaving(null);
        setLocation(lessonIntroPath(levelId, target.id));
        timers.current.push(
          window.setTimeout(() => {
            blocked.current = false;
          }, INTRO_REENABLE_MS),
        );
      }, INTRO_SLIDE_MS),
    );
  };

  if (!validIds || level.isError || lessons.isError || levels.isError || progress.isError) return <LessonNotFound />;
  if (!level.data || !lessons.data || !levels.data || !progress.data) {
    return (
      <p role="status" className="py-16 text-center text-lg font-semibold text-ink-soft">
        <Trans>Loading your lesson...</Trans>
      </p>
    );
  }
  if (!lesson) return <LessonNotFound />;

  const completed = completedLessonIds(progress.data);
  const unlocked = isLessonUnlocked(lesson, levels.data, lessons.data, completed);
  const done = completed.has(lesson.id);
  const planOpens = isLessonOpen(lesson, subscription.data?.hasFullAccess ?? true);
  const accent = levelAccent(level.data.color);
  // The child the lesson is about (Dot, Rumi, Juno…); a lesson that names no child takes Pip, Zo and Growler in turn.
  const castIndex = (lesson.order - 1) % CAST.length;
  const Monster = lesson.character ? CAST_DRAWINGS[lesson.character] : CAST[castIndex]!;
  const monsterName = lesson.character ? CHARACTER_NAMES[lesson.character] : CAST_NAMES[castIndex];
  const lessonNumber = index + 1;
  const lessonCount = levelLessons.length;
  const duration = lessonDurationLabel(lesson.minutes);

  return (
    <div ref={readRegion} className="mx-auto flex max-w-2xl flex-col items-center overflow-x-clip">
      {listening ? (
        <div className="mb-2 flex w-full justify-end">
          <ListenControls
            key={lesson.id}
            region={readRegion}
            language={contentLanguage}
            on={false}
            rate={settings.data?.listeningRate ?? 1}
            onRate={saveRate}
          />
        </div>
      ) : null}
      {/* On a phone the arrows sit above the lesson, which keeps the whole width for its title's longest word
          (docs/product-rules.md#words-whole-and-the-main-action-in-reach); from sm up they flank it. */}
      <div className="grid w-full grid-cols-[3rem_minmax(0,1fr)_3rem] items-center gap-2 sm:grid-cols-[4rem_minmax(0,1fr)_4rem]">
        <div className="col-start-1 row-start-1">
          {previous ? <ArrowButton direction="previous" onClick={() => move("previous")} busy={leaving !== null} /> : null}
        </div>
        <div
          ref={slideRef}
          className={cn(
            "col-span-3 row-start-2 flex min-w-0 flex-col items-center gap-4 text-center sm:col-span-1 sm:col-start-2 sm:row-start-1",
            // docs/screens.md#lesson-intro: the screen slides out for 500 ms; with reduced motion it stays put for the
            // same time.
            leaving && "transition-transform duration-500 ease-in motion-reduce:transition-none",
            leaving === "next" && "motion-safe:-translate-x-[120%] rtl:motion-safe:translate-x-[120%]",
            leaving === "previous" && "motion-safe:translate-x-[120%] rtl:motion-safe:-translate-x-[120%]",
          )}
        >
          <span className={accent.badge}>{level.data.title}</span>
          <h1 ref={headingRef} tabIndex={-1} className="text-3xl leading-tight font-extrabold focus:outline-none sm:text-4xl">
            {lesson.title}
          </h1>
          <div className={cn("grid w-full max-w-xs place-items-center rounded-[2rem] p-6", accent.soft)}>
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
        </div>
        <div className="col-start-3 row-start-1 justify-self-end">
          {next ? <ArrowButton direction="next" onClick={() => move("next")} busy={leaving !== null} /> : null}
        </div>
      </div>
      {/* The main action stays in reach above the phone's bottom bar however long the lesson's words
          (docs/product-rules.md#words-whole-and-the-main-action-in-reach). */}
      <div
        className={cn(
          "mt-6 w-full max-w-sm",
          unlocked && planOpens && "sticky bottom-[calc(4.75rem+env(safe-area-inset-bottom))] z-10 rounded-pill bg-paper/90 lg:bottom-4",
        )}
      >
        {unlocked && !planOpens ? (
          <UpgradeCard headingLevel={2} />
        ) : unlocked ? (
          <>
            <Link href={lessonPlayerPath(lesson.levelId, lesson.id)} className={buttonClasses("primary", "lg", "w-full")}>
              {done ? <Trans>Review Lesson</Trans> : <Trans>Start Lesson</Trans>}
            </Link>
            {listening ? (
              <p className="mt-2 text-center text-sm text-ink-soft">
                <Trans comment="Under Start Lesson on a lesson's intro, when the parent listens to lessons">
                  Start Lesson opens the lesson, and it is read aloud as it goes.
                </Trans>
              </p>
            ) : null}
          </>
        ) : (
          <div className="flex flex-col gap-3 text-center">
            <LockedNote opens={whatOpens(lesson, levels.data, lessons.data, completed)} />
            <Link href="/lessons-overview" className={buttonClasses("secondary", "md", "w-full")}>
              <Trans>See all lessons</Trans>
            </Link>
          </div>
        )}
      </div>
      {completed.has(lesson.id) ? (
        <LessonSamePage key={lesson.id} lessonId={lesson.id} language={displayLanguage} />
      ) : null}
    </div>
  );
}

/** A completed lesson, looked back at: the family's answers side by side, once every adult shares them. */
function LessonSamePage({ lessonId, language }: { lessonId: number; language: DisplayLanguage }) {
  const samePage = useSamePage({ lessonId }, language, true);
  return samePage.data ? (
    <div className="mt-8 w-full">
      <SamePageSection page={samePage.data} />
    </div>
  ) : null;
}

function ArrowButton({ direction, onClick, busy }: { direction: Direction; onClick: () => void; busy: boolean }) {
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
