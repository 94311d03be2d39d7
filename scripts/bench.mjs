// npm run bench — start-up time and HTTP throughput of the built app, next to bare baselines measured in the same
// run: a bare node:http server returning the very same bytes, and (with BENCH_DATABASE_URL) a bare `pg` query loop.
//
// The load generator shares the machine's cores with the servers, so absolute figures move from run to run;
// read the app/bare ratios, which are measured in the same run on the same machine
// (docs/benchmarks.md#a-note-on-the-numbers).
//
//   BENCH_DURATION=10           seconds measured per route (after a BENCH_WARMUP=2 s warm-up)
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres
//                               also measure on PostgreSQL: a fresh database growly_bench_<random> is created
//                               on that server and dropped at the end
//   BENCH_BURST_ROUNDS=30       rounds of the password burst: 200 simultaneous wrong passwords on one account (each
//                               from its own address, as from a botnet) while a second parent signs in; its p99 is reported
//   BENCH_PARTS=embedded,postgres,home,address-burst   which parts run (default: all; postgres needs BENCH_DATABASE_URL);
//                               home: parents opening home at steady rates, how many get it rendered by the server and how long their
//                               visit takes; address-burst: 300 wrong logins at once from one address on the embedded
//                               database, and the p99 of an unrelated read meanwhile next to the same read without them
//   BENCH_ADDRESS_BURST_ROUNDS=5   rounds of the address burst, each from a fresh address
//   BENCH_ROUNDS=3              the PostgreSQL comparison alternates app and bare loop this many times, each for
//                               BENCH_DURATION / BENCH_ROUNDS, so that a change in the machine's load touches both
import { Buffer } from "node:buffer";
import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import process from "node:process";
import { setTimeout as sleep } from "node:timers/promises";
import autocannon from "autocannon";
import pg from "pg";
import { ONBOARDING_ANSWERS } from "./lib/onboarding.mjs";
import { createRunner, freePort, stop } from "./lib/processes.mjs";

const CONNECTIONS = 10;
const DURATION_S = secondsFromEnv("BENCH_DURATION", 10);
const WARMUP_S = secondsFromEnv("BENCH_WARMUP", 2);
/** The goal (docs/benchmarks.md): the signed-in lesson list keeps at least this share of a bare server's throughput. */
const LESSONS_GOAL = 0.75;
/** Login storm: this many logins in flight (each an argon2 verify) while GET /api/levels is measured. */
const STORM_CONNECTIONS = 20;
const STORM_P99_GOAL_MS = 50;
/** Password burst: rounds of this many simultaneous wrong passwords on one account, each from its own address. */
const BURST_SIZE = 200;
const BURST_ROUNDS = secondsFromEnv("BENCH_BURST_ROUNDS", 30);
/** PostgreSQL part: the progress route at this many connections, against a pool of this many clients. */
const PG_CONNECTIONS = 50;
const PG_POOL_SIZE = 10;
/** Goal: a signed-in per-parent read keeps at least this share of the bare loop's throughput. */
const PG_GOAL = 0.5;
const PG_ROUNDS = Math.max(1, Math.round(secondsFromEnv("BENCH_ROUNDS", 3)));
const PARTS = new Set((process.env.BENCH_PARTS || "embedded,postgres,home,address-burst").split(",").map((part) => part.trim()));
/** Address burst (docs/benchmarks.md#a-burst-from-one-address): this many wrong logins at once from one address. */
const ADDRESS_BURST_SIZE = 300;
const ADDRESS_BURST_ROUNDS = Math.max(1, Math.round(secondsFromEnv("BENCH_ADDRESS_BURST_ROUNDS", 5)));
/** Meanwhile a parent's unrelated read (a database read) is sent every this many ms, open loop; goal for its p99. */
const READ_INTERVAL_MS = 10;
const ADDRESS_BURST_P99_GOAL_MS = 200;
/** Home part: parents arriving at these rates (per second), each for this many seconds. */
const HOME_RATES = [10, 40, 80, 160];
const HOME_SECONDS = 5;
/** The progress route's own statement (src/server/progress/routes.ts, progress_list_json), so both sides do the same work. */
const PROGRESS_QUERY = `select coalesce(json_agg(json_build_object(
  'id', id, 'lessonId', lesson_id, 'levelId', level_id, 'completed', completed, 'score', score,
  'completedAt', to_char(completed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
) order by id), '[]')::text as list
from user_progress where user_id = $1`;

const { log, ensureBuild, makeTempDir, start, waitHealthy, startApp, onCleanUp, run } = createRunner({ label: "bench" });

