import { describe, expect, it } from "vitest";
import type { LessonSummary, Level } from "@shared/schemas/learning";
import { LESSONS_KEPT_AHEAD, lessonsKeptAhead } from "./offline-sync";

// docs/product-rules.md#for-you: Up next may be further along the path than the next few lessons.
const level = (id: number, order: number, ages?: Level["ages"]): Level => ({
  id, title: `Level ${id}`, description: "", icon: "heart", color: "blue", order, isLocked: order !== 1 && !ages, totalLessons: 5, ...(ages && { ages }),
});
const lesson = (id: number, levelId: number, order: number, topics: LessonSummary["topics"]): LessonSummary => ({
  id, levelId, order, topics, ages: ["3-5"], title: `Lesson ${id}`, description: "", xpReward: 20, activityType: "multiple-choice", skill: "routines", minutes: 5,
});
// An age level (open from the start) after the general level on a 3–5 path, holding a lesson a 3–5 parent may need.
const levels = [level(1, 1), level(7, 7, ["0-2"])];
const lessons = [
  lesson(1, 1, 1, ["feelings"]),
  lesson(2, 1, 2, ["feelings"]),
  lesson(3, 1, 3, ["feelings"]),
  lesson(4, 1, 4, ["feelings"]),
  lesson(9, 7, 1, ["bedtime"]),
];

describe("the lessons kept ahead for offline", () => {
  it("are the next ones of the path when the answers match nothing open", () => {
    const ahead = lessonsKeptAhead(levels, lessons, new Set(), { childAge: "3-5", parentingChallenges: ["siblings"] });
    expect(ahead.map((kept) => kept.id)).toEqual([1, 2, 3]);
  });

  it("start with Up next when it was picked from the answers further along, and keep the same number", () => {
    const ahead = lessonsKeptAhead(levels, lessons, new Set(), { childAge: "3-5", parentingChallenges: ["bedtime"] });
    expect(ahead.map((kept) => kept.id)).toEqual([9, 1, 2]);
    expect(ahead).toHaveLength(LESSONS_KEPT_AHEAD);
  });

  it("leave out the lessons the parent's plan does not open, which the server would only refuse", () => {
    const ahead = lessonsKeptAhead(levels, lessons, new Set(), { childAge: "3-5", parentingChallenges: ["siblings"] }, (kept) => kept.id !== 2);
    expect(ahead.map((kept) => kept.id)).toEqual([1, 3, 4]);
  });
});
