import { createHash } from "node:crypto";
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
import { lessonCharacter } from "../../shared/rules/lesson-character";
import { loadStories, StoryContentError, type StoryLibrary } from "./stories";
import { isLanguage, SOURCE_LANGUAGE, type DisplayLanguage, type Language } from "../../shared/i18n/locales";
import { translated, TRANSLATED_LANGUAGES } from "./translations";
import { jsonBytes } from "../http/json";

/**
 * The curriculum in one language: read and validated once at start-up and kept in memory. It never changes while the
 * server runs, so its answers are serialised once (docs/code-style.md#known-traps).
 */
export interface CurriculumView {
  language: Language;
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

/**
 * The curriculum in English, which holds its structure (ids, answers, XP, ages), and in each translated language, the
 * same curriculum with only its words changed (content/translations, src/server/curriculum/translations.ts).
 */
export interface Curriculum extends CurriculumView {
  /** The curriculum in `language`; English for a language without content of its own (the development language). */
  inLanguage(language: DisplayLanguage): CurriculumView;
  /**
   * The version of a lesson's content: a hash of its English content (what its answers are about), computed at
   * load. A saved attempt records it, and one saved on another version is not resumed or scored.
   */
  contentVersionOf(lessonId: number): string | undefined;
}

/** A short hash of a lesson's English content (its structure and words), the same on every start of the same files. */
function contentVersion(lesson: Lesson): string {
  return createHash("sha256").update(JSON.stringify(lesson.content ?? null)).digest("base64url").slice(0, 22);
}

export class CurriculumError extends Error {}

function readJson(file: string): unknown {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8"));
  } catch (error) {
    throw new CurriculumError(`${file}: ${(error as Error).message}`);
  }
}

/**
 * Reads content/levels.json, content/lessons/*.json and the stories, in English and in each of `languages` (the server
 * loads the languages it offers); any broken file or missing text stops start-up with its name. `eager: false` reads
 * a language the first time it is asked for instead (the tests, which build many apps and ask few of them for one).
 */
export function loadCurriculum(
  contentDir: string,
  languages: readonly Language[] = [],
  { eager = true }: { eager?: boolean } = {},
): Curriculum {
  const english = loadView(contentDir, SOURCE_LANGUAGE);
  const views = new Map<Language, CurriculumView>([[SOURCE_LANGUAGE, english]]);
  const viewIn = (language: Language): CurriculumView => {
    let view = views.get(language);
    if (!view) {
      view = loadView(contentDir, language);
      views.set(language, view);
    }
    return view;
  };
  if (eager) {
    const problems: string[] = [];
    for (const language of languages) {
      try {
        viewIn(language);
      } catch (error) {
        if (!(error instanceof CurriculumError || error instanceof StoryContentError)) throw error;
        problems.push(error.message);
      }
    }
    if (problems.length > 0) throw new CurriculumError(problems.join("\n"));
  }
  const versions = new Map(english.lessons.map((lesson) => [lesson.id, contentVersion(lesson)]));
  return {
    ...english,
    contentVersionOf: (lessonId) => versions.get(lessonId),
    inLanguage: (language) => (isLanguage(language) && languages.includes(language) ? viewIn(language) : english),
  };
}

/** One language's curriculum: the English files, their texts replaced by the language's (none for English). */
function loadView(contentDir: string, language: Language): CurriculumView {
  const problems: string[] = [];
  const inLanguage = (file: string, value: unknown) => {
    const result = translated(contentDir, language, file, value);
    problems.push(...result.problems);
    return result.value;
  };
  const levelsRaw = inLanguage("levels.json", readJson(path.join(contentDir, "levels.json")));
  const parsedLevels = levelSchema.array().safeParse(levelsRaw);
  if (!parsedLevels.success) throw new CurriculumError(`levels.json: ${parsedLevels.error.message}`);

  const lessonDir = path.join(contentDir, "lessons");
  const files = fs
    .readdirSync(lessonDir)
    .filter((name) => name.endsWith(".json"))
    .sort();
  const lessonFiles: LessonFile[] = [];
  // The child a lesson is about, read from its English words so every language draws the same one (a translation
  // may name the children more or less often).
  const characters = new Map<number, ReturnType<typeof lessonCharacter>>();
  for (const name of files) {
    const english = readJson(path.join(lessonDir, name));
    const parsed = lessonFileSchema.safeParse(inLanguage(`lessons/${name}`, english));
    if (!parsed.success) {
      problems.push(
        `${name}: ${parsed.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`).join("; ")}`,
      );
      continue;
    }
    const lesson = parsed.data;
    characters.set(lesson.id, lessonCharacter(JSON.stringify(english)));
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
    // docs/content-guide.md#module-badges: a module closing closes its level, so nothing comes after it.
    const closing = lessonFiles.find((lesson) => lesson.levelId === levelId && lesson.activityType === "module-closer");
    if (closing && closing.order !== orders.length)
      problems.push(`lesson ${closing.id}: a module closing must be the last lesson of level ${levelId} (order ${orders.length}, found ${closing.order})`);
  }
  checkModuleBadges(inLanguage("badges.json", readJson(path.join(contentDir, "badges.json"))), lessonFiles, problems);
  if (problems.length > 0)
    throw new CurriculumError(`The curriculum in ${contentDir} (${language}) has problems:\n  ${problems.join("\n  ")}`);

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
    .map(({ theme: _theme, ...lesson }) => {
      const character = characters.get(lesson.id);
      return { ...lesson, minutes: lessonMinutes(lesson, language), ...(character ? { character } : {}) };
    })
    .sort((a, b) => (levelOrder.get(a.levelId) ?? 0) - (levelOrder.get(b.levelId) ?? 0) || a.order - b.order);

  const summaries: LessonSummary[] = lessons.map(
    ({ content: _content, lead: _lead, practice: _practice, play: _play, ...summary }) => summary,
  );
  return {
    language,
    levels,
    lessons,
    summaries,
    levelById: new Map(levels.map((level) => [level.id, level])),
    lessonById: new Map(lessons.map((lesson) => [lesson.id, lesson])),
    stories: loadStories(contentDir, language),
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
function checkModuleBadges(badgesRaw: unknown, lessonFiles: LessonFile[], problems: string[]): void {
  const parsed = moduleBadgeSchema.array().safeParse(badgesRaw);
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

/** The project's own content folder in every language, loaded once per process (tests build many apps from it). */
export function projectCurriculum(contentDir: string): Curriculum {
  if (cached?.dir !== contentDir)
    cached = { dir: contentDir, curriculum: loadCurriculum(contentDir, TRANSLATED_LANGUAGES, { eager: false }) };
  return cached.curriculum;
}
