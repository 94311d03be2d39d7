import { and, eq } from "drizzle-orm";
import type { AppDb } from "../db/client";
import { lessonAttempts } from "../db/schema";

/** A finished (or restarted) lesson keeps no saved place. */
export async function clearAttempt(db: AppDb, userId: number, lessonId: number): Promise<void> {
  await db.delete(lessonAttempts).where(and(eq(lessonAttempts.userId, userId), eq(lessonAttempts.lessonId, lessonId)));
}
