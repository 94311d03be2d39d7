// The mixed workload of signed-in parents for npm run bench:load and npm run soak: the app started from source (tsx,
// so dist/ is neither needed nor touched), parents registered through the API, and a closed-loop load generator on
// node:http keep-alive connections that records each answer's latency and status.
import { Buffer } from "node:buffer";
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { performance } from "node:perf_hooks";
import process from "node:process";
import { clearInterval, setInterval } from "node:timers";
import pg from "pg";
import { freePort, root } from "./processes.mjs";

/** A setting from the environment that must be a positive number; unset or empty gives the fallback. */
export function positive(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, not "${raw}"`);
  return value;
}

/**
 * Starts src/server/main.ts with tsx on PostgreSQL (`databaseUrl`) or the embedded database (`dataDir`), behind a
 * trusted proxy so that every parent can register from an address of its own (the limit is 30 sign-ups per address
 * per hour). Returns { child, base, pid }.
 */
export async function startSourceApp(runner, { databaseUrl, dataDir, label = "app" }) {
  const port = await freePort();
  const env = { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn", TRUST_PROXY: "true" };
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  const startedAt = performance.now();
  const child = runner.start(process.execPath, ["--import", "tsx", path.join(root, "src/server/main.ts")], env, label);
  const base = `http://127.0.0.1:${port}`;
  const seconds = await runner.waitHealthy(child, `${base}/api/health`, startedAt);
  return { child, base, seconds };
}

/** A fresh database on the PostgreSQL server of `serverUrl`, dropped by the runner's clean-up. Returns its URL. */
export async function freshPostgresDatabase(runner, serverUrl, prefix) {
  const name = `${prefix}_${crypto.randomBytes(6).toString("hex")}`;
  const withServer = async (sql) => {
    const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 5_000 });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await withServer(`create database ${name}`);
  runner.onCleanUp(async () => {
    await withServer(`drop database if exists ${name} with (force)`);
    runner.log(`dropped database ${name}`);
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  runner.log(`PostgreSQL: created database ${name} on ${url.host}`);
  return url.toString();
}

/** The resident set size of process `pid` in MiB (Linux /proc), or NaN elsewhere. */
export function rssMiB(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    return kib / 1024;
  } catch {
    return Number.NaN;
  }
}

let addressCounter = 0;
/** A distinct documentation-range address (198.18.0.0/15) per registration. */
function nextAddress() {
  addressCounter += 1;
  return `198.18.${Math.floor(addressCounter / 250) % 250}.${(addressCounter % 250) + 1}`;
}

/** Registers `count` parents; returns [{ id, cookie }]. */
export async function registerParents(base, count, tag) {
  const parents = [];
  for (let index = 0; index < count; index += 1) {
    const suffix = crypto.randomBytes(5).toString("hex");
    const response = await fetch(`${base}/api/auth/register`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: base, "x-forwarded-for": nextAddress() },
      body: JSON.stringify({ username: `${tag}_${suffix}`, email: `${tag}-${suffix}@example.com`, password: `load-password-${suffix}` }),
    });
    const text = await response.text();
    if (response.status !== 201) throw new Error(`POST /api/auth/register answered ${response.status}: ${text}`);
    const cookie = response.headers
      .getSetCookie()
      .map((header) => header.split(";")[0].trim())
      .find((pair) => pair.startsWith("growly.sid="));
    if (!cookie) throw new Error("registration set no growly.sid cookie");
    parents.push({ id: JSON.parse(text).id, cookie });
  }
  return parents;
}

/**
 * The lessons a parent on the free plan can complete one after the other, in curriculum order: a probe parent
 * completes lessons until the first refusal (a lesson the plan does not open, 402).
 */
export async function completableLessons(base, probe) {
  const lessons = JSON.parse(await (await fetch(`${base}/api/lessons`, { headers: { cookie: probe.cookie } })).text());
  const levels = JSON.parse(await (await fetch(`${base}/api/levels`, { headers: { cookie: probe.cookie } })).text());
  const levelOrder = new Map(levels.map((level, index) => [level.id, level.order ?? index]));
  const ordered = [...lessons].sort(
    (a, b) => (levelOrder.get(a.levelId) ?? 0) - (levelOrder.get(b.levelId) ?? 0) || (a.order ?? 0) - (b.order ?? 0) || a.id - b.id,
  );
  const open = [];
  for (const lesson of ordered) {
    const response = await fetch(`${base}/api/user/${probe.id}/lessons/${lesson.id}/progress`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: base, cookie: probe.cookie },
      body: JSON.stringify({ levelId: lesson.levelId, completed: true, score: 90 }),
    });
    await response.arrayBuffer();
    if (response.status !== 200) break;
    open.push({ id: lesson.id, levelId: lesson.levelId, title: lesson.title });
  }
  if (open.length === 0) throw new Error("a new parent cannot complete any lesson");
  return open;
}