function secondsFromEnv(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number of seconds, not "${raw}"`);
  return value;
}

/** The cookie pair (`growly.sid=…`) the app set on `response`. */
function sessionCookie(response) {
  const pair = response.headers
    .getSetCookie()
    .map((header) => header.split(";")[0].trim())
    .find((cookie) => cookie.startsWith("growly.sid="));
  if (!pair) throw new Error(`no growly.sid cookie in the answer of ${response.url}`);
  return pair;
}

let addressCounter = 0;
/** A client address no other request of this run used (the app runs with TRUST_PROXY=1, so X-Forwarded-For names it). */
function nextAddress() {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

/** Registers a fresh parent; returns its user record, session cookie and credentials. */
async function registerParent(base, tag) {
  const suffix = crypto.randomBytes(4).toString("hex");
  const credentials = { email: `bench-${tag}-${suffix}@example.com`, password: `bench-password-${suffix}` };
  const response = await fetch(`${base}/api/auth/register`, {
    method: "POST",
    // A state change must come from the app's own origin (docs/product-rules.md#requests); each parent from its own
    // address.
    headers: { "content-type": "application/json", origin: base, "x-forwarded-for": nextAddress() },
    body: JSON.stringify({ username: `bench_${tag}_${suffix}`, ...credentials }),
  });
  const text = await response.text();
  if (response.status !== 201) throw new Error(`POST /api/auth/register answered ${response.status}: ${text}`);
  return { user: JSON.parse(text), cookie: sessionCookie(response), ...credentials };
}

/** GETs a JSON route with the session cookie; returns its exact body bytes. */
async function fetchBody(base, route, cookie) {
  const response = await fetch(`${base}${route}`, { headers: { cookie } });
  const body = Buffer.from(await response.arrayBuffer());
  const type = response.headers.get("content-type") ?? "";
  if (response.status !== 200 || !type.includes("json")) {
    throw new Error(`GET ${route} (signed in) answered ${response.status} ${type}: ${body.toString().slice(0, 200)}`);
  }
  return body;
}

const BARE_SERVER = `
import fs from "node:fs";
import http from "node:http";
// BODIES_FILE: { "/path": "/file/with/the/body", ... }; every body is read once and served as it is.
const routes = new Map(
  Object.entries(JSON.parse(fs.readFileSync(process.env.BODIES_FILE, "utf8"))).map(([route, file]) => {
    const body = fs.readFileSync(file);
    return [route, { body, headers: { "content-type": "application/json; charset=utf-8", "content-length": body.length } }];
  }),
);
http.createServer((request, response) => {
  const route = routes.get(request.url);
  if (!route) { response.writeHead(404); response.end(); return; }
  response.writeHead(200, route.headers);
  response.end(route.body);
}).listen(Number(process.env.PORT), "127.0.0.1");
process.on("SIGTERM", () => process.exit(0));
`;

/** A bare node:http server answering each path of `bodies` (a Map path → Buffer) with those exact bytes. */
async function startBare(bodies, dir) {
  const script = path.join(dir, "bare-server.mjs");
  fs.writeFileSync(script, BARE_SERVER);
  const files = {};
  let index = 0;
  for (const [route, body] of bodies) {
    const file = path.join(dir, `body-${index++}.json`);
    fs.writeFileSync(file, body);
    files[route] = file;
  }
  const bodiesFile = path.join(dir, "bodies.json");
  fs.writeFileSync(bodiesFile, JSON.stringify(files));
  const port = await freePort();
  const startedAt = performance.now();
  const child = start(process.execPath, [script], { ...process.env, PORT: String(port), BODIES_FILE: bodiesFile }, "bare server");
  const base = `http://127.0.0.1:${port}`;
  await waitHealthy(child, `${base}${bodies.keys().next().value}`, startedAt);
  // The ratio means something only if both servers send the same bytes.
  for (const [route, body] of bodies) {
    const served = Buffer.from(await (await fetch(`${base}${route}`)).arrayBuffer());
    if (!served.equals(body)) throw new Error(`the bare server's ${route} body differs from the app's`);
  }
  return { child, base };
}

function summarise(result) {
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p975: result.latency.p97_5,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** Warm-up, then the measured run; `options` go to autocannon (headers, method, body, connections). */
async function load(url, options = {}) {
  const settings = { url, connections: CONNECTIONS, ...options };
  await autocannon({ ...settings, duration: WARMUP_S });
  return summarise(await autocannon({ ...settings, duration: DURATION_S }));
}

function percentile(sorted, share) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
}

/**
 * The bare database baseline: `loops` queries kept in flight through a pg.Pool of `poolSize` clients for
 * `seconds`, after a warm-up. Latency is measured per query, from pool.query() to its result.
 */
