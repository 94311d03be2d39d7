import { and, eq } from "drizzle-orm";
import { type AnswerValue, forYou, pathStatuses } from "../../shared/rules/for-you";
import type { AppDb } from "../db/client";
import { userProgress, users } from "../db/schema";
import type { CurriculumView } from "./curriculum";

export interface NextLesson {
  title: string;
  url: string;
  /** The parent's answer it matches, when it was picked from them (docs/product-rules.md#for-you). */
  because?: AnswerValue;
}

/**
 * The lesson home shows Up next for a parent: the first open lesson of their path (docs/product-rules.md#age-levels),
 * or the first open one that matches what they told us (#for-you); what reminders and the weekly mail name.
 */
export async function nextLessonFor(db: AppDb, curriculum: CurriculumView, userId: number): Promise<NextLesson | null> {
  const [done, [parent]] = await Promise.all([
    db
      .select({ lessonId: userProgress.lessonId })
      .from(userProgress)
      .where(and(eq(userProgress.userId, userId), eq(userProgress.completed, true))),
    db.select({ onboardingData: users.onboardingData }).from(users).where(eq(users.id, userId)),
  ]);
  const completed = new Set(done.map((row) => row.lessonId));
  const answers = parent?.onboardingData;
  const childAge = answers?.childAge;
  const statuses = pathStatuses(curriculum.levels, curriculum.lessons, completed, childAge, answers);
  const next = curriculum.lessons.find((lesson) => statuses.get(lesson.id) === "current");
  if (!next) return null;
  const pick = forYou(curriculum.levels, [next], statuses, answers, childAge)[0];
  return { title: next.title, url: `/lessons/${next.levelId}/lesson/${next.id}`, ...(pick && { because: pick.because }) };
}
