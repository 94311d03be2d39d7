// npm run audit:landing — Lighthouse (mobile, the default config) on the built landing page, plus the
// gzipped size of the JavaScript the landing page loads, its language's catalog included.
// `npm run audit:landing -- --language=es` audits the Spanish page (/es/; every language of the table of languages,
// src/shared/i18n/languages.ts, likewise), with that language
// turned on for the run (GROWLY_LANGUAGES).
//
// It is a report: low scores still exit 0. It exits 1 only when the audit itself cannot run.
import { Buffer } from "node:buffer";
import path from "node:path";
import { performance } from "node:perf_hooks";
import zlib from "node:zlib";
import { LANGUAGES } from "./lib/languages.mjs";
import { createRunner, root, stop } from "./lib/processes.mjs";
import { chromiumPath, failingAudits, gzippedSizes, kb, runLighthouse, startChromium } from "./lib/lighthouse.mjs";

const language = process.argv.find((arg) => arg.startsWith("--language="))?.slice("--language=".length) ?? "en";
if (!LANGUAGES.includes(language)) throw new Error(`--language=${language}: use one of ${LANGUAGES.join(", ")}`);
const landingPath = language === "en" ? "/" : `/${language}/`;
if (language !== "en") process.env.GROWLY_LANGUAGES = [process.env.GROWLY_LANGUAGES, language].filter(Boolean).join(",");
const reportFile = path.join(root, ".tmp", "lighthouse", language === "en" ? "landing.html" : `landing-${language}.html`);
// Conventional marks only (Lighthouse "good" ≥ 90, Core Web Vitals "good" LCP ≤ 2.5 s); they never fail the run.
const GOOD_SCORE = 90;
const GOOD_LCP_S = 2.5;

const runner = createRunner({ label: "audit" });
const { log, ensureBuild, makeTempDir, startApp, run } = runner;

/** URLs of the scripts the landing page names: <script src> and <link rel="modulepreload">. */
function landingAssets(html, pageUrl) {
  const attribute = (tag, name) => tag.match(new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, "i"));
  const value = (match) => (match ? (match[1] ?? match[2] ?? match[3]) : undefined);
  const scripts = new Set();
  const styles = new Set();
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = value(attribute(tag, "src"));
    if (src) scripts.add(new URL(src, pageUrl).href);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = (value(attribute(tag, "rel")) ?? "").toLowerCase().split(/\s+/);
    const href = value(attribute(tag, "href"));
    if (!href) continue;
    if (rel.includes("modulepreload")) scripts.add(new URL(href, pageUrl).href);
    else if (rel.includes("stylesheet")) styles.add(new URL(href, pageUrl).href);
  }
  return { scripts: [...scripts], styles: [...styles] };
}

/**
 * The modules a script pulls in as it runs: its static imports, and, for the landing page's boot script, the app
 * entry it imports once the page has painted. Lazy chunks (the signed-in app, the players) are dynamic imports of
 * the entry and are not counted: the landing page never runs them.
 */
