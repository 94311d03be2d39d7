
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
export const lessonPlayerPath = (levelId: number, lessonId: number) => `/lessons/${levelId}/lesson/${lessonId}/old`;

