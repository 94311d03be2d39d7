import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { physicalSides, toLogical, type SourceKind } from "../../scripts/lib/logical-sides";

const root = path.resolve(import.meta.dirname, "../..");

/**
 * Physical left/right kept on purpose: file (from the repository's root), the class or property as found, and why it
 * must not follow the reading direction. docs/right-to-left.md says when one belongs here.
 */
const ALLOWED: { file: string; found: string; reason: string }[] = [];

function clientSources(): { file: string; kind: SourceKind; source: string }[] {
  const files: string[] = [];
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(path.join(root, folder), { withFileTypes: true })) {
      const relative = path.posix.join(folder, entry.name);
      if (entry.isDirectory()) walk(relative);
      else if (/\.(tsx?|css)$/.test(entry.name)) files.push(relative);
    }
  };
  walk("src/client");
  return files.map((file) => ({
    file,
    kind: file.endsWith(".css") ? "css" : "script",
    source: fs.readFileSync(path.join(root, file), "utf8"),
  }));
}

describe("left and right in the client", () => {
  it("are written as start and end in every client source file, so the layout follows a right-to-left language", () => {
    const findings = clientSources().flatMap(({ file, kind, source }) =>
      physicalSides(source, kind)
        .filter((finding) => !ALLOWED.some((allowed) => allowed.file === file && allowed.found === finding.found))
        .map((finding) => `${file}:${finding.line} ${finding.found} → ${finding.instead}`),
    );
    expect(findings, "run `npx tsx scripts/logical-sides.ts --write`, then mirror what has no twin with rtl:").toEqual([]);
  });

  it("keeps only allow-list entries that still match something, each with its reason", () => {
    const sources = clientSources();
    for (const allowed of ALLOWED) {
      expect(allowed.reason.length, allowed.found).toBeGreaterThan(20);
      const source = sources.find((entry) => entry.file === allowed.file);
      const found = source ? physicalSides(source.source, source.kind).map((finding) => finding.found) : [];
      expect(found, `${allowed.file}: ${allowed.found}`).toContain(allowed.found);
    }
  });
});

describe("the left/right rules", () => {
  const script: [string, string][] = [
    [`className="ml-4 mr-auto -ml-2 pl-1 pr-[3px] md:pl-6"`, `className="ms-4 me-auto -ms-2 ps-1 pe-[3px] md:ps-6"`],
    [`"absolute left-0 right-1/2 -left-2 focus:left-3 right-px left-full"`, `"absolute start-0 end-1/2 -start-2 focus:start-3 end-px start-full"`],
    [`"text-left md:text-right float-left clear-right"`, `"text-start md:text-end float-start clear-end"`],
    [`"border-l border-r-2 border-l-danger hover:border-r-level-blue"`, `"border-s border-e-2 border-s-danger hover:border-e-level-blue"`],
    [`"rounded-l rounded-r-card rounded-tl-none rounded-br-lg"`, `"rounded-s rounded-e-card rounded-ss-none rounded-ee-lg"`],
    [`"scroll-ml-4 scroll-pr-2"`, `"scroll-ms-4 scroll-pe-2"`],
    [
      "<li style={{ left: `calc(${x}% - 2px)`, paddingLeft: 4, marginRight: 1, textAlign: \"right\" }} />",
      "<li style={{ insetInlineStart: `calc(${x}% - 2px)`, paddingInlineStart: 4, marginInlineEnd: 1, textAlign: \"end\" }} />",
    ],
  ];
  const css: [string, string][] = [
    [".a { margin-left: 1rem; padding-right: 0; border-left-width: 2px; }", ".a { margin-inline-start: 1rem; padding-inline-end: 0; border-inline-start-width: 2px; }"],
    [".a { left: 0; right: 2px; text-align: left; float: right; }", ".a { inset-inline-start: 0; inset-inline-end: 2px; text-align: start; float: inline-end; }"],
    [".a { border-top-left-radius: 1px; @apply pl-2 text-right; }", ".a { border-start-start-radius: 1px; @apply ps-2 text-end; }"],
  ];

  it.each(script)("find and rewrite %s", (physical, logical) => {
    expect(physicalSides(physical, "script").length).toBeGreaterThan(0);
    expect(toLogical(physical, "script")).toBe(logical);
    expect(physicalSides(logical, "script")).toEqual([]);
  });

  it.each(css)("find and rewrite the CSS %s", (physical, logical) => {
    expect(physicalSides(physical, "css").length).toBeGreaterThan(0);
    expect(toLogical(physical, "css")).toBe(logical);
    expect(physicalSides(logical, "css")).toEqual([]);
  });

  it("flag a slide or a position with no logical twin unless its line mirrors it with rtl:", () => {
    const flagged = physicalSides(`"-translate-x-1/2 origin-left"\n"motion-safe:translate-x-[120%]"\n"bg-right"`, "script");
    expect(flagged.map((finding) => [finding.line, finding.found])).toEqual([
      [1, "-translate-x-1/2"],
      [1, "origin-left"],
      [2, "translate-x-[120%]"],
      [3, "bg-right"],
    ]);
    expect(physicalSides(`"translate-x-6 rtl:-translate-x-6"`, "script")).toEqual([]);
  });

  it("leave alone what is not a physical side: symmetric classes, words, ordinary object keys", () => {
    const untouched = [
      `"mx-auto px-4 inset-x-0 space-x-2 divide-x text-center border-t-2 rounded-t-lg -translate-y-1/2"`,
      `data-testid="right-answer" "right-hand column" "left-over" "plan-2" "ample-3"`,
      `const score = { right: 0, left: 2 }; function f(left: number) { return left; }`,
      `className="ms-auto start-0 rtl:-scale-x-100"`,
    ].join("\n");
    expect(physicalSides(untouched, "script")).toEqual([]);
    expect(toLogical(untouched, "script")).toBe(untouched);
    expect(physicalSides(".a:hover { margin: 0 auto; inset-inline: 0; } /* on the left: */", "css")).toEqual([]);
  });
});
