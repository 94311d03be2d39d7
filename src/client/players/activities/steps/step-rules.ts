import type { StepRules } from "@shared/content/play-schema";
import type { Lesson } from "@shared/schemas/learning";
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** The words the steps lessons use for their buttons and feedback headings (content/lessons/*.json "play.stepRules"). */
const LABELS = {
  Continue: msg({ message: "Continue", comment: "Button: moves on to the lesson's next step" }),
  Next: msg({ message: "Next", comment: "Button: moves on to the lesson's next step" }),
  "Complete Lesson": msg({ message: "Complete Lesson", comment: "Button: finishes the lesson" }),
  "Complete Quiz": msg({ message: "Complete Quiz", comment: "Button: finishes the lesson's quiz" }),
  "Great choice!": msg({ message: "Great choice!", comment: "Heading of the feedback after a right answer" }),
  "Excellent choice!": msg({ message: "Excellent choice!", comment: "Heading of the feedback after a right answer" }),
  "Try Again!": msg({ message: "Try Again!", comment: "Heading of the feedback after a wrong answer" }),
  "Let's try again!": msg({ message: "Let's try again!", comment: "Heading of the feedback after a wrong answer" }),
  "Let's try a different approach": msg({
    message: "Let's try a different approach",
    comment: "Heading of the feedback after a wrong answer",
  }),
} as const;

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

/**
 * docs/lesson-players.md#player-messages texts of the steps lessons, spelled exactly; shown with `i18n._(…)`. The tips
 * counts are written where they are shown (they need the numbers).
 */
export const STEP_TEXT = {
  unknownStep: msg({ message: "Unknown step type", comment: "Shown in place of a lesson step the app cannot display" }),
  missingStep: msg`Loading step...`,
  whyNot: msg({ message: "Why this approach might not work:", comment: "Bold lead-in before the explanation of a wrong answer" }),
  defaultWrong: msg`This approach might not be the most effective for building cooperation.`,
  defaultCorrect: msg`Great choice! You're maintaining boundaries while offering appropriate choices.`,
  /**
   * Heading of the popup a result step shows after a wrong pick on the step before
   * (docs/lesson-players.md#setting-limits).
   */
  skipHeading: LABELS["Let's try a different approach"],
  tryAgain: msg({ message: "Try Again", comment: "Button: lets the parent answer the question again" }),
  nextQuestion: msg({ message: "Next Question", comment: "Button: goes to the quiz's next question" }),
  toReflection: msg({ message: "Continue to Reflection", comment: "Button: goes from the quiz to the reflection step" }),
  saveReflection: msg({ message: "Save Reflection to Journal", comment: "Button: saves the parent's written reflection in their journal" }),
  reflectionsNeeded: msg`Please complete all reflection prompts to continue.`,
  finishCompletion: msg({ message: "Finish", comment: "Button on the lesson's last screen: ends the lesson" }),
  tipsDone: msg`All tips viewed! You can now proceed.`,
} as const;

/**
 * The lesson's own button and heading words (its "play.stepRules", or DEFAULT_STEP_RULES) in the parent's language when
 * they are one of the app's usual words; any other wording shows as the lesson gives it.
 */
export function ruleText(i18n: I18n, text: string): string {
  const known = Object.hasOwn(LABELS, text) ? LABELS[text as keyof typeof LABELS] : undefined;
  return known ? i18n._(known) : text;
}
