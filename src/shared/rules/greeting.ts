/** docs/product-rules.md#navigation: the greeting follows the parent's local hour. */
export function greetingForHour(hour: number): string {
  if (hour >= 5 && hour <= 11) return /*i18n*/ "Good morning";
  if (hour >= 12 && hour <= 17) return /*i18n*/ "Good afternoon";
  return /*i18n*/ "Good evening";
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
