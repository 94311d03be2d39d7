// npm run bench:burst — what one parent's burst costs another parent, on PostgreSQL (docs/benchmarks.md#one-parents-burst).
//
// One parent sends BURST_ROUNDS bursts of BURST_SIZE keyed journal entries at once (each with its own Idempotency-Key,
// as the offline queue sends them); meanwhile another signed-in parent reads their settings in READERS closed loops.
// The other parent's read times are measured quiet (before the bursts) and during them, and the same is run twice in
// this one run, on one fresh database: with the per-parent share of writes lifted (WRITES_PER_PARENT=1000, as before
// the share existed) and with the default share (4). Only ratios within this run compare (the load generator shares
// the machine's cores with the server).
//
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres   (required) a fresh database
//                      growly_burst_<random> is created on that server and dropped at the end
//   BURST_SIZE=100  BURST_ROUNDS=3  READERS=4
//
// The run fails unless the app answered on PostgreSQL and the other parent's reads were answered signed in (200).
// The app runs from source (tsx): this script neither builds nor reads dist/.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import process from "node:process";
import { createRunner, stop } from "./lib/processes.mjs";
import { freshPostgresDatabase, positive, registerParents, startSourceApp } from "./lib/mixed-load.mjs";

const runner = createRunner({ label: "bench:burst" });
const { log, run } = runner;

const BURST_SIZE = Math.round(positive("BURST_SIZE", 100));
const BURST_ROUNDS = Math.round(positive("BURST_ROUNDS", 3));
const READERS = Math.round(positive("READERS", 4));
const QUIET_MS = 2_000;

const percentile = (values, p) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/** Reads the other parent's settings in `READERS` loops until `until()` says stop; every answer must be 200. */
async function readLoops(base, parent, until) {
  const times = [];
  const statuses = new Map();
  await Promise.all(
    Array.from({ length: READERS }, async () => {
      while (!until()) {
        const startedAt = performance.now();
        const response = await fetch(`${base}/api/user/${parent.id}/settings`, { headers: { cookie: parent.cookie } });
        await response.arrayBuffer();
        times.push(performance.now() - startedAt);
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      }
    }),
  );
  return { times, statuses };
}

async function burst(base, parent, round) {
  const statuses = new Map();
  await Promise.all(
    Array.from({ length: BURST_SIZE }, async (_, n) => {
      const response = await fetch(`${base}/api/journal`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          origin: base,
          cookie: parent.cookie,
          "idempotency-key": `burst-${round}-${n}-${crypto.randomUUID()}`,
        },
        body: JSON.stringify({ lessonTitle: `Burst ${n}`, feeling: "calm", improvementNotes: "" }),
      });
      await response.arrayBuffer();
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    }),
  );
  return statuses;
}

async function measure(databaseUrl, writesPerParent, tag) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "growly-burst-"));
  process.env.WRITES_PER_PARENT = String(writesPerParent);
  const app = await startSourceApp(runner, { databaseUrl, dataDir, label: `app (WRITES_PER_PARENT=${writesPerParent})` });
  try {
    const health = await (await fetch(`${app.base}/api/health`)).json();
    if (health.database !== "postgres") throw new Error(`the app answered on ${health.database}, not PostgreSQL`);
    const [attacker, other] = await registerParents(app.base, 2, `burst_${tag}`);
    const quietEnd = performance.now() + QUIET_MS;
    const quiet = await readLoops(app.base, other, () => performance.now() > quietEnd);
    let bursting = true;
    const during = readLoops(app.base, other, () => !bursting);
    const burstStatuses = new Map();
    for (let round = 0; round < BURST_ROUNDS; round += 1) {
      for (const [status, count] of await burst(app.base, attacker, round)) {
        burstStatuses.set(status, (burstStatuses.get(status) ?? 0) + count);
      }
    }
    bursting = false;
    const loaded = await during;
    for (const [name, reads] of [["quiet", quiet], ["during the bursts", loaded]]) {
      const notSignedIn = [...reads.statuses.entries()].filter(([status]) => status !== 200);
      if (notSignedIn.length > 0) log(`the other parent's reads ${name} answered ${JSON.stringify(Object.fromEntries(notSignedIn))}`);
      if (!reads.statuses.get(200)) throw new Error(`the other parent's reads ${name} were never answered signed in (200)`);
    }
    return {
      writesPerParent,
      quietP99: percentile(quiet.times, 99),
      p50: percentile(loaded.times, 50),
      p99: percentile(loaded.times, 99),
      reads: loaded.times.length,
      otherFailures: [...loaded.statuses.entries()].filter(([status]) => status !== 200).reduce((sum, [, n]) => sum + n, 0),
      burst: Object.fromEntries([...burstStatuses.entries()].sort(([a], [b]) => a - b)),
    };
  } finally {
    await stop(app.child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) throw new Error("BENCH_DATABASE_URL=postgres://… is required: the burst is measured on PostgreSQL");
  const databaseUrl = await freshPostgresDatabase(runner, serverUrl, "growly_burst");
  const rows = [];
  for (const [writesPerParent, tag] of [[1000, "unshared"], [4, "shared"]]) rows.push(await measure(databaseUrl, writesPerParent, tag));
  log(`${BURST_ROUNDS} bursts of ${BURST_SIZE} keyed journal entries by one parent; another parent's settings reads in ${READERS} loops`);
  log("| writes per parent | other's read p99 quiet | p50 during | p99 during | p99 during ÷ quiet | other's reads, failed | the burst's answers |");
  log("|---|---|---|---|---|---|---|");
  for (const row of rows) {
    log(
      `| ${row.writesPerParent} | ${row.quietP99.toFixed(1)} ms | ${row.p50.toFixed(1)} ms | ${row.p99.toFixed(1)} ms | ` +
        `${(row.p99 / row.quietP99).toFixed(1)} | ${row.otherFailures} of ${row.reads} | ${JSON.stringify(row.burst)} |`,
    );
  }
  const [before, after] = rows;
  log(`other parent's read p99 during the bursts, shared ÷ unshared: ${(after.p99 / before.p99).toFixed(2)}`);
}

await run(main);
