import { desc, eq } from "drizzle-orm";
import type { Clock } from "../clock";
import type { FastifyInstance } from "fastify";
import { localDate } from "../../shared/rules/days";
import { type TodayMood, recordMoodSchema } from "../../shared/schemas/mood";
import type { AppDb } from "../db/client";
import { dailyMoods, moodCheckIns } from "../db/schema";
import { parseBody, unauthorized } from "../http/errors";
import { findUserById } from "../users/users";
import { requireSelf } from "../auth/session";
import { readTodayMood } from "./today-mood";

/** Picks this close together count as one mood, the latest (docs/product-rules.md#progress-in-pictures). */
export const MOOD_CHANGE_OF_MIND_MS = 30 * 60 * 1000;

/** docs/product-rules.md#moods-and-favourites: the home mood row records today's mood (the parent's local day). */
export function moodRoutes(db: AppDb, clock: Clock) {
  const today = async (userId: number) => {
    const user = await findUserById(db, userId);
    if (!user) throw unauthorized();
    return localDate(clock(), user.timeZone);
  };

  return async function register(app: FastifyInstance) {
    app.get<{ Params: { id: string } }>("/api/user/:id/mood", async (request): Promise<TodayMood> => {
      return readTodayMood(db, requireSelf(request, request.params.id), clock());
    });

    app.put<{ Params: { id: string } }>("/api/user/:id/mood", async (request): Promise<TodayMood> => {
      const userId = requireSelf(request, request.params.id);
      const { mood } = parseBody(recordMoodSchema, request.body);
      const day = await today(userId);
      const now = clock();
      // The day's mood for home is the latest pick; every pick is kept with its time for the patterns of /progress.
      await db.transaction(async (tx) => {
        await tx
          .insert(dailyMoods)
          .values({ userId, day, mood })
          .onConflictDoUpdate({ target: [dailyMoods.userId, dailyMoods.day], set: { mood, updatedAt: now } });
        // A pick within minutes of the last one is a change of mind, not a second mood: it replaces it.
        const [latest] = await tx
          .select({ id: moodCheckIns.id, at: moodCheckIns.at })
          .from(moodCheckIns)
          .where(eq(moodCheckIns.userId, userId))
          .orderBy(desc(moodCheckIns.at))
          .limit(1);
        if (latest && now.getTime() - latest.at.getTime() < MOOD_CHANGE_OF_MIND_MS && now >= latest.at) {
          await tx.update(moodCheckIns).set({ mood, at: now }).where(eq(moodCheckIns.id, latest.id));
        } else {
          await tx.insert(moodCheckIns).values({ userId, mood, at: now });
        }
      });
      return { day, mood };
    });
  };
}
