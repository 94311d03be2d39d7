import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { kindOf } from "@shared/content/activity-types";
import {
  lessonChoiceQuestions,
  lessonChosenOptions,
  lessonTalkingPrompt,
  storyChoiceQuestions,
  storyChosenOptions,
} from "@shared/rules/players/lesson-choices";
import type { EmotionalSelectorContent } from "@shared/content/content-schemas";
import { projectCurriculum } from "../../src/server/curriculum/curriculum";

// docs/product-rules.md#the-same-page on the project's lessons and stories: every kind that asks about a scene lists
// its questions, and the options a kept answer chose are read from the content, never from the answer's own text.
const curriculum = projectCurriculum(fileURLToPath(new URL("../../content", import.meta.url)));
const ASKS_NOTHING = new Set(["module-closer"]);

describe("the same page's questions on the curriculum", () => {
  it("lists each lesson's scenario questions with a prompt and an id of their own, and a talking prompt", () => {
    for (const lesson of curriculum.lessons) {
      const questions = lessonChoiceQuestions(lesson);
      const reflection =
        kindOf(lesson.activityType) === "emotional-selector" && (lesson.content as EmotionalSelectorContent).reflection;
      if (ASKS_NOTHING.has(lesson.activityType) || reflection) expect(questions, lesson.title).toEqual([]);
      else expect(questions.length, lesson.title).toBeGreaterThan(0);
      expect(new Set(questions.map((question) => question.id)).size, lesson.title).toBe(questions.length);
      for (const question of questions) expect(question.prompt.trim(), lesson.title).not.toBe("");
      const prompt = lessonTalkingPrompt(lesson);
      expect(prompt.title.trim() && prompt.text.trim(), lesson.title).toBeTruthy();
    }
  });

  it("reads nothing from answers that are not the lesson's", () => {
    const lesson = curriculum.lessons[0]!;
    for (const answers of [null, undefined, {}, { selected: "OWN TEXT" }, "OWN TEXT"]) {
      expect(lessonChosenOptions(lesson, answers)).toBeNull();
    }
  });

  it("reads a story's choices by scene, and none from a play kept without them", () => {
    for (const story of curriculum.stories.stories) {
      const questions = storyChoiceQuestions(story.content);
      expect(questions.map((question) => question.onOnePath)).toEqual(
        story.content.scenes.map((_, index) => index > 0),
      );
      const path = story.content.scenes.map((scene) => scene.choices[0]!);
      const chosen = storyChosenOptions(
        story.content,
        path.map((choice) => choice.id),
      )!;
      expect([...chosen.values()]).toEqual(path.map((choice) => [choice.text]));
      expect(storyChosenOptions(story.content, [])).toBeNull();
    }
  });
});
