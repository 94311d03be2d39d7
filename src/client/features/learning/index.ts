// The public entry of this feature: the app and other features import only from here (docs/code-style.md#dependency-direction).
export { useCompleteLesson } from "./api/complete-lesson";
export { useLesson } from "./api/lesson";
export { useLessons } from "./api/lessons";
export { useLevel } from "./api/level";
export { useLevels } from "./api/levels";
export { completedLessonIds, useProgress } from "./api/progress";
export { userStatsQuery, useUserStats } from "./api/user-stats";
export { LESSON_DURATION } from "./lesson-labels";
export { levelAccent, type LevelAccent } from "./level-colors";
