// `npm run check`: the four typechecks, lint, the schema against the migrations, the unit tests, each timed.
// Locally tsc (build mode, incremental) and eslint (--cache) keep what they checked in .tmp/ and look again only at
// what changed; in CI (CI=true), lint starts clean, and a fresh clone has no .tmp/ for tsc to reuse.
import path from "node:path";
import { bin, printTimes, root, step } from "./lib/steps.mjs";

const ci = process.env.CI === "true" || process.env.CI === "1";

// `npm run typecheck`: one tsc -b for the four projects (each side alone with its own platform's types, and
// everything together with the tests); it keeps each project's result in its tsBuildInfoFile.
// The catalogs match the code (an extraction changes no PO file: no message missing, none obsolete) and every
// language has every message, each compiling (docs/translating.md).
step("translation catalogs", process.execPath, [path.join(root, "scripts", "check-catalogs.mjs")]);
step("typecheck", "npm", ["run", "--silent", "typecheck"]);
step("lint", bin("eslint"), ci ? ["."] : [".", "--cache", "--cache-location", path.join(root, ".tmp", "eslintcache")]);
step("schema against migrations", process.execPath, [path.join(root, "scripts", "check-migrations.mjs")]);
step("unit tests", bin("vitest"), ["run", "--project", "unit"]);
printTimes("npm run check");
