// npm run audit:app — Lighthouse (mobile, the default config) on the screens a signed-in parent uses every day: home,
// the lessons overview, a slide lesson in progress and /progress. It signs a new parent in on the built app (embedded database),
// answers onboarding, completes through the API the lessons before the first slide lesson, and audits each screen
// with that parent's session cookie on every request. For each screen it prints the scores, LCP, TBT, CLS and the
// gzipped JavaScript the screen loaded (every script Lighthouse saw it fetch).
//
// It is a report: a score under its goal still exits 0. It exits 1 only when the audit itself cannot run.
import crypto from "node:crypto";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { ONBOARDING_ANSWERS as ONBOARDING } from "./lib/onboarding.mjs";
import { createRunner, root, stop } from "./lib/processes.mjs";
import { chromiumPath, failingAudits, gzippedSizes, kb, runLighthouse, startChromium } from "./lib/lighthouse.mjs";

const GOALS = { performance: 95, accessibility: 100, "best-practices": 100 };
const CATEGORIES = ["performance", "accessibility", "best-practices"];

const runner = createRunner({ label: "audit:app" });
const { log, ensureBuild, makeTempDir, startApp, run } = runner;


async function api(base, method, route, { cookie, body } = {}) {
  const response = await fetch(`${base}${route}`, {
    method,
    headers: {
      origin: base,
      ...(cookie && { cookie }),
      ...(body !== undefined && { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${route} answered ${response.status}: ${text.slice(0, 200)}`);
  return { response, body: text ? JSON.parse(text) : undefined };
}

/** A new parent, signed in, onboarded, with every lesson before the first slide lesson completed. */
async function preparedParent(base) {
  const suffix = crypto.randomBytes(4).toString("hex");
  const registered = await api(base, "POST", "/api/auth/register", {
    body: { username: `audit_${suffix}`, email: `audit-${suffix}@example.com`, password: `audit-password-${suffix}` },
  });
  const cookie = registered.response.headers
    .getSetCookie()
    .map((header) => header.split(";")[0].trim())
    .find((pair) => pair.startsWith("growly.sid="));
  if (!cookie) throw new Error("registration set no growly.sid cookie");
  const id = registered.body.id;
  await api(base, "PATCH", `/api/user/${id}`, { cookie, body: { onboardingData: ONBOARDING } });

  const levels = (await api(base, "GET", "/api/levels", { cookie })).body;
  const lessons = (await api(base, "GET", "/api/lessons", { cookie })).body;
  const levelOrder = new Map(levels.map((level) => [level.id, level.order]));
  const pathOrder = [...lessons].sort((a, b) => levelOrder.get(a.levelId) - levelOrder.get(b.levelId) || a.order - b.order);
  for (const lesson of pathOrder) {
    const full = (await api(base, "GET", `/api/lessons/${lesson.id}`, { cookie })).body;
    if (Array.isArray(full.content?.slides)) return { id, cookie, slideLesson: lesson };
    await api(base, "POST", `/api/user/${id}/lessons/${lesson.id}/progress`, {
      cookie,
      body: { levelId: lesson.levelId, completed: true, score: 100 },
    });
  }
  throw new Error("the curriculum has no slide lesson");
}

async function auditScreen(screen, base, port, cookie) {
  const reportFile = path.join(root, ".tmp", "lighthouse", `app-${screen.file}.html`);
  const startedAt = performance.now();
  const lhr = await runLighthouse(`${base}${screen.path}`, port, { reportFile, extraHeaders: { cookie }, categories: CATEGORIES });
  for (const warning of lhr.runWarnings ?? []) log(`${screen.name}: warning: ${warning}`);
  if (new URL(lhr.finalDisplayedUrl).pathname !== screen.path) {
    throw new Error(`${screen.name}: Lighthouse ended on ${lhr.finalDisplayedUrl}, not ${screen.path} (is the parent signed in?)`);
  }
  const requests = lhr.audits["network-requests"]?.details?.items ?? [];
  const scripts = [...new Set(requests.filter((item) => item.resourceType === "Script").map((item) => item.url))];
  const js = await gzippedSizes(scripts, { headers: { cookie } });
  const numeric = (id) => lhr.audits[id]?.numericValue;
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, scoreOf(lhr, id)]));
  // Lighthouse's CPU benchmark of this machine: simulated mobile throttling multiplies the main thread's observed time
  // by 4 whatever the machine, so on a slower host (a lower index) TBT and LCP come out higher.
  log(
    `${screen.name}: Lighthouse finished in ${((performance.now() - startedAt) / 1000).toFixed(1)} s; ` +
      `machine benchmarkIndex ${Math.round(lhr.environment?.benchmarkIndex ?? 0)}; report ${path.relative(root, reportFile)}`,
  );
  return {
    screen,
    scores,
    lcp: numeric("largest-contentful-paint"),
    tbt: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    dom: numeric("dom-size"),
    // The longest main-thread task (simulated mobile time): a tap during it waits that long.
    longestTask: Math.max(0, ...(lhr.audits["long-tasks"]?.details?.items ?? []).map((item) => item.duration)),
    js,
    failing: Object.fromEntries(CATEGORIES.map((id) => [id, failingAudits(lhr, id)])),
    opportunities: ["render-blocking-resources", "unused-javascript", "unminified-javascript", "uses-text-compression", "uses-long-cache-ttl"]
      .filter((id) => typeof lhr.audits[id]?.score === "number" && lhr.audits[id].score < 0.9)
      .map((id) => `${id} (${lhr.audits[id].displayValue ?? "flagged"})`),
  };
}

function scoreOf(lhr, id) {
  const score = lhr.categories[id]?.score;
  return typeof score === "number" ? Math.round(score * 100) : null;
}

function printTable(results) {
  const header = ["screen", "perf", "a11y", "best pr.", "LCP s", "TBT ms", "longest ms", "CLS", "DOM", "JS gzip", "scripts"];
  const rows = results.map((result) => [
    result.screen.name,
    String(result.scores.performance ?? "n/a"),
    String(result.scores.accessibility ?? "n/a"),
    String(result.scores["best-practices"] ?? "n/a"),
    typeof result.lcp === "number" ? (result.lcp / 1000).toFixed(2) : "n/a",
    typeof result.tbt === "number" ? String(Math.round(result.tbt)) : "n/a",
    String(Math.round(result.longestTask)),
    typeof result.cls === "number" ? result.cls.toFixed(3) : "n/a",
    typeof result.dom === "number" ? String(result.dom) : "n/a",
    kb(result.js.reduce((total, file) => total + file.gzip, 0)),
    String(result.js.length),
  ]);
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((cells) => cells[i].length)));
  const line = (cells) => cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join("  ");
  console.log(line(header));
  console.log(widths.map((width) => "-".repeat(width)).join("  "));
  for (const cells of rows) console.log(line(cells));
}

async function main() {
  await ensureBuild();
  const app = await startApp({ dataDir: makeTempDir("growly-audit-app-data-") });
  log(`app on ${app.base} (fresh DATA_DIR, embedded database)`);
  const parent = await preparedParent(app.base);
  const lesson = parent.slideLesson;
  log(`parent ${parent.id} signed in and onboarded; lessons before the slide lesson ${lesson.id} ("${lesson.title}") completed`);
  const screens = [
    { name: "home", file: "home", path: "/" },
    { name: "lessons overview", file: "lessons-overview", path: "/lessons-overview" },
    { name: `slide lesson ${lesson.id}`, file: "slide-lesson", path: `/lessons/${lesson.levelId}/lesson/${lesson.id}/old` },
    { name: "progress", file: "progress", path: "/progress" },
  ];

  const chromium = await startChromium(runner);
  log(`Chromium ${chromiumPath} on DevTools port ${chromium.port}; Lighthouse (mobile) on ${screens.length} signed-in screens …`);
  const results = [];
  try {
    for (const screen of screens) results.push(await auditScreen(screen, app.base, chromium.port, parent.cookie));
  } finally {
    await stop(chromium.child);
    await stop(app.child);
  }

  console.log("");
  printTable(results);
  console.log("");
  let broken = false;
  for (const result of results) {
    for (const file of result.js) log(`  ${result.screen.name}: ${new URL(file.url).pathname} ${kb(file.raw)} raw, ${kb(file.gzip)} gzipped`);
    for (const [id, goal] of Object.entries(GOALS)) {
      const score = result.scores[id];
      if (score === null) broken = true;
      const verdict = score !== null && score >= goal ? "PASS" : "BELOW";
      const failing = result.failing[id].length > 0 ? ` (not passed: ${result.failing[id].join(", ")})` : "";
      log(`${result.screen.name}: ${id} ${score ?? "n/a"}, goal ≥ ${goal}: ${verdict}${verdict === "BELOW" ? failing : ""}`);
    }
    if (result.opportunities.length > 0) log(`${result.screen.name}: flagged: ${result.opportunities.join("; ")}`);
  }
  if (broken) throw new Error("Lighthouse ran but returned no score for some categories (see the reports)");
}

await run(main);