async function pgQueryLoop(connectionString, userId, { loops, poolSize, seconds = DURATION_S, warmup = WARMUP_S }) {
  const pool = new pg.Pool({ connectionString, max: poolSize });
  // An idle client ended by the server (the benchmark database is dropped WITH (FORCE) at the end) is not a result.
  pool.on("error", () => {});
  try {
    const run = async (seconds, latencies) => {
      let errors = 0;
      const endAt = performance.now() + seconds * 1000;
      const loop = async () => {
        while (performance.now() < endAt) {
          const startedAt = performance.now();
          try {
            await pool.query(PROGRESS_QUERY, [userId]);
            latencies.push(performance.now() - startedAt);
          } catch {
            errors += 1;
          }
        }
      };
      const startedAt = performance.now();
      await Promise.all(Array.from({ length: loops }, loop));
      return { errors, elapsed: (performance.now() - startedAt) / 1000 };
    };
    if (warmup > 0) await run(warmup, []);
    const latencies = [];
    const { errors, elapsed } = await run(seconds, latencies);
    latencies.sort((a, b) => a - b);
    const round = (ms) => Math.round(ms * 100) / 100;
    return {
      rps: latencies.length / elapsed,
      p50: round(percentile(latencies, 0.5)),
      p975: round(percentile(latencies, 0.975)),
      p99: round(percentile(latencies, 0.99)),
      errors,
      non2xx: 0,
    };
  } finally {
    await pool.end();
  }
}

/** Rounds of equal length as one figure: mean throughput, the worst round's latencies, every error. */
function combined(rounds) {
  const worst = (key) => Math.max(...rounds.map((round) => round[key]));
  return {
    rps: rounds.reduce((total, round) => total + round.rps, 0) / rounds.length,
    p50: worst("p50"),
    p975: worst("p975"),
    p99: worst("p99"),
    errors: rounds.reduce((total, round) => total + round.errors, 0),
    non2xx: rounds.reduce((total, round) => total + round.non2xx, 0),
  };
}

function printTable(rows) {
  const header = ["route", "conns", "req/s", "p50 ms", "p97.5 ms", "p99 ms", "errors", "non-2xx", "ratio"];
  const body = rows.map((row) => [
    row.route,
    String(row.connections),
    row.rps.toFixed(0),
    String(row.p50),
    String(row.p975),
    String(row.p99),
    String(row.errors),
    String(row.non2xx),
    row.ratio ?? "",
  ]);
  const widths = header.map((title, i) => Math.max(title.length, ...body.map((cells) => cells[i].length)));
  const line = (cells) => cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join("  ");
  console.log(line(header));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const cells of body) console.log(line(cells));
}

const ratio = (app, bare) => (bare.rps > 0 ? app.rps / bare.rps : Number.NaN);

