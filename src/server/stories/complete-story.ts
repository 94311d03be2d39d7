import { and, eq, sql } from "drizzle-orm";
import { type AchievementId, lessonAchievements } from "../../shared/rules/achievements";
import { afterCompletion, localDate } from "../../shared/rules/days";
import { levelForXp } from "../../shared/rules/levels";
import type { CompleteStoryInput, StoryCompletionResult, StoryProgressEntry } from "../../shared/schemas/stories";
import type { AppDb } from "../db/client";
import { userStoryProgress, users } from "../db/schema";
import { HttpError, badRequest, notFound, unauthorized } from "../http/errors";
import { toPublicUser } from "../auth/users";
import type { StoryLibrary } from "./stories";

type StoryProgressRow = typeof userStoryProgress.$inferSelect;

export function toStoryProgressEntry(row: StoryProgressRow): StoryProgressEntry {
  return {
    storyId: row.storyId,
    completed: row.completed,
    completedAt: row.completedAt?.toISOString() ?? null,
    choices: row.choices,
  };
}

/**
 * Records a finished story in one transaction with the parent's row locked, so concurrent calls run one after
 * the other: the first awards the story's xpReward (DECISIONS.md "Learning rules"), the rest are replays.
 * A story play counts as a completion of the day, like a lesson: it keeps the streak and fills the daily goal.
 */
export async function completeStory(
  db: AppDb,
  library: StoryLibrary,
  userId: number,
  storyId: number,
  input: CompleteStoryInput,
  now = new Date(),
): Promise<StoryCompletionResult> {
  const story = library.storyById.get(storyId);
  if (!story) throw notFound("Story not found");
  const known = library.choiceIds.get(storyId) ?? new Set<string>();
  const unknown = input.choices.find((choice) => !known.has(choice));
  if (unknown !== undefined) throw badRequest(`"${unknown.slice(0, 40)}" is not a choice of this story`);

  return db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for("update");
    if (!user) throw unauthorized();

    const [before] = await tx
      .select({ completed: userStoryProgress.completed })
      .from(userStoryProgress)
      .where(and(eq(userStoryProgress.userId, userId), eq(userStoryProgress.storyId, storyId)));
    const firstCompletion = before?.completed !== true;
    const xpAwarded = firstCompletion ? story.xpReward : 0;

    const [row] = await tx
      .insert(userStoryProgress)
      .values({ userId, storyId, completed: true, choices: input.choices, completedAt: now })
      .onConflictDoUpdate({
        target: [userStoryProgress.userId, userStoryProgress.storyId],
        // A replay records its choices and keeps the first completion's time.
        set: { choices: sql`excluded.choices`, completed: true, completedAt: sql`coalesce(${userStoryProgress.completedAt}, excluded.completed_at)` },
      })
      .returning();
    if (!row) throw new HttpError(500, "Story progress was not recorded");

    const day = afterCompletion(
      { streak: user.streak, lastActiveDate: user.lastActiveDate, dailyGoalProgress: user.dailyGoalProgress },
      localDate(now, user.timeZone),
    );
    const xp = user.xp + xpAwarded;
    const level = levelForXp(xp);
    // Only the streak achievements can follow from a story besides "first-story"; lesson counts are unchanged.
    const earned: AchievementId[] = ["first-story", ...lessonAchievements({ lessonsCompleted: 0, levelsCompleted: 0, streak: day.streak })];
    const newAchievements = earned.filter((id) => !user.achievements.includes(id));

    const [updated] = await tx
      .update(users)
      .set({
        xp,
        level,
        streak: day.streak,
        lastActiveDate: day.lastActiveDate,
        dailyGoalProgress: day.dailyGoalProgress,
        achievements: [...user.achievements, ...newAchievements],
        updatedAt: now,
      })
      .where(eq(users.id, userId))
      .returning();
    if (!updated) throw unauthorized();

    return {
      user: toPublicUser(updated, now),
      progress: toStoryProgressEntry(row),
      xpAwarded,
      firstCompletion,
      levelUp: level > user.level ? { from: user.level, to: level } : null,
      newAchievements,
    };
  });
}
