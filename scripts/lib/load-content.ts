import fs from "node:fs";
import path from "node:path";
import { projectCurriculum } from "@server/curriculum/curriculum";
import { curriculumFigures, judgeRules, LANGUAGE_RULES } from "@content/content-rules";
import { CAST_SHEET, castFacts } from "@content/cast";
import type { Language } from "@shared/i18n/locales";

/**
 * The project's lessons and stories in `language`, loaded and checked against their schemas, with the content rules
 * judged: in English all of them, against the cast sheet (content/cast.md); in another language the rules that hold in
 * every language (content-rules.ts LANGUAGE_RULES).
 */
export function projectContentFigures(contentDir: string, language: Language = "en") {
  const curriculum = projectCurriculum(contentDir).inLanguage(language);
  const cast = castFacts(fs.readFileSync(path.join(contentDir, CAST_SHEET), "utf8"));
  const figures = curriculumFigures(curriculum.lessons, curriculum.stories.stories, cast, language);
  const results = judgeRules(figures);
  return { figures, results: language === "en" ? results : results.filter((result) => LANGUAGE_RULES.includes(result.id)) };
}
