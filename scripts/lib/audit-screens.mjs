// One signed-in screen measured by Lighthouse for npm run audit:app, and the check that the page it measured really was
// that parent's screen. The session lives in the browser's own cookie jar, as a parent's does: a cookie sent as an
// extra request header is shadowed by the ones the app sets, and the app then signs out half-way through the run
// while the address stays the same (docs/benchmarks.md#signed-in-screens-measured-signed-in).
import fs from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import puppeteer from "puppeteer-core";
import lighthouse from "lighthouse";
import { failingAudits, gzippedSizes, startChromium } from "./lighthouse.mjs";
import { createRunner } from "./processes.mjs";

/** The phone every screen is measured on: 390 px wide, Lighthouse's mobile throttling. */
export const AUDIT_PHONE = { mobile: true, width: 390, height: 844, deviceScaleFactor: 3, disabled: false };

/** The slide lesson's mark once its controls answer taps (src/client/players/activities/slides/slide-player.tsx). */
const LESSON_READY_MARK = "growly:lesson-ready";

/** The session cookie's name (src/server/auth/session-plugin.ts). */
export const SESSION_COOKIE = "growly.sid";

/** Chromium with a DevTools port, on its own (for the audit's own test): `close()` stops it and removes its profile. */
export async function openAuditChromium() {
  const runner = createRunner({ label: "audit" });
  const { port } = await startChromium(runner);
  return { port, close: () => runner.cleanUp() };
}

/** Puppeteer on the Chromium that startChromium() opened, with `cookie` ("growly.sid=…") in its cookie jar for `base`. */
export async function connectSignedIn(port, base, cookie) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: null });
  const page = await browser.newPage();
  const separator = cookie.indexOf("=");
  const client = await page.createCDPSession();
  await client.send("Network.setCookies", {
    cookies: [
      {
        name: cookie.slice(0, separator),
        value: cookie.slice(separator + 1),
        url: base,
        path: "/",
        httpOnly: true,
        sameSite: "Lax",
      },
    ],
  });
  await client.detach();
  return { browser, page };
}

/**
 * Throws, naming the screen, unless the page now shows `screen` rendered for the parent `parentId`: at the screen's
 * address, in the signed-in app (the shell's `data-signed-in` holds the parent's id: src/client/features/shell), not
 * the landing page nor a page the server sent signed out. `page` is a Puppeteer or Playwright page. `refused`: API
 * paths that answered 401 while the page loaded (a session dropped after the first screen signs the app out).
 */
export async function assertSignedIn(page, screen, parentId, refused = []) {
  // Runs in the page, where the browser's globals are.
  /* global location, document */
  const state = await page.evaluate(() => ({
    pathname: location.pathname,
    landing: document.documentElement.dataset.page === "landing",
    signedOut: document.documentElement.dataset.session === "none",
    parent: document.querySelector("[data-signed-in]")?.getAttribute("data-signed-in") ?? null,
  }));
  const problems = [];
  if (state.pathname !== new URL(screen.path, "http://x").pathname) problems.push(`it ended on ${state.pathname}`);
  if (state.landing) problems.push("it shows the landing page");
  if (state.signedOut) problems.push("the server sent it signed out");
  if (state.parent === null) problems.push("the signed-in app is not on the page");
  else if (state.parent !== String(parentId)) problems.push(`it is signed in as parent ${state.parent}`);
  if (refused.length > 0) problems.push(`${[...new Set(refused)].join(", ")} answered 401`);
  if (problems.length > 0) {
    throw new Error(
      `${screen.name} (${screen.path}) was not measured signed in as parent ${parentId}: ${problems.join("; ")}`,
    );
  }
}

/** API paths among Lighthouse's recorded requests that answered 401. */
export function refusedReads(lhr) {
  return (lhr.audits["network-requests"]?.details?.items ?? [])
    .filter((item) => item.statusCode === 401 && new URL(item.url).pathname.startsWith("/api/"))
    .map((item) => new URL(item.url).pathname);
}

function scoreOf(lhr, id) {
  const score = lhr.categories[id]?.score;
  return typeof score === "number" ? Math.round(score * 100) : null;
}

