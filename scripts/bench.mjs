// npm run bench — start-up time and HTTP throughput of the built app, next to a bare node:http server.
//
// The load generator shares the machine's cores with the servers, so absolute figures move from run to run;
// read the app/bare ratio, which is measured in the same run on the same machine (STACK.md "load").
import { Buffer } from "node:buffer";
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import process from "node:process";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { buildIsStale } from "./build-freshness.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const serverEntry = path.join(root, "dist/server/main.js");
const CONNECTIONS = 10;
const DURATION_S = 10;
const WARMUP_S = 2;
const HEALTH_TIMEOUT_MS = 60_000;

/** Every child process we started, so that any exit path can stop them. */
const children = new Set();
const tempDirs = [];

function log(line) {
  console.log(`[bench] ${line}`);
}

function ensureBuild() {
  // Measuring a build older than the sources would report on code that no longer exists.
  if (fs.existsSync(serverEntry) && !buildIsStale()) return;
  const why = fs.existsSync(serverEntry) ? "older than the sources" : "missing";
  log(`the build (dist/server/main.js) is ${why}: running npm run build`);
  const npm = process.platform === "win32" ? "npm.cmd" : "npm";
  const result = spawnSync(npm, ["run", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0 || !fs.existsSync(serverEntry)) {
    throw new Error(`npm run build failed (exit ${result.status ?? result.signal})`);
  }
}

async function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function makeTempDir(prefix) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  tempDirs.push(dir);
  return dir;
}

