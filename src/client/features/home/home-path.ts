/**
 * The home lesson path as numbers (spec §2 Home, §9): every lesson sits 700 px below the one before,
 * the first at 300 px, and the lessons from the level titled "Setting Limits" on sit 500 px lower,
 * which gives that level's banner more room. Only lessons within one viewport height above and below
 * the visible area are drawn.
 */
export const PATH_FIRST_LESSON_TOP = 300;
export const PATH_LESSON_SPACING = 700;
export const PATH_SETTING_LIMITS_EXTRA = 500;
export const SETTING_LIMITS_TITLE = "Setting Limits";
/** Room above a level's first lesson for its title banner (the gap below the banner included). */
export const PATH_BANNER_ROOM = 200;
export const PATH_BANNER_GAP = 32;
/** Spec §2 Home: the scroll hint shows with more than 3 lessons and hides after 100 px of scrolling. */
export const SCROLL_HINT_MIN_LESSONS = 4;
export const SCROLL_HINT_HIDE_AFTER = 100;

export interface PathLevel {
  id: number;
  order: number;
  title: string;
}
export interface PathLesson {
  id: number;
  levelId: number;
  order: number;
}

export interface PathBanner<V extends PathLevel> {
  level: V;
  top: number;
  height: number;
  /** The "Setting Limits" banner, with 500 px more room. */
  roomy: boolean;
}

export interface PathSlot<L extends PathLesson, V extends PathLevel> {
  index: number;
  lesson: L;
  level: V | undefined;
  /** Top of the lesson card, in px from the top of the path. */
  top: number;
  /** Set on each level's first lesson: its title banner, above the card. */
  banner: PathBanner<V> | null;
  /** The slot's extent: from its banner (or card) to where the next lesson's slot would start. */
  start: number;
  end: number;
}

export interface PathLayout<L extends PathLesson, V extends PathLevel> {
  slots: PathSlot<L, V>[];
  /** Full height of the path container. */
  height: number;
}

function isSettingLimits(level: PathLevel | undefined): boolean {
  return level?.title.trim().toLowerCase() === SETTING_LIMITS_TITLE.toLowerCase();
}

/** Lessons in path order: by their level's order, then their own order. */
export function orderLessons<L extends PathLesson>(levels: readonly PathLevel[], lessons: readonly L[]): L[] {
  const levelOrder = new Map(levels.map((level) => [level.id, level.order]));
  return [...lessons].sort(
    (a, b) =>
      (levelOrder.get(a.levelId) ?? Number.MAX_SAFE_INTEGER) - (levelOrder.get(b.levelId) ?? Number.MAX_SAFE_INTEGER) ||
      a.order - b.order ||
      a.id - b.id,
  );
}

export function layoutLessonPath<L extends PathLesson, V extends PathLevel>(levels: readonly V[], lessons: readonly L[]): PathLayout<L, V> {
  const levelsById = new Map(levels.map((level) => [level.id, level]));
  const slots: PathSlot<L, V>[] = [];
  let extra = 0;
  let previousLevelId: number | undefined;
  orderLessons(levels, lessons).forEach((lesson, index) => {
    const level = levelsById.get(lesson.levelId);
    const firstOfLevel = index === 0 || lesson.levelId !== previousLevelId;
    previousLevelId = lesson.levelId;
    const roomy = firstOfLevel && isSettingLimits(level);
    if (roomy) extra += PATH_SETTING_LIMITS_EXTRA;
    const top = PATH_FIRST_LESSON_TOP + PATH_LESSON_SPACING * index + extra;
    const room = PATH_BANNER_ROOM + (roomy ? PATH_SETTING_LIMITS_EXTRA : 0);
    const banner = firstOfLevel && level ? { level, top: top - room, height: room - PATH_BANNER_GAP, roomy } : null;
    slots.push({ index, lesson, level, top, banner, start: banner ? banner.top : top, end: top + PATH_LESSON_SPACING });
  });
  const last = slots.at(-1);
  return { slots, height: last ? last.end : 0 };
}

export interface PathView {
  /** Top of the visible area in path coordinates (negative while the path starts below the fold). */
  top: number;
  /** Viewport height. */
  height: number;
}

/** Spec §2 Home: the drawn window reaches one viewport height above and below the visible area. */
export function renderWindow(view: PathView): { from: number; to: number } {
  return { from: view.top - view.height, to: view.top + 2 * view.height };
}

/** Indices [first, last] of the slots that overlap the render window, or null when none does. */
export function visibleSlotRange(slots: readonly { start: number; end: number }[], view: PathView): { first: number; last: number } | null {
  const { from, to } = renderWindow(view);
  let first = -1;
  let last = -1;
  slots.forEach((slot, index) => {
    if (slot.end > from && slot.start < to) {
      if (first === -1) first = index;
      last = index;
    }
  });
  return first === -1 ? null : { first, last };
}

export function showScrollHint(lessonCount: number, scrollY: number): boolean {
  return lessonCount >= SCROLL_HINT_MIN_LESSONS && scrollY <= SCROLL_HINT_HIDE_AFTER;
}
