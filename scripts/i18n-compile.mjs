// `npm run i18n:compile`: compiles the PO catalogs (src/locales/<part>/<lang>.po) to src/locales/<part>/<lang>.ts, then
// stretches the pseudo language (docs/translating.md): Lingui's accented text, about a third longer and in brackets,
// so a text outside the catalogs — plain English — stands out on any screen, and a layout that only fits English
// shows it. The other development languages of the table of languages (src/shared/i18n/languages.ts) are made from
// the pseudo language: a right-to-left one (pseudo-rtl) shows each text mirrored. Last it writes the index of the
// catalogs the server bundles (src/locales/server-catalogs.ts) and of the module badges' words
// (src/locales/module-badges.ts), one entry per language of the table: esbuild, which bundles the server, has no glob
// import. Run by dev, build, test and install; `--strict` (CI) fails on any message missing in a language.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { DEVELOPMENT_LANGUAGE_ROWS, DISPLAY_LANGUAGES, TRANSLATED_LANGUAGES } from "./lib/languages.mjs";
import { bin, root } from "./lib/steps.mjs";

const strict = process.argv.includes("--strict");
// One process: Lingui's worker threads (two on a 2-core machine) each wait for their start, and on a busy machine a
// worker that takes more than 10 s to start fails the whole compile.
const result = spawnSync(bin("lingui"), ["compile", "--typescript", "--workers", "1", ...(strict ? ["--strict"] : [])], {
  cwd: root,
  stdio: ["ignore", "ignore", "inherit"],
});
if (result.status !== 0) {
  console.error("lingui compile failed: a message is missing or does not compile (npm run i18n:compile --strict)");
  process.exit(result.status ?? 1);
}

const COMPILED = /JSON\.parse\(("(?:[^"\\]|\\.)*")\)/;
/** About 35 % longer and bracketed: "[Ĝō Ĥōḿē ·····]". A message is a string or a list of text and placeholders. */
function stretch(message) {
  const parts = typeof message === "string" ? [message] : [...message];
  const letters = parts.filter((part) => typeof part === "string").join("").length;
  const padding = " " + "·".repeat(Math.max(1, Math.round(letters * 0.35)));
  const first = parts.findIndex((part) => typeof part === "string");
  if (first === -1) return ["[", ...parts, `${padding}]`];
  parts[first] = `[${parts[first]}`;
  const last = parts.length - 1;
  if (typeof parts[last] === "string") parts[last] = `${parts[last]}${padding}]`;
  else parts.push(`${padding}]`);
  return parts;
}
const localesDir = path.join(root, "src", "locales");
for (const part of fs.readdirSync(localesDir)) {
  const file = path.join(localesDir, part, "pseudo.ts");
  if (!fs.existsSync(file)) continue;
  const source = fs.readFileSync(file, "utf8");
  const match = COMPILED.exec(source);
  if (!match) throw new Error(`${file}: not the compiled form this script knows`);
  const messages = JSON.parse(JSON.parse(match[1]));
  const stretched = Object.fromEntries(Object.entries(messages).map(([id, message]) => [id, stretch(message)]));
  fs.writeFileSync(
    file,
    source.replace(COMPILED, () => `JSON.parse(${JSON.stringify(JSON.stringify(stretched))})`),
  );
}

// A right-to-left development language: the pseudo language's texts, each run of text shown right to left letter by
// letter (the Unicode right-to-left override), as a right-to-left script reads to a left-to-right eye; placeholders
// stay as they are.
const RIGHT_TO_LEFT_OVERRIDE = "\u202e";
const POP_DIRECTIONAL_FORMATTING = "\u202c";
const mirror = (message) =>
  (typeof message === "string" ? [message] : message).map((part) =>
    typeof part === "string" && part.length > 0 ? `${RIGHT_TO_LEFT_OVERRIDE}${part}${POP_DIRECTIONAL_FORMATTING}` : part,
  );
for (const row of DEVELOPMENT_LANGUAGE_ROWS.filter((row) => row.code !== "pseudo")) {
  if (row.direction !== "rtl") throw new Error(`${row.code}: only right-to-left development languages are made from pseudo`);
  for (const part of fs.readdirSync(localesDir)) {
    const file = path.join(localesDir, part, "pseudo.ts");
    if (!fs.existsSync(file)) continue;
    const source = fs.readFileSync(file, "utf8");
    const messages = JSON.parse(JSON.parse(COMPILED.exec(source)[1]));
    const mirrored = Object.fromEntries(Object.entries(messages).map(([id, message]) => [id, mirror(message)]));
    fs.writeFileSync(
      path.join(localesDir, part, `${row.code}.ts`),
      source.replace(COMPILED, () => `JSON.parse(${JSON.stringify(JSON.stringify(mirrored))})`),
    );
  }
}

/** Writes `file` only when it changes, so a watching dev server or typecheck does not start over for nothing. */
function writeGenerated(file, lines) {
  const text = [
    "// Written by scripts/i18n-compile.mjs from the table of languages (src/shared/i18n/languages.ts); not kept in git.",
    ...lines,
    "",
  ].join("\n");
  if (!fs.existsSync(file) || fs.readFileSync(file, "utf8") !== text) fs.writeFileSync(file, text);
}
const name = (code) => code.replace(/[^a-z0-9]/gi, "_");
writeGenerated(path.join(localesDir, "server-catalogs.ts"), [
  'import type { Messages } from "@lingui/core";',
  'import type { DisplayLanguage } from "../shared/i18n/locales";',
  ...DISPLAY_LANGUAGES.flatMap((code) => [
    `import { messages as server_${name(code)} } from "./server/${code}";`,
    `import { messages as shared_${name(code)} } from "./shared/${code}";`,
  ]),
  "",
  "/** The server's and the shared part's messages in each language. */",
  "export const SERVER_CATALOGS: Record<DisplayLanguage, Messages> = {",
  ...DISPLAY_LANGUAGES.map((code) => `  ${JSON.stringify(code)}: { ...shared_${name(code)}, ...server_${name(code)} },`),
  "};",
]);
writeGenerated(path.join(localesDir, "module-badges.ts"), [
  'import type { TextMap } from "../shared/content/translation";',
  'import type { Language } from "../shared/i18n/locales";',
  ...TRANSLATED_LANGUAGES.map((code) => `import ${name(code)} from "../../content/translations/${code}/badges.json";`),
  "",
  "/** The module badges' words in each translated language (content/translations/<language>/badges.json). */",
  "export const MODULE_BADGE_TEXTS: Partial<Record<Language, TextMap>> = {",
  ...TRANSLATED_LANGUAGES.map((code) => `  ${JSON.stringify(code)}: ${name(code)},`),
  "};",
]);
