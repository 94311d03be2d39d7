import type { z } from "zod";
import type { ActivityType } from "./activity-types";
import {
  branchingScenarioContentSchema, dragDropContentSchema, emotionalSelectorContentSchema, multipleChoiceContentSchema,
} from "./generic-schemas";

/** activityType → the schema its content must satisfy (STYLE.md "Content is data"). */
export const contentSchemas: Partial<Record<ActivityType, z.ZodType>> = {
  "multiple-choice": multipleChoiceContentSchema,
  "drag-drop": dragDropContentSchema,
  "emotional-selector": emotionalSelectorContentSchema,
  "branching-scenario": branchingScenarioContentSchema,
};

export type MultipleChoiceContent = z.infer<typeof multipleChoiceContentSchema>;
export type DragDropContent = z.infer<typeof dragDropContentSchema>;
export type EmotionalSelectorContent = z.infer<typeof emotionalSelectorContentSchema>;
export type BranchingScenarioContent = z.infer<typeof branchingScenarioContentSchema>;
