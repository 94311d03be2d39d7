import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * README.md's settings table lists every setting the server reads: the keys of src/server/config.ts's schema (the
 * only reader of process.env, docs/code-style.md#data-and-errors), and any `process.env.X` read elsewhere in
 * src/server; and it lists nothing the server does not read.
 */
const root = path.resolve(import.meta.dirname, "..");
const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8");

/** Read, but left out of the table on purpose, each with its reason. */
const NOT_IN_TABLE: Record<string, string> = {};

function settingsRead(): Set<string> {
  const config = read("src/server/config.ts");
  const schema = config.slice(config.indexOf("const configSchema = z.object({"), config.indexOf("\n})"));
  const keys = new Set([...schema.matchAll(/^ {2}([A-Z][A-Z0-9_]*):/gm)].map((match) => match[1]!));
  const sources = fs
    .readdirSync(path.join(root, "src/server"), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.ts$/.test(file) && !/\.test\.ts$|test-support/.test(file));
  for (const file of sources) {
    for (const match of read(path.join("src/server", file)).matchAll(/process\.env\.([A-Z][A-Z0-9_]*)/g))
      keys.add(match[1]!);
  }
  return keys;
}

function settingsInReadme(): Set<string> {
  const readme = read("README.md");
  const section = readme.slice(
    readme.indexOf("## Configuration"),
    readme.indexOf("\n## ", readme.indexOf("## Configuration") + 1),
  );
  const rows = section.split("\n").filter((line) => line.startsWith("| `"));
  return new Set(
    rows.flatMap((row) => [...row.split("|")[1]!.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((match) => match[1]!)),
  );
}

describe("README's settings table", () => {
  it("lists every setting the server reads", () => {
    const listed = settingsInReadme();
    const read = settingsRead();
    // The schema's first and last keys, so a schema the search no longer finds fails here rather than passing empty.
    expect(read.has("PORT") && read.has("REMINDER_POLL_SECONDS")).toBe(true);
    expect([...read].filter((key) => !listed.has(key) && !(key in NOT_IN_TABLE))).toEqual([]);
  });

  it("lists only settings the server reads", () => {
    const read = settingsRead();
    expect([...settingsInReadme()].filter((key) => !read.has(key))).toEqual([]);
  });
});
