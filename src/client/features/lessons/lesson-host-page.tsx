import { useCallback, useEffect, useRef, useState } from "react";
import { Link, useLocation, useParams } from "wouter";
import { PRODUCT_NAME } from "../../../shared/product";
import { ACHIEVEMENTS } from "../../../shared/rules/achievements";
import { isLessonUnlocked } from "../../../shared/rules/locks";
import type { CompleteLessonInput, CompletionResult, Lesson, Level, LessonSummary } from "../../../shared/schemas/learning";
import { Pip } from "../../components/art/monsters";
import { Badge } from "../../components/ui/badge";
import { Button, buttonClasses } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { ProgressBar } from "../../components/ui/progress-bar";
import { notify } from "../../components/ui/toast";
import { ApiError } from "../../lib/api";
import { SAVED_ON_DEVICE_TEXT, type SavedOnDevice, isSavedOnDevice } from "../../lib/outbox";
import { cn } from "../../lib/cn";
import { playSound } from "../../lib/sound";
import { IntroSlideshow } from "../../players/intros/intro-slideshow";
import { introSlideshowFor } from "../../players/intros/intro-slideshows";
import { LessonPlayer } from "../../players/registry";
import { useSignedInUser } from "../auth/api/current-user";
import { useCompleteLesson } from "../learning/api/complete-lesson";
import { useLesson } from "../learning/api/lesson";
import { useLessons } from "../learning/api/lessons";
import { useLevel } from "../learning/api/level";
import { useLevels } from "../learning/api/levels";
import { completedLessonIds, useProgress } from "../learning/api/progress";
import { levelAccent } from "../learning/level-colors";
import { pathAfterCompletion } from "./after-completion";
import { LessonNotFound } from "./lesson-not-found";
import { lessonIntroPath, parseLessonParam } from "./lesson-params";
import { UpgradeCard } from "../subscription/upgrade-card";

/** The server's answer for a lesson the parent's plan does not open (src/server/subscriptions/plan-access.ts). */
const isPlanRefusal = (error: unknown) => error instanceof ApiError && error.status === 402;

/** Players spec §2.1: this lesson plays full height, without the page header or progress bar. */
const FULL_HEIGHT_TITLE = "Ouch! A Little Monster Takes a Tumble";

/** Lesson host page (players spec §2.1, §4.1) at /lessons/:levelId/lesson/:id/old. */
export function LessonHostPage() {
  const params = useParams<{ levelId?: string; id?: string }>();
  const levelId = parseLessonParam(params.levelId);
  const lessonId = parseLessonParam(params.id);
  const user = useSignedInUser();
  const validIds = levelId !== null && lessonId !== null;
  const level = useLevel(levelId ?? 0, { enabled: validIds });
  const lesson = useLesson(lessonId ?? 0, { enabled: validIds });
  const levels = useLevels();
  const lessons = useLessons();
  const progress = useProgress(user.id);

  useEffect(() => {
    if (lesson.data) document.title = `${lesson.data.title} · ${PRODUCT_NAME}`;
  }, [lesson.data]);

  if (!validIds) return <LessonNotFound />;
  if (lesson.error instanceof ApiError && lesson.error.status === 403) return <LockedLessonCard />;
  if (isPlanRefusal(lesson.error)) return <UpgradeCard />;
  if (level.isError || lesson.isError || levels.isError || lessons.isError || progress.isError) return <LessonNotFound />;
  if (!level.data || !lesson.data || !levels.data || !lessons.data || !progress.data) return <LessonLoading />;
  // A lesson reached through another level's address is not this level's lesson.
  if (lesson.data.levelId !== level.data.id) return <LessonNotFound />;
  if (!isLessonUnlocked(lesson.data, levels.data, lessons.data, completedLessonIds(progress.data))) return <LockedLessonCard />;

  const next = nextLesson(lesson.data, levels.data, lessons.data);
  // A fresh session per lesson: "Next Lesson" starts with an empty bar and no completion.
  return <LessonSession key={lesson.data.id} lesson={lesson.data} level={level.data} next={next} />;
}

