import type { FastifyInstance } from "fastify";
import type { Clock } from "../clock";
import { practiceCheckInSchema } from "../../shared/schemas/practices";
import type { AppDb } from "../db/client";
import { parseBody, parseId } from "../http/errors";
import type { Curriculum } from "../curriculum/curriculum";
import { requireSelf } from "../auth/session";
import { checkInPractice, practicesOverview } from "./practices";
import { contentLanguage } from "../http/content-language";
import type { UserLanguageLookup } from "../i18n/i18n";

/** This week's practice and its check-in, in the parent's language; every call acts for the signed-in parent only. */
export function practiceRoutes(db: AppDb, curriculum: Curriculum, clock: Clock, lookupUserLanguage: UserLanguageLookup) {
  const inLanguage = async (request: Parameters<typeof contentLanguage>[0]) =>
    curriculum.inLanguage(await contentLanguage(request, lookupUserLanguage));
  return async function register(app: FastifyInstance) {
    app.get<{ Params: { id: string } }>("/api/user/:id/practices", async (request) => {
      const userId = requireSelf(request, request.params.id);
      return practicesOverview(db, await inLanguage(request), userId, clock());
    });

    app.post<{ Params: { id: string; lessonId: string } }>("/api/user/:id/practices/:lessonId/check-in", async (request) => {
      const userId = requireSelf(request, request.params.id);
      const lessonId = parseId(request.params.lessonId, "lessonId");
      const input = parseBody(practiceCheckInSchema, request.body);
      return checkInPractice(db, await inLanguage(request), userId, lessonId, input, clock());
    });
  };
}