/**
 * One parent's visit, request by request: the home screen's data, a lesson's content, its completion, and a
 * journal entry about it. `step` counts this parent's visits, so completions walk the open lessons in order.
 */
export function mixedSequence(parent, lesson) {
  const json = { "content-type": "application/json", cookie: parent.cookie };
  return [
    { name: "GET /api/user/{id}", method: "GET", path: `/api/user/${parent.id}` },
    { name: "GET /api/user/{id}/progress", method: "GET", path: `/api/user/${parent.id}/progress` },
    { name: "GET /api/levels", method: "GET", path: "/api/levels" },
    { name: "GET /api/lessons", method: "GET", path: "/api/lessons" },
    { name: "GET /api/lessons/{id}", method: "GET", path: `/api/lessons/${lesson.id}` },
    {
      name: "POST completion",
      method: "POST",
      path: `/api/user/${parent.id}/lessons/${lesson.id}/progress`,
      headers: json,
      body: JSON.stringify({ levelId: lesson.levelId, completed: true, score: 80 }),
    },
    {
      name: "POST /api/journal",
      method: "POST",
      path: "/api/journal",
      headers: json,
      body: JSON.stringify({ lessonId: lesson.id, lessonTitle: lesson.title, feeling: "Calm", improvementNotes: "We named the feeling together." }),
    },
  ].map((request) => ({ ...request, headers: { cookie: parent.cookie, ...request.headers } }));
}

function send(agent, base, request) {
  const url = new URL(base);
  return new Promise((resolve) => {
    const headers = { ...request.headers };
    if (request.body !== undefined) {
      headers["content-length"] = Buffer.byteLength(request.body);
      headers.origin = base;
    }
    const outgoing = http.request(
      { agent, host: url.hostname, port: url.port, method: request.method, path: request.path, headers, timeout: 30_000 },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
        response.on("error", () => resolve(0));
      },
    );
    outgoing.on("timeout", () => outgoing.destroy(new Error("timeout")));
    outgoing.on("error", () => resolve(0));
    outgoing.end(request.body);
  });
}

/**
 * Runs `connections` closed loops for `seconds`, each loop on its own keep-alive socket sending the requests
 * `next(loopIndex)` hands it, one at a time. Returns the latencies (ms, sorted), counts per status, and req/s.
 */
export async function closedLoops(base, { connections, seconds, next, onSecond }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies = [];
  const statuses = new Map();
  const errors = [];
  const endAt = performance.now() + seconds * 1000;
  const ticker = onSecond ? setInterval(onSecond, 1000) : undefined;
  const loop = async (index) => {
    while (performance.now() < endAt) {
      const request = next(index);
      const startedAt = performance.now();
      const status = await send(agent, base, request);
      latencies.push(performance.now() - startedAt);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      if ((status < 200 || status >= 300) && errors.length < 10) errors.push(`${request.method} ${request.path} → ${status || "network error"}`);
    }
  };
  const startedAt = performance.now();
  await Promise.all(Array.from({ length: connections }, (_, index) => loop(index)));
  const elapsed = (performance.now() - startedAt) / 1000;
  if (ticker) clearInterval(ticker);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const failed = [...statuses].filter(([status]) => status < 200 || status >= 300).reduce((sum, [, count]) => sum + count, 0);
  return {
    requests: latencies.length,
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    max: latencies.at(-1) ?? 0,
    failed,
    statuses: Object.fromEntries(statuses),
    errors,
  };
}

function percentile(sorted, share) {
  if (sorted.length === 0) return 0;
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] * 100) / 100;
}

/**
 * The mixed workload's request source: loop i acts for parents[i % parents.length], walking mixedSequence() over
 * and over, one open lesson further each visit (so first completions, then replays).
 */
export function mixedSource(parents, lessons) {
  const state = parents.map(() => ({ visit: 0, step: 0, sequence: undefined }));
  return (index) => {
    const slot = state[index % parents.length];
    if (!slot.sequence || slot.step >= slot.sequence.length) {
      const lesson = lessons[slot.visit % lessons.length];
      slot.sequence = mixedSequence(parents[index % parents.length], lesson);
      slot.step = 0;
      slot.visit += 1;
    }
    const request = slot.sequence[slot.step];
    slot.step += 1;
    return request;
  };
}

export function formatRow(label, result) {
  return (
    `${label.padEnd(34)} ${result.rps.toFixed(0).padStart(6)} req/s  p50 ${result.p50.toFixed(2).padStart(7)} ms  ` +
    `p95 ${result.p95.toFixed(2).padStart(7)} ms  p99 ${result.p99.toFixed(2).padStart(7)} ms  ` +
    `${result.requests} requests, ${result.failed} failed`
  );
}
