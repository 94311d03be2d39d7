import type { FastifyInstance, FastifyRequest } from "fastify";
import { type DisplayLanguage, isLanguage } from "../../shared/i18n/locales";
import { notFound, parseId } from "../http/errors";
import { requireUserId } from "../auth/session";
import type { Curriculum } from "./curriculum";
import { sendJson } from "../http/json";
import { contentLanguage } from "../http/content-language";
import type { UserLanguageLookup } from "../i18n/i18n";

/**
 * The outline's language when the address names none: a signed-in parent's setting, as their session holds it
 * (auth/session-plugin.ts SessionFields), so no query is needed; a session from before sessions held it reads it once
 * and keeps it. A visitor's is the device's (cookie, then `Accept-Language`).
 */
async function outlineLanguage(request: FastifyRequest, lookupUserLanguage: UserLanguageLookup): Promise<DisplayLanguage> {
  const query = request.query as Record<string, unknown> | undefined;
  const session = request.session as FastifyRequest["session"] | null;
  if (query?.language !== undefined || typeof session?.userId !== "number") return contentLanguage(request);
  if (isLanguage(session.language)) return session.language;
  const language = await contentLanguage(request, lookupUserLanguage);
  if (isLanguage(language)) session.language = language;
  return language;
}

/**
 * The curriculum's outline (levels and lesson summaries) holds nothing private: it is answered from memory,
 * serialised once per language, so it runs near the speed of a bare server. Its language is the one the app names
 * (`?language=es`), else the parent's setting (outlineLanguage), else the device's.
 */
export function curriculumOutlineRoutes(curriculum: Curriculum, lookupUserLanguage: UserLanguageLookup) {
  return async function register(app: FastifyInstance) {
    const json = async (request: FastifyRequest) => curriculum.inLanguage(await outlineLanguage(request, lookupUserLanguage)).json;
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
