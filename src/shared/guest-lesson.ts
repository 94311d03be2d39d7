/**
 * Trying a lesson before joining (docs/product-rules.md#trying-a-lesson-before-joining): the one lesson a visitor can
 * play from the landing page without an account, and how long their try is kept. Plain constants, so the landing
 * page can name the address without loading anything else.
 */

/**
 * "Connect Before You Correct" (content/lessons/01-connect-before-you-correct.json): the first lesson of the first
 * level, so the lock rule lets any new account complete it, and a basic lesson, so every plan opens it.
 */
export const GUEST_LESSON_ID = 1;
/** Its level (checked against the curriculum in src/server/guest-lesson/guest-lesson.api.test.ts). */
export const GUEST_LESSON_LEVEL_ID = 1;

/** The address of the guest lesson (a signed-out screen; a signed-in parent is sent to the lesson's own intro). */
export const GUEST_LESSON_PATH = "/try";
export const GUEST_LESSON_INTRO_PATH = `/lessons/${GUEST_LESSON_LEVEL_ID}/lesson/${GUEST_LESSON_ID}`;

/** A guest attempt gives nothing, and is deleted by the sweep, this long after it started. */
export const GUEST_ATTEMPT_LIFE_MS = 24 * 60 * 60 * 1000;

/** The cookie that binds a guest attempt to the browser that played it (HttpOnly, only sent to the guest routes). */
export const GUEST_COOKIE = "growly_guest";
/** The only path the browser sends that cookie to. */
export const GUEST_API_PATH = "/api/guest-lesson";
