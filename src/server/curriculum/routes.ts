import type { FastifyInstance, FastifyReply } from "fastify";
import { notFound, parseId } from "../http/errors";
import { requireUserId } from "../auth/session";
import type { Curriculum } from "./curriculum";

const sendJson = (reply: FastifyReply, json: Buffer) => reply.type("application/json; charset=utf-8").send(json);

/**
 * The curriculum's outline (levels and lesson summaries) holds nothing private: it is answered from
 * memory, serialised once, without a session lookup, so it runs near the speed of a bare server.
 */
export function curriculumOutlineRoutes(curriculum: Curriculum) {
  return async function register(app: FastifyInstance) {
    app.get("/api/levels", async (_request, reply) => sendJson(reply, curriculum.json.levels));
    app.get<{ Params: { id: string } }>("/api/levels/:id", async (request, reply) => {
      const json = curriculum.json.level.get(parseId(request.params.id));
      if (!json) throw notFound("Level not found");
      return sendJson(reply, json);
    });
    app.get("/api/lessons", async (_request, reply) => sendJson(reply, curriculum.json.lessons));
  };
}

/** A lesson's content is for signed-in parents (plans may limit it later). */
export function lessonContentRoutes(curriculum: Curriculum) {
  return async function register(app: FastifyInstance) {
    app.get<{ Params: { id: string } }>("/api/lessons/:id", async (request, reply) => {
      requireUserId(request);
      const json = curriculum.json.lesson.get(parseId(request.params.id));
      if (!json) throw notFound("Lesson not found");
      return sendJson(reply, json);
    });
  };
}
