import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * docs/code-style.md#test-helpers: a test-only file is named as one (`*.test.ts(x)`, `test-support.ts(x)`, `test-*.ts`,
 * `*-fixtures.ts`, or anything in `src/server/test-support/`), the production tsconfigs leave those out, and no
 * production file imports one (an import would pull the helper into the build behind the tsconfigs' back).
 */
const root = path.resolve(import.meta.dirname, "../..");
const TEST_ONLY = /(\.test\.tsx?$)|(\/test-support(\.tsx?$|\/))|(\/test-[^/]+\.tsx?$)|(-fixtures\.tsx?$)/;

const isTestOnly = (file: string) => TEST_ONLY.test(file.split(path.sep).join("/"));

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const ALIASES: Record<string, string> = { "@client/": "src/client/", "@server/": "src/server/", "@shared/": "src/shared/" };

/** The files of `src/` a file's imports name (relative or through the aliases), extension added as TypeScript does. */
function importedFiles(file: string): string[] {
  const text = fs.readFileSync(file, "utf8");
  const specifiers = [...text.matchAll(/(?:import|export)[^'"]*?from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g)].map(
    (match) => match[1] ?? match[2]!,
  );
  return specifiers.flatMap((specifier) => {
    const alias = Object.keys(ALIASES).find((prefix) => specifier.startsWith(prefix));
    const base = alias
      ? path.join(root, ALIASES[alias]!, specifier.slice(alias.length))
      : specifier.startsWith(".")
        ? path.resolve(path.dirname(file), specifier)
        : undefined;
    if (!base) return [];
    const found = [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")].find(
      (candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile(),
    );
    return found ? [found] : [];
  });
}

function productionImportsOfTestHelpers(files: readonly string[]): string[] {
  return files
    .filter((file) => !isTestOnly(file))
    .flatMap((file) => importedFiles(file).filter(isTestOnly).map((helper) => `${path.relative(root, file)} → ${path.relative(root, helper)}`));
}

describe("test helpers", () => {
  it("are never imported by a production file of src/", () => {
    expect(productionImportsOfTestHelpers(sourceFiles(path.join(root, "src")))).toEqual([]);
  });

  it("are told apart by their names, so a planted import of one is found", () => {
    const planted = path.join(root, ".tmp", "lint-planted", "src", "server", "ops");
    fs.mkdirSync(planted, { recursive: true });
    const file = path.join(planted, "planted.ts");
    fs.writeFileSync(file, 'export { request } from "../../../../../src/server/test-support/faults";\n');
    try {
      expect(productionImportsOfTestHelpers([file])).toHaveLength(1);
    } finally {
      fs.rmSync(path.join(root, ".tmp", "lint-planted"), { recursive: true, force: true });
    }
    for (const helper of ["src/server/test-support/faults.ts", "src/client/features/stories/test-support.ts", "src/server/curriculum/content-fixtures.ts", "src/a/b.test.tsx"])
      expect(isTestOnly(path.join(root, helper)), helper).toBe(true);
    for (const production of ["src/server/ops/backup.ts", "src/client/lib/speech.ts", "src/server/auth/session-table.ts"])
      expect(isTestOnly(path.join(root, production)), production).toBe(false);
  });
});
