// The table of languages (src/shared/i18n/languages.ts) for the scripts, which run without the TypeScript compiler:
// every script that lists languages reads them here (docs/translating.md#adding-a-language).
import { tsImport } from "tsx/esm/api";

/** @type {{ LANGUAGE_TABLE: readonly { code: string; englishName: string; ownName: string; intlLocale: string; wordsPerMinute: number; direction: "ltr" | "rtl"; development: boolean }[] }} */
const { LANGUAGE_TABLE } = await tsImport("../../src/shared/i18n/languages.ts", import.meta.url);

export { LANGUAGE_TABLE };
export const SOURCE_LANGUAGE = "en";
/** Every language's code, the development languages included. */
export const DISPLAY_LANGUAGES = LANGUAGE_TABLE.map((row) => row.code);
/** The parents' languages: each has its catalogs translated, its content and its landing page. */
export const LANGUAGES = LANGUAGE_TABLE.filter((row) => !row.development).map((row) => row.code);
/** The parents' languages but English, whose content is translated from the English files. */
export const TRANSLATED_LANGUAGES = LANGUAGES.filter((code) => code !== SOURCE_LANGUAGE);
/** The development languages (pseudo, pseudo-rtl), made from English when the catalogs are compiled. */
export const DEVELOPMENT_LANGUAGES = LANGUAGE_TABLE.filter((row) => row.development).map((row) => row.code);
export const DEVELOPMENT_LANGUAGE_ROWS = LANGUAGE_TABLE.filter((row) => row.development);
