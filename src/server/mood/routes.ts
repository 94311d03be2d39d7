import type { FastifyInstance } from "fastify";
import { localDate } from "../../shared/rules/days";
import { type TodayMood, recordMoodSchema } from "../../shared/schemas/mood";
import type { AppDb } from "../db/client";
import { dailyMoods, moodCheckIns } from "../db/schema";
import { parseBody, unauthorized } from "../http/errors";
import { findUserById } from "../auth/users";
import { requireSelf } from "../auth/session";
import { readTodayMood } from "./today-mood";

/** docs/product-rules.md#moods-and-favourites: the home mood row records today's mood (the parent's local day). */
export function moodRoutes(db: AppDb, clock: () => Date = () => new Date()) {
  const today = async (userId: number) => {
    const user = await findUserById(db, userId);
    if (!user) throw unauthorized();
    return localDate(clock(), user.timeZone);
  };

  return async function register(app: FastifyInstance) {
    app.get<{ Params: { id: string } }>("/api/user/:id/mood", async (request): Promise<TodayMood> => {
      return readTodayMood(db, requireSelf(request, request.params.id));
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
        await tx.insert(moodCheckIns).values({ userId, mood, at: now });
      });
      return { day, mood };
    });
  };
}
