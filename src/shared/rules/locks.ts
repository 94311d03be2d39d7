/** The smallest facts the lock rule needs about lessons and levels. */
export interface LockLesson {
  id: number;
  levelId: number;
  order: number;
}
export interface LockLevel {
  id: number;
  order: number;
}

/**
 * docs/product-rules.md#lock-rule: level 1 is open; a level opens when the previous level is
 * completed; inside an open level, order 1 is open and each other lesson opens when the lesson one
 * lower in the same level is completed.
 */
export function isLevelUnlocked(level: LockLevel, levels: readonly LockLevel[], lessons: readonly LockLesson[], completed: ReadonlySet<number>): boolean {
  const previous = levels.filter((other) => other.order < level.order).sort((a, b) => b.order - a.order)[0];
  if (!previous) return true;
  return isLevelCompleted(previous.id, lessons, completed);
}

export function isLevelCompleted(levelId: number, lessons: readonly LockLesson[], completed: ReadonlySet<number>): boolean {
  const inLevel = lessons.filter((lesson) => lesson.levelId === levelId);
  return inLevel.length > 0 && inLevel.every((lesson) => completed.has(lesson.id));
}

export function isLessonUnlocked(
  lesson: LockLesson,
  levels: readonly LockLevel[],
  lessons: readonly LockLesson[],
  completed: ReadonlySet<number>,
): boolean {
  const level = levels.find((candidate) => candidate.id === lesson.levelId);
  if (!level || !isLevelUnlocked(level, levels, lessons, completed)) return false;
  if (lesson.order <= 1) return true;
  const previous = lessons.find((other) => other.levelId === lesson.levelId && other.order === lesson.order - 1);
  return previous === undefined || completed.has(previous.id);
}

/** docs/screens.md#home: Completed, the next lesson ("current": Up next; In Progress only once started, docs/screens.md#labels-that-must-be-true), Available, Locked. */
export type LessonStatus = "completed" | "current" | "available" | "locked";

export function lessonStatuses(
  levels: readonly LockLevel[],
  lessons: readonly LockLesson[],
  completed: ReadonlySet<number>,
): Map<number, LessonStatus> {
  const statuses = new Map<number, LessonStatus>();
  let currentFound = false;
  const ordered = [...lessons].sort((a, b) => {
    const levelA = levels.find((level) => level.id === a.levelId)?.order ?? 0;
    const levelB = levels.find((level) => level.id === b.levelId)?.order ?? 0;
    return levelA - levelB || a.order - b.order;
  });
  for (const lesson of ordered) {
    if (completed.has(lesson.id)) statuses.set(lesson.id, "completed");
    else if (!isLessonUnlocked(lesson, levels, lessons, completed)) statuses.set(lesson.id, "locked");
    else if (!currentFound) {
      statuses.set(lesson.id, "current");
      currentFound = true;
    } else statuses.set(lesson.id, "available");
  }
  return statuses;
}
