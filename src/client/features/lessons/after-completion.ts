import { SLIDE_TYPES } from "../../../shared/content/activity-types";

/**
 * Where a parent goes once a lesson's completion is saved, by activity type (lesson-players spec §2.1, §4.2, §4.7,
 * §4.9): scripted slide lessons (but the card layout), Setting Limits and the module closing go home, the Homework quiz to the lessons.
 * Every other type stays on the host page's completed card. Leaving waits for the save, so its toast still shows
 * and a failed save keeps the parent on the card with Try Again.
 */
const RETURN_PATHS: Readonly<Record<string, string>> = {
  // The card-layout lesson (§4.3) stays: its completed state hides the button, here the host's completed card.
  ...Object.fromEntries(SLIDE_TYPES.filter((type) => type !== "why_didnt_you_pick_me").map((type) => [type, "/"])),
  dinner_dilemma: "/",
  "module-closer": "/",
  limits_quiz: "/lessons",
};

export function pathAfterCompletion(activityType: string): string | undefined {
  return Object.hasOwn(RETURN_PATHS, activityType) ? RETURN_PATHS[activityType] : undefined;
}
