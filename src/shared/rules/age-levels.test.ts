import { describe, expect, it } from "vitest";
import { forSeveralChildren } from "./age-match";
import { isAgeLevel, isLessonUnlocked, isLevelUnlocked, lessonStatuses, pathLevels, whatOpens, type LockLevel } from "./locks";

// docs/product-rules.md#age-levels: two general levels, then levels written for babies, nine to twelve and teens.
const levels: LockLevel[] = [
  { id: 1, order: 1 },
  { id: 2, order: 2 },
  { id: 7, order: 7, ages: ["0-2"] },
  { id: 8, order: 8, ages: ["9-12"] },
  { id: 9, order: 9, ages: ["13+"] },
  // A general level after the age levels still follows level 2, not the teens level before it.
  { id: 10, order: 10 },
];
const lessons = [
  { id: 1, levelId: 1, order: 1 },
  { id: 2, levelId: 1, order: 2 },
  { id: 3, levelId: 2, order: 1 },
  { id: 50, levelId: 7, order: 1 },
  { id: 51, levelId: 7, order: 2 },
  { id: 58, levelId: 8, order: 1 },
  { id: 59, levelId: 8, order: 2 },
  { id: 66, levelId: 9, order: 1 },
  { id: 90, levelId: 10, order: 1 },
];
const none = new Set<number>();
const unlocked = (completed: ReadonlySet<number>) =>
  lessons.filter((lesson) => isLessonUnlocked(lesson, levels, lessons, completed)).map((lesson) => lesson.id);

describe("what a locked lesson waits for", () => {
  it("names the lesson before it in an open level, the general level before a closed one, and nothing for an open lesson", () => {
    const opens = (id: number, completed: ReadonlySet<number>) => whatOpens(lessons.find((lesson) => lesson.id === id)!, levels, lessons, completed);
    expect(opens(1, none)).toBeUndefined();
    expect(opens(2, none)).toEqual({ lesson: lessons[0] });
    expect(opens(51, none)).toEqual({ lesson: lessons[3] });
    // Level 2 waits for level 1; the general level after the age levels waits for level 2, never the teens level.
    expect(opens(3, new Set([1]))).toEqual({ level: levels[0] });
    expect(opens(90, new Set([1, 2]))).toEqual({ level: levels[1] });
    expect(opens(3, new Set([1, 2]))).toBeUndefined();
  });
});

describe("age levels in the lock rule", () => {
  it("tells a level written for one age group from a general one", () => {
    expect(levels.map(isAgeLevel)).toEqual([false, false, true, true, true, false]);
  });

  it("opens the first lesson of every age level, and only the first general lesson, to a new parent", () => {
    expect(unlocked(none)).toEqual([1, 50, 58, 66]);
  });

  it("keeps the order inside an age level", () => {
    expect(isLessonUnlocked(lessons[4]!, levels, lessons, none)).toBe(false);
    expect(isLessonUnlocked(lessons[4]!, levels, lessons, new Set([50]))).toBe(true);
  });

  it("opens a general level when the general level before it is completed, whatever age levels sit between", () => {
    expect(isLevelUnlocked(levels[5]!, levels, lessons, new Set([1, 2]))).toBe(false);
    expect(isLevelUnlocked(levels[5]!, levels, lessons, new Set([1, 2, 3]))).toBe(true);
    // Completing the age levels opens nothing on the general path.
    expect(isLevelUnlocked(levels[1]!, levels, lessons, new Set([50, 51, 58, 59, 66]))).toBe(false);
  });
});

describe("the path starts at the child's age", () => {
  it("puts the level of the child's age group first", () => {
    expect(pathLevels(levels, "0-2").map((level) => level.id)).toEqual([7, 1, 2, 8, 9, 10]);
    expect(pathLevels(levels, "9-12").map((level) => level.id)).toEqual([8, 1, 2, 7, 9, 10]);
  });

  it("gives a parent of a teenager the teens level, then nine to twelve", () => {
    expect(pathLevels(levels, "13+").map((level) => level.id)).toEqual([9, 8, 1, 2, 7, 10]);
  });

  it("keeps level order for ages without a level of their own, several children and no answer", () => {
    for (const age of ["3-5", "6-8", "multiple", undefined, null, "nonsense"]) {
      expect(pathLevels(levels, age).map((level) => level.id)).toEqual([1, 2, 7, 8, 9, 10]);
    }
  });

  it("makes the first lesson of the child's level the one In Progress", () => {
    const current = (age: string | undefined, completed = none) =>
      [...lessonStatuses(levels, lessons, completed, age)].find(([, status]) => status === "current")?.[0];
    expect(current("0-2")).toBe(50);
    expect(current("9-12")).toBe(58);
    expect(current("13+")).toBe(66);
    expect(current("3-5")).toBe(1);
    expect(current("multiple")).toBe(1);
    expect(current(undefined)).toBe(1);
    // Once the baby level is done, the general path comes next.
    expect(current("0-2", new Set([50, 51]))).toBe(1);
  });

  it("changes no lock when the path is reordered", () => {
    const statuses = lessonStatuses(levels, lessons, none, "0-2");
    expect(statuses.get(51)).toBe("locked");
    expect(statuses.get(2)).toBe("locked");
    expect(statuses.get(58)).toBe("available");
  });
});

describe("lessons for more than one child", () => {
  it("are the ones their data tags \"multiple\", whatever their words say", () => {
    expect(forSeveralChildren({ ages: ["0-2", "3-5", "multiple"] })).toBe(true);
    expect(forSeveralChildren({ ages: ["3-5"] })).toBe(false);
    expect(forSeveralChildren({})).toBe(false);
  });
});
