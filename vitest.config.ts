import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";
import { viteAliases } from "./import-aliases";

// Three layers: unit (pure rules, components), api (the real app on a real database),
// e2e (the built app in Chromium). scripts/test.mjs runs them in order.
export default defineConfig({
  plugins: [react()],
  resolve: { alias: viteAliases },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: [
            "src/**/*.test.{ts,tsx}",
            "content/**/*.test.ts",
            "docs/**/*.test.ts",
            "tests/lint/**/*.test.ts",
            // Checks of the curriculum that need the server's loader or the client's components (content/ imports neither).
            "tests/content/**/*.test.ts",
          ],
          exclude: ["src/**/*.api.test.ts"],
          environment: "node",
          setupFiles: ["tests/setup/fail-on-console-error.ts", "tests/setup/dialog-library.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "api",
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
          fileParallelism: false,
          // A real browser on a 2-core machine: one retry absorbs a timing miss; a broken behaviour still fails twice.
          retry: 1,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
