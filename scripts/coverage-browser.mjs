// `npm run coverage:browser`: how much of the client's code the Chromium journeys run. Builds with source maps,
// runs every browser journey while tests/e2e/browser.ts records V8 coverage of each page, maps it back to
// src/client, and prints the share of lines that ran and the least-covered files. A report, not a gate; it fails
// only when the journeys fail.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import MCR from "monocart-coverage-reports";

const root = path.resolve(import.meta.dirname, "..");
const assets = path.join(root, "dist", "client", "assets");
const rawDir = fs.mkdtempSync(path.join(os.tmpdir(), "growly-browser-coverage-"));
const outputDir = path.join(root, "coverage", "browser");

/** `../../src/client/app/main.tsx`, `/abs/…/src/client/app/main.tsx` → `src/client/app/main.tsx`. */
function clientPath(file) {
  const normal = file.replaceAll("\\", "/");
  const at = normal.lastIndexOf("src/client/");
  return at >= 0 ? normal.slice(at) : normal;
}

function run(label, command, args, env) {
  console.log(`\n▶ ${label}`);
  return spawnSync(command, args, { stdio: "inherit", cwd: root, env: { ...process.env, ...env } }).status;
}

if (
  run("build with source maps", process.execPath, [path.join(root, "scripts/build.mjs")], {
    GROWLY_SOURCEMAPS: "1",
  }) !== 0
) {
  process.exit(1);
}
const journeys = run(
  "browser journeys (Chromium), recording coverage",
  path.join(root, "node_modules", ".bin", "vitest"),
  ["run", "--project", "e2e", ...process.argv.slice(2)],
  {
    CHROMIUM_PATH: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
    GROWLY_BROWSER_COVERAGE_DIR: rawDir,
  },
);

/**
 * The lines that count: every src/client file the build ships (named in the source maps), whether or not a journey
 * loaded it. Tests, fixtures only tests import, and type declarations are not shipped, so they do not count.
 */
const shipped = new Set(
  fs
    .readdirSync(assets)
    .filter((file) => file.endsWith(".js.map"))
    .flatMap((file) => JSON.parse(fs.readFileSync(path.join(assets, file), "utf8")).sources)
    .map((source) => clientPath(source))
    .filter((source) => source.startsWith("src/client/")),
);
if (shipped.size === 0) throw new Error("The build has no source maps: was it built with GROWLY_SOURCEMAPS=1?");
const isClientSource = (file) => shipped.has(clientPath(file));

const report = MCR({
  name: "Growly browser coverage",
  outputDir,
  reports: [["v8"], ["json-summary"]],
  // Only the built app's scripts; their source maps (beside them in dist) lead back to src/client.
  entryFilter: (entry) => new URL(entry.url).pathname.startsWith("/assets/"),
  sourceFilter: isClientSource,
  sourcePath: clientPath,
  sourceMapResolver: async (url) => {
    const file = path.join(assets, path.basename(new URL(url).pathname));
    return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, "utf8")) : null;
  },
  // Files no journey loaded count as not covered at all.
  all: { dir: ["./src/client"], filter: isClientSource },
  logging: "error",
});
report.cleanCache();
// Each script's source is written once (its URL is content-hashed); give it back to every record of that script.
const rawFiles = fs.readdirSync(rawDir).map((file) => path.join(rawDir, file));
const readRaw = (file) => JSON.parse(fs.readFileSync(file, "utf8"));
const sources = new Map();
for (const file of rawFiles) {
  for (const entry of readRaw(file)) if (entry.source !== undefined) sources.set(entry.url, entry.source);
}
for (const file of rawFiles) {
  await report.add(readRaw(file).map((entry) => ({ ...entry, source: entry.source ?? sources.get(entry.url) })));
}
const results = await report.generate();
fs.rmSync(rawDir, { recursive: true, force: true });

const percent = (summary) => (summary.total === 0 ? 100 : (100 * summary.covered) / summary.total);
const files = results.files
  .filter((file) => file.summary.lines.total > 0)
  .map((file) => ({ file: file.sourcePath, lines: file.summary.lines, pct: percent(file.summary.lines) }))
  .sort((a, b) => a.pct - b.pct || b.lines.total - a.lines.total);

console.log(`\nLeast-covered client files:`);
for (const { file, pct, lines } of files.slice(0, 5)) {
  console.log(`  ${pct.toFixed(1).padStart(5)}%  ${file} (${lines.covered} of ${lines.total} lines)`);
}
console.log(`Full report: ${path.relative(root, path.join(outputDir, "index.html"))}`);
console.log(`\nbrowser coverage: ${percent(results.summary.lines).toFixed(1)}% of src/client lines`);
if (journeys !== 0) {
  console.error("✖ some browser journeys failed: the figure above counts only what ran before they failed");
  process.exit(journeys ?? 1);
}
