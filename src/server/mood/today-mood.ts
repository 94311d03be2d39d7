import { and, eq, inArray } from "drizzle-orm";
import { localDate } from "../../shared/rules/days";
import type { Mood, TodayMood } from "../../shared/schemas/mood";
import type { AppDb } from "../db/client";
import { dailyMoods, users } from "../db/schema";
import { unauthorized } from "../http/errors";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Today's mood in the parent's own calendar day. One round trip: the parent's time zone and the moods of the days
 * that may be "today" somewhere (every time zone's date is the UTC date of yesterday, today or tomorrow); today's is
 * picked once the zone is known. 401 when the account is gone.
 */
export async function readTodayMood(db: AppDb, userId: number, now: Date): Promise<TodayMood> {
  const around = [-1, 0, 1].map((offset) => localDate(new Date(now.getTime() + offset * DAY_MS), "UTC"));
  const rows = await db
    .select({ timeZone: users.timeZone, day: dailyMoods.day, mood: dailyMoods.mood })
    .from(users)
    .leftJoin(dailyMoods, and(eq(dailyMoods.userId, users.id), inArray(dailyMoods.day, around)))
    .where(eq(users.id, userId));
  const [first] = rows;
  if (!first) throw unauthorized();
  const day = localDate(now, first.timeZone);
  const mood = rows.find((row) => row.day === day)?.mood;
  return { day, mood: (mood as Mood | undefined) ?? null };
}
