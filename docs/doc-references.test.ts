import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Every document a comment, a script or a document cites must be in the repository, with the heading its `#anchor`
 * names, so a fresh clone can follow every reference.
 */
const root = path.resolve(import.meta.dirname, "..");
const SCANNED = ["src", "tests", "scripts", "content", "docs"];
const TEXT_FILE = /\.(ts|tsx|js|mjs|cjs|md|json|css|html)$/;

/**
 * Documents that were never part of the repository (the product's first decision log, style and stack notes, content
 * brief, and the numbered sections of its first specifications). Their rules now live in docs/; citing them again
 * would send a newcomer to a file a clone does not have.
 */
const OUTSIDE_CITATION = /(?<![\w.-])(?:DECISIONS|STYLE|STACK|CONTENT)\.md\b|\bspec\s*§|§\s*\d/i;

/** A path on one machine (a home folder, a scratch or work folder) means nothing in another clone. */
const MACHINE_PATH = /(?<![\w.~-])\/(?:work|home|root|tmp|Users|mnt)\/[\w.-]/;

interface Reference {
  file: string;
  line: number;
  target: string;
  anchor?: string;
}

function filesUnder(dir: string): string[] {
  const full = path.join(root, dir);
  if (!fs.existsSync(full)) return [];
  return fs.readdirSync(full, { withFileTypes: true, recursive: true }).flatMap((entry) => {
    const file = path.relative(root, path.join(entry.parentPath, entry.name));
    return entry.isFile() && TEXT_FILE.test(entry.name) && !file.split(path.sep).includes("node_modules") ? [file] : [];
  });
}

/** `name.md` or `some/path/name.md`, optionally with `#anchor`; not part of a web address. */
const REFERENCE = /(?<![\w./-])((?:\.{1,2}\/)*[\w-][\w./-]*\.md)(?:#([\w-]+))?/g;

function referencesIn(file: string): Reference[] {
  const found: Reference[] = [];
  fs.readFileSync(path.join(root, file), "utf8")
    .split("\n")
    .forEach((text, index) => {
      for (const match of text.matchAll(REFERENCE)) {
        const before = text.slice(0, match.index);
        const after = text.slice(match.index + match[0].length);
        // A web address, or the visible text of a markdown link (its target in the brackets after is checked).
        if (/\S*:\/\/\S*$/.test(before) || (before.endsWith("[") && after.startsWith("]("))) continue;
        found.push({ file, line: index + 1, target: match[1]!, anchor: match[2] });
      }
    });
  return found;
}

/** Where a reference points: `docs/…` from the root; anything else beside the citing file, else from the root. */
function resolve({ file, target }: Reference): string | undefined {
  const candidates = target.startsWith("docs/") ? [target] : [path.join(path.dirname(file), target), target];
  return candidates
    .map((candidate) => path.normalize(candidate))
    .find((candidate) => fs.existsSync(path.join(root, candidate)));
}

/** GitHub's anchors: lower case, punctuation dropped, spaces to dashes, repeats numbered. */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split("\n")) {
    if (line.startsWith("```")) fenced = !fenced;
    const heading = !fenced && /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const slug = heading[1]!
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, "")
      .replace(/\s/g, "-");
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

// This file names reference shapes in its own comments; it cites nothing.
const THIS_FILE = path.relative(root, import.meta.filename);
const scannedFiles = SCANNED.flatMap(filesUnder).filter((file) => file !== THIS_FILE);
const references = scannedFiles.flatMap(referencesIn);
const where = (reference: Reference) =>
  `${reference.file}:${reference.line} cites ${reference.target}${reference.anchor ? `#${reference.anchor}` : ""}`;

/** Every line of the scanned files that matches `pattern`, as `file:line: text`. */
function linesMatching(files: readonly string[], pattern: RegExp): string[] {
  return files.flatMap((file) =>
    fs
      .readFileSync(path.join(root, file), "utf8")
      .split("\n")
      .flatMap((text, index) => (pattern.test(text) ? [`${file}:${index + 1}: ${text.trim()}`] : [])),
  );
}

describe("document references", () => {
  it("finds the docs/ references it is meant to check", () => {
    expect(references.filter((reference) => reference.target.startsWith("docs/")).length).toBeGreaterThan(0);
  });

  it("point at documents that are in the repository", () => {
    const missing = references.filter((reference) => !resolve(reference)).map(where);
    expect(missing).toEqual([]);
  });

  it("name headings that exist in the document they point at", () => {
    const broken = references
      .filter((reference) => reference.anchor)
      .filter((reference) => {
        const target = resolve(reference);
        return !target || !headingAnchors(fs.readFileSync(path.join(root, target), "utf8")).has(reference.anchor!);
      })
      .map(where);
    expect(broken).toEqual([]);
  });

  it("never cite the outside documents or their numbered spec sections", () => {
    expect(linesMatching(scannedFiles, OUTSIDE_CITATION)).toEqual([]);
  });

  it("name no path of one machine in docs/", () => {
    expect(
      linesMatching(
        scannedFiles.filter((file) => file.startsWith(`docs${path.sep}`)),
        MACHINE_PATH,
      ),
    ).toEqual([]);
  });

  it("recognise an outside citation in every shape it took", () => {
    for (const cited of [
      '/** DECISIONS.md "Learning rules": … */',
      "// (STYLE.md, STACK.md) and CONTENT.md",
      "(spec §4.6)",
      "Spec §2 Home",
      "Players spec §7",
      "(Setting Limits §4.7)",
      "see ../DECISIONS.md#xp",
    ]) {
      expect(OUTSIDE_CITATION.test(cited), cited).toBe(true);
    }
    for (const fine of ["docs/product-rules.md#xp", "a specification", "docs/code-style.md#tests", "MY_STYLE.md"]) {
      expect(OUTSIDE_CITATION.test(fine), fine).toBe(false);
    }
    expect(MACHINE_PATH.test("see /work/shared/spec/x.md")).toBe(true);
    expect(MACHINE_PATH.test("`/api/user/{id}/progress` and docs/work/x.md")).toBe(false);
  });

  it("turn a heading into the anchor GitHub gives it", () => {
    const anchors = headingAnchors(
      "# Product rules\n## Streaks and the daily goal\n```\n# not a heading\n```\n## Notifications, email and offline\n## XP\n## XP\n",
    );
    expect([...anchors]).toEqual([
      "product-rules",
      "streaks-and-the-daily-goal",
      "notifications-email-and-offline",
      "xp",
      "xp-1",
    ]);
  });
});
