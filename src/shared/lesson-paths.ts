/**
 * The address that plays a lesson, `/lessons/{levelId}/lesson/{lessonId}/old` (docs/screens.md#routes): `/old` is
 * the spec's segment, kept as the spec names it, not a sign of an old player. The client reads it to fetch what the
 * lesson needs ahead (features/lessons/prefetch-lesson.ts); the server reads it to have the browser fetch the lesson
 * beside the app's scripts (src/server/http/spa.ts). Its segments are checked by whoever reads them.
 */
export const LESSON_PLAY_PATH = /^\/lessons\/([^/]+)\/lesson\/([^/]+)\/old\/?$/;

/** Whether a path plays a lesson: the app's header and stats bar step aside so the lesson has the whole screen. */
export const isLessonPlayPath = (path: string) => LESSON_PLAY_PATH.test(path);
