import { fileURLToPath } from "node:url";
import { projectCurriculum } from "../src/server/curriculum/curriculum";
import { lessonPath, minutesOf, WORDS_PER_MINUTE_IN } from "../src/shared/rules/lesson-minutes";
const c = projectCurriculum(fileURLToPath(new URL("../content", import.meta.url)));
const langs = ["en", "es", "fr", "de"] as const;
const views = langs.map((l) => c.inLanguage(l));
const ids = process.argv.slice(2).map(Number);
for (const lesson of views[0]!.lessons) {
  if (ids.length && !ids.includes(lesson.id)) continue;
  console.log(String(lesson.id).padStart(3), langs.map((l, i) => `${l} ${minutesOf(lessonPath(views[i]!.lessons.find((x) => x.id === lesson.id)! as never), WORDS_PER_MINUTE_IN[l]).toFixed(2)}`).join("  "));
}
