import { i18n as appI18n, type I18n } from "@lingui/core";
import type { ChoiceId } from "@shared/content/step-schemas";
import { isCorrectChoice, type StepQuestion } from "@shared/rules/step-scoring";
import { STEP_TEXT } from "./step-rules";

/** What the popup or panel says about one pick. */
export interface AnswerFeedback {
  correct: boolean;
  /** Why the picked approach might not work, shown after "Why this approach might not work:" (wrong picks only). */
  whyNot: string | null;
  /** The feedback points, one paragraph each. */
  lines: string[];
  /** Why the right answer works, shown with a right pick. */
  explanation: string[];
}

/**
 * docs/lesson-players.md#answer-rules, docs/lesson-players.md#player-messages: a wrong pick shows its own text when it
 * has one, the question's wrong-answer points when given, and the default wrong-answer text when neither is; a right
 * pick shows the question's or the choice's words, or the default right-answer text. The default texts are in the
 * language of `i18n` (the component's, from useLingui()).
 */
export function answerFeedback(question: StepQuestion, choiceId: ChoiceId, i18n: I18n = appI18n): AnswerFeedback {
  const choice = question.choices.find((candidate) => candidate.id === choiceId);
  const correct = isCorrectChoice(question, choiceId);
  if (correct) {
    const lines = [question.feedback?.correct, choice?.feedback].filter((line): line is string => Boolean(line));
    return { correct, whyNot: null, lines: lines.length > 0 ? lines : [i18n._(STEP_TEXT.defaultCorrect)], explanation: question.explanation ?? [] };
  }
  const whyNot = choice?.feedback ?? null;
  const points = question.feedback?.incorrect ?? [];
  return { correct, whyNot, lines: whyNot === null && points.length === 0 ? [i18n._(STEP_TEXT.defaultWrong)] : points, explanation: [] };
}
