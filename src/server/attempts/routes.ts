import { sql } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import {
  ATTEMPT_BODY_LIMIT_BYTES, type AttemptAnswer, saveAttemptSchema,
} from "../../shared/schemas/attempt";
import type { Curriculum } from "../curriculum/curriculum";
import type { AppDb } from "../db/client";
import { lessonAttempts } from "../db/schema";
import { notFound, parseBody, parseId } from "../http/errors";
import { requireSelf } from "../auth/session";
import { clearAttempt } from "./attempts";
import { readAttempt } from "./attempts";

/**
 * The lesson frame's saved place (GET/PUT/DELETE /api/user/{id}/lessons/{lessonId}/attempt): the signed-in parent's
 * own only, one per lesson, small (413 beyond ATTEMPT_BODY_LIMIT_BYTES).
 */
export function attemptRoutes(db: AppDb, curriculum: Curriculum) {
  return async function register(app: FastifyInstance) {
    /** The parent (401 signed out, 403 another parent's id) and a lesson that exists (400, 404). */
    const target = (request: FastifyRequest<{ Params: { id: string; lessonId: string } }>) => {
      const userId = requireSelf(request, request.params.id);
      const lessonId = parseId(request.params.lessonId, "lessonId");
      if (!curriculum.lessonById.has(lessonId)) throw notFound(/*i18n*/ "Lesson not found");
      return { userId, lessonId };
    };

    app.get<{ Params: { id: string; lessonId: string } }>(
      "/api/user/:id/lessons/:lessonId/attempt",
      async (request): Promise<AttemptAnswer> => {
        const { userId, lessonId } = target(request);
        return readAttempt(db, userId, lessonId, curriculum.contentVersionOf(lessonId));
      },
    );

    app.put<{ Params: { id: string; lessonId: string } }>(
      "/api/user/:id/lessons/:lessonId/attempt",
      { bodyLimit: ATTEMPT_BODY_LIMIT_BYTES },
      async (request): Promise<AttemptAnswer> => {
        const { userId, lessonId } = target(request);
        const { state } = parseBody(saveAttemptSchema, request.body);
        const contentVersion = curriculum.contentVersionOf(lessonId) ?? null;
        const [row] = await db
          .insert(lessonAttempts)
          .values({ userId, lessonId, state, contentVersion })
          .onConflictDoUpdate({
            target: [lessonAttempts.userId, lessonAttempts.lessonId],
            set: { state, contentVersion, updatedAt: sql`now()` },
          })
          .returning();
        return { attempt: { state, updatedAt: (row?.updatedAt ?? new Date()).toISOString() } };
      },
    );

    app.delete<{ Params: { id: string; lessonId: string } }>("/api/user/:id/lessons/:lessonId/attempt", async (request, reply) => {
      const { userId, lessonId } = target(request);
      await clearAttempt(db, userId, lessonId);
      return reply.code(204).send();
    });
  };
}
