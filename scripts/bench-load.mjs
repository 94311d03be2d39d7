// npm run bench:load — a mixed workload of signed-in parents against the app on PostgreSQL, next to a bare node:http
// server measured in the same run with the same load generator, answering the same routes with the same bytes.
//
// Each of LOAD_CONNECTIONS keep-alive connections acts for a parent of its own and repeats a visit: GET /api/user/{id},
// GET /api/user/{id}/progress, GET /api/levels, GET /api/lessons (home data), GET /api/lessons/{id} (lesson content),
// POST a completion, POST /api/journal. Every non-2xx answer counts as an error; the run fails on any.
//
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres   (required) a fresh database
//                               growly_load_<random> is created on that server and dropped at the end
//   LOAD_DURATION=60            seconds of mixed load on the app (after LOAD_WARMUP=5 s)
//   LOAD_BARE_DURATION=20       seconds on the bare server
//   LOAD_CONNECTIONS=50
//
// The app runs from source (tsx): this script neither builds nor reads dist/.
import { Buffer } from "node:buffer";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import process from "node:process";
import { createRunner, freePort, stop } from "./lib/processes.mjs";
import {
  closedLoops,
  completableLessons,
  formatRow,
  freshPostgresDatabase,
  mixedSequence,
  mixedSource,
  registerParents,
  rssMiB,
  positive,
  startSourceApp,
} from "./lib/mixed-load.mjs";

const runner = createRunner({ label: "bench:load" });
const { log, makeTempDir, start, waitHealthy, run } = runner;

const DURATION_S = positive("LOAD_DURATION", 60);
const WARMUP_S = positive("LOAD_WARMUP", 5);
const BARE_DURATION_S = positive("LOAD_BARE_DURATION", 20);
const CONNECTIONS = Math.round(positive("LOAD_CONNECTIONS", 50));

const BARE_SERVER = `
import fs from "node:fs";
import http from "node:http";
// BODIES_FILE: { "<kind>": "/file/with/the/body", ... }; each request is answered by its kind with those bytes.
const bodies = Object.fromEntries(
  Object.entries(JSON.parse(fs.readFileSync(process.env.BODIES_FILE, "utf8"))).map(([kind, file]) => [kind, fs.readFileSync(file)]),
);
function kindOf(method, url) {
  if (method === "POST") return url === "/api/journal" ? "journal" : "completion";
  if (url === "/api/levels") return "levels";
  if (url === "/api/lessons") return "lessons";
  if (url.startsWith("/api/lessons/")) return "lesson";
  if (url.endsWith("/progress")) return "progress";
  return "user";
}
http.createServer((request, response) => {
  request.resume();
  request.on("end", () => {
    const body = bodies[kindOf(request.method, request.url)];
    response.writeHead(request.method === "POST" && request.url === "/api/journal" ? 201 : 200, {
      "content-type": "application/json; charset=utf-8",
      "content-length": body.length,
    });
    response.end(body);
  });
}).listen(Number(process.env.PORT), "127.0.0.1");
process.on("SIGTERM", () => process.exit(0));
`;

/** The exact answer bytes of one parent's visit, by kind, for the bare server. */
async function captureBodies(base, parent, lesson) {
  const kinds = ["user", "progress", "levels", "lessons", "lesson", "completion", "journal"];
  const bodies = new Map();
  const sequence = mixedSequence(parent, lesson);
  for (const [index, request] of sequence.entries()) {
    const response = await fetch(`${base}${request.path}`, {
      method: request.method,
      headers: { ...request.headers, ...(request.body ? { origin: base } : {}) },
      body: request.body,
    });
    const body = Buffer.from(await response.arrayBuffer());
    if (!response.ok) throw new Error(`${request.method} ${request.path} answered ${response.status}: ${body.toString().slice(0, 200)}`);
    bodies.set(kinds[index], body);
  }
  return bodies;
}

