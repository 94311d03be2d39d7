import { type I18n, setupI18n } from "@lingui/core";
import type { FastifyRequest } from "fastify";
import { parseCookie } from "cookie";
import {
  type DisplayLanguage, type Language, INTL_LOCALES, LANGUAGE_CODES, LANGUAGE_COOKIE, OFFERED_LANGUAGES, SOURCE_LANGUAGE,
  isDevelopmentLanguage, isDisplayLanguage, isLanguage, negotiateLanguage,
} from "../../shared/i18n/locales";
import { SERVER_CATALOGS } from "../../locales/server-catalogs";

/**
 * The server's texts in a language (docs/translating.md): error messages, mails and reminders. The server runs
 * without the macro compiler, so its texts are English ids marked `/*i18n*\/` or passed to `i18n._(id, values)`; the
 * compiled server and shared catalogs (src/locales/server, src/locales/shared) turn them into the parent's language,
 * one entry per language of the table of languages in the index the catalogs' compile writes (scripts/i18n-compile.mjs).
 */
const CATALOGS = SERVER_CATALOGS;

const instances = new Map<DisplayLanguage, I18n>();

/** One instance per language, made the first time it is needed and kept. */
export function i18nFor(language: DisplayLanguage): I18n {
  let i18n = instances.get(language);
  if (!i18n) {
    i18n = setupI18n({ locale: language, locales: [INTL_LOCALES[language]], messages: { [language]: CATALOGS[language] } });
    instances.set(language, i18n);
  }
  return i18n;
}

/** Whether a text is one of the catalogs' messages (a custom validation message, say), not text from elsewhere. */
export function isCatalogMessage(id: string): boolean {
  return Object.hasOwn(CATALOGS.en, id);
}

/**
 * A message in `i18n`'s language when it is one of the catalogs'; any other text (a library's validation message naming
 * the keys a caller sent) as it is, never read as a message's syntax.
 */
export function messageIn(i18n: I18n, id: string, values?: Record<string, unknown>): string {
  return isCatalogMessage(id) ? i18n._(id, values) : id;
}

/** The stored language of a parent's settings (`settings.language`), English when there is none or it is unknown. */
export function languageOfSettings(settings: unknown): Language {
  const language = (settings as { language?: unknown } | null | undefined)?.language;
  return isLanguage(language) ? language : SOURCE_LANGUAGE;
}

/** Reads a signed-in parent's stored language (one small query); undefined when the account is gone. */
export type UserLanguageLookup = (userId: number) => Promise<Language | undefined>;

/**
 * The language to answer a request in: a signed-in parent's stored setting, else the visitor's choice on this device
 * (the `growly_language` cookie) when it is offered, else the best offered language of `Accept-Language`, else English.
 */
export async function requestLanguage(
  request: FastifyRequest,
  lookupUserLanguage?: UserLanguageLookup,
): Promise<DisplayLanguage> {
  // Outside the session scope (static files, the outline) there is no session.
  const session = request.session as typeof request.session | null | undefined;
  const userId = session?.userId;
  if (typeof userId === "number" && lookupUserLanguage) {
    try {
      const stored = await lookupUserLanguage(userId);
      if (stored) return stored;
    } catch (error) {
      request.log.warn({ err: error }, "stored language not read; the request's language is used");
    }
  }
  return visitorLanguage(request);
}

/**
 * The language of a signed-in parent's page: their setting, as the app shows it (src/client/app/parent-language.ts),
 * except a development language when this device chose it, which the app keeps too.
 */
export async function parentPageLanguage(
  request: FastifyRequest,
  lookupUserLanguage: UserLanguageLookup,
): Promise<DisplayLanguage> {
  const device = visitorLanguage(request);
  return isDevelopmentLanguage(device) ? device : requestLanguage(request, lookupUserLanguage);
}

/** The language of a visitor's request without asking the database: the cookie, else `Accept-Language`. */
export function visitorLanguage(request: FastifyRequest): DisplayLanguage {
  const cookie = parseCookie(String(request.headers.cookie ?? ""))[LANGUAGE_COOKIE];
  if (isDisplayLanguage(cookie) && OFFERED_LANGUAGES.includes(cookie)) return cookie;
  const header = request.headers["accept-language"];
  return negotiateLanguage(Array.isArray(header) ? header.join(",") : header, OFFERED_LANGUAGES);
}

/**
 * A new account's language: the visitor's (cookie or `Accept-Language`) when it is one of the four, else English. The
 * development language is never stored.
 */
export function newAccountLanguage(request: FastifyRequest): Language {
  const language = visitorLanguage(request);
  return isLanguage(language) && LANGUAGE_CODES.includes(language) ? language : SOURCE_LANGUAGE;
}

/** The request's language and its texts, for a route or a hook: `const i18n = await requestI18n(request, lookup)`. */
export async function requestI18n(request: FastifyRequest, lookupUserLanguage?: UserLanguageLookup): Promise<I18n> {
  return i18nFor(await requestLanguage(request, lookupUserLanguage));
}
