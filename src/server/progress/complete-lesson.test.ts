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
