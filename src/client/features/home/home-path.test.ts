import { describe, expect, it } from "vitest";
import { layoutLessonPath, orderLessons, renderWindow, showScrollHint, visibleSlotRange } from "./home-path";

const levels = [
  { id: 1, order: 1, title: "Big Feelings" },
  { id: 2, order: 2, title: "Setting Limits" },
  { id: 3, order: 3, title: "Routines" },
];

function lessonsOf(levelId: number, count: number, firstId: number) {
  return Array.from({ length: count }, (_, i) => ({ id: firstId + i, levelId, order: i + 1 }));
}

describe("layoutLessonPath", () => {
  it("places the first lesson at 300 px and each next one 700 px lower", () => {
    const { slots } = layoutLessonPath([levels[0]!], lessonsOf(1, 3, 1));
    expect(slots.map((slot) => slot.top)).toEqual([300, 1000, 1700]);
  });

  it("adds 500 px for every lesson from the start of the Setting Limits level", () => {
    const lessons = [...lessonsOf(1, 2, 1), ...lessonsOf(2, 2, 3), ...lessonsOf(3, 1, 5)];
    const { slots, height } = layoutLessonPath(levels, lessons);
    expect(slots.map((slot) => slot.top)).toEqual([300, 1000, 1700 + 500, 2400 + 500, 3100 + 500]);
    expect(height).toBe(3100 + 500 + 700);
  });

  it("puts a title banner above each level's first lesson only, with more room for Setting Limits", () => {
    const lessons = [...lessonsOf(1, 2, 1), ...lessonsOf(2, 2, 3), ...lessonsOf(3, 1, 5)];
    const { slots } = layoutLessonPath(levels, lessons);
    expect(slots.map((slot) => slot.banner?.level.title ?? null)).toEqual(["Big Feelings", null, "Setting Limits", null, "Routines"]);
    const plain = slots[0]!.banner!;
    const roomy = slots[2]!.banner!;
    expect(roomy.roomy).toBe(true);
    expect(roomy.height - plain.height).toBe(500);
    // The banner sits fully between the previous card's slot and its own card.
    expect(roomy.top).toBeGreaterThanOrEqual(slots[1]!.top);
    expect(roomy.top + roomy.height).toBeLessThan(slots[2]!.top);
    expect(plain.top).toBeGreaterThanOrEqual(0);
  });

  it("orders lessons by level order, then lesson order, whatever order they arrive in", () => {
    const shuffled = [
      { id: 9, levelId: 3, order: 1 },
      { id: 2, levelId: 1, order: 2 },
      { id: 5, levelId: 2, order: 1 },
      { id: 1, levelId: 1, order: 1 },
    ];
    expect(orderLessons(levels, shuffled).map((lesson) => lesson.id)).toEqual([1, 2, 5, 9]);
  });

  it("gives an empty path no height", () => {
    expect(layoutLessonPath(levels, [])).toEqual({ slots: [], height: 0 });
  });
});

describe("visibleSlotRange", () => {
  const { slots } = layoutLessonPath([levels[0]!], lessonsOf(1, 45, 1));

  it("reaches one viewport height above and below the visible area", () => {
    expect(renderWindow({ top: 5000, height: 800 })).toEqual({ from: 4200, to: 6600 });
  });

  it("draws only the first lessons at the top of the page", () => {
    // Slot i spans [300 + 700i, 1000 + 700i) (the first from its banner at 100); the window is [-800, 1600).
    expect(visibleSlotRange(slots, { top: 0, height: 800 })).toEqual({ first: 0, last: 1 });
  });

  it("draws the lessons around the visible area deep in the path", () => {
    // Window [9200, 11600): slots 12 (8700–9400) to 16 (11500–12200).
    expect(visibleSlotRange(slots, { top: 10000, height: 800 })).toEqual({ first: 12, last: 16 });
  });

  it("draws nothing while the path is more than a viewport below the visible area", () => {
    expect(visibleSlotRange(slots, { top: -2000, height: 800 })).toBeNull();
  });

  it("draws the last lessons at the bottom of the path", () => {
    expect(visibleSlotRange(slots, { top: 31000, height: 800 })).toEqual({ first: 42, last: 44 });
  });
});

describe("showScrollHint", () => {
  it("shows with more than 3 lessons until the page has scrolled more than 100 px", () => {
    expect(showScrollHint(4, 0)).toBe(true);
    expect(showScrollHint(4, 100)).toBe(true);
    expect(showScrollHint(4, 101)).toBe(false);
    expect(showScrollHint(3, 0)).toBe(false);
  });
});
