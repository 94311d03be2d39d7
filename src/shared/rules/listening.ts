/**
 * The reading speeds a parent can choose for listening (docs/product-rules.md#listening). Kept here rather than with
 * the settings, which the landing page's first script loads: listening's code stays off that page.
 */
export const LISTENING_RATES = [0.75, 1, 1.25, 1.5] as const;
export type ListeningRate = (typeof LISTENING_RATES)[number];

/**
 * docs/product-rules.md#listening: the onboarding's "How do you like to learn?" answer of a parent who would rather
 * listen ("Listening, like a podcast", src/shared/onboarding-choices.ts).
 */
export const LISTENING_STYLE = "audio";

/**
 * Whether onboarding's answers switch "Listen to lessons" on as onboarding completes: only for the listening answer,
 * and only when the parent has not set the switch themselves before (`stored`, the settings as the account keeps
 * them, holds it then).
 */
export function listensFromAnswer(preferredLearningStyle: string | null | undefined, stored: { listenToLessons?: unknown }): boolean {
  return preferredLearningStyle === LISTENING_STYLE && stored.listenToLessons === undefined;
}
