import { parseCookie } from "cookie";
import type { FastifyRequest } from "fastify";
import { type DisplayLanguage, LANGUAGE_COOKIE, negotiateLanguage, OFFERED_LANGUAGES } from "@shared/i18n/locales";

/**
 * The language a page is sent in (docs/decisions/0012-translations-with-lingui.md): the choice kept on this device
 * (the app writes it when a visitor picks a language and when a parent's setting is applied), else the best match of
 * the browser's `Accept-Language`, else English; only offered languages count.
 */
export function pageLanguageOf(request: FastifyRequest): DisplayLanguage {
  const chosen = parseCookie(String(request.headers.cookie ?? ""))[LANGUAGE_COOKIE];
  if (chosen && (OFFERED_LANGUAGES as readonly string[]).includes(chosen)) return chosen as DisplayLanguage;
  const header = request.headers["accept-language"];
  return negotiateLanguage(Array.isArray(header) ? header.join(",") : header, OFFERED_LANGUAGES);
}
