// `npm test`: every layer in order. Unit and API tests (embedded database; PostgreSQL too when
// TEST_DATABASE_URL is set), then the browser journeys on a fresh build when Chromium is present.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const vitest = path.join(root, "node_modules", ".bin", "vitest");

function run(label, command, args, extraEnv = {}) {
  const started = Date.now();
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { stdio: "inherit", cwd: root, env: { ...process.env, ...extraEnv } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`✖ ${label} failed after ${seconds} s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${label} passed in ${seconds} s`);
}

// CI has just run the unit tests in `npm run check` and sets SKIP_UNIT_TESTS=1, so they run once per CI run.
if (process.env.SKIP_UNIT_TESTS === "1") {
  console.log("\n– unit tests skipped: SKIP_UNIT_TESTS=1 (`npm run check` ran them).");
  run("API tests (embedded database)", vitest, ["run", "--project", "api"]);
} else {
  run("unit and API tests (embedded database)", vitest, ["run", "--project", "unit", "--project", "api"]);
}

if (process.env.TEST_DATABASE_URL) {
  run("API tests (PostgreSQL)", vitest, ["run", "--project", "api"], { GROWLY_TEST_DB: "postgres" });
} else {
  console.log("\n– API tests against PostgreSQL skipped: TEST_DATABASE_URL is not set.");
}

const chromium = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
if (fs.existsSync(chromium)) {
  run("build", process.execPath, [path.join(root, "scripts/build.mjs")]);
  run("browser tests (Chromium)", vitest, ["run", "--project", "e2e"], { CHROMIUM_PATH: chromium });
} else if (process.env.REQUIRE_E2E === "1") {
  console.error(`\n✖ REQUIRE_E2E=1 but no Chromium at ${chromium}. Install Debian's chromium or set CHROMIUM_PATH.`);
  process.exit(1);
} else {
  console.log(`\n– Browser tests skipped: no Chromium at ${chromium} (install Debian's chromium or set CHROMIUM_PATH).`);
}
