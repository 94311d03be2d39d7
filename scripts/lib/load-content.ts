import fs from "node:fs";
import path from "node:path";
import { loadCurriculum } from "@server/curriculum/curriculum";
import { curriculumFigures, judgeRules } from "@content/content-rules";
import { CAST_SHEET, castFacts } from "@content/cast";

/**
 * The project's lessons and stories, loaded and checked against their schemas, with the content rules judged
 * against the cast sheet (content/cast.md).
 */
export function projectContentFigures(contentDir: string) {
  const curriculum = loadCurriculum(contentDir);
  const cast = castFacts(fs.readFileSync(path.join(contentDir, CAST_SHEET), "utf8"));
  const figures = curriculumFigures(curriculum.lessons, curriculum.stories.stories, cast);
  return { figures, results: judgeRules(figures) };
}
