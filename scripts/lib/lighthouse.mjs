// Lighthouse driven against Debian's Chromium, shared by npm run audit:landing and npm run audit:app.
import { Buffer } from "node:buffer";
import fs from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import process from "node:process";
import { setTimeout as sleep } from "node:timers/promises";
import zlib from "node:zlib";
import lighthouse from "lighthouse";
import { hasExited } from "./processes.mjs";

export const chromiumPath = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
// docs/code-style.md#known-traps: without the background-networking flags Chromium floods the closed network.
const CHROMIUM_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** Launches Chromium with a remote-debugging port and returns that port once DevTools listens. */
export async function startChromium({ start, makeTempDir }) {
  if (!fs.existsSync(chromiumPath)) {
    throw new Error(`Chromium not found at ${chromiumPath} (set CHROMIUM_PATH, or apt-get install -y chromium)`);
  }
  const userDataDir = makeTempDir("growly-audit-chromium-");
  const args = [...CHROMIUM_FLAGS, `--user-data-dir=${userDataDir}`, "--remote-debugging-port=0", "about:blank"];
  const child = start(chromiumPath, args, process.env, "chromium");
  const portFile = path.join(userDataDir, "DevToolsActivePort");
  const deadline = performance.now() + 30_000;
  while (performance.now() < deadline) {
    if (hasExited(child)) throw new Error(`Chromium exited at start:\n${child.tail.join("\n")}`);
    if (fs.existsSync(portFile)) {
      const port = Number(fs.readFileSync(portFile, "utf8").split("\n")[0]);
      if (port > 0) return { child, port };
    }
    await sleep(50);
  }
  throw new Error(`Chromium did not open its DevTools port within 30 s:\n${child.tail.join("\n")}`);
}

/**
 * Lighthouse (mobile, the default config) on `url`; writes the HTML report to `reportFile`. `extraHeaders` go with
 * every request of the page (a session cookie, for a signed-in screen).
 */
export async function runLighthouse(url, port, { reportFile, extraHeaders, categories = ["performance", "accessibility", "best-practices", "seo"] }) {
  const result = await lighthouse(url, {
    port,
    hostname: "127.0.0.1",
    output: "html",
    logLevel: "error",
    onlyCategories: categories,
    ...(extraHeaders && { extraHeaders }),
  });
  if (!result) throw new Error("Lighthouse returned no result");
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  fs.mkdirSync(path.dirname(reportFile), { recursive: true });
  fs.writeFileSync(reportFile, result.report);
  // The full result beside the report, for reading the long tasks and request chains behind a score.
  fs.writeFileSync(reportFile.replace(/\.html$/, ".json"), JSON.stringify(lhr));
  return lhr;
}

/** Each URL's raw and gzipped size, as fetched now (with `headers`). */
export async function gzippedSizes(urls, { headers = {}, importsOf } = {}) {
  const files = [];
  const queue = [...urls];
  const seen = new Set(queue);
  while (queue.length > 0) {
    const url = queue.shift();
    const response = await fetch(url, { headers });
    if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}`);
    const bytes = Buffer.from(await response.arrayBuffer());
    files.push({ url, raw: bytes.length, gzip: zlib.gzipSync(bytes).length });
    if (!importsOf) continue;
    for (const next of importsOf(url, bytes.toString("utf8"))) {
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return files;
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** Audits that cost points in these categories (weight > 0, score < 1), by id. */
export function failingAudits(lhr, id) {
  return (lhr.categories[id]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && typeof audit.score === "number" && audit.score < 1)
    .map((audit) => audit.id);
}
