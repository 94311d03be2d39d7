// Child processes for the measuring scripts (npm run bench, npm run audit:landing): the build they measure, the
// built app on a fresh DATA_DIR, and the clean-up that stops every child and removes every temp dir on any exit
// path (success, error, Ctrl-C, SIGTERM).
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import process from "node:process";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { buildIsStale } from "../build-freshness.mjs";

/** The repository root; children run with it as their working directory. */
export const root = fileURLToPath(new URL("../..", import.meta.url));
/** The built server that the app children run. */
export const serverEntry = path.join(root, "dist/server/main.js");

// A fresh embedded database migrates at start: seconds on a quiet machine, over a minute on a loaded 2-core one.
const HEALTH_TIMEOUT_MS = 180_000;
const BUILD_WAIT_MS = 120_000;
const STOP_GRACE_MS = 10_000;
const TAIL_LINES = 40;

/** Whether `child` (from start()) has exited. */
export function hasExited(child) {
  return child.exitCode !== null || child.signalCode !== null;
}

/** Sends `signal` to the whole process group of `child` (from start()); a group already gone is fine. */
export function killGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

/** A free TCP port on 127.0.0.1 (free when asked; the child binds it soon after). */
export async function freePort() {
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

/** SIGTERMs the process group of `child`, SIGKILLs it after 10 s, and waits until `child` has exited. */
export async function stop(child) {
  if (hasExited(child)) return;
  killGroup(child, "SIGTERM");
  const timer = setTimeout(() => killGroup(child, "SIGKILL"), STOP_GRACE_MS);
  await child.exited;
  clearTimeout(timer);
}

/** Whether a build of this checkout is running (one of another checkout on the same machine writes elsewhere). */
function buildRunning() {
  const result = spawnSync("pgrep", ["-f", "scripts/build.mjs"], { encoding: "utf8" });
  if (result.status !== 0) return false;
  return result.stdout
    .split("\n")
    .filter(Boolean)
    .some((pid) => {
      try {
        return path.resolve(fs.readlinkSync(`/proc/${pid}/cwd`)) === path.resolve(root);
      } catch {
        // gone already, or a system without /proc: counted as running there, as before
        return !fs.existsSync("/proc/self");
      }
    });
}

/**
 * The helpers of one script. `label` prefixes its log lines (`[label] …`). Everything started with `start()` and
 * every dir from `makeTempDir()` is tracked, and `cleanUp()` (run by `run()` on every exit path) removes them.
 */
export function createRunner({ label }) {
  /** Every child process still running, so that any exit path can stop them. */
  const children = new Set();
  const tempDirs = [];
  /** Async clean-up steps (say, dropping a database), run on every exit path after the children are gone. */
  const cleanupSteps = [];

  function log(line) {
    console.log(`[${label}] ${line}`);
  }

  /**
   * Makes sure dist/ holds a build of the current sources: waits for a build already running (someone else's
   * npm run build may be rewriting dist/), then runs scripts/build.mjs when the build is missing or stale.
   */
  async function ensureBuild() {
    const waitUntil = performance.now() + BUILD_WAIT_MS;
    if (buildRunning()) log("a build is running: waiting for it to finish");
    while (buildRunning()) {
      if (performance.now() > waitUntil) throw new Error(`a build (scripts/build.mjs) is still running after ${BUILD_WAIT_MS / 1000} s`);
      await sleep(500);
    }
    // Measuring a build older than the sources would report on code that no longer exists.
    if (fs.existsSync(serverEntry) && !buildIsStale()) return;
    const why = fs.existsSync(serverEntry) ? "older than the sources" : "missing";
    log(`the build (dist/server/main.js) is ${why}: running scripts/build.mjs`);
    const result = spawnSync(process.execPath, [path.join(root, "scripts/build.mjs")], { cwd: root, stdio: "inherit" });
    if (result.status !== 0 || !fs.existsSync(serverEntry)) {
      throw new Error(`the build failed (exit ${result.status ?? result.signal})`);
    }
  }

  /** A fresh dir under the OS temp dir, removed by cleanUp(). */
  function makeTempDir(prefix) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
    tempDirs.push(dir);
    return dir;
  }

  /**
   * Spawns `command args` in its own process group (so its helpers, like Chromium's, go with it). The child gets
   * `exited` (a promise of { code, signal }), `label` and `tail` (its last 40 output lines, for error messages).
   */
  function start(command, args, env, childLabel) {
    const child = spawn(command, args, { cwd: root, env, stdio: ["ignore", "pipe", "pipe"], detached: true });
    const tail = [];
    const keep = (chunk) => {
      tail.push(...chunk.toString().split("\n").filter(Boolean));
      if (tail.length > TAIL_LINES) tail.splice(0, tail.length - TAIL_LINES);
    };
    child.stdout.on("data", keep);
    child.stderr.on("data", keep);
    child.exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
    child.label = childLabel;
    child.tail = tail;
    children.add(child);
    child.exited.then(() => children.delete(child));
    return child;
  }

  /** Polls until `url` answers 200; returns seconds since `startedAt` (a performance.now() value). */
  async function waitHealthy(child, url, startedAt) {
    const deadline = startedAt + HEALTH_TIMEOUT_MS;
    while (performance.now() < deadline) {
      if (hasExited(child)) {
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

  /**
   * Starts the built app on the embedded database in `dataDir`, or on PostgreSQL when `databaseUrl` is given, and
   * waits for /api/health. Returns { child, base, seconds } (seconds from spawn to the first healthy answer).
   */
  async function startApp({ dataDir, databaseUrl, label: childLabel = "app", env: extraEnv = {} }) {
    const port = await freePort();
    const env = { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn", ...extraEnv };
    delete env.DATABASE_URL; // without databaseUrl: the embedded database, like `npm start` on a fresh clone
    if (databaseUrl) env.DATABASE_URL = databaseUrl;
    const startedAt = performance.now();
    const child = start(process.execPath, [serverEntry], env, childLabel);
    const base = `http://127.0.0.1:${port}`;
    const seconds = await waitHealthy(child, `${base}/api/health`, startedAt);
    return { child, base, seconds };
  }

  /** Registers an async step for cleanUp(), run after the children are gone. */
  function onCleanUp(step) {
    cleanupSteps.push(step);
  }

  /** SIGKILLs every child's group still running and waits (briefly) until they are gone. */
  async function killAll() {
    const exits = [];
    for (const child of children) {
      killGroup(child, "SIGKILL");
      exits.push(child.exited);
    }
    await Promise.race([Promise.all(exits), sleep(5_000)]);
  }

  let cleaning;
  /** Kills every child, runs the clean-up steps, removes the temp dirs; once, however often it is called. */
  function cleanUp() {
    cleaning ??= (async () => {
      await killAll();
      for (const step of cleanupSteps.splice(0)) {
        try {
          await step();
        } catch (error) {
          console.error(`[${label}] clean-up failed: ${error instanceof Error ? error.message : error}`);
        }
      }
      for (const dir of tempDirs) {
        try {
          fs.rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
        } catch {
          // a child may still be writing there (Chromium's profile); the OS temp dir is cleaned eventually
        }
      }
    })();
    return cleaning;
  }

  /**
   * Runs `main` with clean-up on every exit path: SIGINT/SIGTERM clean up and exit 130/143; an error (unless
   * interrupted) is printed as `[label] failed: …` and sets exit code 1.
   */
  async function run(main) {
    // Once interrupted, what fails in main() fails because clean-up pulled its children away: not worth a line.
    let interrupted = false;
    const interrupt = (exitCode) => {
      interrupted = true;
      cleanUp().finally(() => process.exit(exitCode));
    };
    process.on("SIGINT", () => interrupt(130));
    process.on("SIGTERM", () => interrupt(143));
    // Last resort when the process ends without cleanUp() (process.exit elsewhere): the children are in their own
    // process groups, so they would outlive us.
    process.on("exit", () => {
      for (const child of children) killGroup(child, "SIGKILL");
    });
    try {
      await main();
      await cleanUp();
    } catch (error) {
      if (!interrupted) console.error(`[${label}] failed: ${error instanceof Error ? error.message : error}`);
      await cleanUp();
      process.exitCode = 1;
    }
  }

  return { log, ensureBuild, makeTempDir, start, waitHealthy, startApp, onCleanUp, cleanUp, run };
}
