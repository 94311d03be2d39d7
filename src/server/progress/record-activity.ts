import { eq } from "drizzle-orm";
import type { AchievementId } from "../../shared/rules/achievements";
import { afterCompletion, localDate } from "../../shared/rules/days";
import { levelForXp } from "../../shared/rules/levels";
import type { PublicUser } from "../../shared/schemas/auth";
import type { AppDb } from "../db/client";
import { users } from "../db/schema";
import { unauthorized } from "../http/errors";
import { dayStatsOf, toPublicUser } from "../users/users";
import { streakRhythmOf } from "../../shared/settings";
import { earnAchievements } from "./earn-achievements";

type UserRow = typeof users.$inferSelect;
type Transaction = Parameters<Parameters<AppDb["transaction"]>[0]>[0];

export interface ActivityOutcome {
  user: PublicUser;
  levelUp: { from: number; to: number } | null;
  newAchievements: AchievementId[];
}

/** A finished lesson or story: the XP it awards, when, and what it earns with the day's new streak. */
export interface Activity {
  xpAwarded: number;
  now: Date;
  earned: (streak: number) => AchievementId[];
  more?: Partial<Pick<UserRow, "completedLevels" | "currentLevelId">>;
}

/** The columns an activity changes on the parent's row, as read in `user`, and what the parent is told of it. */
export interface ActivityChange {
  set: Pick<UserRow, "xp" | "level" | "streak" | "lastActiveDate" | "streakStartedOn" | "streakWeekDays" | "dailyGoalProgress" | "achievements" | "achievementDates" | "updatedAt"> &
    Partial<Pick<UserRow, "completedLevels" | "currentLevelId">>;
  levelUp: { from: number; to: number } | null;
  newAchievements: AchievementId[];
}

/**
 * XP and level, the day's streak and daily goal in the parent's time zone, and the achievements earned that they did
 * not have yet, worked out from the parent's row as read. The caller writes `set` only over that very row: with the
 * row locked, or on condition that it is unchanged (src/server/progress/complete-lesson.ts).
 */
export function planActivity(user: UserRow, activity: Activity): ActivityChange {
  const { xpAwarded, now } = activity;
  const day = afterCompletion(dayStatsOf(user), localDate(now, user.timeZone), streakRhythmOf(user.settings));
  const xp = user.xp + xpAwarded;
  const level = levelForXp(xp);
  const { newAchievements, achievements, achievementDates } = earnAchievements(user, activity.earned(day.streak), now);
  return {
    set: {
      xp,
      level,
      streak: day.streak,
      lastActiveDate: day.lastActiveDate,
      streakStartedOn: day.streakStartedOn,
      streakWeekDays: day.streakWeekDays,
      dailyGoalProgress: day.dailyGoalProgress,
      ...activity.more,
      achievements,
      achievementDates,
      updatedAt: now,
    },
    levelUp: level > user.level ? { from: user.level, to: level } : null,
    newAchievements,
  };
}

/**
 * The parent's row after a finished lesson or story, written in the caller's transaction (which holds the row
 * lock). `earned` gets the new streak; `more` sets columns only lessons track.
 */
export async function recordActivity(tx: Transaction, user: UserRow, activity: Activity): Promise<ActivityOutcome> {
  const change = planActivity(user, activity);
  const [updated] = await tx.update(users).set(change.set).where(eq(users.id, user.id)).returning();
  if (!updated) throw unauthorized();
  return { user: toPublicUser(updated, activity.now), levelUp: change.levelUp, newAchievements: change.newAchievements };
}