/** Embedded database: cold starts, public routes, signed-in curriculum routes against bare, login storm. */
async function embeddedPart(rows, summary) {
  const dataDir = makeTempDir("growly-bench-data-");
  const workDir = makeTempDir("growly-bench-");

  const first = await startApp({ dataDir });
  const health = await (await fetch(`${first.base}/api/health`)).json();
  summary.coldNew = first.seconds;
  log(`cold start, new DATA_DIR: ${first.seconds.toFixed(2)} s (database: ${health.database ?? "unknown"})`);
  await stop(first.child);

  // Behind a trusted proxy, so the password burst can come from many addresses like a botnet's.
  const app = await startApp({ dataDir, env: { TRUST_PROXY: "1" } });
  summary.coldExisting = app.seconds;
  log(`cold start, existing DATA_DIR: ${app.seconds.toFixed(2)} s`);

  const parent = await registerParent(app.base, "reader");
  const levelsBody = await fetchBody(app.base, "/api/levels", parent.cookie);
  const lessonsBody = await fetchBody(app.base, "/api/lessons", parent.cookie);
  log(`signed-in bodies: GET /api/levels ${levelsBody.length} bytes, GET /api/lessons ${lessonsBody.length} bytes (the bare server sends the same bytes)`);
  const bare = await startBare(new Map([["/levels", levelsBody], ["/lessons", lessonsBody]]), workDir);

  const landing = await fetch(`${app.base}/`);
  const landingBytes = (await landing.arrayBuffer()).byteLength;
  log(`landing GET / answers ${landing.status}, ${landing.headers.get("content-type")}, ${landingBytes} bytes`);

  const signedIn = { headers: { cookie: parent.cookie } };
  const measure = async (route, url, options = {}) => {
    log(`loading ${route} …`);
    const row = { route, connections: options.connections ?? CONNECTIONS, ...(await load(url, options)) };
    rows.push(row);
    return row;
  };
  // Each app route right after its bare twin, so that drift on the shared machine touches both alike.
  const bareLevels = await measure(`bare node:http, /api/levels bytes`, `${bare.base}/levels`);
  bareLevels.ratio = "1.00";
  const levels = await measure("app GET /api/levels (signed in)", `${app.base}/api/levels`, signedIn);
  const bareLessons = await measure(`bare node:http, /api/lessons bytes`, `${bare.base}/lessons`);
  bareLessons.ratio = "1.00";
  const lessons = await measure("app GET /api/lessons (signed in)", `${app.base}/api/lessons`, signedIn);
  const healthRow = await measure("app GET /api/health", `${app.base}/api/health`);
  const landingRow = await measure("app GET / (landing HTML)", `${app.base}/`);

  summary.levelsRatio = ratio(levels, bareLevels);
  summary.lessonsRatio = ratio(lessons, bareLessons);
  summary.levelsBytes = levelsBody.length;
  summary.lessonsBytes = lessonsBody.length;
  levels.ratio = summary.levelsRatio.toFixed(2);
  lessons.ratio = summary.lessonsRatio.toFixed(2);
  // Public routes: against the bare /api/levels bytes, as a rough reference only (other bodies).
  healthRow.ratio = `${ratio(healthRow, bareLevels).toFixed(2)}*`;
  landingRow.ratio = `${ratio(landingRow, bareLevels).toFixed(2)}*`;
  await stop(bare.child);

  // Login storm: STORM_CONNECTIONS correct logins in flight the whole time, each connection signing in its own parent
  // (one account's logins are limited when they pile up); GET /api/levels measured meanwhile.
  const stormUsers = [];
  for (let index = 0; index < STORM_CONNECTIONS; index += 1) stormUsers.push(await registerParent(app.base, `storm${index}`));
  const stormBodies = stormUsers.map((user) => JSON.stringify({ email: user.email, password: user.password }));
  let stormTurn = 0;
  const stormOptions = {
    url: `${app.base}/api/auth/login`,
    connections: STORM_CONNECTIONS,
    method: "POST",
    headers: { "content-type": "application/json", origin: app.base },
    body: stormBodies[0],
    requests: [{ setupRequest: (request) => ({ ...request, body: stormBodies[stormTurn++ % stormBodies.length] }) }],
  };
  const probe = await fetch(stormOptions.url, { ...stormOptions, requests: undefined });
  await probe.arrayBuffer();
  if (probe.status !== 200) throw new Error(`POST /api/auth/login answered ${probe.status} for a storm account`);
  log(`login storm: ${STORM_CONNECTIONS} logins in flight, GET /api/levels measured at ${CONNECTIONS} connections …`);
  const storm = autocannon({ ...stormOptions, duration: WARMUP_S * 2 + DURATION_S });
  await sleep(WARMUP_S * 1000);
  let stormLevels;
  try {
    stormLevels = summarise(
      await autocannon({ url: `${app.base}/api/levels`, connections: CONNECTIONS, duration: DURATION_S, ...signedIn }),
    );
  } finally {
    summary.storm = summarise(await storm);
  }
  rows.push({ route: `app GET /api/levels during login storm`, connections: CONNECTIONS, ...stormLevels });
  rows.push({ route: `app POST /api/auth/login (the storm)`, connections: STORM_CONNECTIONS, ...summary.storm });
  summary.stormLevels = stormLevels;
  summary.quietLevels = levels;

  summary.burst = await passwordBurst(app.base);

  await stop(app.child);
}

/** POST /api/auth/login for `email`, from `address`; resolves to { status, ms }. */
async function timedLogin(base, email, password, address) {
  const startedAt = performance.now();
  const response = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base, "x-forwarded-for": address },
    body: JSON.stringify({ email, password }),
  });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - startedAt };
}

/**
 * A botnet's password burst: BURST_ROUNDS rounds, each BURST_SIZE simultaneous wrong passwords on a fresh victim's
 * account, each from its own address, while a second parent signs in normally from home at the same moment. Reports
 * the second parent's login time (p50, p99) next to the same login without a burst, and how many wrong passwords
 * reached the password check (answered 401) rather than 429.
 */
