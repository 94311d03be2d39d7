// npx tsx scripts/translation-follows.ts --since <commit> [lessons/05-….json stories/… …] — for writers who change
// English content: lists, per translated language, the texts whose English changed since <commit> (a branch point,
// e.g. `main`) while that language's text stayed as it was, and the English texts added there with no translation.
// A rewritten English text is rewritten in every language (docs/translating.md#lessons-and-stories). Exits 1 when
// anything is listed.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import process from "node:process";
import { fileURLToPath } from "node:url";
import { textsOf, type TextMap } from "../src/shared/content/translation";
import { LANGUAGE_CODES, SOURCE_LANGUAGE } from "../src/shared/i18n/locales";

const root = fileURLToPath(new URL("..", import.meta.url));
const args = process.argv.slice(2);
const sinceAt = args.indexOf("--since");
const since = sinceAt >= 0 ? args[sinceAt + 1] : undefined;
if (!since) {
  console.error("usage: npx tsx scripts/translation-follows.ts --since <commit> [content file …]");
  process.exit(2);
}
const named = args.filter((_, index) => index !== sinceAt && index !== sinceAt + 1);
const changed = execFileSync("git", ["diff", "--name-only", since, "--", "content/lessons", "content/stories"], { cwd: root, encoding: "utf8" })
  .split("\n")
  .filter(Boolean);
const files = named.length > 0 ? named.map((file) => path.relative(root, path.resolve(file))) : changed;

const readAt = (file: string): unknown => {
  try {
    return JSON.parse(execFileSync("git", ["show", `${since}:${file}`], { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }));
  } catch {
    return {};
  }
};
const readNow = (file: string): unknown => (fs.existsSync(path.join(root, file)) ? JSON.parse(fs.readFileSync(path.join(root, file), "utf8")) : {});

let listed = 0;
for (const file of files) {
  const before = textsOf(readAt(file));
  const after = textsOf(readNow(file));
  const rewritten = Object.keys(after).filter((key) => before[key] !== after[key]);
  if (rewritten.length === 0) continue;
  for (const language of LANGUAGE_CODES.filter((code) => code !== SOURCE_LANGUAGE)) {
    const translation = file.replace(/^content\//, `content/translations/${language}/`);
    const old = readAt(translation) as TextMap;
    const now = readNow(translation) as TextMap;
    const stale = rewritten.filter((key) => now[key] === undefined || (before[key] !== undefined && now[key] === old[key]));
    for (const key of stale) {
      listed += 1;
      console.log(`${translation}: ${key} ${now[key] === undefined ? "has no translation" : "is as it was, though its English changed"}`);
    }
  }
}
if (listed === 0) console.log(`every text rewritten in English since ${since} is rewritten in es, fr and de`);
else process.exitCode = 1;
