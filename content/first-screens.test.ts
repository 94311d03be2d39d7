import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { projectCurriculum } from "../src/server/curriculum/curriculum";
import { renderLessonFirstScreen } from "../src/client/first-screen";

const curriculum = projectCurriculum(fileURLToPath(new URL(".", import.meta.url)));
const outline = { levels: curriculum.levels, lessons: curriculum.summaries };
const slideLesson = curriculum.lessons.find((lesson) =>
  Array.isArray((lesson.content as { slides?: unknown } | null)?.slides),
)!;
const firstSlide = (slideLesson.content as { slides: { heading: string }[] }).slides[0]!;
/** Text as React writes it into HTML. */
const escaped = (text: string) => text.replaceAll("&", "&amp;").replaceAll("'", "&#x27;").replaceAll('"', "&quot;");

describe("a lesson's first screen drawn for its page", () => {
  it("is the lesson frame at the lesson's first screen, as the app draws it, with no parent's details", async () => {
    const html = await renderLessonFirstScreen(slideLesson, outline);
    expect(html).toBeDefined();
    expect(html).toContain('data-lesson-frame=""');
    expect(html).toContain(`>${escaped(slideLesson.title)}</h1>`);
    expect(html).toContain(`>${escaped(firstSlide.heading)}</h2>`);
    expect(html).toContain('aria-label="Leave the lesson"');
    expect(html).not.toContain("data-loading");
    expect(html).not.toMatch(/aria-valuenow="[1-9]/);
  });

  it("is drawn for every lesson of the curriculum, each its own", async () => {
    const drawings = await Promise.all(curriculum.lessons.map((lesson) => renderLessonFirstScreen(lesson, outline)));
    drawings.forEach((html, index) => {
      const lesson = curriculum.lessons[index]!;
      expect(html, `lesson ${lesson.id}`).toContain(`>${escaped(lesson.title)}</h1>`);
    });
  });

  it("is none for a lesson whose level the outline does not have", async () => {
    expect(await renderLessonFirstScreen(slideLesson, { ...outline, levels: [] })).toBeUndefined();
  });
});