async function passwordBurst(base) {
  const parent = await registerParent(base, "second");
  const home = nextAddress();
  const quiet = [];
  for (let round = 0; round < BURST_ROUNDS; round += 1) {
    const login = await timedLogin(base, parent.email, parent.password, home);
    if (login.status !== 200) throw new Error(`the second parent's quiet login answered ${login.status}`);
    quiet.push(login.ms);
  }
  log(`password burst: ${BURST_ROUNDS} rounds of ${BURST_SIZE} simultaneous wrong passwords on one account, a second parent signing in meanwhile …`);
  const during = [];
  const statuses = {};
  let worstChecked = 0;
  for (let round = 0; round < BURST_ROUNDS; round += 1) {
    const victim = await registerParent(base, `victim${round}`);
    const burst = Array.from({ length: BURST_SIZE }, (_, index) => timedLogin(base, victim.email, `wrong-${index}`, nextAddress()));
    const second = timedLogin(base, parent.email, parent.password, home);
    const [answers, login] = await Promise.all([Promise.all(burst), second]);
    if (login.status !== 200) throw new Error(`the second parent's login during a burst answered ${login.status}`);
    during.push(login.ms);
    let checked = 0;
    for (const { status } of answers) {
      statuses[status] = (statuses[status] ?? 0) + 1;
      if (status === 401) checked += 1;
    }
    worstChecked = Math.max(worstChecked, checked);
  }
  const round = (ms) => Math.round(ms * 10) / 10;
  quiet.sort((a, b) => a - b);
  during.sort((a, b) => a - b);
  return {
    quietP50: round(percentile(quiet, 0.5)),
    quietP99: round(percentile(quiet, 0.99)),
    p50: round(percentile(during, 0.5)),
    p99: round(percentile(during, 0.99)),
    statuses,
    worstChecked,
  };
}

/** PostgreSQL: GET /api/user/{id}/progress at PG_CONNECTIONS against a bare pg query loop. */
async function postgresPart(rows, summary, serverUrl) {
  const dbName = `growly_bench_${crypto.randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${dbName}`);
  } finally {
    await admin.end();
  }
  onCleanUp(async () => {
    const dropper = new pg.Client({ connectionString: serverUrl });
    await dropper.connect();
    try {
      await dropper.query(`drop database if exists ${dbName} with (force)`);
      log(`dropped database ${dbName}`);
    } finally {
      await dropper.end();
    }
  });
  const url = new URL(serverUrl);
  url.pathname = `/${dbName}`;
  const databaseUrl = url.toString();
  log(`PostgreSQL: created database ${dbName} on ${url.host}`);

  const app = await startApp({ dataDir: makeTempDir("growly-bench-pg-"), databaseUrl, label: "app (PostgreSQL)", env: { TRUST_PROXY: "1" } });
  summary.coldPg = app.seconds;
  log(`cold start, new PostgreSQL database: ${app.seconds.toFixed(2)} s`);

  const parent = await registerParent(app.base, "pg");
  const lessons = JSON.parse((await fetchBody(app.base, "/api/lessons", parent.cookie)).toString());
  const lesson = lessons[0];
  if (!lesson) throw new Error("GET /api/lessons returned no lessons");
  const complete = await fetch(`${app.base}/api/user/${parent.user.id}/lessons/${lesson.id}/progress`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: app.base, cookie: parent.cookie },
    body: JSON.stringify({ levelId: lesson.levelId, completed: true, score: 100 }),
  });
  const completeText = await complete.text();
  if (!complete.ok) throw new Error(`completing lesson ${lesson.id} answered ${complete.status}: ${completeText}`);
  const route = `/api/user/${parent.user.id}/progress`;
  const progressBody = await fetchBody(app.base, route, parent.cookie);
  const entries = JSON.parse(progressBody.toString());
  if (!Array.isArray(entries) || entries.length === 0) throw new Error(`GET ${route} is empty after completing a lesson`);
  log(`progress list: ${entries.length} entr${entries.length === 1 ? "y" : "ies"}, ${progressBody.length} bytes`);

  // App and bare loop take turns, PG_ROUNDS times: the load of a shared machine drifts, and both should see the same.
  const appOptions = { connections: PG_CONNECTIONS, headers: { cookie: parent.cookie } };
  log(`warming up the app and the bare pg loop (pool of ${PG_POOL_SIZE}, ${PG_CONNECTIONS} in flight) …`);
  await autocannon({ url: `${app.base}${route}`, ...appOptions, duration: WARMUP_S });
  await pgQueryLoop(databaseUrl, parent.user.id, { loops: PG_CONNECTIONS, poolSize: PG_POOL_SIZE, seconds: WARMUP_S, warmup: 0 });
  const slice = DURATION_S / PG_ROUNDS;
  const appRounds = [];
  const loopRounds = [];
  for (let round = 1; round <= PG_ROUNDS; round += 1) {
    log(`round ${round}/${PG_ROUNDS}: app GET /api/user/{id}/progress, then the bare pg loop, ${slice.toFixed(1)} s each …`);
    appRounds.push(summarise(await autocannon({ url: `${app.base}${route}`, ...appOptions, duration: slice })));
    loopRounds.push(
      await pgQueryLoop(databaseUrl, parent.user.id, { loops: PG_CONNECTIONS, poolSize: PG_POOL_SIZE, seconds: slice, warmup: 0 }),
    );
  }
  summary.pgBurst = await passwordBurst(app.base);
  await stop(app.child);
  for (const [index, round] of appRounds.entries()) {
    log(`round ${index + 1}: app ${round.rps.toFixed(0)} req/s, bare loop ${loopRounds[index].rps.toFixed(0)} queries/s (${(round.rps / loopRounds[index].rps).toFixed(2)})`);
  }
  const progress = { route: "app GET /api/user/{id}/progress (PostgreSQL)", connections: PG_CONNECTIONS, ...combined(appRounds) };
  const loop = { route: `bare pg.Pool(${PG_POOL_SIZE}) same query (queries/s)`, connections: PG_CONNECTIONS, ...combined(loopRounds), ratio: "1.00" };
  summary.pgRatio = ratio(progress, loop);
  progress.ratio = summary.pgRatio.toFixed(2);
  summary.pgProgress = progress;
  summary.pgLoop = loop;
  rows.push(loop, progress);
}

