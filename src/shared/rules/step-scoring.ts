import type { StepLessonContent } from "../content/content-schemas";
import { correctChoiceIds, type ChoiceId } from "../content/step-schemas";

/**
 * Scoring and progress of the steps lessons (docs/lesson-players.md#steps-lessons, docs/lesson-players.md#scoring):
 * Snack Attack, Setting Limits, Pajama Puzzle and Homework Challenge. The points per right answer are lesson data
 * (`points` on each question-bearing step).
 */

export type Step = StepLessonContent["steps"][number];
/** One question: a choice or scenario step is its own question; a quiz step holds several. */
export type StepQuestion = Extract<Step, { type: "choice" | "scenario" }> | Extract<Step, { type: "quiz" }>["questions"][number];

/** The parent's picks, keyed by `answerKey` (docs/lesson-players.md#content-shapes "answers per step (step_N)"). */
export type StepAnswers = Readonly<Record<string, ChoiceId | undefined>>;

/** "step_N" for a choice or scenario step; "step_N_qM" for question M of a quiz step. */
export function answerKey(stepIndex: number, step: Step, questionIndex = 0): string {
  return step.type === "quiz" ? `step_${stepIndex}_q${questionIndex}` : `step_${stepIndex}`;
}

/** The questions a step asks: itself for a choice or scenario, its list for a quiz, none otherwise. */
export function stepQuestions(step: Step): readonly StepQuestion[] {
  if (step.type === "quiz") return step.questions;
  if (step.type === "choice" || step.type === "scenario") return [step];
  return [];
}

/**
 * docs/lesson-players.md#answer-rules: a pick is right when the content marks it right (a correct flag, or the
 * correctChoice index).
 */
export function isCorrectChoice(question: StepQuestion, choiceId: ChoiceId | undefined): boolean {
  return choiceId !== undefined && correctChoiceIds(question).includes(choiceId);
}

/** Every question of the lesson with its key and the points a right answer earns. */
function scoredQuestions(content: StepLessonContent) {
  return content.steps.flatMap((step, stepIndex) =>
    stepQuestions(step).map((question, questionIndex) => ({
      key: answerKey(stepIndex, step, questionIndex),
      question,
      points: "points" in step ? step.points : 0,
    })),
  );
}

/**
 * Raw points (docs/lesson-players.md#scoring: Setting Limits 10 per right choice or quiz, Pajama +10 a choice and +5 a
 * quiz question, Homework +25). Worked out from the current picks rather than added up as they happen, so a question
 * answered again (Try Again, or Previous in Pajama Puzzle) never counts twice.
 */
export function stepLessonPoints(content: StepLessonContent, answers: StepAnswers): number {
  return scoredQuestions(content).reduce(
    (sum, { key, question, points }) => sum + (isCorrectChoice(question, answers[key]) ? points : 0),
    0,
  );
}

/** The most points the lesson can give. */
export function stepLessonMaxPoints(content: StepLessonContent): number {
  return scoredQuestions(content).reduce((sum, { points }) => sum + points, 0);
}

/**
 * The score the host records, 0–100. The steps lessons count raw points (docs/lesson-players.md#steps-lessons), but
 * the host shows and stores a percentage ("scored {score}%", best score 0–100): raw points would make a perfect Setting
 * Limits read 40% and a perfect Homework Challenge 25%. So the points become a share of the lesson's maximum, clamped
 * to 0–100; a lesson that scores nothing (Snack Attack) reports 100, as the slide lessons do
 * (docs/decisions/0003-lesson-scores-are-percentages.md).
 */
export function stepLessonScore(content: StepLessonContent, answers: StepAnswers): number {
  const max = stepLessonMaxPoints(content);
  if (max === 0) return 100;
  const percent = Math.round((stepLessonPoints(content, answers) * 100) / max);
  return Math.min(100, Math.max(0, percent));
}

/**
 * docs/lesson-players.md#setting-limits: progress is (step + 1) / steps × 100 on each advance, rounded and kept within
 * 0–100.
 */
export function stepProgressPercent(stepIndex: number, stepCount: number): number {
  if (stepCount <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round(((stepIndex + 1) * 100) / stepCount)));
}
