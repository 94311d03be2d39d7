/**
 * Scores of the generic activities (docs/lesson-players.md#scoring), 0–100.
 * Divisions come last so that an exact half (12.5) stays exact and rounds up, never down by float error.
 */

const RIGHT_STEP = 100;
const WRONG_STEP = 60;

/** docs/lesson-players.md#scoring "Multiple choice scenario": 100 if right, 60 if wrong. */
export function multipleChoiceScore(correct: boolean): number {
  return correct ? RIGHT_STEP : WRONG_STEP;
}

/**
 * docs/lesson-players.md#scoring "Branching story": each step scores 100 or 60; the final score is the rounded average.
 */
export function branchingScore(stepsCorrect: readonly boolean[]): number {
  if (stepsCorrect.length === 0) return 0;
  const total = stepsCorrect.reduce((sum, correct) => sum + multipleChoiceScore(correct), 0);
  return Math.round(total / stepsCorrect.length);
}

/**
 * docs/lesson-players.md#scoring "Categorise": rounded percentage of items placed correctly.
 * Every item of `correctMapping` counts; an item missing from `mapping` counts as misplaced.
 */
export function categoriseScore(
  mapping: Readonly<Record<string, string | undefined>>,
  correctMapping: Readonly<Record<string, string>>,
): number {
  const itemIds = Object.keys(correctMapping);
  if (itemIds.length === 0) return 0;
  const placedRight = itemIds.filter((itemId) => mapping[itemId] === correctMapping[itemId]).length;
  return Math.round((placedRight * 100) / itemIds.length);
}

/** docs/lesson-players.md#scoring "Emotions": max(0, round((correct − wrong − 0.5 × missed) / total correct × 100)). */
export function emotionScore(selected: readonly string[], correct: readonly string[]): number {
  const fitting = new Set(correct);
  if (fitting.size === 0) return 0;
  const picked = new Set(selected);
  const right = [...picked].filter((id) => fitting.has(id)).length;
  const wrong = picked.size - right;
  const missed = fitting.size - right;
  // Doubled numerator and denominator keep the half-point for a missed feeling in whole numbers.
  const score = Math.round(((2 * right - 2 * wrong - missed) * 100) / (2 * fitting.size));
  return Math.max(0, score);
}
