import fs from "node:fs";
import path from "node:path";
import { contentSchemas } from "../../shared/content/content-schemas";
import {
  lessonFileSchema,
  levelSchema,
  moduleBadgeSchema,
  type LessonFile,
  type ModuleBadge,
} from "../../shared/content/curriculum-schema";
import { moduleCloserContentSchema } from "../../shared/content/guided-schemas";
import { RULE_ACHIEVEMENTS } from "../../shared/rules/achievements";
import { lessonMinutes } from "../../shared/rules/lesson-minutes";
import { isAgeLevel } from "../../shared/rules/locks";
import type { Lesson, LessonSummary, Level } from "../../shared/schemas/learning";
import { loadStories, type StoryLibrary } from "../stories/stories";
import { jsonBytes } from "../http/json";

/**
 * The curriculum, read and validated once at start-up and kept in memory: it never changes while
 * the server runs, so its answers are serialised once (docs/code-style.md#known-traps).
 */
export interface Curriculum {
  levels: Level[];
  lessons: Lesson[];
  /** The lessons without their content, as `GET /api/lessons` sends them. */
  summaries: LessonSummary[];
  levelById: Map<number, Level>;
  lessonById: Map<number, Lesson>;
  /** The practice stories of content/stories, loaded and seeded with the lessons. */
  stories: StoryLibrary;
  /** Answers serialised once, as bytes ready to send. */
  json: {
    levels: Buffer;
    lessons: Buffer;
    level: Map<number, Buffer>;
    lesson: Map<number, Buffer>;
  };
}

export class CurriculumError extends Error {}

function readJson(file: string): unknown {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8"));
  } catch (error) {
    throw new CurriculumError(`${file}: ${(error as Error).message}`);
  }
}

/** Reads content/levels.json and content/lessons/*.json; any broken file stops start-up with its name. */
export function loadCurriculum(contentDir: string): Curriculum {
  const problems: string[] = [];
  const levelsRaw = readJson(path.join(contentDir, "levels.json"));
  const parsedLevels = levelSchema.array().safeParse(levelsRaw);
  if (!parsedLevels.success) throw new CurriculumError(`levels.json: ${parsedLevels.error.message}`);

  const lessonDir = path.join(contentDir, "lessons");
  const files = fs
    .readdirSync(lessonDir)
    .filter((name) => name.endsWith(".json"))
    .sort();
  const lessonFiles: LessonFile[] = [];
  for (const name of files) {
    const parsed = lessonFileSchema.safeParse(readJson(path.join(lessonDir, name)));
    if (!parsed.success) {
      problems.push(
        `${name}: ${parsed.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`).join("; ")}`,
      );
      continue;
    }
    const lesson = parsed.data;
    if (lesson.content !== null) {
      const schema = contentSchemas[lesson.activityType];
      const content = schema?.safeParse(lesson.content);
      if (!schema) problems.push(`${name}: no content schema for ${lesson.activityType}`);
      else if (content && !content.success) {
        problems.push(
          `${name}: content ${content.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`).join("; ")}`,
        );
      } else if (content) {
        // Sent as parsed (defaults filled in, unknown keys dropped): the players use it as it comes, without
        // parsing it again in the browser (src/client/players/registry.tsx).
        lessonFiles.push({ ...lesson, content: content.data });
        continue;
      }
    }
    lessonFiles.push(lesson);
  }

  const levelIds = new Set(parsedLevels.data.map((level) => level.id));
  const seenIds = new Set<number>();
  for (const lesson of lessonFiles) {
    if (seenIds.has(lesson.id)) problems.push(`lesson id ${lesson.id} is used twice`);
    seenIds.add(lesson.id);
    if (!levelIds.has(lesson.levelId)) problems.push(`lesson ${lesson.id} names unknown level ${lesson.levelId}`);
  }
  for (const levelId of levelIds) {
    const orders = lessonFiles
      .filter((lesson) => lesson.levelId === levelId)
      .map((lesson) => lesson.order)
      .sort((a, b) => a - b);
    if (orders.some((order, index) => order !== index + 1))
      problems.push(`level ${levelId}: lesson orders must run 1, 2, 3… (found ${orders.join(", ")})`);
  }
  checkModuleBadges(contentDir, lessonFiles, problems);
  if (problems.length > 0)
    throw new CurriculumError(`The curriculum in ${contentDir} has problems:\n  ${problems.join("\n  ")}`);

  const sortedLevels = [...parsedLevels.data].sort((a, b) => a.order - b.order);
  const firstGeneral = sortedLevels.find((level) => !isAgeLevel(level));
  const levels: Level[] = sortedLevels.map((level) => ({
    ...level,
    // The general path opens at its first level; a level written for one age group is open from the start.
    isLocked: !isAgeLevel(level) && level !== firstGeneral,
    totalLessons: lessonFiles.filter((lesson) => lesson.levelId === level.id).length,
  }));
  const levelOrder = new Map(levels.map((level) => [level.id, level.order]));
  const lessons: Lesson[] = lessonFiles
    .map(({ theme: _theme, ...lesson }) => ({ ...lesson, minutes: lessonMinutes(lesson) }))
    .sort((a, b) => (levelOrder.get(a.levelId) ?? 0) - (levelOrder.get(b.levelId) ?? 0) || a.order - b.order);

  const summaries: LessonSummary[] = lessons.map(
    ({ content: _content, lead: _lead, practice: _practice, play: _play, ...summary }) => summary,
  );
  return {
    levels,
    lessons,
    summaries,
    levelById: new Map(levels.map((level) => [level.id, level])),
    lessonById: new Map(lessons.map((lesson) => [lesson.id, lesson])),
    stories: loadStories(contentDir),
    json: {
      levels: jsonBytes(levels),
      lessons: jsonBytes(summaries),
      level: new Map(levels.map((level) => [level.id, jsonBytes(level)])),
      lesson: new Map(lessons.map((lesson) => [lesson.id, jsonBytes(lesson)])),
    },
  };
}

