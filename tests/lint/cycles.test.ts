import fs from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// The project's own lint configuration, run on modules planted on disk (a cycle is only seen through files that
// exist): each import cycle must be refused, whether its imports carry values or only types
// (docs/code-style.md#dependency-direction), and an import that goes one way only must pass.
const root = path.resolve(import.meta.dirname, "../..");
const eslint = new ESLint({ cwd: root });
const folder = path.join(root, "tests", "lint", `planted-cycles-${process.pid}`);

function plant(files: Record<string, string>) {
  for (const [name, code] of Object.entries(files)) fs.writeFileSync(path.join(folder, name), code);
}

async function cycleErrors(name: string): Promise<string[]> {
  const [result] = await eslint.lintFiles([path.join(folder, name)]);
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === "import-x/no-cycle" || message.fatal)
    .map((message) => message.message);
}

// Loading the configuration and the TypeScript resolver takes a few seconds on a busy machine: done once, here.
beforeAll(async () => {
  fs.mkdirSync(folder, { recursive: true });
  plant({
    "value-a.ts": 'import { b } from "./value-b";\nexport const a = () => b();\n',
    "value-b.ts": 'import { a } from "./value-a";\nexport const b = () => a;\n',
    "type-a.ts": 'import type { B } from "./type-b";\nexport interface A {\n  b?: B;\n}\n',
    "type-b.ts": 'import type { A } from "./type-a";\nexport interface B {\n  a?: A;\n}\n',
    // Three modules in a ring, one of its imports a re-export of a type.
    "ring-a.ts": 'import { b } from "./ring-b";\nexport const a = () => b;\n',
    "ring-b.ts": 'import { c } from "./ring-c";\nexport const b = () => c;\n',
    "ring-c.ts": 'export type { A } from "./type-a";\nexport type { Ring } from "./ring-d";\nexport const c = 1;\n',
    "ring-d.ts": 'import type { a } from "./ring-a";\nexport type Ring = typeof a;\n',
    "one-way-a.ts": 'import { b } from "./one-way-b";\nimport type { B } from "./one-way-b";\nexport const a: B = b;\n',
    "one-way-b.ts": "export type B = number;\nexport const b: B = 1;\n",
  });
  await cycleErrors("one-way-b.ts");
}, 60_000);

afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

describe("the import cycle lint", () => {
  it("refuses two modules importing each other's values", async () => {
    expect(await cycleErrors("value-a.ts")).toHaveLength(1);
    expect(await cycleErrors("value-b.ts")).toHaveLength(1);
  });

  it("refuses two modules importing each other's types only", async () => {
    expect(await cycleErrors("type-a.ts")).toHaveLength(1);
    expect(await cycleErrors("type-b.ts")).toHaveLength(1);
  });

  it("refuses a longer ring closed by a type re-export and a type import", async () => {
    expect(await cycleErrors("ring-a.ts")).toHaveLength(1);
    expect(await cycleErrors("ring-d.ts")).toHaveLength(1);
  });

  it("passes modules that import one way only, values and types alike", async () => {
    expect(await cycleErrors("one-way-a.ts")).toEqual([]);
    expect(await cycleErrors("one-way-b.ts")).toEqual([]);
  });
});
