import { and, asc, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { completeLessonSchema } from "../../shared/schemas/learning";
import type { AppDb } from "../db/client";
import { userProgress } from "../db/schema";
import { notFound, parseBody, parseId, unauthorized } from "../http/errors";
import { requireSelf } from "../auth/session";
import { findUserById, toPublicUser } from "../auth/users";
import type { Curriculum } from "../curriculum/curriculum";
import { completeLesson, completeLessonInOneWrite, toProgressEntry } from "./complete-lesson";
import { clearAttempt } from "../attempts/attempts";
import type { LessonPlanGate } from "../subscriptions/plan-access";
import { idempotencyKeyOf, runIdempotent } from "../http/idempotency";
import { namedStatement } from "../db/named-statement";

/**
 * The home screen's read, the parent's whole progress list, written as JSON by the database: one named statement
 * (db/named-statement.ts), one row, one text column sent as it is. Building the list in the app (a row object, a Date
 * and an ISO string per lesson, then serialising them) was its largest cost under the mixed visit
 * (docs/benchmarks.md). The entries are those of `toProgressEntry`, with `completedAt` as `toISOString` writes it
 * (milliseconds, "Z"); `progress.api.test.ts` compares the two.
 */
const progressListOf = namedStatement<{ userId: number }, { list: string }>(
  "progress_list_json",
  (value) => sql`
    select coalesce(json_agg(json_build_object(
      'id', id, 'lessonId', lesson_id, 'levelId', level_id, 'completed', completed, 'score', score,
      'completedAt', to_char(completed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    ) order by id), '[]')::text as list
    from user_progress
    where user_id = ${value("userId")}`,
);

/** The parent's whole progress list as the API sends it: JSON text written by the database. */
export async function progressListJson(db: AppDb, userId: number): Promise<string> {
  const [found] = await progressListOf.run(db, { userId });
  return found?.list ?? "[]";
}

/** The signed-in parent as GET /api/user/{id} and /api/auth/me answer; undefined when the account is gone. */
export async function publicUserOf(db: AppDb, userId: number) {
  const row = await findUserById(db, userId);
  return row && toPublicUser(row);
}

export function progressRoutes(db: AppDb, curriculum: Curriculum, planGate: LessonPlanGate) {
  return async function register(app: FastifyInstance) {
    app.get<{ Params: { id: string } }>("/api/user/:id", async (request) => {
      const user = await publicUserOf(db, requireSelf(request, request.params.id));
      if (!user) throw unauthorized();
      return user;
    });

    app.get<{ Params: { id: string } }>("/api/user/:id/progress", async (request, reply) => {
      const list = await progressListJson(db, requireSelf(request, request.params.id));
      return reply.type("application/json; charset=utf-8").send(list);
    });

    app.get<{ Params: { id: string; levelId: string } }>("/api/user/:id/levels/:levelId/progress", async (request) => {
      const userId = requireSelf(request, request.params.id);
      const levelId = parseId(request.params.levelId, "levelId");
      if (!curriculum.levelById.has(levelId)) throw notFound("Level not found");
      const rows = await db
        .select()
        .from(userProgress)
        .where(and(eq(userProgress.userId, userId), eq(userProgress.levelId, levelId)))
        .orderBy(asc(userProgress.id));
      return rows.map(toProgressEntry);
    });

    app.post<{ Params: { id: string; lessonId: string } }>("/api/user/:id/lessons/:lessonId/progress", async (request, reply) => {
      const userId = requireSelf(request, request.params.id);
      const lessonId = parseId(request.params.lessonId, "lessonId");
      const input = parseBody(completeLessonSchema, request.body);
      // A lesson the parent's plan does not open cannot be completed either (402, see subscriptions/plan-access).
      // Without an Idempotency-Key: two round trips and no transaction, the plan read with the parent's row (see
      // completeLessonInOneWrite).
      if (idempotencyKeyOf(request) === undefined) {
        return completeLessonInOneWrite(db, curriculum, planGate, userId, lessonId, input);
      }
      // A completion resent with its key (offline sync, a lost answer) answers the first result; a finished lesson
      // starts fresh next time.
      await planGate.require(userId, lessonId);
      return runIdempotent(db, request, reply, userId, async (tx) => {
        const result = await completeLesson(tx, curriculum, userId, lessonId, input);
        await clearAttempt(tx, userId, lessonId);
        return result;
      });
    });
  };
}
