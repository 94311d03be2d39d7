// npm run audit:app — Lighthouse (mobile, the default config, 390 px) on the screens a signed-in parent opens: home, the
// lessons overview, the journal, stories, the profile, settings, a slide lesson, a steps lesson and /progress. It signs
// a new parent in on the built app (embedded database), answers onboarding, completes through the API the lessons
// before the first steps lesson, puts the session in Chromium's own cookie jar, and audits each screen. After every
// screen it checks that the page Lighthouse measured was that parent's signed-in screen (scripts/lib/audit-screens.mjs)
// and fails, naming the screen, when it was not. For each screen it prints the scores, LCP, TBT, CLS, the API reads
// and the gzipped JavaScript fetched before the page was idle (every script Lighthouse saw it fetch).
//
// It is a report: a score under its goal still exits 0. It exits 1 when the audit cannot run or a screen was not
// measured signed in.
import crypto from "node:crypto";
import process from "node:process";
import path from "node:path";
import { ONBOARDING_ANSWERS as ONBOARDING } from "./lib/onboarding.mjs";
import { createRunner, root, stop } from "./lib/processes.mjs";
import { chromiumPath, kb, startChromium } from "./lib/lighthouse.mjs";
import { auditScreen, connectSignedIn } from "./lib/audit-screens.mjs";

const GOALS = { performance: 95, accessibility: 100, "best-practices": 100 };
const CATEGORIES = ["performance", "accessibility", "best-practices"];

/** `npm run audit:app -- journal settings`: only the screens named (by their report's name), for a quicker look. */
const only = process.argv.slice(2);

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

/**
 * A new parent, signed in, onboarded, with every lesson before the first steps lesson completed (the first slide lesson
 * among them): both lessons are open to play.
 */
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
  let slideLesson;
  for (const lesson of pathOrder) {
    const full = (await api(base, "GET", `/api/lessons/${lesson.id}`, { cookie })).body;
    if (Array.isArray(full.content?.slides)) slideLesson ??= lesson;
    if (Array.isArray(full.content?.steps)) {
      if (!slideLesson) throw new Error("the curriculum has no slide lesson before its first steps lesson");
      return { id, cookie, slideLesson, stepsLesson: lesson };
    }
    await api(base, "POST", `/api/user/${id}/lessons/${lesson.id}/progress`, {
      cookie,
      body: { levelId: lesson.levelId, completed: true, score: 100 },
    });
  }
  throw new Error("the curriculum has no steps lesson");
}

function printTable(results) {
  const header = ["screen", "perf", "a11y", "best pr.", "LCP s", "TBT ms", "longest ms", "CLS", "DOM", "API", "JS gzip", "scripts"];
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
    String(result.apiReads),
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
  const { slideLesson: slide, stepsLesson: steps } = parent;
  log(`parent ${parent.id} signed in and onboarded; lessons before the steps lesson ${steps.id} ("${steps.title}") completed`);
  const lessonPath = (lesson) => `/lessons/${lesson.levelId}/lesson/${lesson.id}/old`;
  const screens = [
    { name: "home", file: "home", path: "/" },
    { name: "lessons overview", file: "lessons-overview", path: "/lessons-overview" },
    { name: "journal", file: "journal", path: "/journal" },
    { name: "stories", file: "stories", path: "/stories" },
    { name: "profile", file: "profile", path: "/profile" },
    { name: "settings", file: "settings", path: "/settings" },
    { name: `slide lesson ${slide.id}`, file: "slide-lesson", path: lessonPath(slide) },
    { name: `steps lesson ${steps.id}`, file: "steps-lesson", path: lessonPath(steps) },
    { name: "progress", file: "progress", path: "/progress" },
  ].filter((screen) => only.length === 0 || only.includes(screen.file));

  const chromium = await startChromium(runner);
  log(`Chromium ${chromiumPath} on DevTools port ${chromium.port}; Lighthouse (mobile, 390 px) on ${screens.length} signed-in screens …`);
  const results = [];
  const { browser, page } = await connectSignedIn(chromium.port, app.base, parent.cookie);
  try {
    for (const screen of screens) {
      const reportFile = path.join(root, ".tmp", "lighthouse", `app-${screen.file}.html`);
      const options = { base: app.base, page, parentId: parent.id, cookie: parent.cookie, categories: CATEGORIES, reportFile, log };
      results.push(
        await auditScreen(screen, options).catch((error) => {
          // Lighthouse's own failures to record (NO_NAVSTART on a busy machine) ask for another run; a screen that was
          // not signed in never gets one.
          if (!String(error?.message).startsWith(`${screen.name}: Lighthouse:`)) throw error;
          log(`${error.message}: running it once more`);
          return auditScreen(screen, options);
        }),
      );
      log(`${screen.name}: report ${path.relative(root, reportFile)}`);
    }
  } finally {
    await browser.disconnect();
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
    if (result.readyAfterPaint !== undefined) {
      log(`${result.screen.name}: controls ready ${Math.round(result.readyAfterPaint)} ms after the first paint (observed)`);
    }
    if (result.opportunities.length > 0) log(`${result.screen.name}: flagged: ${result.opportunities.join("; ")}`);
  }
  if (broken) throw new Error("Lighthouse ran but returned no score for some categories (see the reports)");
}

await run(main);
