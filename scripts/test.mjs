// `npm test`: every layer in order. Unit and API tests (embedded database; PostgreSQL too when
// TEST_DATABASE_URL is set), then the browser journeys on a fresh build when Chromium is present.
import fs from "node:fs";
import path from "node:path";
import { bin, printTimes, root, step } from "./lib/steps.mjs";
import { DISPLAY_LANGUAGES } from "./lib/languages.mjs";

const vitest = bin("vitest");

// The translations' catalogs as the app and its tests import them (docs/translating.md).
step("translation catalogs", process.execPath, [path.join(root, "scripts", "i18n-compile.mjs")]);

// CI has just run the unit tests in `npm run check` and sets SKIP_UNIT_TESTS=1, so they run once per CI run.
if (process.env.SKIP_UNIT_TESTS === "1") {
  console.log("\n– unit tests skipped: SKIP_UNIT_TESTS=1 (`npm run check` ran them).");
  step("API tests (embedded database)", vitest, ["run", "--project", "api"]);
} else {
  step("unit and API tests (embedded database)", vitest, ["run", "--project", "unit", "--project", "api"]);
}

if (process.env.TEST_DATABASE_URL) {
  step("API tests (PostgreSQL)", vitest, ["run", "--project", "api"], { GROWLY_TEST_DB: "postgres" });
} else {
  console.log("\n– API tests against PostgreSQL skipped: TEST_DATABASE_URL is not set.");
}

const chromium = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
if (fs.existsSync(chromium)) {
  // One build for the run; every browser worker starts its own server from it (tests/setup/e2e-global.ts).
  // The journeys run with every language on (src/shared/i18n/locales.ts), before they are offered to parents.
  const languages = { GROWLY_LANGUAGES: process.env.GROWLY_LANGUAGES ?? DISPLAY_LANGUAGES.join(",") };
  step("build", process.execPath, [path.join(root, "scripts/build.mjs")], languages);
  step("browser tests (Chromium)", vitest, ["run", "--project", "e2e"], { CHROMIUM_PATH: chromium, ...languages });
} else if (process.env.REQUIRE_E2E === "1") {
  console.error(`\n✖ REQUIRE_E2E=1 but no Chromium at ${chromium}. Install Debian's chromium or set CHROMIUM_PATH.`);
  printTimes("npm test");
  process.exit(1);
} else {
  console.log(
    `\n– Browser tests skipped: no Chromium at ${chromium} (install Debian's chromium or set CHROMIUM_PATH).`,
  );
}
printTimes("npm test");
