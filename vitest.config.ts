import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react-swc";
import { LINGUI_SWC, viteAliases } from "./import-aliases";
import { LANGUAGE_TABLE } from "./src/shared/i18n/languages";

/**
 * Browser workers side by side, each with its own server and database (tests/setup/e2e-global.ts). The journeys wait
 * on the browser more than they compute, so two keep a 2-core machine busy (docs/benchmarks.md#test-run-times).
 */
const e2eWorkers = Number(process.env.E2E_WORKERS) || 2;

/**
 * Unit and API files side by side too: vitest's default in a run is one worker fewer than the cores, which on these
 * 2-core machines is a single worker. API files wait on their database as much as they compute, and every file has
 * its own database (tests/setup/api-global.ts), so two run safely together (`TEST_WORKERS=N` for another number).
 */
const testWorkers = Number(process.env.TEST_WORKERS) || 2;

/** With TEST_TIMINGS_DIR (set by .ci/run), each run also writes a JSON report there for scripts/slowest-tests.mjs. */
const timingsDir = process.env.TEST_TIMINGS_DIR;

// Three layers: unit (pure rules, components), api (the real app on a real database),
// e2e (the built app in Chromium). scripts/test.mjs runs them in order.
export default defineConfig({
  plugins: [react(LINGUI_SWC)],
  resolve: { alias: viteAliases },
  test: {
    ...(timingsDir && {
      reporters: [
        "default",
        ["json", { outputFile: `${timingsDir}/${process.env.TEST_TIMINGS_LABEL ?? "vitest"}-${process.pid}.json` }],
      ],
    }),
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          maxWorkers: testWorkers,
          include: [
            "src/**/*.test.{ts,tsx}",
            "content/**/*.test.ts",
            "docs/**/*.test.ts",
            "tests/lint/**/*.test.ts",
            // Checks of the curriculum that need the server's loader or the client's components (content/ imports neither).
            "tests/content/**/*.test.ts",
            "tests/i18n/**/*.test.ts",
          ],
          exclude: ["src/**/*.api.test.ts"],
          environment: "node",
          setupFiles: ["tests/setup/fail-on-console-error.ts", "tests/setup/i18n.ts", "tests/setup/dialog-library.ts", "tests/setup/patience.ts"],
          // Screens' tests render, click and wait like a person: on a busy 2-core machine one can take several times its
          // quiet time. The ceilings are for a machine under load; a test waiting on a condition still ends as soon as
          // it holds, and a broken behaviour still fails (later).
          testTimeout: 30_000,
          expect: { poll: { timeout: 10_000 } },
        },
      },
      {
        extends: true,
        test: {
          name: "api",
          maxWorkers: testWorkers,
          // Every parents' language on, so the API tests can ask for each (src/shared/i18n/locales.ts, OFFERED_LANGUAGES).
          env: { GROWLY_LANGUAGES: LANGUAGE_TABLE.filter((row) => !row.development).map((row) => row.code).join(",") },
          include: ["src/**/*.api.test.ts"],
          environment: "node",
          globalSetup: ["tests/setup/api-global.ts"],
          setupFiles: ["tests/setup/fail-on-console-error.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/setup/e2e-global.ts"],
          setupFiles: ["tests/setup/e2e-worker.ts"],
          maxWorkers: e2eWorkers,
          // After unit and api when one `vitest run` runs every project (projects of different maxWorkers need it).
          sequence: { groupOrder: 1 },
          // A real browser on a 2-core machine: one retry absorbs a timing miss; a broken behaviour still fails twice.
          retry: 1,
          testTimeout: 60_000,
          // expect.poll waits for a condition in the page: 1 s (vitest's default) is too little for a busy machine.
          expect: { poll: { timeout: 15_000 } },
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
