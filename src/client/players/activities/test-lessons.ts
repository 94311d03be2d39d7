import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { LessonFile } from "@shared/content/curriculum-schema";
import type { Lesson } from "@shared/schemas/learning";

/** The English lesson files as authored (content/lessons), for tests that play a real lesson's data. */
export const lessonFiles: LessonFile[] = readdirSync(join(process.cwd(), "content", "lessons")).map(
  (name) => JSON.parse(readFileSync(join(process.cwd(), "content", "lessons", name), "utf8")) as LessonFile,
);


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
