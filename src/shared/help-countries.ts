/**
 * The countries Get help now has checked numbers for (src/shared/helplines.ts holds the numbers), and how the page
 * picks one (docs/product-rules.md#help-when-it-is-hard). Plain data without the numbers, so the settings schema can
 * check a chosen country without carrying the helpline list.
 */

/** `babyBed`: the word parents there use for a baby's bed, in the page's safe-sleep advice. */
export const HELPLINE_COUNTRIES = [
  { code: "US", name: /*i18n*/ "United States", babyBed: "crib" },
  { code: "GB", name: /*i18n*/ "United Kingdom", babyBed: "cot" },
  { code: "IE", name: /*i18n*/ "Ireland", babyBed: "cot" },
  { code: "CA", name: /*i18n*/ "Canada", babyBed: "crib" },
  { code: "AU", name: /*i18n*/ "Australia", babyBed: "cot" },
  { code: "NZ", name: /*i18n*/ "New Zealand", babyBed: "cot" },
  { code: "ES", name: /*i18n*/ "Spain", babyBed: "cot" },
  { code: "MX", name: /*i18n*/ "Mexico", babyBed: "crib" },
  { code: "FR", name: /*i18n*/ "France", babyBed: "cot" },
  { code: "DE", name: /*i18n*/ "Germany", babyBed: "cot" },
] as const;
export type HelplineCountry = (typeof HELPLINE_COUNTRIES)[number]["code"];

/** The country codes, as the settings schema lists them. */
export const HELPLINE_COUNTRY_CODES = HELPLINE_COUNTRIES.map((country) => country.code) as unknown as readonly [
  HelplineCountry,
  ...HelplineCountry[],
];

export function isHelplineCountry(code: unknown): code is HelplineCountry {
  return typeof code === "string" && HELPLINE_COUNTRIES.some((country) => country.code === code);
}

/**
 * The country to show first, from the browser's languages ("en-GB" → GB); the first language with a region we
 * have helplines for wins. Null when none does: the page then asks the parent to choose.
 */
export function countryFromLanguages(languages: readonly string[]): HelplineCountry | null {
  for (const language of languages) {
    let region: string | undefined;
    try {
      // Only the region the browser names counts: "en" alone says nothing about where the parent is.
      region = new Intl.Locale(language).region;
    } catch {
      continue;
    }
    if (region && isHelplineCountry(region)) return region;
  }
  return null;
}

/** Where the country Get help now shows came from: the parent's own choice, or the browser's region. */
export type HelpCountrySource = "account" | "device" | "browser";

/**
 * The country Get help now shows: the one the parent chose (on their account when signed in, on this device when
 * signed out), else the region the browser's languages name. Null when none is known: the page shows no country's numbers (a
 * wrong country's emergency number may not connect) and asks. The app's language is never read as a country: a
 * Spanish-speaking parent in the United States sees the United States' numbers.
 */
export function pickHelpCountry(known: {
  account?: string | null;
  device?: string | null;
  browserLanguages: readonly string[];
}): { country: HelplineCountry; from: HelpCountrySource } | null {
  if (isHelplineCountry(known.account)) return { country: known.account, from: "account" };
  if (isHelplineCountry(known.device)) return { country: known.device, from: "device" };
  const fromBrowser = countryFromLanguages(known.browserLanguages);
  return fromBrowser ? { country: fromBrowser, from: "browser" } : null;
}