/** Spawns `node <script>` and keeps the last lines of its output for error messages. */
function spawnNode(script, env, label) {
  const child = spawn(process.execPath, [script], {
    cwd: root,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const tail = [];
  const keep = (chunk) => {
    tail.push(...chunk.toString().split("\n").filter(Boolean));
    if (tail.length > 40) tail.splice(0, tail.length - 40);
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  child.exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
  child.label = label;
  child.tail = tail;
  children.add(child);
  child.exited.then(() => children.delete(child));
  return child;
}

async function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
  await child.exited;
  clearTimeout(timer);
}

function stopAllNow() {
  for (const child of children) {
    try {
      child.kill("SIGKILL");
    } catch {
      // already gone
    }
  }
}

/** Polls until `url` answers 200; returns seconds since `startedAt` (a performance.now() value). */
async function waitHealthy(child, url, startedAt) {
  const deadline = startedAt + HEALTH_TIMEOUT_MS;
  while (performance.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${child.label} exited (${child.exitCode ?? child.signalCode}) before answering:\n${child.tail.join("\n")}`);
    }
    try {
      const response = await fetch(url, { signal: globalThis.AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (response.status === 200) return (performance.now() - startedAt) / 1000;
    } catch {
      // not listening yet
    }
    await sleep(25);
  }
  throw new Error(`${child.label} did not answer 200 on ${url} within ${HEALTH_TIMEOUT_MS / 1000} s:\n${child.tail.join("\n")}`);
}

async function startApp(dataDir) {
  const port = await freePort();
  const env = { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn" };
  // The benchmark measures the embedded database that a fresh DATA_DIR implies.
  delete env.DATABASE_URL;
  const startedAt = performance.now();
  const child = spawnNode(serverEntry, env, "app");
  const base = `http://127.0.0.1:${port}`;
  const seconds = await waitHealthy(child, `${base}/api/health`, startedAt);
  return { child, base, seconds };
}

/** A level-like record, so the fallback body has the shape and byte mix of real API JSON. */
function sampleLevel(index) {
  const colours = ["blue", "purple", "orange", "green"];
  return {
    id: index + 1,
    order: index + 1,
    title: `Level ${index + 1}: Big Feelings, Small Steps`,
    description: "Short, warm lessons on naming feelings, offering limited choices and repairing after a hard moment.",
    color: colours[index % colours.length],
    lessonCount: 6,
    completedLessons: index % 3,
    unlocked: index < 2,
  };
}

/** The body the bare server returns: the app's real /api/levels bytes when it has that route. */
async function benchmarkBody(base) {
  const levels = await fetch(`${base}/api/levels`);
  const levelsBody = Buffer.from(await levels.arrayBuffer());
  const isJson = (levels.headers.get("content-type") ?? "").includes("json");
  if (levels.status === 200 && isJson) {
    return { body: levelsBody, source: `the app's GET /api/levels response (${levelsBody.length} bytes)`, levelsStatus: 200 };
  }
  const health = await (await fetch(`${base}/api/health`)).json();
  const payload = { ...health, levels: [] };
  while (Buffer.byteLength(JSON.stringify(payload)) < 4096) payload.levels.push(sampleLevel(payload.levels.length));
  const body = Buffer.from(JSON.stringify(payload));
  return {
    body,
    source: `GET /api/levels answered ${levels.status}${isJson ? "" : " (not JSON)"}: /api/health body padded with level-like records (${body.length} bytes)`,
    levelsStatus: isJson ? levels.status : `${levels.status}, not JSON`,
  };
}

const BARE_SERVER = `
import fs from "node:fs";
import http from "node:http";
const body = fs.readFileSync(process.env.BODY_FILE);
const headers = { "content-type": "application/json; charset=utf-8", "content-length": body.length };
http.createServer((_request, response) => { response.writeHead(200, headers); response.end(body); })
  .listen(Number(process.env.PORT), "127.0.0.1");
process.on("SIGTERM", () => process.exit(0));
`;

async function startBare(body, dir) {
  const script = path.join(dir, "bare-server.mjs");
  const bodyFile = path.join(dir, "body.json");
  fs.writeFileSync(script, BARE_SERVER);
  fs.writeFileSync(bodyFile, body);
  const port = await freePort();
  const startedAt = performance.now();
  const child = spawnNode(script, { ...process.env, PORT: String(port), BODY_FILE: bodyFile }, "bare server");
  const base = `http://127.0.0.1:${port}`;
  await waitHealthy(child, `${base}/`, startedAt);
  return { child, base };
}

async function load(url) {
  await autocannon({ url, connections: CONNECTIONS, duration: WARMUP_S });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p975: result.latency.p97_5,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

function printTable(rows) {
  const header = ["route", "req/s", "p50 ms", "p97.5 ms", "p99 ms", "errors", "non-2xx", "app/bare"];
  const body = rows.map((row) => [
    row.route,
    row.rps.toFixed(0),
    String(row.p50),
    String(row.p975),
    String(row.p99),
    String(row.errors),
    String(row.non2xx),
    row.ratio,
  ]);
  const widths = header.map((title, i) => Math.max(title.length, ...body.map((cells) => cells[i].length)));
  const line = (cells) => cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join("  ");
  console.log(line(header));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const cells of body) console.log(line(cells));
}

async function main() {
  ensureBuild();
  const dataDir = makeTempDir("growly-bench-data-");
  const workDir = makeTempDir("growly-bench-");
  log(`node ${process.version}, ${os.cpus().length} cores; ${CONNECTIONS} connections, ${WARMUP_S} s warm-up + ${DURATION_S} s per route`);

  const first = await startApp(dataDir);
  const health = await (await fetch(`${first.base}/api/health`)).json();
  log(`cold start, new DATA_DIR: ${first.seconds.toFixed(2)} s (database: ${health.database ?? "unknown"})`);
  await stop(first.child);

  const app = await startApp(dataDir);
  log(`cold start, existing DATA_DIR: ${app.seconds.toFixed(2)} s`);

  const { body, source, levelsStatus } = await benchmarkBody(app.base);
  log(`bare server body: ${source}`);
  const bare = await startBare(body, workDir);

  const targets = [
    { route: "bare node:http (JSON)", url: `${bare.base}/`, bare: true },
    { route: "app GET /api/health", url: `${app.base}/api/health` },
    { route: "app GET / (landing HTML)", url: `${app.base}/` },
  ];
  if (levelsStatus === 200) targets.push({ route: "app GET /api/levels", url: `${app.base}/api/levels` });
  else log(`app GET /api/levels: skipped (it answered ${levelsStatus}${levelsStatus === 404 ? ": the route does not exist yet" : ""})`);

  const landing = await fetch(`${app.base}/`);
  const landingBytes = (await landing.arrayBuffer()).byteLength;
  log(`landing GET / answers ${landing.status}, ${landing.headers.get("content-type")}, ${landingBytes} bytes`);

  const rows = [];
  for (const target of targets) {
    log(`loading ${target.route} …`);
    rows.push({ route: target.route, ...(await load(target.url)), bare: target.bare });
  }
  const bareRps = rows.find((row) => row.bare)?.rps ?? 0;
  for (const row of rows) row.ratio = row.bare ? "1.00" : bareRps > 0 ? (row.rps / bareRps).toFixed(2) : "n/a";

  console.log("");
  printTable(rows);
  console.log("");
  log(`cold start, new DATA_DIR: ${first.seconds.toFixed(2)} s; cold start, existing DATA_DIR: ${app.seconds.toFixed(2)} s`);

  await stop(bare.child);
  await stop(app.child);
}

function cleanUp() {
  stopAllNow();
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
}

process.on("SIGINT", () => {
  cleanUp();
  process.exit(130);
});
process.on("SIGTERM", () => {
  cleanUp();
  process.exit(143);
});

try {
  await main();
  cleanUp();
} catch (error) {
  cleanUp();
  console.error(`[bench] failed: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
}
