// The public entry of this feature: the app and other features import only from here (docs/code-style.md#dependency-direction).
export { useCompleteLesson } from "./api/complete-lesson";
export { lessonQuery, useLesson } from "./api/lesson";
export { lessonsQuery, useLessons } from "./api/lessons";
export { levelQuery, useLevel } from "./api/level";
export { levelsQuery, useLevels } from "./api/levels";
export { completedLessonIds, progressQuery, useProgress } from "./api/progress";
export { userStatsQuery, useUserStats } from "./api/user-stats";
export { LESSON_DURATION } from "./lesson-labels";
export { levelAccent, type LevelAccent } from "./level-colors";
