import { i18n as appI18n, type I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { McqQuestion } from "./use-slide-lesson";

/**
 * docs/lesson-players.md#player-messages: the wrong-option text when a lesson gives neither the option's own text nor a
 * default.
 */
export const DEFAULT_WRONG_FEEDBACK = msg`This response dismisses Pip's feelings or creates shame. Pip needs validation and understanding first.`;
/** docs/lesson-players.md#player-messages (card layout): a right answer whose feedback is missing. */
export const FEEDBACK_NOT_AVAILABLE = msg`Feedback not available`;

/**
 * The feedback for a pick (docs/lesson-players.md#content-shapes, docs/lesson-players.md#answer-rules): the right
 * answer's text; for a wrong one the option's own text when it is not empty, else the lesson's default, else the
 * default of docs/lesson-players.md#player-messages (in the language of `i18n`, the component's from useLingui()).
 */
export function feedbackFor(question: McqQuestion, picked: number, i18n: I18n = appI18n): string {
  const responses = question.feedbackResponses;
  if (picked === question.correctAnswerIndex) return responses?.correct?.trim() || i18n._(FEEDBACK_NOT_AVAILABLE);
  const incorrect: Partial<Record<string, string>> | undefined = responses?.incorrect;
  return incorrect?.[String(picked)]?.trim() || incorrect?.default?.trim() || i18n._(DEFAULT_WRONG_FEEDBACK);
}
