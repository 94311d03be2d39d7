import { z } from "zod";
import type { ModuleCloserContent } from "../../content/content-schemas";
import { isIndexIn, restoreWith } from "./restore";

/** docs/lesson-players.md#module-closing: the module closing's six steps, in order, with no way back. */
export const MODULE_STEP_COUNT = 6;
export const MODULE_REFLECTION_STEP = 3;

/**
 * The module closing's state (docs/lesson-players.md#module-closing) as plain data: the step, the self-care pick and
 * both answers.
 */
export const moduleCloserStateSchema = z.object({
  stepIndex: z
    .number()
    .int()
    .min(0)
    .max(MODULE_STEP_COUNT - 1),
  selfCareActivity: z.number().int().min(0).nullable(),
  reflection: z.object({
    completion: z.string().max(2000),
    application: z.string().max(2000),
    /** The chosen self-care option, or null. */
    selfCare: z.string().max(300).nullable(),
  }),
  /** Once the reflection is in the journal it is not saved again. */
  journalSaved: z.boolean(),
  finished: z.boolean(),
});
export type ModuleCloserState = z.infer<typeof moduleCloserStateSchema>;
export type ModuleReflection = ModuleCloserState["reflection"];

export type ModuleCloserAction =
  | { type: "advance" }
  | { type: "selectActivity"; index: number }
  | { type: "reflect"; answers: Partial<ModuleReflection> }
  | { type: "journalSaved" }
  | { type: "finish" };

export const initialModuleCloser: ModuleCloserState = {
  stepIndex: 0,
  selfCareActivity: null,
  reflection: { completion: "", application: "", selfCare: null },
  journalSaved: false,
  finished: false,
};

export function moduleCloserReducer(state: ModuleCloserState, action: ModuleCloserAction): ModuleCloserState {
  switch (action.type) {
    case "advance":
      return { ...state, stepIndex: Math.min(state.stepIndex + 1, MODULE_STEP_COUNT - 1) };
    case "selectActivity":
      return { ...state, selfCareActivity: action.index };
    case "reflect":
      return { ...state, reflection: { ...state.reflection, ...action.answers } };
    case "journalSaved":
      return { ...state, journalSaved: true };
    case "finish":
      return { ...state, finished: true };
  }
}

export function restoreModuleCloser(raw: unknown, content: ModuleCloserContent): ModuleCloserState | null {
  return restoreWith(
    moduleCloserStateSchema,
    raw,
    (state) => state.selfCareActivity === null || isIndexIn(state.selfCareActivity, content.selfCareActivities.length),
  );
}

/**
 * Both reflection answers and the self-care plan as one journal note, each under its question; null when the parent
 * wrote and chose nothing (nothing to keep).
 */
export function moduleCloserJournalNotes(state: ModuleCloserState, content: ModuleCloserContent): string | null {
  const prompts = content.reflectionPrompts;
  const activity =
    state.selfCareActivity === null ? undefined : content.selfCareActivities[state.selfCareActivity]?.title;
  const sections = [
    state.reflection.completion.trim()
      ? `${prompts.completionPrompt.question}\n${state.reflection.completion.trim()}`
      : null,
    state.reflection.application.trim()
      ? `${prompts.applicationPrompt.question}\n${state.reflection.application.trim()}`
      : null,
  ];
  const plan = [
    state.reflection.selfCare ? `${prompts.selfCarePrompt.question} ${state.reflection.selfCare}` : null,
    activity ? `My moment for me: ${activity}` : null,
  ].filter((line) => line !== null);
  if (plan.length > 0) sections.push(`My self-care plan for this week\n${plan.join("\n")}`);
  const notes = sections.filter((section) => section !== null).join("\n\n");
  return notes === "" ? null : notes;
}
