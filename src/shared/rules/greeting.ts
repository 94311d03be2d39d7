/**
 * The hour each part of the day starts, in the way each language greets (docs/product-rules.md#navigation): English
 * keeps the specification's bands; Spanish says "buenas tardes" until about nine in the evening, French "bonjour"
 * the whole day until "bonsoir", German "Guten Tag" from late morning. A language without a row greets as English.
 */
const DAY_PARTS: Readonly<Record<string, { morning: number; afternoon: number | null; evening: number }>> = {
  en: { morning: 5, afternoon: 12, evening: 18 },
  es: { morning: 5, afternoon: 12, evening: 21 },
  fr: { morning: 5, afternoon: null, evening: 18 },
  de: { morning: 5, afternoon: 11, evening: 18 },
};

/** docs/product-rules.md#navigation: the greeting follows the parent's local hour, as their language greets. */
export function greetingForHour(hour: number, language = "en"): string {
  const parts = DAY_PARTS[language] ?? DAY_PARTS.en!;
  if (hour < parts.morning || hour >= parts.evening) return /*i18n*/ "Good evening";
  if (parts.afternoon !== null && hour >= parts.afternoon) return /*i18n*/ "Good afternoon";
  return /*i18n*/ "Good morning";
}

/** docs/screens.md#home: the subtitle by child age group from onboarding. */
export function subtitleForAgeGroup(childAge: string | undefined): string {
  switch (childAge) {
    case "0-2":
      return /*i18n*/ "Building foundations with your little one";
    case "3-5":
      return /*i18n*/ "Navigating the curious years";
    case "6-8":
      return /*i18n*/ "Growing with your school-age monster";
    case "9-12":
      return /*i18n*/ "Supporting your independent explorer";
    case "13+":
      // Not in the specification's list: ours, for the age group onboarding added (docs/product-rules.md#age-levels).
      return /*i18n*/ "Staying close as your teenager grows";
    case "multiple":
      return /*i18n*/ "Juggling multiple little monsters";
    default:
      return /*i18n*/ "Your parenting adventure continues";
  }
}
