/** The product's name, in one place (docs/product-rules.md#name-and-voice). */
export const PRODUCT_NAME = "Growly";

/** docs/screens.md#constants: trial and price shown on the landing page and subscription screen. */
export const TRIAL_DAYS = 14;
export const PREMIUM_MONTHLY_PRICE = 4.99;

/** docs/screens.md#constants: one toast at a time, shown for 5000 ms. */
export const TOAST_DURATION_MS = 5000;

/** docs/screens.md#api-calls, docs/screens.md#constants: the current user is cached for 30 minutes. */
export const CURRENT_USER_CACHE_MS = 30 * 60 * 1000;

/** One line about the product: the page description and the installed app's description. */
export const PRODUCT_DESCRIPTION =
  "Five-minute, playful parenting lessons with friendly child monsters. Learn what to say in the hard moments, one small step a day.";
