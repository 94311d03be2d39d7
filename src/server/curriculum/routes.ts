import type { FastifyInstance, FastifyReply } from "fastify";
import { notFound, parseId } from "../http/errors";
import { requireUserId } from "../auth/session";
import type { Curriculum } from "./curriculum";

/** Curriculum answers come from memory, serialised once; signed-in parents only. */
export function curriculumRoutes(curriculum: Curriculum) {
  const sendJson = (reply: FastifyReply, json: string) => reply.type("application/json; charset=utf-8").send(json);
  return async function register(app: FastifyInstance) {
    app.get("/api/levels", async (request, reply) => {
      requireUserId(request);
      return sendJson(reply, curriculum.json.levels);
    });
    app.get<{ Params: { id: string } }>("/api/levels/:id", async (request, reply) => {
      requireUserId(request);
      const json = curriculum.json.level.get(parseId(request.params.id));
      if (!json) throw notFound("Level not found");
      return sendJson(reply, json);
    });
    app.get("/api/lessons", async (request, reply) => {
      requireUserId(request);
      return sendJson(reply, curriculum.json.lessons);
    });
    app.get<{ Params: { id: string } }>("/api/lessons/:id", async (request, reply) => {
      requireUserId(request);
      const json = curriculum.json.lesson.get(parseId(request.params.id));
      if (!json) throw notFound("Lesson not found");
      return sendJson(reply, json);
    });
  };
}
