import type { RoleplaySimulationContent } from "../content/content-schemas";

/**
 * The long guided flow of the roleplay-simulation lesson (docs/lesson-players.md#guided-flow,
 * docs/lesson-players.md#scoring): its stages in order, the progress each reports, which stage follows which when a
 * part is absent, and the score.
 */
export const GUIDED_STAGES = [
  "scenario",
  "perspective",
  "response",
  "result",
  "followUp",
  "followUpOutcome",
  "tips",
  "quiz",
  "reflection",
  "complete",
] as const;

export type GuidedStage = (typeof GUIDED_STAGES)[number];

/** docs/lesson-players.md#guided-flow, docs/lesson-players.md#scoring: progress reported at each stage. */
export const GUIDED_PROGRESS: Readonly<Record<GuidedStage, number>> = {
  scenario: 5,
  perspective: 15,
  response: 25,
  result: 35,
  followUp: 50,
  followUpOutcome: 60,
  tips: 70,
  quiz: 85,
  reflection: 95,
  complete: 100,
};

/** Where the parent is: a stage, and which follow-up scenario while the flow loops through them. */
export interface GuidedPosition {
  stage: GuidedStage;
  /** 0-based index of the follow-up scenario; 0 outside the follow-ups. */
  followUp: number;
}

/** How much of each optional part a lesson has; 0 (or false) means the part is absent. */
export interface GuidedParts {
  followUpScenarios: number;
  monsterTips: number;
  quizQuestions: number;
  reflection: boolean;
}

export function guidedPartsOf(content: RoleplaySimulationContent): GuidedParts {
  return {
    followUpScenarios: content.followUpScenarios?.length ?? 0,
    monsterTips: content.monsterTips?.length ?? 0,
    quizQuestions: content.microQuiz?.questions.length ?? 0,
    reflection: content.reflectionPrompts !== undefined,
  };
}

export const GUIDED_START: GuidedPosition = { stage: "scenario", followUp: 0 };

/**
 * The first present part from `stage` on, in the order of docs/lesson-players.md#guided-flow; `complete` is always
 * present.
 */
function firstPresentFrom(stage: "followUp" | "tips" | "quiz" | "reflection", parts: GuidedParts): GuidedPosition {
  const order = [
    { stage: "followUp", present: parts.followUpScenarios > 0 },
    { stage: "tips", present: parts.monsterTips > 0 },
    { stage: "quiz", present: parts.quizQuestions > 0 },
    { stage: "reflection", present: parts.reflection },
  ] as const;
  const from = order.findIndex((part) => part.stage === stage);
  const found = order.slice(from).find((part) => part.present);
  return { stage: found?.stage ?? "complete", followUp: 0 };
}

/**
 * The position after `position` (docs/lesson-players.md#guided-flow): after the result come the follow-up scenarios if
 * present, else the tips, else the quiz, else the reflection, else complete. Each follow-up scenario is followed by its
 * outcome, and the outcome by the next scenario until the last one. `complete` stays where it is.
 */
export function nextGuidedPosition(position: GuidedPosition, parts: GuidedParts): GuidedPosition {
  switch (position.stage) {
    case "scenario":
      return { stage: "perspective", followUp: 0 };
    case "perspective":
      return { stage: "response", followUp: 0 };
    case "response":
      return { stage: "result", followUp: 0 };
    case "result":
      return firstPresentFrom("followUp", parts);
    case "followUp":
      return { stage: "followUpOutcome", followUp: position.followUp };
    case "followUpOutcome":
      return position.followUp + 1 < parts.followUpScenarios
        ? { stage: "followUp", followUp: position.followUp + 1 }
        : firstPresentFrom("tips", parts);
    case "tips":
      return firstPresentFrom("quiz", parts);
    case "quiz":
      return firstPresentFrom("reflection", parts);
    case "reflection":
    case "complete":
      return { stage: "complete", followUp: 0 };
  }
}

const RIGHT_RESPONSE_SCORE = 100;
const OTHER_RESPONSE_SCORE = 70;

/**
 * docs/lesson-players.md#scoring: 100 if the parent response was right, else 70. Follow-ups and the quiz are practice
 * and don't count.
 */
export function guidedScore(responseCorrect: boolean): number {
  return responseCorrect ? RIGHT_RESPONSE_SCORE : OTHER_RESPONSE_SCORE;
}
