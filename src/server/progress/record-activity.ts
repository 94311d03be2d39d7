import { eq } from "drizzle-orm";
import type { AchievementId } from "../../shared/rules/achievements";
import { afterCompletion, localDate } from "../../shared/rules/days";
import { levelForXp } from "../../shared/rules/levels";
import type { PublicUser } from "../../shared/schemas/auth";
import type { AppDb } from "../db/client";
import { users } from "../db/schema";
import { unauthorized } from "../http/errors";
import { toPublicUser } from "../auth/users";
import { earnAchievements } from "./earn-achievements";

type UserRow = typeof users.$inferSelect;
type Transaction = Parameters<Parameters<AppDb["transaction"]>[0]>[0];

export interface ActivityOutcome {
  user: PublicUser;
  levelUp: { from: number; to: number } | null;
  newAchievements: AchievementId[];
}

/**
 * The parent's row after a finished lesson or story, written in the caller's transaction (which holds the row
 * lock): XP and level, the day's streak and daily goal in the parent's time zone, and the achievements earned
 * that they did not have yet. `earned` gets the new streak; `more` sets columns only lessons track.
 */
export async function recordActivity(
  tx: Transaction,
  user: UserRow,
  activity: {
    xpAwarded: number;
    now: Date;
    earned: (streak: number) => AchievementId[];
    more?: Partial<Pick<UserRow, "completedLevels" | "currentLevelId">>;
  },
): Promise<ActivityOutcome> {
  const { xpAwarded, now } = activity;
  const day = afterCompletion(
    { streak: user.streak, lastActiveDate: user.lastActiveDate, dailyGoalProgress: user.dailyGoalProgress },
    localDate(now, user.timeZone),
  );
  const xp = user.xp + xpAwarded;
  const level = levelForXp(xp);
  const { newAchievements, achievements, achievementDates } = earnAchievements(user, activity.earned(day.streak), now);

  const [updated] = await tx
    .update(users)
    .set({
      xp,
      level,
      streak: day.streak,
      lastActiveDate: day.lastActiveDate,
      dailyGoalProgress: day.dailyGoalProgress,
      ...activity.more,
      achievements,
      achievementDates,
      updatedAt: now,
    })
    .where(eq(users.id, user.id))
    .returning();
  if (!updated) throw unauthorized();
  return {
    user: toPublicUser(updated, now),
    levelUp: level > user.level ? { from: user.level, to: level } : null,
    newAchievements,
  };
}
