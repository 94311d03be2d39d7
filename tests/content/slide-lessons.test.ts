import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { loadCurriculum } from "@server/curriculum/curriculum";
import { slideLessonContentSchema } from "@shared/content/slide-schemas";

const curriculum = loadCurriculum(fileURLToPath(new URL("../../content", import.meta.url)));
const slideLessons = curriculum.lessons.filter((lesson) => lesson.activityType === "slides");
const authored = slideLessons.filter((lesson) => lesson.content !== null);

/**
 * docs/lesson-players.md#slide-lessons: twelve slides in this order; the questions sit at 5, 6, 8, 9, 10, 11 (1-based)
 * and ask mcq1 to mcq6.
 */
const SLIDE_ORDER = ["intro", "twoColumn", "thinking", "info", "mcq", "mcq", "tips", "mcq", "mcq", "mcq", "mcq", "thankyou"];

describe("the slide lessons", () => {
  it("are all eleven authored, of the one slides kind, each layout named in its play data", () => {
    expect(slideLessons).toHaveLength(11);
    expect(new Set(slideLessons.map((lesson) => lesson.play?.slideLayout ?? "authored"))).toEqual(new Set(["authored", "card", "template"]));
    expect(slideLessons.filter((lesson) => lesson.content === null).map((lesson) => lesson.title)).toEqual([]);
  });

  it.each(authored.map((lesson) => [lesson.title, lesson] as const))("“%s” follows the spec's shape", (_title, lesson) => {
    const content = slideLessonContentSchema.parse(lesson.content);
    expect(content.slides.map((slide) => slide.type)).toEqual(SLIDE_ORDER);
    expect(content.slides.flatMap((slide) => (slide.type === "mcq" ? [slide.questionId] : []))).toEqual([
      "mcq1", "mcq2", "mcq3", "mcq4", "mcq5", "mcq6",
    ]);
    expect(content.lessonInfo.totalXP).toBe(50);

    const questions = Object.entries(content.mcqQuestions);
    expect(questions).toHaveLength(6);
    for (const [id, question] of questions) {
      expect(question.options, id).toHaveLength(4);
      expect(question.correctAnswerIndex, id).toBeGreaterThanOrEqual(0);
      expect(question.correctAnswerIndex, id).toBeLessThan(question.options.length);
      expect(question.feedbackResponses.correct.trim(), id).not.toBe("");
      const incorrect: Partial<Record<string, string>> = question.feedbackResponses.incorrect;
      question.options.forEach((_, index) => {
        if (index !== question.correctAnswerIndex) expect(incorrect[String(index)]?.trim() ?? "", `${id} option ${index}`).not.toBe("");
      });
    }

    expect(content.tips).toHaveLength(6);
    for (const tip of content.tips) expect(tip.text.trim()).not.toBe("");
  });
});
