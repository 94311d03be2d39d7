import { and, eq, sql } from "drizzle-orm";
import { type AchievementId, lessonAchievements } from "../../shared/rules/achievements";
import type { CompleteStoryInput, StoryCompletionResult, StoryProgressEntry } from "../../shared/schemas/stories";
import type { AppDb } from "../db/client";
import { userStoryProgress, users } from "../db/schema";
import { HttpError, badRequest, notFound, unauthorized } from "../http/errors";
import { recordActivity } from "../progress/record-activity";
import type { StoryLibrary } from "../curriculum/stories";

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
 * the other: the first awards the story's xpReward (docs/product-rules.md#xp), the rest are replays.
 * A story play counts as a completion of the day, like a lesson: it keeps the streak and fills the daily goal.
 */
export async function completeStory(
  db: AppDb,
  library: StoryLibrary,
  userId: number,
  storyId: number,
  input: CompleteStoryInput,
  now: Date,
): Promise<StoryCompletionResult> {
  const story = library.storyById.get(storyId);
  if (!story) throw notFound(/*i18n*/ "Story not found");
  const known = library.choiceIds.get(storyId) ?? new Set<string>();
  const unknown = input.choices.find((choice) => !known.has(choice));
  if (unknown !== undefined) throw badRequest(/*i18n*/ "\"{choice}\" is not a choice of this story", { choice: unknown.slice(0, 40) });

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
        set: {
          choices: sql`excluded.choices`,
          completed: true,
          completedAt: sql`coalesce(${userStoryProgress.completedAt}, excluded.completed_at)`,
        },
      })
      .returning();
    if (!row) throw new HttpError(500, /*i18n*/ "Story progress was not recorded");

    // Only the streak achievements can follow from a story besides "first-story"; lesson counts are unchanged.
    const outcome = await recordActivity(tx, user, {
      xpAwarded,
      now,
      earned: (streak): AchievementId[] => [
        "first-story",
        ...lessonAchievements({ lessonsCompleted: 0, levelsCompleted: 0, streak }),
      ],
    });

    return {
      user: outcome.user,
      progress: toStoryProgressEntry(row),
      xpAwarded,
      firstCompletion,
      levelUp: outcome.levelUp,
      newAchievements: outcome.newAchievements,
    };
  });
}