/** The lesson after this one along the whole path (by level order, then lesson order). */
function nextLesson(lesson: LessonSummary, levels: readonly Level[], lessons: readonly LessonSummary[]): LessonSummary | undefined {
  const levelOrder = new Map(levels.map((level) => [level.id, level.order]));
  const ordered = [...lessons].sort(
    (a, b) => (levelOrder.get(a.levelId) ?? 0) - (levelOrder.get(b.levelId) ?? 0) || a.order - b.order,
  );
  const index = ordered.findIndex((candidate) => candidate.id === lesson.id);
  return index >= 0 ? ordered[index + 1] : undefined;
}

function LessonSession({ lesson, level, next }: { lesson: Lesson; level: Level; next: LessonSummary | undefined }) {
  const [percent, setPercent] = useState(0);
  const [score, setScore] = useState<number | null>(null);
  const completion = useCompleteLesson();
  const reported = useRef(false);
  const fullHeight = lesson.title === FULL_HEIGHT_TITLE;
  // Spec §2.1: some lessons open with an intro slideshow, whatever player plays them.
  const intro = introSlideshowFor(lesson.title);
  const [introDone, setIntroDone] = useState(intro === undefined);
  const { mutate } = completion;
  const [, navigate] = useLocation();
  const leaveTo = pathAfterCompletion(lesson.activityType);

  const save = useCallback(
    (input: CompleteLessonInput) =>
      mutate(
        { lessonId: lesson.id, input },
        {
          onSuccess: (result) => {
            playSound("success");
            if (isSavedOnDevice(result)) return;
            notify({
              title: "Lesson Completed! 🎉",
              description:
                result.xpAwarded > 0
                  ? `You earned ${result.xpAwarded} XP and scored ${input.score}%`
                  : `Great practice! You scored ${input.score}%`,
            });
            if (leaveTo) navigate(leaveTo);
          },
        },
      ),
    [mutate, lesson.id, leaveTo, navigate],
  );

  const onComplete = useCallback(
    (raw: number) => {
      // Players call this once; a second call (a double tap on Finish) must not post twice.
      if (reported.current) return;
      reported.current = true;
      const finalScore = Math.round(Math.min(100, Math.max(0, Number.isFinite(raw) ? raw : 0)));
      setScore(finalScore);
      setPercent(100);
      save({ levelId: level.id, completed: true, score: finalScore, completedAt: new Date().toISOString() });
    },
    [save, level.id],
  );

  const onProgress = useCallback((value: number) => {
    if (Number.isFinite(value)) setPercent(Math.min(100, Math.max(0, value)));
  }, []);

  const retry = () => {
    const variables = completion.variables;
    if (variables) save(variables.input);
  };

  if (completion.error instanceof ApiError && completion.error.status === 403) return <LockedLessonCard />;
  if (isPlanRefusal(completion.error)) return <UpgradeCard />;

  return (
    <div className={cn("mx-auto flex w-full max-w-3xl flex-col gap-4", fullHeight && "min-h-[calc(100dvh-12rem)]")}>
      {fullHeight ? (
        <h1 className="sr-only">{lesson.title}</h1>
      ) : (
        <>
          <LessonHeader lesson={lesson} level={level} />
          <ProgressBar value={Math.round(percent)} max={100} label="Lesson progress" className="h-4" />
        </>
      )}
      {intro && !introDone ? (
        <IntroSlideshow pages={intro} onContinue={() => setIntroDone(true)} />
      ) : score === null ? (
        <div className={cn(fullHeight && "flex flex-1 flex-col")}>
          <LessonPlayer lesson={lesson} onComplete={onComplete} onProgress={onProgress} />
        </div>
      ) : (
        <CompletionCard
          score={score}
          result={completion.data}
          failed={completion.isError}
          onRetry={retry}
          next={next}
        />
      )}
    </div>
  );
}

function LessonHeader({ lesson, level }: { lesson: Lesson; level: Level }) {
  const accent = levelAccent(level.color);
  return (
    <header className="flex items-start gap-3">
      <Link href="/" aria-label="Back to Home" className="grid size-11 shrink-0 place-items-center rounded-full border-2 border-line bg-surface hover:border-brand">
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round">
          <path d="M15 5l-7 7 7 7" />
        </svg>
      </Link>
      <div className="min-w-0 flex-1">
        <p className={cn("text-sm font-bold", accent.text)}>{level.title}</p>
        <h1 className="text-2xl leading-tight font-extrabold sm:text-3xl">{lesson.title}</h1>
      </div>
      <Badge tone="green" className="shrink-0 whitespace-nowrap">
        +{lesson.xpReward} XP
      </Badge>
    </header>
  );
}

