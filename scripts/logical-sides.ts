/**
 * Left and right in src/client, written as start and end (docs/right-to-left.md).
 *
 *   npx tsx scripts/logical-sides.ts           lists each physical class or property with its logical twin
 *   npx tsx scripts/logical-sides.ts --write   rewrites the files (what has no twin is listed, for a hand-made fix)
 *
 * The same rules hold the check in tests/lint/logical-sides.test.ts, so running this after a merge and then the
 * check shows what is left.
 */
import fs from "node:fs";
import path from "node:path";
import { physicalSides, toLogical, type SourceKind } from "./lib/logical-sides";

const root = path.resolve(import.meta.dirname, "..");
const write = process.argv.includes("--write");

export function clientSourceFiles(): string[] {
  const files: string[] = [];
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(tsx?|css)$/.test(entry.name)) files.push(full);
    }
  };
  walk(path.join(root, "src/client"));
  return files.sort();
}

let changed = 0;
for (const file of clientSourceFiles()) {
  const kind: SourceKind = file.endsWith(".css") ? "css" : "script";
  const source = fs.readFileSync(file, "utf8");
  const relative = path.relative(root, file);
  const logical = toLogical(source, kind);
  const findings = physicalSides(write ? logical : source, kind);
  for (const finding of findings) console.log(`${relative}:${finding.line}  ${finding.found}  →  ${finding.instead}`);
  if (write && logical !== source) {
    fs.writeFileSync(file, logical);
    changed += 1;
    console.log(`${relative}: rewritten`);
  }
}
if (write) console.log(`${changed} file(s) rewritten`);
