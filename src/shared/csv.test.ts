import { describe, expect, it } from "vitest";
import { parseCsv } from "../../tests/support/csv";
import { toCsv } from "./csv";


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
