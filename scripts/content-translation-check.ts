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
import { isLanguage, type Language, LANGUAGE_CODES, SOURCE_LANGUAGE } from "../src/shared/i18n/locales";
import { lessonPath, minutesOf, storyPath, WORDS_PER_MINUTE_IN } from "../src/shared/rules/lesson-minutes";
import { translated, translatedFiles } from "../src/server/curriculum/translations";

const contentDir = fileURLToPath(new URL("../content", import.meta.url));
const args = process.argv.slice(2);
const languageAt = args.indexOf("--language");
const languages = (args[languageAt + 1] ?? "").split(",");
if (languageAt < 0 || !languages.every((language) => isLanguage(language) && language !== SOURCE_LANGUAGE)) {
  const translated = LANGUAGE_CODES.filter((language) => language !== SOURCE_LANGUAGE).join("|");
  console.error(`usage: npx tsx scripts/content-translation-check.ts --language ${translated}[,…] [--quiet] [file …]`);
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

/** A translated lesson's or story's reading time, noted, and listed when outside its range. */
function minutesCheck(minutes: number, english: number, range: { min: number; max: number }) {
  const note = `${minutes.toFixed(1)} min (English ${english.toFixed(1)})`;
  const outside = minutes < range.min || minutes > range.max;
  return { note, problems: outside ? [`reads in ${minutes.toFixed(1)} minutes, outside ${range.min}–${range.max}`] : [] };
}

/** What is wrong with one file's translation into `language`, and a note on its minutes when it reads whole. */
function checkFile(language: Language, file: string): { problems: string[]; notes: string[] } {
  const english: unknown = JSON.parse(fs.readFileSync(path.join(contentDir, file), "utf8"));
  const result = translated(contentDir, language, file, english);
  if (result.problems.length > 0) return { problems: result.problems, notes: [] };
  const texts = JSON.parse(fs.readFileSync(path.join(contentDir, "translations", language, file), "utf8")) as Record<string, string>;
  const problems = [
    ...untranslatedTexts(english, texts, names).map((key) => `${key}: still the English text`),
    ...markupProblems(english, texts),
  ];
  const value = result.value;
  if (file === "levels.json" || file === "badges.json") {
    const parsed = (file === "levels.json" ? levelSchema : moduleBadgeSchema).array().safeParse(value);
    return { problems: parsed.success ? problems : [...problems, ...issues(parsed.error)], notes: [] };
  }
  const wpm = WORDS_PER_MINUTE_IN[language];
  if (file.startsWith("stories/")) {
    const parsed = storyFileSchema.safeParse(value);
    if (!parsed.success) return { problems: [...problems, ...issues(parsed.error)], notes: [] };
    const source = storyFileSchema.parse(english);
    problems.push(...rankChanges(storyScoredItems(source), storyScoredItems(parsed.data)));
    const minutes = minutesCheck(minutesOf(storyPath(parsed.data), wpm), minutesOf(storyPath(source)), RULES.longFormMinutes);
    return { problems: [...problems, ...minutes.problems], notes: [minutes.note] };
  }
  const parsed = lessonFileSchema.safeParse(value);
  if (!parsed.success) return { problems: [...problems, ...issues(parsed.error)], notes: [] };
  const source = lessonFileSchema.parse(english);
  const lesson = parsed.data;
  const content = lesson.content === null ? null : contentSchemas[lesson.activityType].safeParse(lesson.content);
  if (content && !content.success) return { problems: [...problems, ...issues(content.error).map((issue) => `content.${issue}`)], notes: [] };
  const translatedLesson = { ...lesson, content: content ? content.data : null };
  problems.push(...rankChanges(lessonScoredItems(source), lessonScoredItems(translatedLesson)));
  const minutes = minutesCheck(minutesOf(lessonPath(translatedLesson), wpm), minutesOf(lessonPath(source)), RULES.translatedMinutes);
  return { problems: [...problems, ...minutes.problems], notes: [minutes.note] };
}

let failed = false;
for (const language of languages as Language[]) {
  for (const file of files) {
    const { problems, notes } = checkFile(language, file);
    if (problems.length > 0) failed = true;
    if (problems.length > 0 || !quiet) console.log(`${problems.length > 0 ? "✗" : "✓"} ${language}/${file} ${notes.join(" ")}`);
    for (const problem of problems) console.log(`    ${problem}`);
  }
}
if (failed) process.exitCode = 1;
