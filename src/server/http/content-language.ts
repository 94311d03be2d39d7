import type { FastifyRequest } from "fastify";
import { isDisplayLanguage, OFFERED_LANGUAGES, type DisplayLanguage } from "../../shared/i18n/locales";
import { requestLanguage, type UserLanguageLookup } from "../i18n/i18n";
import { badRequest } from "./errors";

/**
 * The language a lesson, story or other content answer is in: the `language` the app names in the address (its own, so
 * each language's answers are cached apart, docs/translating.md#lessons-and-stories), else the request's. A language that
 * is not offered is refused with a message.
 */
export async function contentLanguage(
  request: FastifyRequest,
  lookupUserLanguage?: UserLanguageLookup,
): Promise<DisplayLanguage> {
  const asked = (request.query as Record<string, unknown> | undefined)?.language;
  if (asked === undefined) return requestLanguage(request, lookupUserLanguage);
  if (isDisplayLanguage(asked) && OFFERED_LANGUAGES.includes(asked)) return asked;
  throw badRequest(/*i18n*/ "Choose one of the listed languages");
}
