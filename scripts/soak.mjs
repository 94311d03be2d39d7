// npm run soak — the mixed workload of npm run bench:load held for a long time, watching the server's memory: the
// resident set size (RSS) of the server process after a warm-up, every SOAK_SAMPLE seconds, and at the end. A leak
// shows as RSS that keeps climbing while the load stays the same.
//
//   SOAK_DURATION=600           seconds of load after the warm-up (default 10 minutes)
//   SOAK_CONNECTIONS=20         parents in flight
//   SOAK_SAMPLE=30              seconds between RSS samples
//   SOAK_DATABASE_URL / BENCH_DATABASE_URL=postgres://…   run on PostgreSQL (a fresh database, dropped at the end);
//                               unset: the embedded database in a temp DATA_DIR
//
// The app runs from source (tsx): this script neither builds nor reads dist/.
import os from "node:os";
import { performance } from "node:perf_hooks";
import process from "node:process";
import { createRunner, stop } from "./lib/processes.mjs";
import {
  closedLoops,
  completableLessons,
  formatRow,
  freshPostgresDatabase,
  mixedSource,
  registerParents,
  rssMiB,
  positive,
  startSourceApp,
} from "./lib/mixed-load.mjs";

const runner = createRunner({ label: "soak" });
const { log, makeTempDir, run } = runner;

const DURATION_S = positive("SOAK_DURATION", 600);
const CONNECTIONS = Math.round(positive("SOAK_CONNECTIONS", 20));
const SAMPLE_S = positive("SOAK_SAMPLE", 30);
const WARMUP_S = 10;

async function main() {
  const serverUrl = process.env.SOAK_DATABASE_URL ?? process.env.BENCH_DATABASE_URL;
  log(`node ${process.version}, ${os.cpus().length} cores; ${CONNECTIONS} connections, ${WARMUP_S} s warm-up, ${DURATION_S} s soak`);
  const databaseUrl = serverUrl ? await freshPostgresDatabase(runner, serverUrl, "growly_soak") : undefined;
  const app = await startSourceApp(runner, { databaseUrl, dataDir: makeTempDir("growly-soak-data-"), label: "app" });
  const pid = app.child.pid;
  log(`app (from source, ${databaseUrl ? "PostgreSQL" : "embedded database"}) healthy after ${app.seconds.toFixed(2)} s; RSS ${rssMiB(pid).toFixed(0)} MiB`);

  const [probe, ...parents] = await registerParents(app.base, CONNECTIONS + 1, "soak");
  const lessons = await completableLessons(app.base, probe);
  const next = mixedSource(parents, lessons);
  await closedLoops(app.base, { connections: CONNECTIONS, seconds: WARMUP_S, next });

  const startRss = rssMiB(pid);
  log(`start RSS (after warm-up): ${startRss.toFixed(0)} MiB`);
  const samples = [startRss];
  const startedAt = performance.now();
  let tick = 0;
  const result = await closedLoops(app.base, {
    connections: CONNECTIONS,
    seconds: DURATION_S,
    next,
    onSecond: () => {
      tick += 1;
      if (tick % SAMPLE_S !== 0) return;
      const rss = rssMiB(pid);
      samples.push(rss);
      log(`${((performance.now() - startedAt) / 1000).toFixed(0)} s: RSS ${rss.toFixed(0)} MiB`);
    },
  });
  const endRss = rssMiB(pid);
  samples.push(endRss);
  await stop(app.child);

  console.log("");
  console.log(formatRow(`soak ${DURATION_S} s, ${CONNECTIONS} conns`, result));
  log(`RSS: start ${startRss.toFixed(0)} MiB, end ${endRss.toFixed(0)} MiB, peak ${Math.max(...samples).toFixed(0)} MiB (${samples.length} samples)`);
  log(`answers by status: ${JSON.stringify(result.statuses)}`);
  if (result.failed > 0) throw new Error(`${result.failed} answers were not 2xx, e.g. ${result.errors.join("; ")}`);
}

await run(main);
