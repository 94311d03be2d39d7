import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Link, useParams } from "wouter";
import { PRODUCT_NAME } from "@shared/product";
import { isLessonUnlocked } from "@shared/rules/locks";
import type { Lesson, Level, LessonSummary } from "@shared/schemas/learning";
import { Pip } from "../../components/art/monsters";
import { buttonClasses } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { SpinnerStatus } from "../../components/ui/spinner-status";
import { ApiError } from "../../lib/api";
import { useSignedInUser } from "../../data/current-user";
import { subscriptionQuery } from "../../data/subscription";
import { completedLessonIds, useProgress } from "../../data/learning/progress";
import { useLesson } from "../../data/learning/lesson";
import { useLessons } from "../../data/learning/lessons";
import { useLevel } from "../../data/learning/level";
import { useLevels } from "../../data/learning/levels";
import { LessonNotFound } from "./lesson-not-found";
import { attemptQuery } from "./api/attempt";
import { LessonFrame } from "./frame/lesson-frame";
import { parseLessonParam } from "./lesson-params";
import { UpgradeCard } from "../../components/upgrade-card";

export { preloadPlayer } from "../../players/registry";

/** The server's answer for a lesson the parent's plan does not open (src/server/subscriptions/plan-access.ts). */
const isPlanRefusal = (error: unknown) => error instanceof ApiError && error.status === 402;

/**
 * Lesson host page (docs/lesson-players.md#the-lesson-frame) at /lessons/:levelId/lesson/:id/old: finds the lesson,
 * checks its lock, and plays it in the lesson frame (every lesson full-screen, so no lesson needs a full-height special
 * case).
 */
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
  // The frame needs the saved place before it draws: asked beside the lesson rather than after it, and kept for the
  // frame by this page's interest in it.
  useQuery({ ...attemptQuery(user.id, lessonId ?? 0), enabled: validIds });

  useEffect(() => {
    if (lesson.data) document.title = `${lesson.data.title} · ${PRODUCT_NAME}`;
  }, [lesson.data]);

  if (!validIds) return <LessonNotFound />;
  if (lesson.error instanceof ApiError && lesson.error.status === 403) return <LockedLessonCard />;
  if (isPlanRefusal(lesson.error)) return <PlanRefused userId={user.id} />;
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

/** The frame of one lesson, or the card for a completion the server refused (locked, or not in the parent's plan). */
function LessonSession({ lesson, level, next }: { lesson: Lesson; level: Level; next: LessonSummary | undefined }) {
  const user = useSignedInUser();
  const [refused, setRefused] = useState<ApiError | null>(null);
  if (refused && isPlanRefusal(refused)) return <PlanRefused userId={user.id} />;
  if (refused) return <LockedLessonCard />;
  return <LessonFrame lesson={lesson} level={level} next={next} onRefused={setRefused} />;
}

/**
 * The upgrade card for a lesson the server refused by plan. The plan this device keeps may be older than the server's
 * (a family's Premium that no longer covers a carer removed elsewhere: docs/product-rules.md#one-subscription-for-the-family),
 * so it is read again, and every screen shows the plan the server holds.
 */
function PlanRefused({ userId }: { userId: number }) {
  const queryClient = useQueryClient();
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: subscriptionQuery(userId).queryKey });
  }, [queryClient, userId]);
  return <UpgradeCard />;
}

function LessonLoading() {
  const { t } = useLingui();
  return <SpinnerStatus label={t`Loading lesson`} />;
}

/** The server refuses a locked lesson (403); the parent gets a kind way back. */
function LockedLessonCard() {
  return (
    <Card className="mx-auto flex max-w-md flex-col items-center gap-3 text-center">
      <Pip mood="calm" className="size-24" />
      <h1 className="text-2xl font-extrabold">
        <Trans>This lesson is still locked</Trans>
      </h1>
      <p className="text-ink-soft">
        <Trans>Finish the lesson before it to open this one. Every small step counts.</Trans>
      </p>
      <div className="mt-2 flex w-full flex-col gap-3">
        <Link href="/lessons-overview" className={buttonClasses("primary", "lg", "flex-1")}>
          <Trans>See all lessons</Trans>
        </Link>
        <Link href="/" className={buttonClasses("secondary", "lg", "flex-1")}>
          <Trans>Back to Home</Trans>
        </Link>
      </div>
    </Card>
  );
}

export default LessonHostPage;
