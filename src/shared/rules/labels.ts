/**
 * Words on screen that depend on the moment, so that each is true when it shows (docs/screens.md#labels-that-must-be-true).
 */

/** What the device is called: "phone" only on a phone. */
export type DeviceWord = "phone" | "device";

/**
 * Whether a browser is a phone's: a mobile browser, or a coarse (touch) pointer on a small screen. A laptop, a
 * desktop and a tablet are "this device".
 */
export function deviceWord(signals: { userAgent: string; coarsePointer: boolean; shortSide: number }): DeviceWord {
  if (/\bMobi|iPhone|iPod|Android.*Mobile/i.test(signals.userAgent)) return "phone";
  return signals.coarsePointer && signals.shortSide > 0 && signals.shortSide < 600 ? "phone" : "device";
}

/** The slide lessons' thank-you line: "Achievement Unlocked!" only when a badge was earned in that lesson. */
export function thankYouLine(newBadges: readonly unknown[] | undefined): string {
  return newBadges && newBadges.length > 0 ? /*i18n*/ "Achievement Unlocked!" : /*i18n*/ "Lesson finished";
}

export type PathStatus = "completed" | "current" | "available" | "locked";

/**
 * A lesson card's status as shown: "In Progress" and "Continue Activity" only when the parent has a saved place in the
 * lesson; an unstarted open lesson (even the next one on the path) is "Available" with "Start Activity".
 */
export function shownStatus(status: PathStatus, hasPlace: boolean): PathStatus {
  if (status === "completed" || status === "locked") return status;
  return hasPlace ? "current" : "available";
}

export const actionLabel = (status: PathStatus): string =>
  ({
    completed: /*i18n*/ "Step In to Support",
    current: /*i18n*/ "Continue Activity",
    available: /*i18n*/ "Start Activity",
    locked: /*i18n*/ "Locked",
  })[
    status
  ];

/** A message for the parent with any HTTP status code at its start taken off ("401: Wrong password" → "Wrong password"). */
export function withoutStatusCode(message: string): string {
  return (
    message.replace(/^\s*(?:HTTP\s*)?[1-5]\d\d\b\s*[:\-–—]?\s*/i, "").trim() ||
    /*i18n*/ "Something went wrong. Please try again."
  );
}

/** Daily goal choices on every screen (docs/product-rules.md#streaks-and-the-daily-goal). */
export const DAILY_GOAL_CHOICES = [1, 2, 3, 4, 5] as const;

/** The choices to show for a stored goal: the five, plus a stored value outside them (the API accepts 1–10). */
export function dailyGoalChoices(stored: number | undefined): number[] {
  const choices: number[] = [...DAILY_GOAL_CHOICES];
  if (stored !== undefined && Number.isInteger(stored) && !choices.includes(stored)) choices.push(stored);
  return choices.sort((a, b) => a - b);
}
