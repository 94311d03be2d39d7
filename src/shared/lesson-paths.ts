/**
 * The address that plays a lesson, `/lessons/{levelId}/lesson/{lessonId}/old` (docs/screens.md#routes). The client
 * reads it to fetch what the lesson needs ahead (features/lessons/prefetch-lesson.ts); the server reads it to have the
 * browser fetch the lesson beside the app's scripts (src/server/http/spa.ts). Its segments are checked by whoever
 * reads them.
 */
export const LESSON_PLAY_PATH = /^\/lessons\/([^/]+)\/lesson\/([^/]+)\/old\/?$/;

/**
 * The element a lesson's page holds its first screen in, drawn by the server (src/server/http/first-screen.ts) and
 * taken away by the app once it has drawn the lesson itself (src/client/lib/first-screen.ts).
 */
export const FIRST_SCREEN_ID = "first-screen";

/**
 * The element a page drawn for a parent carries the API's answers in, that the screen was drawn from (as JSON: a list
 * of [API path, query key, answer]), so the app starts from them instead of asking again
 * (src/client/lib/screen-reads.ts).
 */
export const SCREEN_READS_ID = "screen-reads";
