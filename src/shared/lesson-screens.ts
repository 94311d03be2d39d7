/**
 * Which part of a lesson the frame shows: the teaching cards, the intro slideshow, or the activity itself. Kept apart
 * from the saved place's schema (src/shared/schemas/attempt.ts) so the lesson screen restores a place without loading
 * the validation library.
 */
export const LESSON_SCREENS = ["lead", "intro", "activity"] as const;
export type LessonScreen = (typeof LESSON_SCREENS)[number];

/** The highest page of teaching cards or intro a saved place may name. */
export const LESSON_PAGE_MAX = 50;
