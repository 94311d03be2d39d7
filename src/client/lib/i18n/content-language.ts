import { i18n } from "@lingui/core";
import { useLingui } from "@lingui/react";
import { type DisplayLanguage, isDisplayLanguage, SOURCE_LANGUAGE } from "@shared/i18n/locales";

/*
 * The language the app asks for lessons, stories and other content in: the one it is shown in. Content reads name it
 * in their address and query key (src/shared/api/reads.ts), so a switch fetches the other language's words and the
 * service worker keeps each language's copies apart (docs/translating.md#lessons-and-stories).
 */

const contentLanguageOf = (locale: string | undefined): DisplayLanguage =>
  isDisplayLanguage(locale) ? locale : SOURCE_LANGUAGE;

/** The content language now, outside a component (prefetching, fetching ahead for offline use). */
export const currentContentLanguage = (): DisplayLanguage => contentLanguageOf(i18n.locale);

/** The content language of the screen, which follows a switch of language. */
export function useContentLanguage(): DisplayLanguage {
  const { i18n: active } = useLingui();
  return contentLanguageOf(active.locale);
}
