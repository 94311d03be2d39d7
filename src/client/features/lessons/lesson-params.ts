
/**
 * docs/lesson-players.md#the-lesson-frame: route ids are whole numbers, 1 when the segment is missing. Anything else
 * (a word, a negative or fractional number) is no lesson at all.
 */
export function parseLessonParam(value: string | undefined): number | null {
  if (value === undefined || value === "") return 1;
  if (!/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

export const lessonIntroPath = (levelId: number, lessonId: number) => `/lessons/${levelId}/lesson/${lessonId}`;
/**
 * The lesson itself. The trailing `/old` is the spec's own address for the player (docs/screens.md#routes), kept as
 * written so links and bookmarks made from the spec's addresses work; it says nothing about the lesson's age.
 */
export const lessonPlayerPath = (levelId: number, lessonId: number) => `/lessons/${levelId}/lesson/${lessonId}/old`;

