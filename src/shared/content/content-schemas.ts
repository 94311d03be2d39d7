import type { z } from "zod";
import type { ActivityType } from "./activity-types";
import {
  branchingScenarioContentSchema, dragDropContentSchema, emotionalSelectorContentSchema, multipleChoiceContentSchema,
} from "./generic-schemas";
import { moduleCloserContentSchema, roleplaySimulationContentSchema } from "./guided-schemas";
import { slideLessonContentSchema } from "./slide-schemas";
import { stepLessonContentSchema } from "./step-schemas";

/**
 * Lesson kind (activityType) → the schema its content must satisfy (docs/code-style.md#players-and-content); `satisfies` keeps it
 * exhaustive.
 */
export const contentSchemas = {
  slides: slideLessonContentSchema,
  steps: stepLessonContentSchema,
  "multiple-choice": multipleChoiceContentSchema,
  "drag-drop": dragDropContentSchema,
  "emotional-selector": emotionalSelectorContentSchema,
  "branching-scenario": branchingScenarioContentSchema,
  "roleplay-simulation": roleplaySimulationContentSchema,
  "module-closer": moduleCloserContentSchema,
} satisfies Record<ActivityType, z.ZodType>;

export type MultipleChoiceContent = z.infer<typeof multipleChoiceContentSchema>;
export type DragDropContent = z.infer<typeof dragDropContentSchema>;
export type EmotionalSelectorContent = z.infer<typeof emotionalSelectorContentSchema>;
export type BranchingScenarioContent = z.infer<typeof branchingScenarioContentSchema>;
export type SlideLessonContent = z.infer<typeof slideLessonContentSchema>;
export type StepLessonContent = z.infer<typeof stepLessonContentSchema>;
export type RoleplaySimulationContent = z.infer<typeof roleplaySimulationContentSchema>;
export type ModuleCloserContent = z.infer<typeof moduleCloserContentSchema>;
