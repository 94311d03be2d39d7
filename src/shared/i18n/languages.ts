/**
 * The one table of the app's languages (docs/translating.md#adding-a-language): every list of languages in the code,
 * the configuration and the scripts is read from it (src/shared/i18n/locales.ts, lingui.config.ts, the server's
 * catalogs, the build's landing pages, the reading speeds…). Adding a row, with its catalogs and content, adds a
 * language. Plain data without imports, so the scripts read it too (scripts/lib/languages.mjs).
 */
export interface LanguageRow {
  /** Its code: in addresses (`/es/`), settings, `GROWLY_LANGUAGES`, catalog and content file names. */
  readonly code: string;
  /** Its name in English, for logs and documents. */
  readonly englishName: string;
  /** Its name in itself, as the language menus show it. */
  readonly ownName: string;
  /** The locale its dates, numbers and lists are formatted in (`Intl`). */
  readonly intlLocale: string;
  /**
   * The published adult silent-reading rate in words a minute; a lesson's minutes in it are English's scaled by its
   * rate over English's (src/shared/rules/lesson-minutes.ts, docs/product-rules.md#lesson-length).
   */
  readonly wordsPerMinute: number;
  /** Which way its text runs: the page's `dir`. */
  readonly direction: "ltr" | "rtl";
  /**
   * A development language (docs/translating.md#development-languages): made from English by the catalogs' compile
   * for translators and designers, chosen on a device only, never stored in a parent's settings or given a landing page.
   */
  readonly development: boolean;
}

export const LANGUAGE_TABLE = [
  { code: "en", englishName: "English", ownName: "English", intlLocale: "en-US", wordsPerMinute: 228, direction: "ltr", development: false },
  { code: "es", englishName: "Spanish", ownName: "Español", intlLocale: "es", wordsPerMinute: 218, direction: "ltr", development: false },
  { code: "fr", englishName: "French", ownName: "Français", intlLocale: "fr-FR", wordsPerMinute: 195, direction: "ltr", development: false },
  { code: "de", englishName: "German", ownName: "Deutsch", intlLocale: "de-DE", wordsPerMinute: 179, direction: "ltr", development: false },
  // Every text accented, longer and bracketed, so a text written outside the catalogs stands out on any screen.
  { code: "pseudo", englishName: "Pseudo", ownName: "[Ƥšéûđô]", intlLocale: "en-US", wordsPerMinute: 228, direction: "ltr", development: true },
  // The same texts mirrored and the page right to left, so a layout that only works left to right shows it.
  { code: "pseudo-rtl", englishName: "Pseudo right-to-left", ownName: "[Ƥšéûđô-ŘŤĽ]", intlLocale: "en-US", wordsPerMinute: 228, direction: "rtl", development: true },
] as const satisfies readonly LanguageRow[];
