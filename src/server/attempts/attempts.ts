import { and, eq } from "drizzle-orm";
import type { AttemptAnswer, LessonAttemptState } from "../../shared/schemas/attempt";
import type { AppDb } from "../db/client";
import { lessonAttempts } from "../db/schema";

/** A finished (or restarted) lesson keeps no saved place. */
export async function clearAttempt(db: AppDb, userId: number, lessonId: number): Promise<void> {
  await db.delete(lessonAttempts).where(and(eq(lessonAttempts.userId, userId), eq(lessonAttempts.lessonId, lessonId)));
}

/**
 * The parent's saved place in a lesson, or none. A place saved on another version of the lesson's content (see
 * Curriculum.contentVersionOf) is not resumed: its answers may point at questions that changed. A place saved before
 * versions were recorded has none, and the players' own checks of its fit still apply.
 */
export async function readAttempt(
  db: AppDb,
  userId: number,
  lessonId: number,
  contentVersion: string | undefined,
): Promise<AttemptAnswer> {
  const [row] = await db
    .select()
    .from(lessonAttempts)
    .where(and(eq(lessonAttempts.userId, userId), eq(lessonAttempts.lessonId, lessonId)));
  const current = row && (row.contentVersion === null || row.contentVersion === contentVersion);
  return { attempt: current ? { state: row.state as LessonAttemptState, updatedAt: row.updatedAt.toISOString() } : null };
}
