import { describe, expect, it } from "vitest";
import {
  GUIDED_PROGRESS, GUIDED_STAGES, GUIDED_START, type GuidedParts, type GuidedPosition, type GuidedStage, guidedScore,
  nextGuidedPosition,
} from "./guided-flow";

const ALL_PARTS: GuidedParts = { followUpScenarios: 2, monsterTips: 6, quizQuestions: 2, reflection: true };

/** Every position from the start to complete, as "stage" or "stage#followUp" inside the follow-ups. */
function walk(parts: GuidedParts): string[] {
  const seen: string[] = [];
  let position: GuidedPosition = GUIDED_START;
  for (let guard = 0; guard < 30; guard += 1) {
    const inLoop = position.stage === "followUp" || position.stage === "followUpOutcome";
    seen.push(inLoop ? `${position.stage}#${position.followUp}` : position.stage);
    if (position.stage === "complete") return seen;
    position = nextGuidedPosition(position, parts);
  }
  throw new Error(`never reached complete: ${seen.join(" → ")}`);
}

describe("guided flow progress", () => {
  it("reports 5, 15, 25, 35, 50, 60, 70, 85, 95 and 100 across the ten stages, in the spec's order", () => {
    expect(GUIDED_STAGES.map((stage) => GUIDED_PROGRESS[stage])).toEqual([5, 15, 25, 35, 50, 60, 70, 85, 95, 100]);
    expect(GUIDED_STAGES).toEqual([
      "scenario", "perspective", "response", "result", "followUp", "followUpOutcome", "tips", "quiz", "reflection", "complete",
    ]);
  });
});

describe("nextGuidedPosition", () => {
  it("goes through every part, looping scenario then outcome for each follow-up", () => {
    expect(walk(ALL_PARTS)).toEqual([
      "scenario", "perspective", "response", "result",
      "followUp#0", "followUpOutcome#0", "followUp#1", "followUpOutcome#1",
      "tips", "quiz", "reflection", "complete",
    ]);
  });

  it.each<[string, Partial<GuidedParts>, GuidedStage]>([
    ["no follow-ups → tips", { followUpScenarios: 0 }, "tips"],
    ["no follow-ups or tips → quiz", { followUpScenarios: 0, monsterTips: 0 }, "quiz"],
    ["only a reflection left → reflection", { followUpScenarios: 0, monsterTips: 0, quizQuestions: 0 }, "reflection"],
    ["nothing after the result → complete", { followUpScenarios: 0, monsterTips: 0, quizQuestions: 0, reflection: false }, "complete"],
  ])("skips absent parts after the result: %s", (_case, absent, expected) => {
    expect(nextGuidedPosition({ stage: "result", followUp: 0 }, { ...ALL_PARTS, ...absent }).stage).toBe(expected);
  });

  it("skips absent parts after the last follow-up, the tips and the quiz", () => {
    const onlyFollowUps: GuidedParts = { followUpScenarios: 1, monsterTips: 0, quizQuestions: 0, reflection: false };
    expect(walk(onlyFollowUps)).toEqual(["scenario", "perspective", "response", "result", "followUp#0", "followUpOutcome#0", "complete"]);
    expect(walk({ ...ALL_PARTS, followUpScenarios: 0, quizQuestions: 0 })).toEqual([
      "scenario", "perspective", "response", "result", "tips", "reflection", "complete",
    ]);
    expect(walk({ ...ALL_PARTS, monsterTips: 0, reflection: false })).toEqual([
      "scenario", "perspective", "response", "result", "followUp#0", "followUpOutcome#0", "followUp#1", "followUpOutcome#1", "quiz", "complete",
    ]);
  });

  it("stays at complete", () => {
    expect(nextGuidedPosition({ stage: "complete", followUp: 0 }, ALL_PARTS)).toEqual({ stage: "complete", followUp: 0 });
  });
});

describe("guidedScore", () => {
  it("is 100 when the parent response was right and 70 otherwise", () => {
    expect(guidedScore(true)).toBe(100);
    expect(guidedScore(false)).toBe(70);
  });
});
