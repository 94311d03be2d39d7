import { describe, expect, it } from "vitest";
import { toCsv } from "./csv";

/** A strict RFC 4180 reader, to prove the writer's output reads back to the same cells. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      row.push(cell);
      cell = "";
    } else if (char === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i += 1;
    } else cell += char;
  }
  return rows;
}

describe("toCsv", () => {
  it("quotes commas, quotes and line breaks so the cells read back unchanged", () => {
    const rows = [
      ["ID", "Email", "Signup Date"],
      ["1", 'odd"name"@example.com', "November 22, 2026 at 9:05 PM"],
      ["2", "line\nbreak@example.com", "a,b"],
    ];
    expect(parseCsv(toCsv(rows))).toEqual(rows);
  });

  it("neutralises cells a spreadsheet would run as formulas", () => {
    const rows = [["=HYPERLINK(\"http://evil\",\"x\")", "+1", "-1", "@x", "\tTAB", "safe=1"]];
    const [read] = parseCsv(toCsv(rows));
    expect(read).toEqual(["'=HYPERLINK(\"http://evil\",\"x\")", "'+1", "'-1", "'@x", "'\tTAB", "safe=1"]);
  });

  it("ends every row with CRLF", () => {
    expect(toCsv([["a"], ["b"]])).toBe("a\r\nb\r\n");
  });
});
