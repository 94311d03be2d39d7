/**
 * What the parent did in a lesson, told as what they did ("4 of 5 on the first try"), never as a grade. The stored
 * score stays a percentage; this is only the words of the celebration.
 */
export interface ScoreSummary {
  /** How many went right. */
  right: number;
  /** Out of how many. 0 when the lesson asks nothing to get right (a reflection, a module closing). */
  total: number;
  /**
   * What was counted: answers right on the first try, the answer of a question that takes one answer (no second try,
   * so no "first try"), replies sorted into place, or feelings spotted.
   */
  kind: "first-try" | "one-answer" | "placed" | "spotted";
}

/** A score line as a catalog message: whoever shows it translates it, `i18n._(line)`. */
export interface ScoreLine {
  id: string;
  values: { right: number; total: number };
}

const SCORE_LINES = {
  "first-try": /*i18n*/ {
    id: "{right} of {total} on the first try",
    comment: "After a lesson: how many answers the parent got right on the first try, e.g. 4 of 5 on the first try",
  },
  "one-answer": /*i18n*/ {
    id: "{right, plural, =0 {Not this time} other {You chose the answer that fits}}",
    comment: "After a lesson with one question and one answer: whether the parent chose the answer that fits best",
  },
  placed: /*i18n*/ {
    id: "{right} of {total} sorted into place",
    comment: "After a sorting lesson: how many replies the parent sorted into the right group, e.g. 3 of 4 sorted into place",
  },
  spotted: /*i18n*/ {
    id: "{right} of {total, plural, one {# feeling} other {# feelings}} spotted",
    comment: "After a lesson about feelings: how many of a child's feelings the parent recognised, e.g. 2 of 3 feelings spotted",
  },
} as const;

/**
 * "4 of 5 on the first try" as a message (`{ id, values }`, shown with `i18n._(line)`), or null when nothing was
 * counted.
 */
export function scoreLine(summary: ScoreSummary | null | undefined): ScoreLine | null {
  if (!summary || summary.total <= 0) return null;
  const right = Math.min(Math.max(0, Math.round(summary.right)), summary.total);
  return { id: SCORE_LINES[summary.kind].id, values: { right, total: summary.total } };
}

/**
 * The warm words beside the score line. Praise only when it is earned; when nothing went right first time the
 * parent hears encouragement, never "Great job!".
 */
export function scorePraise(summary: ScoreSummary | null | undefined): string {
  if (!summary || summary.total <= 0) return /*i18n*/ "You made time for this today. That matters.";
  if (summary.right >= summary.total) return /*i18n*/ "Great job!";
  // One answer, and not the one that fits: there were no other tries to learn from, only the explanation.
  if (summary.right <= 0 && summary.kind === "one-answer")
    return /*i18n*/ "A tricky one. Now you've seen which answer fits, and why: that's how this works.";
  if (summary.right <= 0) return /*i18n*/ "Every answer you tried taught you something. That's how this works.";
  return /*i18n*/ "Nice work. The ones you worked through are the ones that stick.";
}

/** A story's choices told like a lesson's answers: each pick is one try, and the best choice counts as right. */
export function storySummary(
  scenes: ReadonlyArray<{ choices: ReadonlyArray<{ id: string; quality: string }> }>,
  choiceIds: readonly string[],
): ScoreSummary {
  const qualities = new Map(
    scenes.flatMap((scene) => scene.choices.map((choice) => [choice.id, choice.quality] as const)),
  );
  const right = choiceIds.filter((id) => qualities.get(id) === "best").length;
  return { right, total: choiceIds.length, kind: "first-try" };
}
