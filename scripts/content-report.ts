// npm run content:report [-- --language=es] — prints the content rules' figures (answer-length shares, minutes per
// lesson, ages, families, safety checks) for the lessons and stories in content/, in English or in one translated
// language (the rules that hold in every language). Exits 1 when a rule fails.
import process from "node:process";
import { fileURLToPath } from "node:url";
import { formatReport } from "../content/content-rules";
import { isLanguage } from "../src/shared/i18n/locales";
import { projectContentFigures } from "./lib/load-content";

const asked = process.argv.find((arg) => arg.startsWith("--language="))?.slice("--language=".length) ?? "en";
if (!isLanguage(asked)) {
  console.error(`--language must be one of en, es, fr, de (not "${asked}")`);
  process.exit(2);
}
const { figures, results } = projectContentFigures(fileURLToPath(new URL("../content", import.meta.url)), asked);
console.log(formatReport(figures, results));
const failing = results.filter((result) => !result.pass);
if (failing.length > 0) process.exitCode = 1;