/**
 * One parent opening home as a browser does: the page, then the reads it names in its Link header, unless it came
 * rendered by the server with them (src/server/rendering/render-page.ts). Returns whether it came rendered.
 */
async function homeVisit(base, cookie) {
  const page = await fetch(`${base}/`, { headers: { cookie, "accept-encoding": "br" } });
  const html = await page.text();
  if (page.status !== 200) throw new Error(`GET / (signed in) answered ${page.status}`);
  if (html.includes('id="server-state"')) return true;
  const reads = [...(page.headers.get("link") ?? "").matchAll(/<([^>]+)>/g)].map((match) => match[1]);
  await Promise.all(reads.map(async (read) => (await fetch(`${base}${read}`, { headers: { cookie } })).arrayBuffer()));
  return false;
}

/**
 * Home rendered for the parent (embedded database): parents arriving at steady rates (an open loop, unlike the closed
 * loops above), each visit the page and what it does not carry. The server draws while it has time to spare
 * (src/server/http/headroom.ts): the share rendered falls as the rate rises, and the visit's time must stay short.
 */
async function homePart(summary) {
  const app = await startApp({ dataDir: makeTempDir("growly-bench-home-") });
  const parent = await registerParent(app.base, "home");
  const onboarding = await fetch(`${app.base}/api/user/${parent.user.id}`, {
    method: "PATCH",
    headers: { "content-type": "application/json", origin: app.base, cookie: parent.cookie },
    body: JSON.stringify({ onboardingData: ONBOARDING_ANSWERS }),
  });
  if (!onboarding.ok) throw new Error(`onboarding answered ${onboarding.status}`);
  for (let i = 0; i < 20; i++) await homeVisit(app.base, parent.cookie);
  summary.home = [];
  for (const rate of HOME_RATES) {
    log(`home visits at ${rate}/s …`);
    const times = [];
    let rendered = 0;
    let errors = 0;
    const visits = [];
    const startedAt = performance.now();
    for (let i = 0; i < rate * HOME_SECONDS; i++) {
      const due = startedAt + (i * 1000) / rate;
      if (due > performance.now()) await sleep(due - performance.now());
      visits.push(
        (async () => {
          const began = performance.now();
          try {
            if (await homeVisit(app.base, parent.cookie)) rendered += 1;
            times.push(performance.now() - began);
          } catch {
            errors += 1;
          }
        })(),
      );
    }
    await Promise.all(visits);
    times.sort((a, b) => a - b);
    summary.home.push({ rate, rendered: rendered / (rate * HOME_SECONDS), p50: percentile(times, 0.5), p99: percentile(times, 0.99), errors });
  }
  await stop(app.child);
}

/**
 * GETs `route` every READ_INTERVAL_MS without waiting for the answers (an open loop, as parents arrive) until `until`
 * settles and at least `minMs` have passed; returns the latencies' p50, p99 and worst, and the failed reads.
 */
