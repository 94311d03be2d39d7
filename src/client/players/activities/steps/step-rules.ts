import { STEP_TYPES } from "../../../../shared/content/activity-types";

/**
 * What differs between the four steps lessons beyond their content (spec §4.6–4.9). How each question reacts
 * (popup or inline, retry or continue, points, locking) is lesson data on the step itself; this table holds the
 * few wording and retry choices the spec ties to the lesson.
 */
export interface StepLessonRules {
  /** The button that moves on a step (Setting Limits: "Next", spec §4.7). */
  nextLabel: string;
  /** The button that ends the lesson's activities: on the last step, or the step before the completion screen. */
  finishLabel: string;
  /** Heading of the popup or panel after a right pick. */
  correctHeading: string;
  /** Heading of the popup or panel after a wrong pick (spec §8 wrong-answer messages). */
  wrongHeading: string;
  /**
   * "Try Again" clears the pick (Snack §4.6), or only closes the popup and keeps it (Setting Limits §4.7: the parent
   * stays, and Next may still carry a wrong pick on to the result step, which then shows its try-again popup).
   */
  retryClearsPick: boolean;
  /** Closing a right answer's quiz popup (close icon, Escape) moves on, as its Next does (Setting Limits §4.7). */
  closingRightQuizAdvances: boolean;
}

export type StepLessonType = (typeof STEP_TYPES)[number];

export const STEP_LESSON_RULES: Record<StepLessonType, StepLessonRules> = {
  snack_attack: {
    nextLabel: "Continue",
    finishLabel: "Complete Lesson",
    correctHeading: "Great choice!",
    wrongHeading: "Try Again!",
    retryClearsPick: true,
    closingRightQuizAdvances: false,
  },
  dinner_dilemma: {
    nextLabel: "Next",
    finishLabel: "Complete Lesson",
    correctHeading: "Great choice!",
    wrongHeading: "Let's try again!",
    retryClearsPick: false,
    closingRightQuizAdvances: true,
  },
  pajama_puzzle: {
    nextLabel: "Continue",
    finishLabel: "Complete Lesson",
    correctHeading: "Great choice!",
    wrongHeading: "Let's try a different approach",
    retryClearsPick: true,
    closingRightQuizAdvances: false,
  },
  limits_quiz: {
    nextLabel: "Next",
    finishLabel: "Complete Quiz",
    correctHeading: "Excellent choice!",
    wrongHeading: "Try Again!",
    retryClearsPick: true,
    closingRightQuizAdvances: false,
  },
};

/** The rules of a steps lesson; a type outside the table plays by Snack Attack's. */
export function stepLessonRules(activityType: string): StepLessonRules {
  return Object.hasOwn(STEP_LESSON_RULES, activityType) ? STEP_LESSON_RULES[activityType as StepLessonType] : STEP_LESSON_RULES.snack_attack;
}

/** Spec §8 texts of the steps lessons, spelled exactly. */
export const STEP_TEXT = {
  unknownStep: "Unknown step type",
  missingStep: "Loading step...",
  whyNot: "Why this approach might not work:",
  defaultWrong: "This approach might not be the most effective for building cooperation.",
  defaultCorrect: "Great choice! You're maintaining boundaries while offering appropriate choices.",
  /** Heading of the popup a result step shows after a wrong pick on the step before (spec §4.7). */
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
