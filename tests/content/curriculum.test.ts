import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { loadCurriculum } from "@server/curriculum/curriculum";
import { ACTIVITY_TYPES, GENERIC_TYPES } from "@shared/content/activity-types";

const curriculum = loadCurriculum(fileURLToPath(new URL("../../content", import.meta.url)));

describe("the curriculum", () => {
  it("loads, and every authored lesson's content parses against its activity type's schema", () => {
    // loadCurriculum throws on any file or content that breaks its schema.
    expect(curriculum.lessons.length).toBeGreaterThanOrEqual(36);
  });

  it("has at least 6 levels in the four colours, one titled Setting Limits", () => {
    expect(curriculum.levels.length).toBeGreaterThanOrEqual(6);
    expect(new Set(curriculum.levels.map((level) => level.color))).toEqual(new Set(["blue", "purple", "orange", "green"]));
    expect(curriculum.levels.map((level) => level.title)).toContain("Setting Limits");
  });

  it("uses every lesson kind", () => {
    const used = new Set(curriculum.lessons.map((lesson) => lesson.activityType));
    expect(ACTIVITY_TYPES.filter((type) => !used.has(type))).toEqual([]);
  });

  it("has the four titled lessons of the spec's special cases", () => {
    const titles = curriculum.lessons.map((lesson) => lesson.title);
    for (const title of ["Validating Emotional Moments", "Helping Your Child Make Choices", "Snack Attack", "Ouch! A Little Monster Takes a Tumble"]) {
      expect(titles).toContain(title);
    }
  });

  it("authors every lesson played by the generic players, starting with a playable first lesson", () => {
    const generic = curriculum.lessons.filter((lesson) => (GENERIC_TYPES as readonly string[]).includes(lesson.activityType));
    expect(generic.filter((lesson) => lesson.content === null).map((lesson) => lesson.title)).toEqual([]);
    expect(curriculum.lessons[0]?.activityType).toBe("multiple-choice");
  });
});
