// npx tsx scripts/content-translation-check.ts --language es[,fr,de] [--quiet] [lessons/01-….json stories/… levels.json …]
// Checks translations of content files (docs/translating.md#lessons-and-stories) one file at a time, for translators:
// every text there and nothing more, nothing left in English, each field within its schema, each question's right answer
// keeping its length rank among the options, and the lesson's or story's minutes at the language's reading speed.
// Without files it checks every file of content/; --quiet prints only what fails (the build runs it so). Exits 1 when
// anything is listed.
import fs from "node:fs";
import path from "node:path";
import process from "node:process";
import { fileURLToPath } from "node:url";
import { CAST_SHEET, unchangingNames } from "../content/cast";
import { lessonScoredItems, RULES, storyScoredItems, type ScoredItem } from "../content/content-rules";
import { contentSchemas } from "../src/shared/content/content-schemas";
import { lessonFileSchema, levelSchema, moduleBadgeSchema } from "../src/shared/content/curriculum-schema";
import { storyFileSchema } from "../src/shared/content/story-schema";
import { markupProblems, untranslatedTexts } from "../src/shared/content/translation";
import { isLanguage, type Language, SOURCE_LANGUAGE } from "../src/shared/i18n/locales";
import { lessonPath, minutesOf, storyPath, WORDS_PER_MINUTE_IN } from "../src/shared/rules/lesson-minutes";
import { translated, translatedFiles } from "../src/server/curriculum/translations";

const contentDir = fileURLToPath(new URL("../content", import.meta.url));
const args = process.argv.slice(2);
const languageAt = args.indexOf("--language");
const languages = (args[languageAt + 1] ?? "").split(",");
if (languageAt < 0 || !languages.every((language) => isLanguage(language) && language !== SOURCE_LANGUAGE)) {
  console.error("usage: npx tsx scripts/content-translation-check.ts --language es|fr|de[,…] [--quiet] [file …]");
  process.exit(2);
}
const quiet = args.includes("--quiet");
const named = args.filter((arg, index) => index !== languageAt && index !== languageAt + 1 && arg !== "--quiet");
const files = named.length > 0 ? named : translatedFiles(contentDir);
const names = unchangingNames(fs.readFileSync(path.join(contentDir, CAST_SHEET), "utf8"));

const issues = (error: { issues: { path: PropertyKey[]; message: string }[] }) =>
  error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);

/** Where the right answer's length rank among the options changed from the English. */
function rankChanges(english: ScoredItem[], other: ScoredItem[]): string[] {
  const ranks = (item: ScoredItem) => {
    const lengths = item.options.map((option) => option.trim().length);
    const keys = item.keys.map((key) => lengths[key] ?? 0);
    return { longest: Math.max(...keys) >= Math.max(...lengths), shortest: Math.min(...keys) <= Math.min(...lengths) };
  };
  return english.flatMap((item, index) => {
    const theirs = other[index];
    if (!theirs || item.options.length < 2 || item.keys.length === 0) return [];
    const before = ranks(item);
    const after = ranks(theirs);
    const changes: string[] = [];
    if (before.longest !== after.longest)
      changes.push(`${theirs.where}: the right answer is ${after.longest ? "now" : "no longer"} the longest option`);
    if (before.shortest !== after.shortest)
      changes.push(`${theirs.where}: the right answer is ${after.shortest ? "now" : "no longer"} the shortest option`);
    return changes;
  });
}

let failed = false;
for (const language of languages as Language[]) {
  for (const file of files) {
    const problems: string[] = [];
    const notes: string[] = [];
    const english: unknown = JSON.parse(fs.readFileSync(path.join(contentDir, file), "utf8"));
    const result = translated(contentDir, language, file, english);
    problems.push(...result.problems);
    if (result.problems.length === 0) {
      const texts = JSON.parse(
        fs.readFileSync(path.join(contentDir, "translations", language, file), "utf8"),
      ) as Record<string, string>;
      problems.push(...untranslatedTexts(english, texts, names).map((key) => `${key}: still the English text`));
      problems.push(...markupProblems(english, texts));
      const value = result.value;
      if (file === "levels.json") {
        const parsed = levelSchema.array().safeParse(value);
        if (!parsed.success) problems.push(...issues(parsed.error));
      } else if (file === "badges.json") {
        const parsed = moduleBadgeSchema.array().safeParse(value);
        if (!parsed.success) problems.push(...issues(parsed.error));
      } else if (file.startsWith("stories/")) {
        const parsed = storyFileSchema.safeParse(value);
        const source = storyFileSchema.parse(english);
        if (!parsed.success) problems.push(...issues(parsed.error));
        else {
          problems.push(...rankChanges(storyScoredItems(source), storyScoredItems(parsed.data)));
          const minutes = minutesOf(storyPath(parsed.data), WORDS_PER_MINUTE_IN[language]);
          const range = RULES.longFormMinutes;
          notes.push(`${minutes.toFixed(1)} min (English ${minutesOf(storyPath(source)).toFixed(1)})`);
          if (minutes < range.min || minutes > range.max)
            problems.push(`reads in ${minutes.toFixed(1)} minutes, outside ${range.min}–${range.max}`);
        }
      } else {
        const parsed = lessonFileSchema.safeParse(value);
        const source = lessonFileSchema.parse(english);
        if (!parsed.success) problems.push(...issues(parsed.error));
        else {
          const lesson = parsed.data;
          const content =
            lesson.content === null ? null : contentSchemas[lesson.activityType].safeParse(lesson.content);
          if (content && !content.success) problems.push(...issues(content.error).map((issue) => `content.${issue}`));
          else {
            const translatedLesson = { ...lesson, content: content ? content.data : null };
            problems.push(...rankChanges(lessonScoredItems(source), lessonScoredItems(translatedLesson)));
            const minutes = minutesOf(lessonPath(translatedLesson), WORDS_PER_MINUTE_IN[language]);
            notes.push(`${minutes.toFixed(1)} min (English ${minutesOf(lessonPath(source)).toFixed(1)})`);
            if (minutes < 4 || minutes > RULES.longFormMinutes.max)
              problems.push(`reads in ${minutes.toFixed(1)} minutes, outside 4–8`);
          }
        }
      }
    }
    if (problems.length > 0) failed = true;
    if (problems.length > 0 || !quiet)
      console.log(`${problems.length > 0 ? "✗" : "✓"} ${language}/${file} ${notes.join(" ")}`);
    for (const problem of problems) console.log(`    ${problem}`);
  }
}
if (failed) process.exitCode = 1;
