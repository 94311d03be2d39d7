import { z } from "zod";
import type { BranchingScenarioContent, MultipleChoiceContent } from "../../content/content-schemas";
import { isIndexIn, restoreWith } from "./restore";
import type { ScoreSummary } from "./score-summary";

/**
 * Multiple choice (docs/lesson-players.md#generic-activities): pick, Submit Answer locks and explains, Complete Lesson
 * reports.
 */
export const multipleChoiceStateSchema = z.object({
  selected: z.number().int().min(0).nullable(),
  stage: z.enum(["choosing", "answered", "completed"]),
  // The feedback sheet after Submit Answer: saved so a reload reopens it. Saves from before the sheet read as closed.
  sheetOpen: z.boolean().default(false),
});
export type MultipleChoiceState = z.infer<typeof multipleChoiceStateSchema>;
export type MultipleChoiceAction =
  { type: "select"; option: number } | { type: "submit" } | { type: "closeSheet" } | { type: "complete" };

export const initialMultipleChoice: MultipleChoiceState = { selected: null, stage: "choosing", sheetOpen: false };

export function multipleChoiceReducer(state: MultipleChoiceState, action: MultipleChoiceAction): MultipleChoiceState {
  switch (action.type) {
    case "select":
      return state.stage === "choosing" ? { ...state, selected: action.option } : state;
    case "submit":
      return state.stage === "choosing" && state.selected !== null
        ? { ...state, stage: "answered", sheetOpen: true }
        : state;
    case "closeSheet":
      return state.sheetOpen ? { ...state, sheetOpen: false } : state;
    case "complete":
      return state.stage === "answered" ? { ...state, stage: "completed", sheetOpen: false } : state;
  }
}

export function restoreMultipleChoice(raw: unknown, content: MultipleChoiceContent): MultipleChoiceState | null {
  return restoreWith(multipleChoiceStateSchema, raw, (state) =>
    state.selected === null
      ? state.stage === "choosing" && !state.sheetOpen
      : isIndexIn(state.selected, content.options.length) && (!state.sheetOpen || state.stage === "answered"),
  );
}

export function multipleChoiceSummary(state: MultipleChoiceState, content: MultipleChoiceContent): ScoreSummary {
  // One question, one answer: there is no second try, so no "on the first try".
  return { right: state.selected === content.correctAnswer ? 1 : 0, total: 1, kind: "one-answer" };
}

/**
 * The two-step branching story (docs/lesson-players.md#generic-activities): initial → branch (from the first choice) →
 * complete.
 */
export const branchingStateSchema = z.discriminatedUnion("stage", [
  z.object({ stage: z.literal("initial"), restarted: z.boolean() }),
  z.object({
    stage: z.literal("branch"),
    choice: z.number().int().min(0),
    followUpChoice: z.number().int().min(0).nullable(),
    // The feedback sheet for the latest choice: saved so a reload reopens it. Saves from before the sheet read as closed.
    sheetOpen: z.boolean().default(false),
  }),
  z.object({
    stage: z.literal("complete"),
    choice: z.number().int().min(0),
    followUpChoice: z.number().int().min(0),
    reported: z.boolean(),
  }),
]);
export type BranchingState = z.infer<typeof branchingStateSchema>;
export type BranchingAction =
  | { type: "choose"; choice: number }
  | { type: "followUp"; choice: number }
  | { type: "closeSheet" }
  | { type: "finishStory" }
  | { type: "report" }
  | { type: "restart" };

export const initialBranching: BranchingState = { stage: "initial", restarted: false };

export function branchingReducer(state: BranchingState, action: BranchingAction): BranchingState {
  switch (action.type) {
    case "choose":
      return state.stage === "initial"
        ? { stage: "branch", choice: action.choice, followUpChoice: null, sheetOpen: true }
        : state;
    case "followUp":
      // The follow-up is asked once the first choice's sheet is read, and its answer locks once picked.
      return state.stage === "branch" && !state.sheetOpen && state.followUpChoice === null
        ? { ...state, followUpChoice: action.choice, sheetOpen: true }
        : state;
    case "closeSheet":
      return state.stage === "branch" && state.sheetOpen ? { ...state, sheetOpen: false } : state;
    case "finishStory":
      return state.stage === "branch" && state.followUpChoice !== null
        ? { stage: "complete", choice: state.choice, followUpChoice: state.followUpChoice, reported: false }
        : state;
    case "report":
      return state.stage === "complete" ? { ...state, reported: true } : state;
    case "restart":
      return { stage: "initial", restarted: true };
  }
}

export function restoreBranching(raw: unknown, content: BranchingScenarioContent): BranchingState | null {
  return restoreWith(branchingStateSchema, raw, (state) => {
    if (state.stage === "initial") return true;
    const branch = content.branches[state.choice];
    if (!branch) return false;
    return state.followUpChoice === null || isIndexIn(state.followUpChoice, branch.followUp.options.length);
  });
}

/** The first choice and the follow-up: how many helped most. */
export function branchingSummary(state: BranchingState, content: BranchingScenarioContent): ScoreSummary {
  if (state.stage === "initial") return { right: 0, total: 2, kind: "first-try" };
  const branch = content.branches[state.choice];
  const right = [
    state.choice === content.correctAnswer,
    branch !== undefined && state.followUpChoice === branch.followUp.correctAnswer,
  ];
  return { right: right.filter(Boolean).length, total: 2, kind: "first-try" };
}
