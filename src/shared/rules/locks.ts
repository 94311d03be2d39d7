import type { ContentAgeGroup } from "../content/curriculum-schema";
import { contentAgeGroup } from "./age-match";

/** The smallest facts the lock rule needs about lessons and levels. */
export interface LockLesson {
  id: number;
  levelId: number;
  order: number;
}
export interface LockLevel {
  id: number;
  order: number;
  /** Set on a level written for one age group (babies and toddlers, nine to twelve, teens). */
  ages?: readonly ContentAgeGroup[] | undefined;
}

/** A level written for one age group: open from the start to every parent (docs/product-rules.md#age-levels). */
export function isAgeLevel(level: { ages?: readonly ContentAgeGroup[] | undefined }): boolean {
  return (level.ages?.length ?? 0) > 0;
}

/**
 * docs/product-rules.md#lock-rule: the first general level is open; a general level opens when the general level
 * before it is completed; a level written for one age group is open from the start. Inside an open level, order 1 is
 * open and each other lesson opens when the lesson one lower in the same level is completed.
 */
export function isLevelUnlocked(level: LockLevel, levels: readonly LockLevel[], lessons: readonly LockLesson[], completed: ReadonlySet<number>): boolean {
  if (isAgeLevel(level)) return true;
  const previous = generalLevelBefore(level, levels);
  if (!previous) return true;
  return isLevelCompleted(previous.id, lessons, completed);
}

/** The general level whose completion opens `level` (none for the first general level and for an age level). */
export function generalLevelBefore<Level extends LockLevel>(level: LockLevel, levels: readonly Level[]): Level | undefined {
  if (isAgeLevel(level)) return undefined;
  return levels.filter((other) => !isAgeLevel(other) && other.order < level.order).sort((a, b) => b.order - a.order)[0];
}

/**
 * What a locked lesson waits for, to say so where it shows: the lesson before it in its level, or the level before
 * its own while that level is still closed. Undefined for an open lesson.
 */
export function whatOpens<Lesson extends LockLesson, Level extends LockLevel>(
  lesson: LockLesson,
  levels: readonly Level[],
  lessons: readonly Lesson[],
  completed: ReadonlySet<number>,
): { lesson: Lesson } | { level: Level } | undefined {
  if (isLessonUnlocked(lesson, levels, lessons, completed)) return undefined;
  const level = levels.find((candidate) => candidate.id === lesson.levelId);
  if (level && !isLevelUnlocked(level, levels, lessons, completed)) {
    const before = generalLevelBefore(level, levels);
    if (before) return { level: before };
  }
  const previous = lessons.find((other) => other.levelId === lesson.levelId && other.order === lesson.order - 1);
  return previous ? { lesson: previous } : undefined;
}

/**
 * docs/product-rules.md#age-levels: the levels in the order a parent walks them. A parent who named one child's age
 * group at onboarding starts at that group's level; a parent of a teenager then has the nine-to-twelve level before
 * the general path. Everyone else (several children, no answer) walks the levels in their own order.
 */
export function pathLevels<Level extends LockLevel>(levels: readonly Level[], childAge?: string | null): Level[] {
  const group = contentAgeGroup(childAge);
  const byOrder = [...levels].sort((a, b) => a.order - b.order);
  if (!group) return byOrder;
  const rank = (level: Level) => {
    if (level.ages?.includes(group)) return 0;
    if (group === "13+" && level.ages?.includes("9-12")) return 1;
    return 2;
  };
  return byOrder.sort((a, b) => rank(a) - rank(b) || a.order - b.order);
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

/**
 * docs/screens.md#home: Completed, the next lesson ("current": the first open lesson not completed on the parent's
 * path, which starts at the level of the child's age group: pathLevels; marked Up next, and In Progress only once
 * started, docs/screens.md#labels-that-must-be-true), Available, Locked.
 */
export type LessonStatus = "completed" | "current" | "available" | "locked";

export function lessonStatuses(
  levels: readonly LockLevel[],
  lessons: readonly LockLesson[],
  completed: ReadonlySet<number>,
  childAge?: string | null,
): Map<number, LessonStatus> {
  const statuses = new Map<number, LessonStatus>();
  let currentFound = false;
  const rank = new Map(pathLevels(levels, childAge).map((level, index) => [level.id, index]));
  const ordered = [...lessons].sort((a, b) => (rank.get(a.levelId) ?? -1) - (rank.get(b.levelId) ?? -1) || a.order - b.order);
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
