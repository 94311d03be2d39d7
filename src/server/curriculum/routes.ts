import type { FastifyInstance } from "fastify";
import { notFound, parseId } from "../http/errors";
import { requireUserId } from "../auth/session";
import type { Curriculum } from "./curriculum";
import type { LessonPlanGate } from "../subscriptions/plan-access";
import { sendJson } from "../http/json";

/**
 * The curriculum's outline (levels and lesson summaries) holds nothing private: it is answered from
 * memory, serialised once, without a session lookup, so it runs near the speed of a bare server.
 */
export function curriculumOutlineRoutes(curriculum: Curriculum) {
  return async function register(app: FastifyInstance) {
    app.get("/api/levels", async (_request, reply) => sendJson(reply, curriculum.json.levels));
    app.get<{ Params: { id: string } }>("/api/levels/:id", async (request, reply) => {
      const json = curriculum.json.level.get(parseId(request.params.id));
      if (!json) throw notFound(/*i18n*/ "Level not found");
      return sendJson(reply, json);
    });
    app.get("/api/lessons", async (_request, reply) => sendJson(reply, curriculum.json.lessons));
  };
}

/** A lesson's content is for signed-in parents; past the trial, a non-basic lesson needs full access (402 from the gate). */
export function lessonContentRoutes(curriculum: Curriculum, planGate: LessonPlanGate) {
  return async function register(app: FastifyInstance) {
    app.get<{ Params: { id: string } }>("/api/lessons/:id", async (request, reply) => {
      const userId = requireUserId(request);
      const lessonId = parseId(request.params.id);
      const json = curriculum.json.lesson.get(lessonId);
      if (!json) throw notFound(/*i18n*/ "Lesson not found");
      await planGate.require(userId, lessonId);
      return sendJson(reply, json);
    });
  };
}
