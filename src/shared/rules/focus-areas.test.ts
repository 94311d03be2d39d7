import { describe, expect, it } from "vitest";
import { averageScore, focusAreas, focusTone } from "./focus-areas";

describe("focus areas", () => {
  it.each([
    [100, "green"], [80, "green"], [79, "yellow"], [70, "yellow"], [69, "red"], [0, "red"],
  ] as const)("colours %i as %s (thresholds 80 and 70)", (score, tone) => {
    expect(focusTone(score)).toBe(tone);
  });

  it("averages the completed lessons of each skill and marks unpractised skills", () => {
    const lessons = [
      { id: 1, skill: "emotional-validation" as const },
      { id: 2, skill: "emotional-validation" as const },
      { id: 3, skill: "setting-boundaries" as const },
      { id: 4, skill: "communication" as const },
    ];
    const areas = focusAreas(
      [
        { lessonId: 1, completed: true, score: 70 },
        { lessonId: 2, completed: true, score: 75 },
        { lessonId: 3, completed: true, score: 90 },
        { lessonId: 4, completed: false, score: 100 },
      ],
      lessons,
    );
    const bySkill = new Map(areas.map((area) => [area.skill, area]));
    expect(bySkill.get("emotional-validation")).toMatchObject({ score: 73, tone: "yellow", lessonsCompleted: 2 });
    expect(bySkill.get("setting-boundaries")).toMatchObject({ score: 90, tone: "green", lessonsCompleted: 1 });
    expect(bySkill.get("communication")).toMatchObject({ score: null, tone: null, lessonsCompleted: 0 });
    expect(areas.every((area) => area.tip.length > 20)).toBe(true);
  });

  it("rounds the average score of completed lessons, 0 when none", () => {
    expect(averageScore([])).toBe(0);
    expect(averageScore([{ completed: true, score: 70 }, { completed: true, score: 85 }, { completed: false, score: 10 }])).toBe(78);
  });

  it("counts a completion recorded without a score as done but leaves it out of the averages", () => {
    const lessons = [{ id: 1, skill: "communication" as const }, { id: 2, skill: "communication" as const }];
    const areas = focusAreas(
      [
        { lessonId: 1, completed: true, score: null },
        { lessonId: 2, completed: true, score: 60 },
      ],
      lessons,
    );
    expect(areas.find((area) => area.skill === "communication")).toMatchObject({ score: 60, lessonsCompleted: 2 });
    expect(averageScore([{ completed: true, score: null }, { completed: true, score: 80 }])).toBe(80);
    expect(averageScore([{ completed: true, score: null }])).toBe(0);
  });
});
