import { and, asc, eq } from "drizzle-orm";
import type { Clock } from "../clock";
import type { FastifyInstance } from "fastify";
import { completeLessonSchema } from "../../shared/schemas/learning";
import type { AppDb } from "../db/client";
import { userProgress } from "../db/schema";
import { notFound, parseBody, parseId, unauthorized } from "../http/errors";
import { requireSelf } from "../auth/session";

import type { Curriculum } from "../curriculum/curriculum";
import { completeLesson, completeLessonInOneWrite, toProgressEntry } from "./complete-lesson";
import { clearAttempt } from "../attempts/attempts";
import type { LessonPlanGate } from "../subscriptions/plan-access";
import { idempotencyKeyOf, runIdempotent } from "../http/idempotency";
import { progressListJson, publicUserOf } from "./progress-list";

export function progressRoutes(db: AppDb, curriculum: Curriculum, planGate: LessonPlanGate, clock: Clock) {
  return async function register(app: FastifyInstance) {
    app.get<{ Params: { id: string } }>("/api/user/:id", async (request) => {
      const user = await publicUserOf(db, requireSelf(request, request.params.id), clock());
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
      if (!curriculum.levelById.has(levelId)) throw notFound(/*i18n*/ "Level not found");
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
        return completeLessonInOneWrite(db, curriculum, planGate, userId, lessonId, input, clock());
      }
      // A completion resent with its key (offline sync, a lost answer) answers the first result; a finished lesson
      // starts fresh next time.
      await planGate.require(userId, lessonId);
      return runIdempotent(db, request, reply, userId, async (tx) => {
        const result = await completeLesson(tx, curriculum, userId, lessonId, input, clock());
        await clearAttempt(tx, userId, lessonId);
        return result;
      });
    });
  };
}
