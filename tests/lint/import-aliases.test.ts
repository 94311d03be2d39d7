import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { IMPORT_ALIASES } from "../../import-aliases";

const root = path.resolve(import.meta.dirname, "../..");

describe("the import aliases", () => {
  it("are spelled the same in tsconfig.base.json, which esbuild and tsx read, as in import-aliases.ts", () => {
    const tsconfig = JSON.parse(fs.readFileSync(path.join(root, "tsconfig.base.json"), "utf8")) as {
      compilerOptions: { paths: Record<string, string[]> };
    };
    const fromAliases = Object.fromEntries(
      Object.entries(IMPORT_ALIASES).map(([alias, folder]) => [`${alias}/*`, [`./${folder}/*`]]),
    );
    expect(tsconfig.compilerOptions.paths).toEqual(fromAliases);
  });
});
