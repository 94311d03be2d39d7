import { describe, expect, it } from "vitest";
import { branchingScore, categoriseScore, emotionScore, multipleChoiceScore } from "./scoring";

describe("multipleChoiceScore", () => {
  it("gives 100 for the right answer and 60 for any other", () => {
    expect(multipleChoiceScore(true)).toBe(100);
    expect(multipleChoiceScore(false)).toBe(60);
  });
});

describe("branchingScore", () => {
  it("gives 100 when both steps are right and 60 when both are wrong", () => {
    expect(branchingScore([true, true])).toBe(100);
    expect(branchingScore([false, false])).toBe(60);
  });
  it("averages one right and one wrong step to 80, in either order", () => {
    expect(branchingScore([true, false])).toBe(80);
    expect(branchingScore([false, true])).toBe(80);
  });
  it("rounds the average to a whole number", () => {
    expect(branchingScore([true, false, false])).toBe(73); // 220 / 3 = 73.33
    expect(branchingScore([true, true, false])).toBe(87); // 260 / 3 = 86.67
  });
  it("scores 0 when no step was answered", () => {
    expect(branchingScore([])).toBe(0);
  });
});

describe("categoriseScore", () => {
  const correctMapping = { a: "connects", b: "skips", c: "connects", d: "skips" };

  it("gives 100 when every item is in its category", () => {
    expect(categoriseScore({ ...correctMapping }, correctMapping)).toBe(100);
  });
  it("gives 0 when every item is in the wrong category", () => {
    expect(categoriseScore({ a: "skips", b: "connects", c: "skips", d: "connects" }, correctMapping)).toBe(0);
  });
  it("gives the percentage of items placed right", () => {
    expect(categoriseScore({ a: "connects", b: "skips", c: "skips", d: "connects" }, correctMapping)).toBe(50);
    expect(categoriseScore({ a: "connects", b: "connects", c: "skips", d: "connects" }, correctMapping)).toBe(25);
  });
  it("counts an unplaced item as misplaced", () => {
    expect(categoriseScore({}, correctMapping)).toBe(0);
    expect(categoriseScore({ a: "connects", b: "skips", c: "connects" }, correctMapping)).toBe(75);
  });
  it("rounds an exact half up and other fractions to the nearest whole", () => {
    const eight = Object.fromEntries(["1", "2", "3", "4", "5", "6", "7", "8"].map((id) => [id, "x"]));
    expect(categoriseScore({ "1": "x" }, eight)).toBe(13); // 12.5
    expect(categoriseScore({ "1": "x", "2": "x", "3": "x" }, eight)).toBe(38); // 37.5
    const three = { a: "x", b: "x", c: "x" };
    expect(categoriseScore({ a: "x" }, three)).toBe(33); // 33.33
    expect(categoriseScore({ a: "x", b: "x" }, three)).toBe(67); // 66.67
  });
  it("scores 0 when there is nothing to sort", () => {
    expect(categoriseScore({}, {})).toBe(0);
  });
});

describe("emotionScore", () => {
  const fitting = ["sad", "disappointed", "angry"];

  it("gives 100 for exactly the fitting feelings, in any order", () => {
    expect(emotionScore(["angry", "sad", "disappointed"], fitting)).toBe(100);
  });
  it("takes a whole point off for each feeling that does not fit", () => {
    expect(emotionScore(["sad", "disappointed", "angry", "bored"], fitting)).toBe(67); // (3 - 1) / 3
  });
  it("takes half a point off for each fitting feeling missed", () => {
    expect(emotionScore(["sad", "disappointed"], fitting)).toBe(50); // (2 - 0.5) / 3
    expect(emotionScore(["sad"], fitting)).toBe(0); // (1 - 1) / 3
  });
  it("never goes below 0 when every pick is wrong", () => {
    expect(emotionScore(["bored", "relieved"], fitting)).toBe(0); // (0 - 2 - 1.5) / 3 < 0
  });
  it("scores 0 for an empty selection", () => {
    expect(emotionScore([], fitting)).toBe(0);
    expect(emotionScore([], ["sad"])).toBe(0); // 0 − 0 − 0.5 → clamped
  });
  it("rounds an exact half up", () => {
    const eight = ["a", "b", "c", "d", "e", "f", "g", "h"];
    // 4 right, 1 wrong, 4 missed: (4 - 1 - 2) / 8 = 12.5%
    expect(emotionScore(["a", "b", "c", "d", "wrong"], eight)).toBe(13);
    // 5 right, 0 wrong, 3 missed: (5 - 1.5) / 8 = 43.75%
    expect(emotionScore(["a", "b", "c", "d", "e"], eight)).toBe(44);
    // 2 right, 0 wrong, 2 missed of 4: (2 - 1) / 4 = 25%
    expect(emotionScore(["a", "b"], ["a", "b", "c", "d"])).toBe(25);
  });
  it("counts a feeling picked twice once", () => {
    expect(emotionScore(["sad", "sad", "disappointed", "angry"], fitting)).toBe(100);
  });
  it("scores 0 when no feeling is marked as fitting", () => {
    expect(emotionScore(["sad"], [])).toBe(0);
  });
});
