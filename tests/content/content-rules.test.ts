import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { formatReport, LANGUAGE_RULES } from "@content/content-rules";
import { LANGUAGE_CODES } from "@shared/i18n/locales";
import { projectContentFigures } from "../../scripts/lib/load-content";

// The content rules of content/content-rules.ts (tested there on small examples), judged on the project's lessons and
// stories as `npm run content:report` judges them: all of them in English, and in Spanish, French and German the rules
// that hold in every language (answers not guessable by length, minutes at the language's reading speed).
const contentDir = fileURLToPath(new URL("../../content", import.meta.url));

// Every parents' language of the table of languages (src/shared/i18n/languages.ts).
describe.each(LANGUAGE_CODES)("the content rules on the curriculum in %s", (language) => {
  const { figures, results } = projectContentFigures(contentDir, language);

  it("prints its figures", () => {
    console.log(formatReport(figures, results));
    expect(results.length).toBeGreaterThanOrEqual(language === "en" ? 14 : LANGUAGE_RULES.length);
  });

  it.each(results.map((result) => [result.id, result] as const))("%s", (_id, result) => {
    expect(result.pass, `${result.rule}: ${result.detail}`).toBe(true);
  });
});
