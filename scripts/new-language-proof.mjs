// `node scripts/new-language-proof.mjs`: proves a language is added by data alone (docs/translating.md#adding-a-language).
// In a scratch copy of the repository (its node_modules linked, not installed) it adds one row to the table of
// languages (src/shared/i18n/languages.ts), writes that language's catalogs and content by pseudo-localising the
// English (every letter accented, outside placeholders and tags, so lengths and marks stay), builds the server bundle
// as the build does, starts it with the language offered (GROWLY_LANGUAGES) and reads answers in it: a level's title
// and a refused request's message. Nothing else in the scratch copy is edited: when a list of languages
// somewhere else would have needed the new code, the start or an answer fails. Run by CI (.ci/run).
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { formatter } from "@lingui/format-po";
import { tsImport } from "tsx/esm/api";
import { createRunner, freePort, root, stop } from "./lib/processes.mjs";

const CODE = "xx";
const ROW = `{ code: "${CODE}", englishName: "Proof", ownName: "Ẋẋ", intlLocale: "en-GB", wordsPerMinute: 228, direction: "ltr", development: false },`;

const ACCENTED = Object.fromEntries(
  [..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"].map((letter, index) => [
    letter,
    [..."àƀçđéƒĝĥîĵķĺɱñöþǫŕšţûṽŵẋýžÀƁÇĐÉƑĜĤÎĴĶĹṀÑÖÞǪŔŠŢÛṼŴẊÝŽ"][index],
  ]),
);
/** English with every letter accented, but inside `{…}` (placeholders, plural forms) and `<…>` (tags). */
export function pseudoLocalised(text) {
  let depth = 0;
  let inTag = false;
  let out = "";
  for (const character of text) {
    if (character === "{") depth += 1;
    else if (character === "}") depth = Math.max(0, depth - 1);
    else if (character === "<" && depth === 0) inTag = true;
    else if (character === ">" && inTag) inTag = false;
    out += depth === 0 && !inTag ? (ACCENTED[character] ?? character) : character;
  }
  return out;
}

const runner = createRunner({ label: "new-language-proof" });
const { log, makeTempDir, run } = runner;

/** Copies the repository's files as git sees them (tracked and new, not ignored), and links its node_modules. */
function scratchCopy() {
  const scratch = makeTempDir("growly-new-language-");
  const listed = spawnSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { cwd: root });
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  for (const file of listed.stdout.toString().split("\0").filter(Boolean)) {
    if (!fs.existsSync(path.join(root, file))) continue; // deleted in the work tree
    fs.mkdirSync(path.dirname(path.join(scratch, file)), { recursive: true });
    fs.copyFileSync(path.join(root, file), path.join(scratch, file));
  }
  fs.symlinkSync(path.join(root, "node_modules"), path.join(scratch, "node_modules"), "dir");
  return scratch;
}

