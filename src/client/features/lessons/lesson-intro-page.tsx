import { Trans } from "@lingui/react/macro";
import { useRef } from "react";
import { useParams } from "wouter";
import { isLessonUnlocked, whatOpens } from "@shared/rules/locks";
import { isLessonOpen } from "@shared/rules/plans";
import { cn } from "../../lib/cn";
import { useSignedInUser } from "../../data/current-user";
import { completedLessonIds } from "../../data/learning/progress";
import { levelAccent } from "../../components/level-colors";
import { ListenControls } from "../../components/listen-controls";
import { LessonNotFound } from "./lesson-not-found";
import { parseLessonParam } from "./lesson-params";
import { ArrowButton, IntroAction, IntroLesson, LessonSamePage } from "./lesson-intro-parts";
import { useIntroListening, useIntroReads, useIntroSlide, useLessonInLevel } from "./use-lesson-intro";

export { INTRO_REENABLE_MS, INTRO_SLIDE_MS } from "./use-lesson-intro";

/** Lesson intro (docs/screens.md#lesson-intro) at /lessons/:levelId/lesson/:id. */
export function LessonIntroPage() {
  const params = useParams<{ levelId?: string; id?: string }>();
  const levelId = parseLessonParam(params.levelId);
  const lessonId = parseLessonParam(params.id);
  const user = useSignedInUser();
  const validIds = levelId !== null && lessonId !== null;
  const { level, levels, lessons, progress, subscription } = useIntroReads(user.id, levelId, validIds);
  const listening = useIntroListening(user.id);
  const readRegion = useRef<HTMLDivElement>(null);
  const { levelLessons, index, lesson, previous, next } = useLessonInLevel(lessons.data, levelId, lessonId);
  const { leaving, move, slideRef, headingRef } = useIntroSlide(levelId, lessonId, { previous, next });

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
  const allLevels = levels.data;
  const allLessons = lessons.data;

  return (
    <div ref={readRegion} className="mx-auto flex max-w-2xl flex-col items-center overflow-x-clip">
      {listening.on ? (
        <div className="mb-2 flex w-full justify-end">
          <ListenControls
            key={lesson.id}
            region={readRegion}
            language={listening.language}
            on={false}
            rate={listening.rate}
            onRate={listening.onRate}
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
          <IntroLesson
            lesson={lesson}
            levelTitle={level.data.title}
            badgeClass={accent.badge}
            softClass={accent.soft}
            headingRef={headingRef}
            unlocked={unlocked}
            done={done}
            lessonNumber={index + 1}
            lessonCount={levelLessons.length}
          />
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
          // Words that pass under it fade out above it rather than being cut through.
          unlocked &&
            planOpens &&
            "sticky bottom-[calc(4.75rem+env(safe-area-inset-bottom))] z-10 rounded-pill bg-paper before:pointer-events-none before:absolute before:inset-x-0 before:-top-8 before:h-8 before:bg-linear-to-t before:from-paper before:to-transparent lg:bottom-4",
        )}
      >
        <IntroAction
          lesson={lesson}
          unlocked={unlocked}
          planOpens={planOpens}
          done={done}
          listening={listening.on}
          opens={() => whatOpens(lesson, allLevels, allLessons, completed)}
        />
      </div>
      {done ? <LessonSamePage key={lesson.id} lessonId={lesson.id} language={listening.displayLanguage} /> : null}
    </div>
  );
}
