/** docs/lesson-players.md#module-closing: the module closing's six steps, in order, with no way back. */
export const MODULE_STEPS = [
  { id: "overview", name: "Overview" },
  { id: "takeaways", name: "Key takeaways" },
  { id: "selfcare", name: "Self-care" },
  { id: "reflection", name: "Reflection" },
  { id: "badge", name: "Badge" },
  { id: "complete", name: "Complete" },
] as const;

export type ModuleStepId = (typeof MODULE_STEPS)[number]["id"];

/** The module closing has nothing to get wrong, so finishing it reports full marks. */
export const MODULE_CLOSER_SCORE = 100;

/**
 * Progress while a step shows: the share of steps already behind. Only "Finish Module" reports 100
 * (docs/lesson-players.md#module-closing).
 */
export function moduleStepProgress(stepIndex: number): number {
  return Math.round((stepIndex / MODULE_STEPS.length) * 100);
}