/** The new row, after the table's last parents' language. */
function addRow(scratch) {
  const file = path.join(scratch, "src/shared/i18n/languages.ts");
  const table = fs.readFileSync(file, "utf8");
  const german = /^ *\{ code: "de",.*$/m;
  if (!german.test(table)) throw new Error("src/shared/i18n/languages.ts: no German row to add the new row after");
  fs.writeFileSync(file, table.replace(german, (line) => `${line}\n  ${ROW}`));
}

/** Each part's catalog in the new language: English's messages pseudo-localised (src/locales/<part>/xx.po). */
async function writeCatalogs(scratch) {
  const po = formatter({ lineNumbers: false });
  const localesDir = path.join(scratch, "src/locales");
  for (const part of fs.readdirSync(localesDir)) {
    const english = path.join(localesDir, part, "en.po");
    if (!fs.existsSync(english)) continue;
    const filename = path.join(localesDir, part, `${CODE}.po`);
    const catalog = await po.parse(fs.readFileSync(english, "utf8"), { locale: "en", sourceLocale: "en", filename: english });
    for (const message of Object.values(catalog)) message.translation = pseudoLocalised(message.message ?? message.translation ?? "");
    fs.writeFileSync(filename, await po.serialize(catalog, { locale: CODE, sourceLocale: "en", filename, existing: null }));
  }
}

/** Every lesson, story, level and badge in the new language: the English texts pseudo-localised. */
async function writeContent(scratch) {
  const { textsOf } = await tsImport(path.join(scratch, "src/shared/content/translation.ts"), import.meta.url);
  const contentDir = path.join(scratch, "content");
  const files = ["levels.json", "badges.json", ...["lessons", "stories"].flatMap((dir) =>
    fs.readdirSync(path.join(contentDir, dir)).filter((name) => name.endsWith(".json")).map((name) => `${dir}/${name}`),
  )];
  for (const file of files) {
    const texts = textsOf(JSON.parse(fs.readFileSync(path.join(contentDir, file), "utf8")));
    const translated = Object.fromEntries(Object.entries(texts).map(([key, text]) => [key, pseudoLocalised(text)]));
    const target = path.join(contentDir, "translations", CODE, file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, `${JSON.stringify(translated, null, 2)}\n`);
  }
  return files.length;
}

/** Runs a step in the scratch copy; stops the proof with its output when it fails. */
function step(scratch, label, args, env = {}) {
  const started = performance.now();
  const result = spawnSync(process.execPath, args, { cwd: scratch, env: { ...process.env, ...env }, encoding: "utf8" });
  if (result.status !== 0) throw new Error(`${label} failed:\n${result.stdout}\n${result.stderr}`);
  log(`${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

async function readJson(response) {
  const body = await response.text();
  try {
    return JSON.parse(body);
  } catch {
    throw new Error(`${response.url}: ${response.status} ${body.slice(0, 200)}`);
  }
}

await run(async () => {
  const started = performance.now();
  const scratch = scratchCopy();
  addRow(scratch);
  await writeCatalogs(scratch);
  const contentFiles = await writeContent(scratch);
  log(`scratch copy with "${CODE}" in the table, its catalogs and ${contentFiles} content files: ${((performance.now() - started) / 1000).toFixed(1)} s`);

  // The build's own steps (scripts/build.mjs): the catalogs compiled, every language's content checked, the server.
  const env = { GROWLY_LANGUAGES: `en,${CODE}` };
  step(scratch, "build (server only)", [path.join(scratch, "scripts/build.mjs"), "--server-only"], env);

  const port = await freePort();
  const dataDir = makeTempDir("growly-new-language-data-");
  // The embedded database, like `npm start` on a fresh clone.
  const { DATABASE_URL: _unused, ...environment } = process.env;
  const child = spawn(process.execPath, [path.join(scratch, "dist/server/main.js")], {
    cwd: scratch,
    env: { ...environment, ...env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn" },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  const output = [];
  child.stdout.on("data", (chunk) => output.push(chunk.toString()));
  child.stderr.on("data", (chunk) => output.push(chunk.toString()));
  child.exited = new Promise((resolve) => child.once("exit", resolve));
  runner.onCleanUp(() => stop(child));
  const base = `http://127.0.0.1:${port}`;
  const startedAt = performance.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server stopped (${child.exitCode}):\n${output.join("")}`);
    if (performance.now() - startedAt > 120_000) throw new Error(`the server did not answer within 120 s:\n${output.join("")}`);
    const healthy = await fetch(`${base}/api/health`).then((response) => response.ok, () => false);
    if (healthy) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  log(`started in ${((performance.now() - startedAt) / 1000).toFixed(1)} s`);

  const english = JSON.parse(fs.readFileSync(path.join(scratch, "content/levels.json"), "utf8"));
  const levels = await readJson(await fetch(`${base}/api/levels?language=${CODE}`));
  const firstTitle = (levels.levels ?? levels)[0]?.title;
  const expected = pseudoLocalised((english.levels ?? english)[0].title);
  if (firstTitle !== expected) throw new Error(`/api/levels?language=${CODE}: first title ${JSON.stringify(firstTitle)}, not ${JSON.stringify(expected)}`);

  const refused = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "accept-language": CODE },
    body: JSON.stringify({ email: "not an address", password: "" }),
  });
  const { message } = await readJson(refused);
  if (refused.status !== 400 || typeof message !== "string" || !/[àéîöûñš]/i.test(message))
    throw new Error(`a refused log-in in "${CODE}": ${refused.status} ${JSON.stringify(message)}, not a pseudo-localised message`);

  const other = await fetch(`${base}/api/levels?language=it`);
  if (other.status !== 400) throw new Error(`/api/levels?language=it (not offered): ${other.status}, not 400`);
  log(`"${CODE}" answers: "${firstTitle}", "${message}"; in ${((performance.now() - started) / 1000).toFixed(1)} s in all`);
});