async function startBare(bodies, dir) {
  const script = path.join(dir, "bare-server.mjs");
  fs.writeFileSync(script, BARE_SERVER);
  const files = {};
  for (const [kind, body] of bodies) {
    files[kind] = path.join(dir, `${kind}.json`);
    fs.writeFileSync(files[kind], body);
  }
  const bodiesFile = path.join(dir, "bodies.json");
  fs.writeFileSync(bodiesFile, JSON.stringify(files));
  const port = await freePort();
  const child = start(process.execPath, [script], { ...process.env, PORT: String(port), BODIES_FILE: bodiesFile }, "bare server");
  const base = `http://127.0.0.1:${port}`;
  await waitHealthy(child, `${base}/api/levels`, performance.now());
  return { child, base };
}

async function main() {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) {
    throw new Error("set BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres (a server URL; a fresh database is created and dropped)");
  }
  log(`node ${process.version}, ${os.cpus().length} cores; ${CONNECTIONS} connections, ${WARMUP_S} s warm-up, ${DURATION_S} s app, ${BARE_DURATION_S} s bare`);
  const databaseUrl = await freshPostgresDatabase(runner, serverUrl, "growly_load");
  const app = await startSourceApp(runner, { databaseUrl, dataDir: makeTempDir("growly-load-data-"), label: "app (PostgreSQL)" });
  log(`app (from source, PostgreSQL) healthy after ${app.seconds.toFixed(2)} s`);

  const [probe, sample, ...parents] = await registerParents(app.base, CONNECTIONS + 2, "load");
  const lessons = await completableLessons(app.base, probe);
  log(`${parents.length} parents registered; ${lessons.length} lessons open to the free plan, completed in order then replayed`);
  // The sample parent has completed every open lesson, as the parents under load soon have: its progress list is full.
  await completableLessons(app.base, sample);
  const bodies = await captureBodies(app.base, sample, lessons[0]);
  log(`answer sizes: ${[...bodies].map(([kind, body]) => `${kind} ${body.length} B`).join(", ")}`);

  log(`warm-up ${WARMUP_S} s …`);
  await closedLoops(app.base, { connections: CONNECTIONS, seconds: WARMUP_S, next: mixedSource(parents, lessons) });
  const rssBefore = rssMiB(app.child.pid);
  log(`mixed load on the app, ${DURATION_S} s …`);
  const appResult = await closedLoops(app.base, { connections: CONNECTIONS, seconds: DURATION_S, next: mixedSource(parents, lessons) });
  const rssAfter = rssMiB(app.child.pid);
  await stop(app.child);

  const bare = await startBare(bodies, makeTempDir("growly-load-bare-"));
  await closedLoops(bare.base, { connections: CONNECTIONS, seconds: Math.min(WARMUP_S, 5), next: mixedSource(parents, lessons) });
  log(`the same mix on bare node:http, ${BARE_DURATION_S} s …`);
  const bareResult = await closedLoops(bare.base, { connections: CONNECTIONS, seconds: BARE_DURATION_S, next: mixedSource(parents, lessons) });
  await stop(bare.child);

  console.log("");
  console.log(formatRow("bare node:http, same bytes", bareResult));
  console.log(formatRow("app on PostgreSQL, mixed", appResult));
  console.log("");
  log(`app/bare req/s: ${(appResult.rps / bareResult.rps).toFixed(3)}; app answers by status: ${JSON.stringify(appResult.statuses)}`);
  log(`app RSS: ${rssBefore.toFixed(0)} MiB after warm-up, ${rssAfter.toFixed(0)} MiB at the end; slowest answer ${appResult.max.toFixed(0)} ms`);
  if (appResult.failed > 0 || bareResult.failed > 0) {
    throw new Error(`${appResult.failed} app and ${bareResult.failed} bare answers were not 2xx, e.g. ${[...appResult.errors, ...bareResult.errors].join("; ")}`);
  }
  log("zero errors: PASS");
}

await run(main);