async function readsUntil(base, route, cookie, until, minMs) {
  let settled = false;
  until.then(
    () => (settled = true),
    () => (settled = true),
  );
  const times = [];
  let failed = 0;
  const pending = [];
  const startedAt = performance.now();
  for (let due = startedAt; !settled || performance.now() - startedAt < minMs; due += READ_INTERVAL_MS) {
    pending.push(
      (async () => {
        const began = performance.now();
        try {
          const response = await fetch(`${base}${route}`, { headers: { cookie } });
          await response.arrayBuffer();
          if (response.status === 200) times.push(performance.now() - began);
          else failed += 1;
        } catch {
          failed += 1;
        }
      })(),
    );
    if (due + READ_INTERVAL_MS > performance.now()) await sleep(due + READ_INTERVAL_MS - performance.now());
  }
  await Promise.all(pending);
  times.sort((a, b) => a - b);
  return { reads: times.length, p50: percentile(times, 0.5), p99: percentile(times, 0.99), max: times.at(-1) ?? 0, failed };
}

/** The attacker's side of the address burst: a process of its own, as another machine would be. */
const BURST_CLIENT = `
const { BASE, ADDRESS, COUNT, ROUND } = process.env;
const statuses = {};
await Promise.all(Array.from({ length: Number(COUNT) }, async (_, index) => {
  try {
    const response = await fetch(BASE + "/api/auth/login", {
      method: "POST",
      headers: { "content-type": "application/json", origin: BASE, "x-forwarded-for": ADDRESS },
      body: JSON.stringify({ email: "nobody-" + ROUND + "-" + index + "-" + Math.random().toString(36).slice(2) + "@example.com", password: "wrong password" }),
    });
    await response.arrayBuffer();
    statuses[response.status] = (statuses[response.status] ?? 0) + 1;
  } catch {
    statuses.error = (statuses.error ?? 0) + 1;
  }
}));
process.stdout.write(JSON.stringify(statuses));
`;

/** Sends ADDRESS_BURST_SIZE wrong logins at once from `address`, from a child process; resolves to the answers' statuses. */
function burstFromOneAddress(base, address, round) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--input-type=module", "-e", BURST_CLIENT], {
      env: { ...process.env, BASE: base, ADDRESS: address, COUNT: String(ADDRESS_BURST_SIZE), ROUND: String(round) },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve(JSON.parse(output)) : reject(new Error(`the burst client exited with ${code}`))));
  });
}

/**
 * A burst from one address (embedded database): ADDRESS_BURST_SIZE wrong logins sent at once from one address, each
 * for another unknown email (the heaviest kind: every checked one costs a hash, and no account limit stops them), while
 * a parent's own progress list is read every READ_INTERVAL_MS. The same reads without a burst come first, as the
 * baseline. Goal: the read's p99 during the burst stays within ADDRESS_BURST_P99_GOAL_MS.
 */
async function addressBurstPart(summary) {
  const app = await startApp({ dataDir: makeTempDir("growly-bench-address-"), env: { TRUST_PROXY: "1" } });
  const reader = await registerParent(app.base, "bystander");
  const route = `/api/user/${reader.user.id}/progress`;
  await fetchBody(app.base, route, reader.cookie);
  const quiet = [];
  const during = [];
  const statuses = {};
  const burstMs = [];
  for (let round = 0; round < ADDRESS_BURST_ROUNDS; round += 1) {
    quiet.push(await readsUntil(app.base, route, reader.cookie, Promise.resolve(), 1_000));
    log(`address burst ${round + 1}/${ADDRESS_BURST_ROUNDS}: ${ADDRESS_BURST_SIZE} wrong logins at once from one address, ${route} read every ${READ_INTERVAL_MS} ms …`);
    const began = performance.now();
    const burst = burstFromOneAddress(app.base, nextAddress(), round).then((answers) => {
      burstMs.push(performance.now() - began);
      for (const [status, count] of Object.entries(answers)) statuses[status] = (statuses[status] ?? 0) + count;
    });
    during.push(await readsUntil(app.base, route, reader.cookie, burst, 1_000));
    await burst;
  }
  await stop(app.child);
  const worst = (runs, key) => Math.round(Math.max(...runs.map((run) => run[key])) * 10) / 10;
  summary.addressBurst = {
    quietP50: worst(quiet, "p50"),
    quietP99: worst(quiet, "p99"),
    p50: worst(during, "p50"),
    p99: worst(during, "p99"),
    max: worst(during, "max"),
    reads: during.reduce((total, run) => total + run.reads, 0),
    failedReads: during.reduce((total, run) => total + run.failed, 0),
    statuses,
    burstMs: Math.round(Math.max(...burstMs)),
  };
}

