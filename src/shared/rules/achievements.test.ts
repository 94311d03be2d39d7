import { describe, expect, it } from "vitest";
import moduleBadges from "@content/badges.json";
import { ACHIEVEMENTS, RULE_ACHIEVEMENTS, achievementOf } from "./achievements";

describe("the achievements a parent can earn", () => {
  it("are the rules' achievements, then each module badge of content/badges.json under its own title", () => {
    expect(Object.keys(ACHIEVEMENTS)).toEqual([
      ...Object.keys(RULE_ACHIEVEMENTS),
      ...moduleBadges.map((badge) => badge.id),
    ]);
    for (const badge of moduleBadges) expect(achievementOf(badge.id)?.title).toBe(badge.title);
  });

  it("names no achievement for an unknown id, even one an object has by inheritance", () => {
    expect(achievementOf("module-99")).toBeUndefined();
    expect(achievementOf("constructor")).toBeUndefined();
  });
});
