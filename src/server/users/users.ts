import { eq, sql } from "drizzle-orm";
import { type DayStats, localDate, restDaysLeft, restDaysUsed, statsAsOf } from "../../shared/rules/days";
import { streakRhythmOf } from "../../shared/settings";
import type { PublicUser } from "../../shared/schemas/auth";
import type { AppDb } from "../db/client";
import { users } from "../db/schema";

type UserRow = typeof users.$inferSelect;

/** The streak and daily goal as stored on the parent's row. */
export function dayStatsOf(row: UserRow): DayStats {
  return {
    streak: row.streak,
    lastActiveDate: row.lastActiveDate,
    dailyGoalProgress: row.dailyGoalProgress,
    streakStartedOn: row.streakStartedOn,
    streakWeekDays: row.streakWeekDays,
  };
}

/**
 * Everything of a user the API may show: no password hash, dates as ISO strings, and the day
 * stats as they read today in the parent's time zone (a broken streak reads 0).
 */
export function toPublicUser(row: UserRow, now: Date): PublicUser {
  const today = localDate(now, row.timeZone);
  const rhythm = streakRhythmOf(row.settings);
  const stored = dayStatsOf(row);
  const day = statsAsOf(stored, today, rhythm);
  const restUsed = restDaysUsed(stored, today, rhythm);
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    level: row.level,
    xp: row.xp,
    streak: day.streak,
    streakRhythm: rhythm,
    restDaysUsed: restUsed,
    restDaysLeft: restDaysLeft(stored, today, rhythm, restUsed),
    lastActiveDate: row.lastActiveDate,
    completedLevels: row.completedLevels,
    achievements: row.achievements,
    achievementDates: row.achievementDates,
    currentLevelId: row.currentLevelId,
    dailyGoalProgress: day.dailyGoalProgress,
    dailyGoalTarget: row.dailyGoalTarget,
    onboardingCompleted: row.onboardingCompleted,
    onboardingData: row.onboardingData ?? null,
    timeZone: row.timeZone,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** One parsed statement per database connection (a named prepared statement), not a query built per request. */
const userByIdStatements = new WeakMap<AppDb, ReturnType<typeof prepareUserById>>();
function prepareUserById(db: AppDb) {
  return db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder("id")))
    .prepare("user_by_id");
}

export async function findUserById(db: AppDb, id: number): Promise<UserRow | undefined> {
  let statement = userByIdStatements.get(db);
  if (!statement) {
    statement = prepareUserById(db);
    userByIdStatements.set(db, statement);
  }
  const [row] = await statement.execute({ id });
  return row;
}

export async function findUserByEmail(db: AppDb, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row;
}