async function main() {
  await ensureBuild();
  const pgServer = process.env.BENCH_DATABASE_URL;
  log(`node ${process.version}, ${os.cpus().length} cores; ${CONNECTIONS} connections unless noted, ${WARMUP_S} s warm-up + ${DURATION_S} s per route`);

  const rows = [];
  const summary = {};
  if (PARTS.has("embedded")) await embeddedPart(rows, summary);
  if (pgServer && PARTS.has("postgres")) await postgresPart(rows, summary, pgServer);
  if (PARTS.has("home")) await homePart(summary);
  if (PARTS.has("address-burst")) await addressBurstPart(summary);

  console.log("");
  printTable(rows);
  console.log("");
  console.log("ratio: app req/s ÷ req/s of the bare baseline above it, same run (* = against the bare /api/levels bytes, other body)");
  if (summary.lessonsRatio !== undefined) {
    const verdict = summary.lessonsRatio >= LESSONS_GOAL ? "PASS" : "BELOW";
    log(`GET /api/levels:  ${summary.levelsRatio.toFixed(2)} of bare node:http (same ${summary.levelsBytes} bytes)`);
    log(`GET /api/lessons: ${summary.lessonsRatio.toFixed(2)} of bare node:http (same ${summary.lessonsBytes} bytes); goal ≥ ${LESSONS_GOAL} of bare: ${verdict}`);
    const stormP99 = summary.stormLevels.p99;
    log(
      `login storm (${STORM_CONNECTIONS} logins in flight, ${summary.storm.rps.toFixed(0)} logins/s, ${summary.storm.non2xx} non-2xx): ` +
        `GET /api/levels p99 ${stormP99} ms (quiet: ${summary.quietLevels.p99} ms); goal ≤ ${STORM_P99_GOAL_MS} ms: ${stormP99 <= STORM_P99_GOAL_MS ? "PASS" : "OVER"}`,
    );
  }
  const logBurst = (where, burst) =>
    log(
      `password burst, ${where} (${BURST_SIZE} simultaneous wrong passwords on one account, ${BURST_ROUNDS} rounds): second parent's login ` +
        `p50 ${burst.p50} ms, p99 ${burst.p99} ms (no burst: p50 ${burst.quietP50} ms, p99 ${burst.quietP99} ms); ` +
        `burst answers ${JSON.stringify(burst.statuses)}, at most ${burst.worstChecked} of ${BURST_SIZE} checked in a round`,
    );
  if (summary.burst) logBurst("embedded database", summary.burst);
  if (summary.addressBurst) {
    const burst = summary.addressBurst;
    log(
      `address burst, embedded database (${ADDRESS_BURST_SIZE} wrong logins at once from one address, ${ADDRESS_BURST_ROUNDS} rounds, worst round): ` +
        `a parent's GET /api/user/{id}/progress p50 ${burst.p50} ms, p99 ${burst.p99} ms, max ${burst.max} ms over ${burst.reads} reads, ` +
        `${burst.failedReads} failed (no burst: p50 ${burst.quietP50} ms, p99 ${burst.quietP99} ms); burst answers ${JSON.stringify(burst.statuses)}, ` +
        `all answered within ${burst.burstMs} ms; goal p99 ≤ ${ADDRESS_BURST_P99_GOAL_MS} ms: ${burst.p99 <= ADDRESS_BURST_P99_GOAL_MS ? "PASS" : "OVER"}`,
    );
  }
  if (summary.pgBurst) logBurst("PostgreSQL", summary.pgBurst);
  if (summary.pgRatio !== undefined) {
    log(
      `PostgreSQL GET /api/user/{id}/progress: ${summary.pgProgress.rps.toFixed(0)} req/s, p99 ${summary.pgProgress.p99} ms; ` +
        `bare pg loop: ${summary.pgLoop.rps.toFixed(0)} queries/s, p99 ${summary.pgLoop.p99} ms; ratio ${summary.pgRatio.toFixed(2)}; ` +
        `goal ≥ ${PG_GOAL} of the bare loop: ${summary.pgRatio >= PG_GOAL ? "PASS" : "BELOW"}`,
    );
  } else if (!pgServer) {
    log("PostgreSQL part skipped: set BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres (a server URL; a fresh database is created and dropped) to enable it");
  }
  for (const home of summary.home ?? []) {
    log(
      `home visits at ${home.rate}/s (embedded database): ${Math.round(home.rendered * 100)} % server-rendered; ` +
        `visit p50 ${home.p50.toFixed(1)} ms, p99 ${home.p99.toFixed(1)} ms; ${home.errors} errors`,
    );
  }
  const starts = [
    ...(summary.coldNew !== undefined ? [`new DATA_DIR ${summary.coldNew.toFixed(2)} s`] : []),
    ...(summary.coldExisting !== undefined ? [`existing DATA_DIR ${summary.coldExisting.toFixed(2)} s`] : []),
    ...(summary.coldPg !== undefined ? [`new PostgreSQL database ${summary.coldPg.toFixed(2)} s`] : []),
  ];
  log(`cold starts: ${starts.join("; ")}`);
}

await run(main);
