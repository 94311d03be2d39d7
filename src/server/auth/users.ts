import { eq, sql } from "drizzle-orm";
import type { PublicUser } from "../../shared/schemas/auth";
import type { AppDb } from "../db/client";
import { users } from "../db/schema";

type UserRow = typeof users.$inferSelect;

/** Everything of a user the API may show: no password hash, dates as ISO strings. */
export function toPublicUser(row: UserRow): PublicUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    level: row.level,
    xp: row.xp,
    streak: row.streak,
    lastActiveDate: row.lastActiveDate,
    completedLevels: row.completedLevels,
    achievements: row.achievements,
    currentLevelId: row.currentLevelId,
    dailyGoalProgress: row.dailyGoalProgress,
    dailyGoalTarget: row.dailyGoalTarget,
    onboardingCompleted: row.onboardingCompleted,
    onboardingData: row.onboardingData ?? null,
    timeZone: row.timeZone,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function findUserById(db: AppDb, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function findUserByEmail(db: AppDb, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row;
}
