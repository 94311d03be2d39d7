// npm run content:report [-- --language=es] — prints the content rules' figures (answer-length shares, minutes per
// lesson, ages, families, safety checks) for the lessons and stories in content/, in English or in one translated
// language (the rules that hold in every language). Exits 1 when a rule fails.
import process from "node:process";
import { fileURLToPath } from "node:url";
import { formatReport, lessonScoredItems, storyScoredItems } from "../content/content-rules";
import { formatJudgement, judgementGroups } from "../content/judgement";
import { projectCurriculum } from "../src/server/curriculum/curriculum";
import { isLanguage } from "../src/shared/i18n/locales";
import { projectContentFigures } from "./lib/load-content";

const asked = process.argv.find((arg) => arg.startsWith("--language="))?.slice("--language=".length) ?? "en";
if (!isLanguage(asked)) {
  console.error(`--language must be one of en, es, fr, de (not "${asked}")`);
  process.exit(2);
}
const contentDir = fileURLToPath(new URL("../content", import.meta.url));
const { figures, results } = projectContentFigures(contentDir, asked);
console.log(formatReport(figures, results));
// Can the right answer be found from the options' surface alone? (content/judgement.ts; measured, not yet a gate)
const curriculum = projectCurriculum(contentDir).inLanguage(asked);
const lessons = curriculum.lessons.map((lesson) => ({ unit: lesson.title, items: lessonScoredItems(lesson) }));
const stories = curriculum.stories.stories.map((story) => ({ unit: story.title, items: storyScoredItems(story) }));
console.log(`\nJudgement figures (${asked}): the key found from the options' surface alone\n${formatJudgement(judgementGroups(lessons, stories, asked))}`);
const failing = results.filter((result) => !result.pass);
if (failing.length > 0) process.exitCode = 1;
