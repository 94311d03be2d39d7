import { and, eq, sql } from "drizzle-orm";
import { moduleCloserContentSchema } from "../../shared/content/guided-schemas";
import { type AchievementId, isAchievementId, lessonAchievements } from "../../shared/rules/achievements";
import { isLessonUnlocked, isLevelCompleted } from "../../shared/rules/locks";
import type { CompleteLessonInput, CompletionResult, Lesson, ProgressEntry } from "../../shared/schemas/learning";
import type { AppDb } from "../db/client";
import { userProgress, users } from "../db/schema";
import { recordActivity } from "./record-activity";
import { setCurrentPractice } from "../practices/practices";
import { localDate } from "../../shared/rules/days";
import { HttpError, badRequest, forbidden, notFound, unauthorized } from "../http/errors";
import type { Curriculum } from "../curriculum/curriculum";

type ProgressRow = typeof userProgress.$inferSelect;

export function toProgressEntry(row: ProgressRow): ProgressEntry {
  return {
    id: row.id,
    lessonId: row.lessonId,
    levelId: row.levelId,
    completed: row.completed,
    score: row.score,
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

/**
 * DECISIONS.md "Learning rules": a module-closer's badge is an achievement, and its xpBonus is awarded on top of
 * xpReward with the first completion. Other lessons have no badge.
 */
function moduleBadgeOf(lesson: Lesson): { achievement: AchievementId | null; xpBonus: number } | null {
  if (lesson.activityType !== "module-closer") return null;
  // The curriculum was validated at start-up; a lesson without authored content has no badge yet.
  const content = moduleCloserContentSchema.safeParse(lesson.content);
  if (!content.success) return null;
  const { id, xpBonus } = content.data.badgeEarned;
  return { achievement: isAchievementId(id) ? id : null, xpBonus };
}

/**
 * Records a completion in one transaction with the parent's row locked, so concurrent calls
 * (two taps on Complete) run one after the other: the first awards XP, the rest are replays.
 */
export async function completeLesson(
  db: AppDb,
  curriculum: Curriculum,
  userId: number,
  lessonId: number,
  input: CompleteLessonInput,
  now = new Date(),
): Promise<CompletionResult> {
  const lesson = curriculum.lessonById.get(lessonId);
  if (!lesson) throw notFound("Lesson not found");
  if (input.levelId !== lesson.levelId) throw badRequest("levelId does not match the lesson's level");
  const badge = moduleBadgeOf(lesson);

  return db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for("update");
    if (!user) throw unauthorized();

    const doneRows = await tx
      .select({ lessonId: userProgress.lessonId })
      .from(userProgress)
      .where(and(eq(userProgress.userId, userId), eq(userProgress.completed, true)));
    const completed = new Set(doneRows.map((row) => row.lessonId));
    const firstCompletion = !completed.has(lessonId);
    if (firstCompletion && !isLessonUnlocked(lesson, curriculum.levels, curriculum.lessons, completed)) {
      throw forbidden("This lesson is still locked. Finish the lesson before it first.");
    }

    const bonusXp = firstCompletion && badge ? badge.xpBonus : 0;
    const xpAwarded = firstCompletion ? lesson.xpReward + bonusXp : 0;
    const [row] = await tx
      .insert(userProgress)
      .values({ userId, levelId: lesson.levelId, lessonId, completed: true, score: input.score, completedAt: now, xpAwarded })
      .onConflictDoUpdate({
        target: [userProgress.userId, userProgress.lessonId],
        // A replay keeps the best score and the first completion's time and XP.
        set: { score: sql`greatest(${userProgress.score}, excluded.score)`, completed: true },
      })
      .returning();
    if (!row) throw new HttpError(500, "Progress was not recorded");
    completed.add(lessonId);
    await setCurrentPractice(tx, lesson, userId, localDate(now, user.timeZone), now);

    const completedLevels = curriculum.levels
      .filter((candidate) => isLevelCompleted(candidate.id, curriculum.lessons, completed))
      .map((candidate) => candidate.id);
    const currentLevelId =
      curriculum.levels.find((candidate) => !completedLevels.includes(candidate.id))?.id ?? curriculum.levels.at(-1)?.id ?? 1;
    const outcome = await recordActivity(tx, user, {
      xpAwarded,
      now,
      earned: (streak) => {
        const earned = lessonAchievements({ lessonsCompleted: completed.size, levelsCompleted: completedLevels.length, streak });
        return badge?.achievement ? [...earned, badge.achievement] : earned;
      },
      more: { completedLevels, currentLevelId },
    });

    return {
      user: outcome.user,
      progress: toProgressEntry(row),
      xpAwarded,
      ...(bonusXp > 0 ? { bonusXp } : {}),
      firstCompletion,
      levelUp: outcome.levelUp,
      newAchievements: outcome.newAchievements,
      ...(lesson.practice ? { practice: lesson.practice } : {}),
    };
  });
}
