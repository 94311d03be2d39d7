import { describe, expect, it } from "vitest";
import { PATH_ROW_HEIGHT, layoutLessonPath, orderLessons, trailPath } from "./home-path";

const levels = [
  { id: 1, order: 1, title: "Big Feelings" },
  { id: 2, order: 3, title: "Setting Limits" },
  { id: 3, order: 2, title: "Choices" },
];

function lessonsOf(levelId: number, count: number, firstId: number) {
  return Array.from({ length: count }, (_, i) => ({ id: firstId + i, levelId, order: i + 1 }));
}

describe("layoutLessonPath", () => {
  it("makes one section per level in level order, each one row per lesson", () => {
    const lessons = [...lessonsOf(2, 2, 1), ...lessonsOf(1, 3, 3), ...lessonsOf(3, 1, 6)];
    const sections = layoutLessonPath(levels, lessons);
    expect(sections.map((section) => section.level.title)).toEqual(["Big Feelings", "Choices", "Setting Limits"]);
    expect(sections.map((section) => section.height)).toEqual([3 * PATH_ROW_HEIGHT, PATH_ROW_HEIGHT, 2 * PATH_ROW_HEIGHT]);
    expect(sections.flatMap((section) => section.nodes.map((node) => node.index))).toEqual([0, 1, 2, 3, 4, 5]);
    expect(sections[0]!.nodes.map((node) => node.y)).toEqual([PATH_ROW_HEIGHT / 2, PATH_ROW_HEIGHT * 1.5, PATH_ROW_HEIGHT * 2.5]);
  });

  it("keeps the whole of a 49-lesson curriculum within 4,000 px of rows", () => {
    const many = Array.from({ length: 7 }, (_, level) => lessonsOf(level + 1, 7, level * 7 + 1)).flat();
    const manyLevels = Array.from({ length: 7 }, (_, level) => ({ id: level + 1, order: level + 1, title: `Level ${level + 1}` }));
    const rows = layoutLessonPath(manyLevels, many).reduce((total, section) => total + section.height, 0);
    expect(rows).toBe(49 * PATH_ROW_HEIGHT);
    expect(rows).toBeLessThan(4000);
  });

  it("winds the nodes left and right within the trail, starting each level on the left", () => {
    const [section] = layoutLessonPath([levels[0]!], lessonsOf(1, 6, 1));
    const xs = section!.nodes.map((node) => node.x);
    expect(new Set(xs).size).toBeGreaterThan(1);
    expect(xs.every((x) => x > 0 && x < 50)).toBe(true);
    expect(xs[0]).toBe(Math.min(...xs));
  });

  it("leaves out levels without lessons and lessons of unknown levels", () => {
    const sections = layoutLessonPath(levels, [...lessonsOf(1, 1, 1), ...lessonsOf(99, 2, 2)]);
    expect(sections.map((section) => section.level.id)).toEqual([1]);
    expect(sections[0]!.nodes.map((node) => node.lesson.id)).toEqual([1]);
  });
});

describe("orderLessons", () => {
  it("sorts by level order, then lesson order", () => {
    const lessons = [
      { id: 1, levelId: 2, order: 1 },
      { id: 2, levelId: 1, order: 2 },
      { id: 3, levelId: 1, order: 1 },
    ];
    expect(orderLessons(levels, lessons).map((lesson) => lesson.id)).toEqual([3, 2, 1]);
  });
});

describe("trailPath", () => {
  it("runs from the first node through every next one", () => {
    expect(trailPath([])).toBe("");
    expect(trailPath([{ x: 10, y: 30 }])).toBe("M 10 30");
    expect(trailPath([{ x: 10, y: 30 }, { x: 20, y: 90 }])).toBe("M 10 30 C 10 60 20 60 20 90");
  });
});
