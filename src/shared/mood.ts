/**
 * The home mood row's moods as plain data, without the validation library, so the screens of every day can show
 * them without loading it. src/shared/schemas/mood.ts validates them.
 */

/** docs/screens.md#home mood row, in its order. */
export const MOODS = ["happy", "okay", "sad", "angry", "worried"] as const;
export type Mood = (typeof MOODS)[number];

export const MOOD_LABELS: Record<Mood, string> = {
  happy: /*i18n*/ "Happy",
  okay: /*i18n*/ "Okay",
  sad: /*i18n*/ "Sad",
  angry: /*i18n*/ "Angry",
  worried: /*i18n*/ "Worried",
};
