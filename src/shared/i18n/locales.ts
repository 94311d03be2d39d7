import { LANGUAGE_TABLE } from "./languages";

/**
 * The app's languages (docs/decisions/0012-translations-with-lingui.md): which exist, which are offered, and how a
 * visitor's is chosen. Plain data, without the validation or translation libraries, so the landing page's first
 * script and the server's request hook can read it.
 */

type LanguageOfTable = (typeof LANGUAGE_TABLE)[number];
/** A language parents are offered and can store in their settings: the table's rows that are not development languages. */
export type Language = Extract<LanguageOfTable, { development: false }>["code"];
/** A development language (src/shared/i18n/languages.ts): chosen on a device only. */
export type DevelopmentLanguage = Extract<LanguageOfTable, { development: true }>["code"];
/** A language the app can be shown in: a parent's language, or a development language. */
export type DisplayLanguage = LanguageOfTable["code"];

const ROWS = new Map<string, LanguageOfTable>(LANGUAGE_TABLE.map((row) => [row.code, row]));
const rowOf = (language: DisplayLanguage): LanguageOfTable => ROWS.get(language)!;

/** Every language's code, development languages last as the table lists them. */
export const DISPLAY_LANGUAGE_CODES = LANGUAGE_TABLE.map((row) => row.code) as DisplayLanguage[];
/** The parents' languages (docs/screens.md#settings-screen). */
export const LANGUAGE_CODES = LANGUAGE_TABLE.filter((row) => !row.development).map((row) => row.code) as Language[];

/** Each parents' language in its own name: the settings' choices (src/shared/settings.ts). */
export const LANGUAGE_NAMES = Object.fromEntries(LANGUAGE_CODES.map((code) => [code, rowOf(code).ownName])) as Record<
  Language,
  string
>;

/** A language in its own name, as the language menus show it (a development language as what it is: "[Ƥšéûđô]"). */
export function ownNameOf(language: DisplayLanguage): string {
  return rowOf(language).ownName;
}

export const SOURCE_LANGUAGE: Language = "en";

/** The cookie that keeps a signed-out visitor's choice on this device; the server reads it too. */
export const LANGUAGE_COOKIE = "growly_language";

/** The locale each language formats dates, numbers and lists in (`Intl`): Monday weeks and 24-hour times but in English. */
export const INTL_LOCALES = Object.fromEntries(LANGUAGE_TABLE.map((row) => [row.code, row.intlLocale])) as Record<
  DisplayLanguage,
  string
>;

export function isDisplayLanguage(value: unknown): value is DisplayLanguage {
  return typeof value === "string" && ROWS.has(value);
}

export function isLanguage(value: unknown): value is Language {
  return isDisplayLanguage(value) && !rowOf(value).development;
}

export function isDevelopmentLanguage(value: unknown): value is DevelopmentLanguage {
  return isDisplayLanguage(value) && rowOf(value).development;
}

/** Which way a language's text runs, for the page's `dir` (src/server/http/spa.ts, src/client/lib/i18n/i18n.ts). */
export function directionOf(language: DisplayLanguage): "ltr" | "rtl" {
  return rowOf(language).direction;
}

/** The `lang` of a page or text in a language: a development language's words are English underneath. */
export function htmlLangOf(language: DisplayLanguage): string {
  return isDevelopmentLanguage(language) ? SOURCE_LANGUAGE : language;
}

/** A language's reading speed in words a minute (src/shared/i18n/languages.ts). */
export function wordsPerMinuteOf(language: DisplayLanguage): number {
  return rowOf(language).wordsPerMinute;
}

/**
 * The languages offered to parents: a language is offered once its screens, mails, lessons and stories all exist in it
 * (docs/decisions/0012-translations-with-lingui.md), as the four now do. `GROWLY_LANGUAGES` (a comma-separated list,
 * read by the server at start and written into the client at build) names others instead: fewer, or a development
 * language for translators and designers (src/shared/i18n/languages.ts); English is always offered. Unknown codes are ignored.
 */
export function offeredLanguagesFrom(setting: string | undefined): DisplayLanguage[] {
  const named = (setting?.trim() ? setting : LANGUAGE_CODES.join(","))
    .split(",")
    .map((code) => code.trim().toLowerCase())
    .filter(isDisplayLanguage);
  return [SOURCE_LANGUAGE, ...new Set(named.filter((code) => code !== SOURCE_LANGUAGE))];
}

/**
 * The best offered language for an `Accept-Language` header (the HTTP standard's Accept-Language): by weight, then by order; a
 * regional tag matches its language ("es-MX" → es). English when nothing matches.
 */
export function negotiateLanguage(header: string | undefined, offered: readonly DisplayLanguage[]): DisplayLanguage {
  if (!header) return SOURCE_LANGUAGE;
  const wanted = header
    .split(",")
    .slice(0, 32)
    .map((part, order) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/i.exec(param)?.[1]).find((value) => value !== undefined);
      const weight = q === undefined ? 1 : Number(q);
      return { language: tag.trim().toLowerCase().split("-")[0] ?? "", weight: Number.isFinite(weight) ? weight : 0, order };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order);
  return wanted.map((entry) => entry.language).find((code): code is DisplayLanguage => offered.includes(code as DisplayLanguage) && isDisplayLanguage(code)) ?? SOURCE_LANGUAGE;
}

/** The region of an `Accept-Language` header's first regional tag ("es-MX" → "MX"), for the helplines' first country. */
export function regionOf(header: string | undefined): string | undefined {
  for (const part of (header ?? "").split(",").slice(0, 32)) {
    const region = /^\s*[a-z]{2,3}-([a-z]{2})\b/i.exec(part)?.[1];
    if (region) return region.toUpperCase();
  }
  return undefined;
}

/** The address of the landing page in a language: `/` in English, `/es/`, `/fr/`, `/de/` in the others. */
export function landingPathOf(language: Language): string {
  return language === SOURCE_LANGUAGE ? "/" : `/${language}/`;
}

/** The language a landing address is in (`/fr/` → fr), or undefined for any other address. */
export function landingLanguageAt(pathname: string): Language | undefined {
  const code = /^\/([a-z]{2,3})\/?$/.exec(pathname)?.[1];
  return isLanguage(code) && code !== SOURCE_LANGUAGE ? code : undefined;
}

declare const __GROWLY_LANGUAGES__: string | undefined;
/**
 * This run's offered languages: the client's build writes `GROWLY_LANGUAGES` in (vite.config.ts); the server and the
 * tests read it from the environment.
 */
export const OFFERED_LANGUAGES: readonly DisplayLanguage[] = offeredLanguagesFrom(
  typeof __GROWLY_LANGUAGES__ === "string"
    ? __GROWLY_LANGUAGES__
    : (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env?.GROWLY_LANGUAGES,
);

/** The offered languages a parent can store in their settings (the development language is chosen by cookie only). */
export const OFFERED_SETTING_LANGUAGES: readonly Language[] = OFFERED_LANGUAGES.filter(isLanguage);
