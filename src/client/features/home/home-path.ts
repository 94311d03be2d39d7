/**
 * The home lesson path as numbers: a compact trail. Each level is a section (its banner, then its lessons); each
 * lesson is one row of PATH_ROW_HEIGHT px whose node winds gently left and right, so the whole curriculum fits a
 * few phone screens and the next lesson is never far away.
 */
export const PATH_ROW_HEIGHT = 64;
/** How far the node's centre sits across the trail, in % of its width, repeating every few rows. */
const WINDING = [14, 22, 29, 22] as const;

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

export interface PathNode<L extends PathLesson> {
  lesson: L;
  /** 0-based position on the whole path. */
  index: number;
  /** The node's centre: % across the trail and px from the top of its level's rows. */
  x: number;
  y: number;
}

export interface PathSection<L extends PathLesson, V extends PathLevel> {
  level: V;
  nodes: PathNode<L>[];
  /** Height of the level's rows in px. */
  height: number;
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

/**
 * One section per level that has lessons, in level order, or in the order of `pathOrder` (level ids: the parent's
 * path, which starts at the level of the child's age, shared/rules/locks pathLevels); lessons of a level that does
 * not exist are left out.
 */
export function layoutLessonPath<L extends PathLesson, V extends PathLevel>(
  levels: readonly V[],
  lessons: readonly L[],
  pathOrder?: readonly number[],
): PathSection<L, V>[] {
  const ordered = orderLessons(levels, lessons);
  const sections: PathSection<L, V>[] = [];
  let index = 0;
  const rank = (level: V) => (pathOrder ? pathOrder.indexOf(level.id) : level.order);
  for (const level of [...levels].sort((a, b) => rank(a) - rank(b) || a.order - b.order)) {
    const inLevel = ordered.filter((lesson) => lesson.levelId === level.id);
    if (inLevel.length === 0) continue;
    const nodes = inLevel.map((lesson, row) => ({
      lesson,
      index: index++,
      x: WINDING[row % WINDING.length]!,
      y: row * PATH_ROW_HEIGHT + PATH_ROW_HEIGHT / 2,
    }));
    sections.push({ level, nodes, height: inLevel.length * PATH_ROW_HEIGHT });
  }
  return sections;
}

/**
 * The trail through a level's nodes as an SVG path in a box 100 wide (x in %) and `height` tall (y in px): an
 * S-curve from each node to the next. The caller stretches it to the trail's width.
 */
export function trailPath(nodes: readonly { x: number; y: number }[]): string {
  const [first, ...rest] = nodes;
  if (!first) return "";
  let d = `M ${first.x} ${first.y}`;
  let previous = first;
  for (const node of rest) {
    const bend = (node.y - previous.y) / 2;
    d += ` C ${previous.x} ${previous.y + bend} ${node.x} ${node.y - bend} ${node.x} ${node.y}`;
    previous = node;
  }
  return d;
}