/**
 * Lighthouse (mobile, the default config, at 390 px) on one signed-in screen in `page`, which holds the session
 * (connectSignedIn); then the signed-in check on the page as Lighthouse left it. Writes the HTML and JSON reports
 * to `reportFile`. `onlyAudits` narrows the run (the audit's own test); `cookie` fetches the scripts again for their sizes.
 */
export async function auditScreen(
  screen,
  { base, page, parentId, cookie, categories, reportFile, onlyAudits, log = () => {} },
) {
  const startedAt = performance.now();
  const result = await lighthouse(
    `${base}${screen.path}`,
    {
      output: "html",
      logLevel: "error",
      onlyCategories: onlyAudits ? undefined : categories,
      ...(onlyAudits && { onlyAudits }),
      formFactor: "mobile",
      screenEmulation: AUDIT_PHONE,
    },
    undefined,
    page,
  );
  if (!result) throw new Error(`${screen.name}: Lighthouse returned no result`);
  const { lhr } = result;
  if (lhr.runtimeError)
    throw new Error(`${screen.name}: Lighthouse: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  if (reportFile) {
    fs.mkdirSync(path.dirname(reportFile), { recursive: true });
    fs.writeFileSync(reportFile, result.report);
    fs.writeFileSync(reportFile.replace(/\.html$/, ".json"), JSON.stringify(lhr));
  }
  await assertSignedIn(page, screen, parentId, refusedReads(lhr));
  for (const warning of lhr.runWarnings ?? []) log(`${screen.name}: warning: ${warning}`);

  const requests = lhr.audits["network-requests"]?.details?.items ?? [];
  const scripts = [...new Set(requests.filter((item) => item.resourceType === "Script").map((item) => item.url))];
  const js = await gzippedSizes(scripts, { headers: { cookie } });
  const numeric = (id) => lhr.audits[id]?.numericValue;
  const scores = Object.fromEntries((categories ?? []).map((id) => [id, scoreOf(lhr, id)]));
  // Lighthouse's CPU benchmark of this machine: simulated mobile throttling multiplies the main thread's observed time
  // by 4 whatever the machine, so on a slower host (a lower index) TBT and LCP come out higher.
  log(
    `${screen.name}: signed in as parent ${parentId}; Lighthouse finished in ${((performance.now() - startedAt) / 1000).toFixed(1)} s; ` +
      `machine benchmarkIndex ${Math.round(lhr.environment?.benchmarkIndex ?? 0)}`,
  );
  // docs/screens.md#no-lost-taps: from the first paint to the slide lesson's controls answering taps (its user-timing
  // mark), as observed in the page; Lighthouse's simulated throttling scales neither.
  const observedPaint = lhr.audits.metrics?.details?.items?.[0]?.observedFirstContentfulPaint;
  const readyMark = (lhr.audits["user-timings"]?.details?.items ?? []).find((item) => item.name === LESSON_READY_MARK);
  return {
    screen,
    scores,
    readyAfterPaint: readyMark && typeof observedPaint === "number" ? readyMark.startTime - observedPaint : undefined,
    lcp: numeric("largest-contentful-paint"),
    tbt: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    dom: numeric("dom-size"),
    apiReads: requests.filter((item) => new URL(item.url).pathname.startsWith("/api/")).length,
    // The longest main-thread task (simulated mobile time): a tap during it waits that long.
    longestTask: Math.max(0, ...(lhr.audits["long-tasks"]?.details?.items ?? []).map((item) => item.duration)),
    js,
    failing: Object.fromEntries((categories ?? []).map((id) => [id, failingAudits(lhr, id)])),
    opportunities: [
      "render-blocking-resources",
      "unused-javascript",
      "unminified-javascript",
      "uses-text-compression",
      "uses-long-cache-ttl",
    ]
      .filter((id) => typeof lhr.audits[id]?.score === "number" && lhr.audits[id].score < 0.9)
      .map((id) => `${id} (${lhr.audits[id].displayValue ?? "flagged"})`),
  };
}
