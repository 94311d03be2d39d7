import { and, eq } from "drizzle-orm";
import { type Reason, forYouPath } from "../../shared/rules/for-you";
import type { OnboardingData } from "../../shared/schemas/auth";
import type { AppDb } from "../db/client";
import { userProgress } from "../db/schema";
import type { CurriculumView } from "./curriculum";

export interface NextLesson {
  title: string;
  url: string;
  /** The parent's answer it matches, when it was picked from them (docs/product-rules.md#for-you). */
  because?: Reason;
}

/**
 * The lesson home shows Up next for a parent: the first open lesson of their path (docs/product-rules.md#age-levels),
 * or the first open one that matches what they told us (#for-you); what reminders and the weekly mail name. The
 * caller has the parent's row and passes their onboarding answers.
 */
export async function nextLessonFor(
  db: AppDb,
  curriculum: CurriculumView,
  userId: number,
  answers: OnboardingData | null | undefined,
): Promise<NextLesson | null> {
  const done = await db
    .select({ lessonId: userProgress.lessonId })
    .from(userProgress)
    .where(and(eq(userProgress.userId, userId), eq(userProgress.completed, true)));
  const completed = new Set(done.map((row) => row.lessonId));
  const { statuses, picks } = forYouPath(curriculum.levels, curriculum.lessons, completed, answers?.childAge, answers);
  const next = curriculum.lessons.find((lesson) => statuses.get(lesson.id) === "current");
  if (!next) return null;
  const pick = picks.find((candidate) => candidate.lesson.id === next.id);
  return { title: next.title, url: `/lessons/${next.levelId}/lesson/${next.id}`, ...(pick && { because: pick.because }) };
}
