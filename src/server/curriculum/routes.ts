import type { FastifyInstance } from "fastify";
import { notFound, parseId } from "../http/errors";
import { requireUserId } from "../auth/session";
import type { Curriculum } from "./curriculum";
import { sendJson } from "../http/json";
import { contentLanguage } from "../http/content-language";
import type { UserLanguageLookup } from "../i18n/i18n";

/**
 * The curriculum's outline (levels and lesson summaries) holds nothing private: it is answered from
 * memory, serialised once per language, without a session lookup, so it runs near the speed of a bare server. Its
 * language is the one the app names (`?language=es`), else the device's (cookie, then `Accept-Language`).
 */
export function curriculumOutlineRoutes(curriculum: Curriculum) {
  return async function register(app: FastifyInstance) {
    const json = async (request: Parameters<typeof contentLanguage>[0]) =>
      curriculum.inLanguage(await contentLanguage(request)).json;
    app.get("/api/levels", async (request, reply) => sendJson(reply, (await json(request)).levels));
    app.get<{ Params: { id: string } }>("/api/levels/:id", async (request, reply) => {
      const level = (await json(request)).level.get(parseId(request.params.id));
      if (!level) throw notFound(/*i18n*/ "Level not found");
      return sendJson(reply, level);
    });
    app.get("/api/lessons", async (request, reply) => sendJson(reply, (await json(request)).lessons));
  };
}

/**
 * What the lesson route asks of the plan rule: a 402 for a lesson the parent's plan does not open. The subscriptions'
 * gate (src/server/subscriptions/plan-access.ts, which reads the curriculum) is one; src/server/app.ts passes it in.
 */
interface LessonAccessGate {
  require(userId: number, lessonId: number): Promise<void>;
}

/**
 * A lesson's content is for signed-in parents, in the language the app names, else the parent's own; past the trial, a
 * non-basic lesson needs full access (402 from the gate).
 */
export function lessonContentRoutes(curriculum: Curriculum, planGate: LessonAccessGate, lookupUserLanguage: UserLanguageLookup) {
  return async function register(app: FastifyInstance) {
    app.get<{ Params: { id: string } }>("/api/lessons/:id", async (request, reply) => {
      const userId = requireUserId(request);
      const lessonId = parseId(request.params.id);
      const language = await contentLanguage(request, lookupUserLanguage);
      const json = curriculum.inLanguage(language).json.lesson.get(lessonId);
      if (!json) throw notFound(/*i18n*/ "Lesson not found");
      await planGate.require(userId, lessonId);
      return sendJson(reply, json);
    });
  };
}
