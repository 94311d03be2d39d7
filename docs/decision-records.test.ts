import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/** docs/decisions/README.md: every record is in the index, each number is used once, and a replaced record says by which. */
const dir = path.join(import.meta.dirname, "decisions");
const records = fs
  .readdirSync(dir)
  .filter((name) => /^\d{4}-.*\.md$/.test(name))
  .sort();
const index = fs.readFileSync(path.join(dir, "README.md"), "utf8");

describe("the decision records", () => {
  it("are each linked from the index", () => {
    expect(records.filter((name) => !index.includes(`](${name})`))).toEqual([]);
  });

  it("each open with their date and status under the title, a replaced one naming its successor", () => {
    for (const name of records) {
      const third = fs.readFileSync(path.join(dir, name), "utf8").split("\n")[2] ?? "";
      expect(third, name).toMatch(/^Date: \d{4}-\d{2}-\d{2} · Status: (Accepted|Replaced by \[\d{4}\]\(\d{4}-[a-z0-9-]+\.md\))$/);
    }
  });

  it("each take a number of their own", () => {
    const numbers = records.map((name) => name.slice(0, 4));
    expect(numbers.filter((number, at) => numbers.indexOf(number) !== at)).toEqual([]);
  });

  it("name, when they replace a record, one that is kept, and the index says it was replaced", () => {
    for (const name of records) {
      const replaced = /\(replaces (\d{4})\)/.exec(fs.readFileSync(path.join(dir, name), "utf8").split("\n")[0]!)?.[1];
      if (!replaced) continue;
      const old = records.find((record) => record.startsWith(`${replaced}-`));
      expect(old, `${name} replaces ${replaced}`).toBeDefined();
      const row = index.split("\n").find((line) => line.includes(`](${old})`));
      expect(row, `the index's row of ${old}`).toContain(`replaced by ${name.slice(0, 4)}`);
    }
  });
});