function importsOf(url, code) {
  const found = [...code.matchAll(/(?:\bfrom|\bimport)\s*["'](\.{1,2}\/[^"']+\.js)["']/g)].map((match) => match[1]);
  if (/\/landing-boot-[^/]+\.js$/.test(url)) {
    found.push(...[...code.matchAll(/\bimport\(\s*["'](\.{1,2}\/[^"']+\.js)["']\s*\)/g)].map((match) => match[1]));
  }
  // The entry starts the landing page's own tree (src/client/main.tsx → landing-start), never the app's.
  for (const [, chunk] of code.matchAll(/\bimport\(\s*["'`](\.{1,2}\/landing-start-[^"'`]+\.js)["'`]\s*\)/g)) found.push(chunk);
  // The page's first catalog, which the entry fetches before it hydrates (src/client/lib/i18n/i18n.ts): the key of
  // Vite's glob names it, its dynamic import the chunk.
  const catalog = new RegExp(
    `locales/landing/${language}\\.ts["'\`]\\s*:\\s*\\(\\)\\s*=>[^,]*?import\\(\\s*["'\`](\\.{1,2}/[^"'\`]+\\.js)`,
  );
  const chunk = catalog.exec(code)?.[1];
  if (chunk) found.push(chunk);
  return found.map((relative) => new URL(relative, url).href);
}

async function reportAssetSizes(base) {
  const response = await fetch(`${base}${landingPath}`, { redirect: "manual" });
  const html = await response.text();
  if (response.status !== 200) throw new Error(`GET ${landingPath} answered ${response.status}`);
  const { scripts, styles } = landingAssets(html, `${base}${landingPath}`);
  const hasCatalog = (files) => files.some((file) => new RegExp(`/${language}-[\\w-]+\\.js$`).test(file.url));
  const js = await gzippedSizes(scripts, { importsOf });
  if (!hasCatalog(js)) throw new Error(`the ${language} landing catalog was not found among the page's scripts`);
  const css = await gzippedSizes(styles);
  log(`landing HTML: ${kb(Buffer.byteLength(html))} raw, ${kb(zlib.gzipSync(html).length)} gzipped`);
  for (const file of js) log(`  script ${new URL(file.url).pathname}: ${kb(file.raw)} raw, ${kb(file.gzip)} gzipped`);
  const sum = (files, key) => files.reduce((total, file) => total + file[key], 0);
  return {
    jsCount: js.length,
    jsRaw: sum(js, "raw"),
    jsGzip: sum(js, "gzip"),
    cssCount: css.length,
    cssGzip: sum(css, "gzip"),
  };
}

async function main() {
  await ensureBuild();
  // A fresh embedded database, like `npm start` on a fresh clone.
  const app = await startApp({ dataDir: makeTempDir("growly-audit-data-") });
  log(`app on ${app.base} (fresh DATA_DIR, embedded database)`);
  const sizes = await reportAssetSizes(app.base);

  const chromium = await startChromium(runner);
  log(`Chromium ${chromiumPath} on DevTools port ${chromium.port}; running Lighthouse (mobile) on ${app.base}${landingPath} …`);
  const startedAt = performance.now();
  const lhr = await runLighthouse(`${app.base}${landingPath}`, chromium.port, { reportFile });
  log(`Lighthouse ${lhr.lighthouseVersion} finished in ${((performance.now() - startedAt) / 1000).toFixed(1)} s`);
  for (const warning of lhr.runWarnings ?? []) log(`warning: ${warning}`);

  const rows = [];
  let broken = false;
  for (const id of ["performance", "accessibility", "best-practices", "seo"]) {
    const score = lhr.categories[id]?.score;
    if (typeof score !== "number") broken = true;
    const value = typeof score === "number" ? Math.round(score * 100) : null;
    rows.push([id, value === null ? "n/a" : String(value), value === null ? "" : value >= GOOD_SCORE ? "" : `below ${GOOD_SCORE}`]);
  }
  const lcpMs = lhr.audits["largest-contentful-paint"]?.numericValue;
  const lcp = typeof lcpMs === "number" ? lcpMs / 1000 : null;
  rows.push(["LCP (simulated mobile)", lcp === null ? "n/a" : `${lcp.toFixed(2)} s`, lcp !== null && lcp > GOOD_LCP_S ? `above ${GOOD_LCP_S} s` : ""]);
  const fcpMs = lhr.audits["first-contentful-paint"]?.numericValue;
  if (typeof fcpMs === "number") rows.push(["FCP (simulated mobile)", `${(fcpMs / 1000).toFixed(2)} s`, ""]);
  const tbtMs = lhr.audits["total-blocking-time"]?.numericValue;
  if (typeof tbtMs === "number") rows.push(["TBT (simulated mobile)", `${Math.round(tbtMs)} ms`, ""]);
  rows.push([
    "landing JS, gzipped",
    kb(sizes.jsGzip),
    `${sizes.jsCount} file(s), ${kb(sizes.jsRaw)} raw`,
  ]);
  rows.push(["landing CSS, gzipped", kb(sizes.cssGzip), `${sizes.cssCount} file(s)`]);

  const widths = [0, 1].map((i) => Math.max(...rows.map((row) => row[i].length)));
  console.log("");
  for (const [name, value, note] of rows) console.log(`${name.padEnd(widths[0])}  ${value.padStart(widths[1])}  ${note}`.trimEnd());
  console.log("");
  log(`full report: ${path.relative(root, reportFile)}`);

  // Name what costs points outside performance, so the report says what to fix.
  for (const id of ["accessibility", "best-practices", "seo"]) {
    const failing = failingAudits(lhr, id);
    if (failing.length > 0) log(`${id}: not passed: ${failing.join(", ")}`);
  }

  await stop(chromium.child);
  await stop(app.child);
  if (broken) throw new Error("Lighthouse ran but returned no score for some categories (see the report)");
}

await run(main);
