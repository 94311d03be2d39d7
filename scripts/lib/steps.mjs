// Timed steps for `npm run check` and `npm test`: each step's time is printed as it ends, and all of them at the end,
// so a slow run says where its time went. With TEST_TIMINGS_DIR set (.ci/run sets it), each vitest run also writes a
// JSON report there, named after its step, for scripts/slowest-tests.mjs.
import { spawnSync } from "node:child_process";
import path from "node:path";

export const root = path.resolve(import.meta.dirname, "..", "..");
export const bin = (name) => path.join(root, "node_modules", ".bin", name);

const done = [];

/** Runs one step with inherited output; on failure prints the times so far and exits with the step's status. */
export function step(label, command, args, extraEnv = {}) {
  const started = Date.now();
  console.log(`\n▶ ${label}`);
  const env = { ...process.env, TEST_TIMINGS_LABEL: slug(label), ...extraEnv };
  const result = spawnSync(command, args, { stdio: "inherit", cwd: root, env });
  const seconds = (Date.now() - started) / 1000;
  done.push({ label, seconds, ok: result.status === 0 });
  if (result.status !== 0) {
    console.error(`✖ ${label} failed after ${seconds.toFixed(1)} s`);
    printTimes();
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${label} passed in ${seconds.toFixed(1)} s`);
}

/** The time of every step run so far, and their sum. */
export function printTimes(title = "step times") {
  if (done.length === 0) return;
  const width = Math.max(...done.map((entry) => entry.label.length));
  console.log(`\n${title}:`);
  for (const entry of done) {
    console.log(`  ${entry.label.padEnd(width)}  ${entry.seconds.toFixed(1).padStart(7)} s${entry.ok ? "" : "  FAILED"}`);
  }
  const total = done.reduce((sum, entry) => sum + entry.seconds, 0);
  console.log(`  ${"total".padEnd(width)}  ${total.toFixed(1).padStart(7)} s`);
}

function slug(label) {
  return label.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");
}