function CompletionCard({
  score,
  result,
  failed,
  onRetry,
  next,
}: {
  score: number;
  result: CompletionResult | SavedOnDevice | undefined;
  failed: boolean;
  onRetry: () => void;
  next: LessonSummary | undefined;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The player that held focus is gone; the card takes it so keyboard and screen reader users land here.
  useEffect(() => headingRef.current?.focus(), []);
  const achievements = ((result && !isSavedOnDevice(result) ? result.newAchievements : undefined) ?? []).flatMap((id) =>
    Object.hasOwn(ACHIEVEMENTS, id) ? [ACHIEVEMENTS[id as keyof typeof ACHIEVEMENTS]] : [],
  );
  return (
    <Card className="flex flex-col items-center gap-4 text-center">
      <Pip mood="proud" className="size-28 motion-safe:animate-bob" />
      <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-extrabold focus:outline-none">
        Lesson Completed!
      </h2>
      <p className="flex flex-col">
        <span className="text-5xl font-extrabold text-brand tabular-nums">{score}%</span>
        <span className="text-sm font-semibold text-ink-soft">Your score</span>
      </p>
      <div aria-live="polite" className="flex w-full flex-col items-center gap-3">
        {failed ? (
          <div role="alert" className="flex flex-col items-center gap-2">
            <p className="font-semibold">We couldn't save your progress just now. Your score is still here.</p>
            <Button variant="secondary" onClick={onRetry}>
              Try again
            </Button>
          </div>
        ) : !result ? (
          <p className="text-ink-soft">Saving your progress...</p>
        ) : isSavedOnDevice(result) ? (
          <p role="status" className="font-semibold">
            {SAVED_ON_DEVICE_TEXT}
          </p>
        ) : (
          <>
            <p className="text-lg font-bold">
              {result.xpAwarded > 0 ? `Great job! You earned ${result.xpAwarded} XP` : "You've already earned this lesson's XP — great practice!"}
            </p>
            {result.levelUp ? (
              <p className="rounded-pill bg-brand-soft px-4 py-1.5 font-bold text-ink">You reached level {result.levelUp.to}!</p>
            ) : null}
            {achievements.length > 0 ? (
              <ul aria-label="New achievements" className="flex w-full flex-col gap-2">
                {achievements.map((achievement) => (
                  <li key={achievement.title} className="rounded-card border-2 border-line bg-paper px-4 py-2">
                    <p className="font-bold">New achievement: {achievement.title}</p>
                    <p className="text-sm text-ink-soft">{achievement.description}</p>
                  </li>
                ))}
              </ul>
            ) : null}
          </>
        )}
      </div>
      <div className="mt-2 flex w-full flex-col gap-3 sm:flex-row">
        <Link href="/" className={buttonClasses(next ? "secondary" : "primary", "lg", "flex-1")}>
          Back to Home
        </Link>
        {next ? (
          <Link href={lessonIntroPath(next.levelId, next.id)} className={buttonClasses("primary", "lg", "flex-1")}>
            Next Lesson
          </Link>
        ) : null}
      </div>
    </Card>
  );
}

function LessonLoading() {
  return (
    <div role="status" aria-label="Loading lesson" className="flex justify-center py-16">
      <span aria-hidden="true" className="size-12 rounded-pill border-4 border-brand-soft border-t-brand motion-safe:animate-spin" />
    </div>
  );
}

/** The server refuses a locked lesson (403); the parent gets a kind way back. */
function LockedLessonCard() {
  return (
    <Card className="mx-auto flex max-w-md flex-col items-center gap-3 text-center">
      <Pip mood="calm" className="size-24" />
      <h1 className="text-2xl font-extrabold">This lesson is still locked</h1>
      <p className="text-ink-soft">Finish the lesson before it to open this one. Every small step counts.</p>
      <div className="mt-2 flex w-full flex-col gap-3">
        <Link href="/lessons-overview" className={buttonClasses("primary", "lg", "flex-1")}>
          See all lessons
        </Link>
        <Link href="/" className={buttonClasses("secondary", "lg", "flex-1")}>
          Back to Home
        </Link>
      </div>
    </Card>
  );
}

export default LessonHostPage;
