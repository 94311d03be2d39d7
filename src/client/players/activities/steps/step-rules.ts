import type { StepRules } from "@shared/content/play-schema";
import type { Lesson } from "@shared/schemas/learning";

/**
 * What differs between the steps lessons beyond their content (docs/lesson-players.md#steps-lessons): lesson data, in
 * each lesson's "play.stepRules" (content/lessons/*.json). How each question reacts is data on the step itself.
 */
export type StepLessonRules = StepRules;

/** The rules a steps lesson plays by when its file names none: Snack Attack's (docs/lesson-players.md#snack-attack). */
export const DEFAULT_STEP_RULES: StepLessonRules = {
  nextLabel: "Continue",
  finishLabel: "Complete Lesson",
  correctHeading: "Great choice!",
  wrongHeading: "Try Again!",
  retryClearsPick: true,
  closingRightQuizAdvances: false,
};

export function stepLessonRules(lesson: Pick<Lesson, "play">): StepLessonRules {
  return lesson.play?.stepRules ?? DEFAULT_STEP_RULES;
}

/** docs/lesson-players.md#player-messages texts of the steps lessons, spelled exactly. */
export const STEP_TEXT = {
  unknownStep: "Unknown step type",
  missingStep: "Loading step...",
  whyNot: "Why this approach might not work:",
  defaultWrong: "This approach might not be the most effective for building cooperation.",
  defaultCorrect: "Great choice! You're maintaining boundaries while offering appropriate choices.",
  /**
   * Heading of the popup a result step shows after a wrong pick on the step before
   * (docs/lesson-players.md#setting-limits).
   */
  skipHeading: "Let's try a different approach",
  tryAgain: "Try Again",
  nextQuestion: "Next Question",
  toReflection: "Continue to Reflection",
  saveReflection: "Save Reflection to Journal",
  reflectionsNeeded: "Please complete all reflection prompts to continue.",
  finishCompletion: "Finish",
  tipsIntro: (count: number) => `View all ${count} tips to continue to the next step`,
  tipsCount: (viewed: number, count: number) => `View all tips to continue (${viewed}/${count} viewed)`,
  tipsDone: "All tips viewed! You can now proceed.",
} as const;
