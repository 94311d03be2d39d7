// The catalogs match the code (docs/translating.md): `lingui extract` run on the code finds nothing to add and nothing
// obsolete (no PO file changes); then they are compiled. A PO file the extraction changed is left changed, for the
// developer to translate and commit. tests/i18n/catalogs.test.ts checks every translation is there and compiles.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { bin, root } from "./lib/steps.mjs";

const status = () =>
  spawnSync("git", ["status", "--porcelain", "--", "src/locales"], { cwd: root, encoding: "utf8" }).stdout.trim();
const before = status();
const extracted = spawnSync(bin("lingui"), ["extract", "--clean"], {
  cwd: root,
  stdio: ["ignore", "ignore", "inherit"],
});
if (extracted.status !== 0) process.exit(extracted.status ?? 1);
const after = status();
if (after !== before) {
  console.error(
    `The catalogs do not match the code; \`npm run i18n:extract\` changed:\n${after}\nTranslate what is new and commit.`,
  );
  process.exit(1);
}
const compiled = spawnSync(process.execPath, [path.join(root, "scripts", "i18n-compile.mjs")], {
  cwd: root,
  stdio: "inherit",
});
process.exit(compiled.status ?? 1);
