import { describe, expect, it } from "vitest";
import { ageGroupLabel, contentAgeGroup, splitByAge } from "./age-match";

const items = [
  { id: 1, ages: ["3-5" as const] },
  { id: 2 },
  { id: 3, ages: ["0-2" as const, "3-5" as const] },
  { id: 4, ages: ["6-8" as const] },
];

describe("matching content to the child's age", () => {
  it("puts the items for the child's age group first, in their order, and keeps the rest", () => {
    const split = splitByAge(items, "3-5");
    expect(split.group).toBe("3-5");
    expect(split.forAge.map((item) => item.id)).toEqual([1, 3]);
    expect(split.rest.map((item) => item.id)).toEqual([2, 4]);
  });

  it("matches a teenager's lessons to 13+", () => {
    const split = splitByAge([...items, { id: 5, ages: ["13+" as const] }], "13+");
    expect(split.forAge.map((item) => item.id)).toEqual([5]);
  });

  it("matches nothing for several children or no answer", () => {
    for (const childAge of ["multiple", undefined, null]) {
      const split = splitByAge(items, childAge);
      expect(split.forAge).toEqual([]);
      expect(split.rest).toEqual(items);
      expect(contentAgeGroup(childAge)).toBeNull();
    }
  });

  it("names the group for a heading", () => {
    expect(ageGroupLabel("0-2")).toBe("0–2 years");
  });
});
