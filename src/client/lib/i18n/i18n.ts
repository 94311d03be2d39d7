import { i18n, type Messages } from "@lingui/core";
import {
  type DisplayLanguage,
  directionOf,
  htmlLangOf,
  INTL_LOCALES,
  isDevelopmentLanguage,
  isDisplayLanguage,
  isLanguage,
  LANGUAGE_COOKIE,
  OFFERED_LANGUAGES,
  OFFERED_SETTING_LANGUAGES,
  SOURCE_LANGUAGE,
} from "@shared/i18n/locales";

/**
 * The browser's side of the translations (docs/decisions/0012-translations-with-lingui.md). The app's catalogs are
 * compiled per part of the app and language (lingui.config.ts); only the active language's are fetched. The
 * prerendered landing page needs its own part only, and the rest arrives before any other screen is drawn
 * (app/lazy-page.ts waits for `catalogsReady`).
 */
type Part = "landing" | "all";
const compiled = import.meta.glob<{ messages: Messages }>(["../../../locales/*/*.ts", "!../../../locales/server/*"]);

const fetched = new Map<string, Promise<void>>();

function fetchCatalogs(language: DisplayLanguage, part: Part): Promise<void> {
  const key = `${language}:${part}`;
  let loading = fetched.get(key);
  if (!loading) {
    const files = Object.entries(compiled).filter(([file]) => {
      const [, name, fileLanguage] = /\/locales\/([^/]+)\/([^/]+)\.ts$/.exec(file) ?? [];
      return fileLanguage === language && (part === "all" || name === "landing");
    });
    loading = Promise.all(files.map(([, load]) => load())).then((modules) => {
      i18n.load(language, Object.assign({}, ...modules.map((module) => module.messages)) as Messages);
    });
    loading.catch(() => fetched.delete(key));
    fetched.set(key, loading);
  }
  return loading;
}

/**
 * The language to start in: a landing page's own (`<html lang>`, `/es/` is Spanish whatever was chosen before);
 * elsewhere the choice kept on this device, which the app shell the service worker answers with offline does not
 * know; else the language the server sent the page in.
 */
export function pageLanguage(): DisplayLanguage {
  const lang = document.documentElement.lang;
  const chosen = new RegExp(`(?:^|; )${LANGUAGE_COOKIE}=([^;]*)`).exec(document.cookie)?.[1];
  if (
    document.documentElement.dataset.page !== "landing" &&
    isDisplayLanguage(chosen) &&
    OFFERED_LANGUAGES.includes(chosen)
  ) {
    return chosen;
  }
  return isDisplayLanguage(lang) ? lang : SOURCE_LANGUAGE;
}

/** Fetches `language`'s catalogs (all of them, or the landing page's alone) and shows the app in it, its way round. */
export async function activateLanguage(language: DisplayLanguage, part: Part = "all"): Promise<void> {
  await fetchCatalogs(language, part);
  if (i18n.locale !== language) i18n.activate(language, [INTL_LOCALES[language]]);
  document.documentElement.lang = htmlLangOf(language);
  // A right-to-left language turns the page right to left; the server sends its pages so too (src/server/http/spa.ts).
  if (directionOf(language) === "rtl") document.documentElement.dir = "rtl";
  else document.documentElement.removeAttribute("dir");
}

/** Resolves once the active language's whole catalog is here, so a screen never draws before its words. */
export function catalogsReady(): Promise<void> {
  return fetchCatalogs(i18n.locale && isDisplayLanguage(i18n.locale) ? i18n.locale : pageLanguage(), "all");
}

/**
 * Switches the app to `language` at once and remembers it on this device for the server's pages and messages (a
 * year; the parent's own setting follows them to other devices).
 */
export async function switchLanguage(language: DisplayLanguage): Promise<void> {
  rememberLanguage(language);
  await activateLanguage(language);
}

/**
 * A signed-in parent sees the app in the language of their settings on every device: switches to `wanted` when the app
 * shows another one. A development language, chosen on this device, is kept (docs/translating.md).
 */
export async function followParentLanguage(wanted: unknown): Promise<void> {
  if (!isLanguage(wanted) || !OFFERED_SETTING_LANGUAGES.includes(wanted) || wanted === i18n.locale) return;
  if (isDevelopmentLanguage(i18n.locale)) return;
  await switchLanguage(wanted);
}

/** Keeps `language` as this device's choice (a year), for the server's pages and messages. */
export function rememberLanguage(language: DisplayLanguage): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

export { i18n };
