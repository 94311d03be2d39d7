// The public entry of this feature: the app and other features import only from here (docs/code-style.md#dependency-direction).
export { favoriteLessonsQuery } from "./api/favorites";
export { todayMoodQuery, useTodayMood } from "./api/mood";
export { HomePage } from "./home-page";
