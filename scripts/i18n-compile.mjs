// `npm run i18n:compile`: compiles the PO catalogs (src/locales/<part>/<lang>.po) to src/locales/<part>/<lang>.ts, then
// stretches the pseudo language (docs/translating.md): Lingui's accented text, about a third longer and in brackets,
// so a text outside the catalogs — plain English — stands out on any screen, and a layout that only fits English
// shows it. Run by dev, build, test and install; `--strict` (CI) fails on any message missing in a language.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { bin, root } from "./lib/steps.mjs";

const strict = process.argv.includes("--strict");
const result = spawnSync(bin("lingui"), ["compile", "--typescript", ...(strict ? ["--strict"] : [])], {
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
