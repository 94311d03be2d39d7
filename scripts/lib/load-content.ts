import { loadCurriculum } from "@server/curriculum/curriculum";
import { curriculumFigures, judgeRules } from "@content/content-rules";

/** The project's lessons and stories, loaded and checked against their schemas, with the content rules judged. */
export function projectContentFigures(contentDir: string) {
  const curriculum = loadCurriculum(contentDir);
  const figures = curriculumFigures(curriculum.lessons, curriculum.stories.stories);
  return { figures, results: judgeRules(figures) };
}
