import { desc, eq } from "drizzle-orm";
import type { FavoriteLessonIds } from "../../shared/schemas/favorites";
import type { AppDb } from "../db/client";
import { favoriteLessons } from "../db/schema";

/** The parent's favourite lessons' ids, the latest added first. */
export async function favoriteLessonIds(db: AppDb, userId: number): Promise<FavoriteLessonIds> {
  const rows = await db
    .select({ lessonId: favoriteLessons.lessonId })
    .from(favoriteLessons)
    .where(eq(favoriteLessons.userId, userId))
    .orderBy(desc(favoriteLessons.createdAt), desc(favoriteLessons.lessonId));
  return rows.map((row) => row.lessonId);
}
