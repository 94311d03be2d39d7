import { and, eq } from "drizzle-orm";
import type { AttemptAnswer, LessonAttemptState } from "../../shared/schemas/attempt";
import type { AppDb } from "../db/client";
import { lessonAttempts } from "../db/schema";

/** A finished (or restarted) lesson keeps no saved place. */
export async function clearAttempt(db: AppDb, userId: number, lessonId: number): Promise<void> {
  await db.delete(lessonAttempts).where(and(eq(lessonAttempts.userId, userId), eq(lessonAttempts.lessonId, lessonId)));
}

/** The parent's saved place in a lesson, or none. */
export async function readAttempt(db: AppDb, userId: number, lessonId: number): Promise<AttemptAnswer> {
  const [row] = await db
    .select()
    .from(lessonAttempts)
    .where(and(eq(lessonAttempts.userId, userId), eq(lessonAttempts.lessonId, lessonId)));
  return { attempt: row ? { state: row.state as LessonAttemptState, updatedAt: row.updatedAt.toISOString() } : null };
}
