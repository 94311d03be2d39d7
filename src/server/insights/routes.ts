import type { FastifyInstance } from "fastify";
import type { Insights } from "../../shared/schemas/insights";
import type { AppDb } from "../db/client";
import { badRequest } from "../http/errors";
import { requireSelf } from "../auth/session";
import type { Curriculum } from "../curriculum/curriculum";
import { INSIGHTS_WEEKS, readInsights } from "./insights";
import { contentLanguage } from "../http/content-language";
import type { UserLanguageLookup } from "../i18n/i18n";

/** `weeks` of GET /api/user/{id}/insights: a whole number from 1 to 52; absent means 12. */
export function parseWeeks(raw: unknown): number {
  if (raw === undefined) return INSIGHTS_WEEKS.default;
  const text = typeof raw === "string" ? raw : "";
  const weeks = /^\d{1,2}$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isInteger(weeks) || weeks < INSIGHTS_WEEKS.min || weeks > INSIGHTS_WEEKS.max) {
    throw badRequest(/*i18n*/ "weeks must be a whole number from {min} to {max}", { min: INSIGHTS_WEEKS.min, max: INSIGHTS_WEEKS.max });
  }
  return weeks;
}

/** docs/product-rules.md#progress-in-pictures: the parent's own series and observations, in one read. */
export function insightsRoutes(db: AppDb, curriculum: Curriculum, clock: () => Date, lookupUserLanguage: UserLanguageLookup) {
  return async function register(app: FastifyInstance) {
    app.get<{ Params: { id: string }; Querystring: { weeks?: string } }>(
      "/api/user/:id/insights",
      async (request): Promise<Insights> => {
        const userId = requireSelf(request, request.params.id);
        // Lesson and practice titles in the parent's language.
        const inLanguage = curriculum.inLanguage(await contentLanguage(request, lookupUserLanguage));
        return readInsights(db, inLanguage, userId, parseWeeks(request.query.weeks), clock());
      },
    );
  };
}