/**
 * content/badges.json and the module closings' badges, checked against it (docs/content-guide.md#module-badges): each
 * closing's `badgeEarned.id` names a listed badge under the same title, and each listed badge is awarded by exactly
 * one closing. A badge the list lacks would be awarded with no name on the profile, so it stops start-up instead.
 */
function checkModuleBadges(contentDir: string, lessonFiles: LessonFile[], problems: string[]): void {
  const parsed = moduleBadgeSchema.array().safeParse(readJson(path.join(contentDir, "badges.json")));
  if (!parsed.success) {
    problems.push(
      `badges.json: ${parsed.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`).join("; ")}`,
    );
    return;
  }
  const badges = new Map<string, ModuleBadge>();
  for (const badge of parsed.data) {
    if (badges.has(badge.id)) problems.push(`badges.json: badge id ${badge.id} is used twice`);
    if (Object.hasOwn(RULE_ACHIEVEMENTS, badge.id))
      problems.push(`badges.json: badge id ${badge.id} is already an achievement the rules award`);
    badges.set(badge.id, badge);
  }
  const awardedBy = new Map<string, number[]>();
  for (const lesson of lessonFiles) {
    if (lesson.activityType !== "module-closer" || lesson.content === null) continue;
    const content = moduleCloserContentSchema.safeParse(lesson.content);
    if (!content.success) continue; // reported with the lesson's other content problems
    const { id, title } = content.data.badgeEarned;
    const badge = badges.get(id);
    if (!badge) problems.push(`lesson ${lesson.id}: badge id ${id} is not in badges.json`);
    else if (badge.title !== title)
      problems.push(`lesson ${lesson.id}: badge ${id} is titled "${title}", in badges.json "${badge.title}"`);
    awardedBy.set(id, [...(awardedBy.get(id) ?? []), lesson.id]);
  }
  for (const id of badges.keys()) {
    const lessons = awardedBy.get(id) ?? [];
    if (lessons.length !== 1)
      problems.push(`badges.json: badge ${id} must be awarded by one module closing (found ${lessons.length})`);
  }
}

let cached: { dir: string; curriculum: Curriculum } | undefined;

/** The project's own content folder, loaded once per process (tests build many apps from it). */
export function projectCurriculum(contentDir: string): Curriculum {
  if (cached?.dir !== contentDir) cached = { dir: contentDir, curriculum: loadCurriculum(contentDir) };
  return cached.curriculum;
}
