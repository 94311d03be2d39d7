import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { formatReport } from "@content/content-rules";
import { projectContentFigures } from "../../scripts/lib/load-content";

// The content rules of content/content-rules.ts (tested there on small examples), judged on the project's lessons and
// stories as `npm run content:report` judges them.
const { figures, results } = projectContentFigures(fileURLToPath(new URL("../../content", import.meta.url)));

describe("the content rules on the curriculum", () => {
  it("prints its figures", () => {
    console.log(formatReport(figures, results));
    expect(results.length).toBeGreaterThanOrEqual(14);
  });

  it.each(results.map((result) => [result.id, result] as const))("%s", (_id, result) => {
    expect(result.pass, `${result.rule}: ${result.detail}`).toBe(true);
  });
});
