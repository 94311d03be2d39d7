// The public entry of this feature: the app and other features import only from here (docs/code-style.md#dependency-direction).
export { attemptQuery } from "./api/attempt";
export { LessonIntroPage } from "./lesson-intro-page";
export { LessonsOverviewPage } from "./lessons-overview-page";

// Screens behind a `load…` function arrive in their own chunk when first opened.
export const loadLessonHostPage = () => import("./lesson-host-page").then((m) => m.LessonHostPage);
export const loadGuestLessonPage = () => import("./guest-lesson-page").then((m) => m.GuestLessonPage);
export { prefetchLessonPlay } from "./prefetch-lesson";
