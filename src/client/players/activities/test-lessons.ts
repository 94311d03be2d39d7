import type { Lesson } from "@shared/schemas/learning";

/** A lesson record around authored content, for player tests. */
export function createLesson(overrides: Partial<Lesson> = {}): Lesson {
  return {
    id: 1,
    levelId: 1,
    order: 1,
    title: "Connect Before You Correct",
    description: "Name the feeling before you fix the problem.",
    xpReward: 20,
    activityType: "multiple-choice",
    skill: "emotional-validation",
    minutes: 5,
    content: {},
    ...overrides,
  };
}
