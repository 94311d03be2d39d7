import { describe, expect, it } from "vitest";
import { lessonIconKind } from "./lesson-icon";

describe("lessonIconKind", () => {
  it.each([
    ["When Pip Falls and Cries", "hurt"],
    ["Dinner Disaster", "food"],
    ["Eating Together", "food"],
    ["The Tower Topple", "blocks"],
    ["Building a Bedtime Routine", "blocks"],
    ["Sharing Shocker", "sharing"],
    ["The Big Loud Goodbye", "goodbye"],
    ["Validating Emotional Moments", "emotions"],
  ])("picks the spec's keyword icon for %s", (title, kind) => {
    expect(lessonIconKind(title)).toBe(kind);
  });

  it("matches keywords at the start of a word only, so breathing is not about food", () => {
    expect(lessonIconKind("Slow Your Own Breathing First")).toBe("default");
    expect(lessonIconKind("Handover Day")).toBe("default");
  });
});
