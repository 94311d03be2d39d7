import { msg } from "@lingui/core/macro";

/** docs/lesson-players.md#module-closing: the module closing's six steps, in order, with no way back. */
export const MODULE_STEPS = [
  { id: "overview", name: msg({ message: "Overview", comment: "Name of a step in the module's closing, read by screen readers" }) },
  { id: "takeaways", name: msg({ message: "Key takeaways", comment: "Name of a step in the module's closing, read by screen readers" }) },
  { id: "selfcare", name: msg({ message: "Self-care", comment: "Name of a step in the module's closing, read by screen readers" }) },
  { id: "reflection", name: msg({ message: "Reflection", comment: "Name of a step in the module's closing, read by screen readers" }) },
  { id: "badge", name: msg({ message: "Badge", comment: "Name of a step in the module's closing, read by screen readers" }) },
  { id: "complete", name: msg({ message: "Complete", comment: "Name of the last step in the module's closing (the module is complete), read by screen readers" }) },
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

