import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { localDate } from "../../shared/rules/days";
import { type Mood, type TodayMood, recordMoodSchema } from "../../shared/schemas/mood";
import type { AppDb } from "../db/client";
import { dailyMoods } from "../db/schema";
import { parseBody, unauthorized } from "../http/errors";
import { findUserById } from "../auth/users";
import { requireSelf } from "../progress/routes";

/** DECISIONS.md: the home mood row records today's mood (the parent's local day). */
export function moodRoutes(db: AppDb) {
  const today = async (userId: number) => {
    const user = await findUserById(db, userId);
    if (!user) throw unauthorized();
    return localDate(new Date(), user.timeZone);
  };

  return async function register(app: FastifyInstance) {
    app.get<{ Params: { id: string } }>("/api/user/:id/mood", async (request): Promise<TodayMood> => {
      const userId = requireSelf(request, request.params.id);
      const day = await today(userId);
      const [row] = await db.select().from(dailyMoods).where(and(eq(dailyMoods.userId, userId), eq(dailyMoods.day, day)));
      return { day, mood: (row?.mood as Mood | undefined) ?? null };
    });

    app.put<{ Params: { id: string } }>("/api/user/:id/mood", async (request): Promise<TodayMood> => {
      const userId = requireSelf(request, request.params.id);
      const { mood } = parseBody(recordMoodSchema, request.body);
      const day = await today(userId);
      await db
        .insert(dailyMoods)
        .values({ userId, day, mood })
        .onConflictDoUpdate({ target: [dailyMoods.userId, dailyMoods.day], set: { mood, updatedAt: new Date() } });
      return { day, mood };
    });
  };
}
