import { asc, eq } from "drizzle-orm";
import type { AppDb } from "../db/client";
import { userStoryProgress } from "../db/schema";
import { toStoryProgressEntry } from "./complete-story";

/** The parent's finished stories. */
export async function storyProgressOf(db: AppDb, userId: number) {
  const rows = await db
    .select()
    .from(userStoryProgress)
    .where(eq(userStoryProgress.userId, userId))
    .orderBy(asc(userStoryProgress.id));
  return rows.map(toStoryProgressEntry);
}
