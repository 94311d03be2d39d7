import { describe, expect, it } from "vitest";
import type { Lesson } from "../../shared/schemas/learning";
import { type Curriculum, loadCurriculum } from "../curriculum/curriculum";
import { addSecondModuleClosing, contentCopy } from "../curriculum/content-fixtures";
import type { users } from "../db/schema";
import { planCompletion } from "./complete-lesson";

const now = new Date("2026-11-23T12:00:00.000Z");

/** A parent's row as read, who has learned nothing yet. */
function parentRow(overrides: Partial<typeof users.$inferSelect> = {}): typeof users.$inferSelect {
  return {
    id: 1,
    username: "sam",
    email: "sam@example.com",
    passwordHash: "hash",
    level: 1,
    xp: 0,
    streak: 0,
    lastActiveDate: null,
    completedLevels: [],
    achievements: [],
    achievementDates: {},
    currentLevelId: 1,
    dailyGoalProgress: 0,
    dailyGoalTarget: 3,
    onboardingCompleted: true,
    onboardingData: null,
    settings: {},
    timeZone: "UTC",
    createdAt: now,
    updatedAt: now,
    ...overrides,
  } as typeof users.$inferSelect;
}

/** Completing `lesson` first, with every other lesson of the curriculum done already. */
function completeLast(curriculum: Curriculum, lesson: Lesson) {
  const done = new Set(curriculum.lessons.map((each) => each.id).filter((id) => id !== lesson.id));
  return planCompletion(curriculum, lesson, parentRow(), done, now);
}

// docs/product-rules.md#achievements, docs/content-guide.md#module-badges
describe("a module closing's badge", () => {
  it("is awarded, with its bonus XP, for a second module closing added only in content/", () => {
    const content = contentCopy();
    const { id, badge } = addSecondModuleClosing(content);
    const curriculum = loadCurriculum(content.dir);
    const plan = completeLast(curriculum, curriculum.lessonById.get(id)!);
    expect(plan.change.newAchievements).toContain(badge.id);
    expect(plan.change.newAchievements).not.toContain("module-1");
    expect(plan.bonusXp).toBe(badge.xpBonus);

    const first = curriculum.lessons.find((lesson) => lesson.activityType === "module-closer")!;
    expect(completeLast(curriculum, first).change.newAchievements).toContain("module-1");
  });

  it("is not awarded for a lesson that is not a module closing", () => {
    const content = contentCopy();
    addSecondModuleClosing(content);
    const curriculum = loadCurriculum(content.dir);
    const lesson = curriculum.lessons.find((each) => each.activityType !== "module-closer")!;
    const plan = completeLast(curriculum, lesson);
    expect(plan.change.newAchievements.filter((id) => id.startsWith("module-"))).toEqual([]);
    expect(plan.bonusXp).toBe(0);
  });
});

describe("a level the parent completed", () => {
  it("stays completed when a lesson is added to it later, and a level not yet completed is still not", () => {
    const curriculum = loadCurriculum(contentCopy().dir);
    const first = curriculum.levels[0];
    // A level written for one age group is open from the start, so its first lesson can be completed at any time.
    const second = curriculum.levels.find((level) => (level.ages?.length ?? 0) > 0);
    const inFirst = curriculum.lessons.filter((lesson) => lesson.levelId === first!.id);
    // The parent completed the first level before its last lesson was added: every lesson but that one is done.
    const added = inFirst.at(-1)!;
    const done = new Set(inFirst.filter((lesson) => lesson !== added).map((lesson) => lesson.id));
    const other = curriculum.lessons.find((lesson) => lesson.levelId === second!.id && lesson.order === 1)!;
    const kept = planCompletion(curriculum, other, parentRow({ completedLevels: [first!.id] }), done, now);
    expect(kept.change.set.completedLevels).toContain(first!.id);
    expect(kept.change.set.completedLevels).not.toContain(second!.id);
    const never = planCompletion(curriculum, other, parentRow(), done, now);
    expect(never.change.set.completedLevels ?? []).not.toContain(first!.id);
  });
});
