import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CurriculumError, loadCurriculum } from "./curriculum";
import { forSeveralChildren } from "../../shared/rules/age-match";
import { FIRST_MODULE_CLOSING, addSecondModuleClosing, contentCopy } from "./content-fixtures";

type Json = Record<string, unknown>;

/** The first module closing with its badge's fields replaced. */
function withFirstBadge(content: ReturnType<typeof contentCopy>, badge: Json) {
  const closing = content.readLesson(FIRST_MODULE_CLOSING);
  const lessonContent = closing.content as { badgeEarned: Json };
  content.writeLesson(FIRST_MODULE_CLOSING, {
    ...closing,
    content: { ...lessonContent, badgeEarned: { ...lessonContent.badgeEarned, ...badge } },
  });
}

// docs/content-guide.md#module-badges
describe("the module badges when the curriculum loads", () => {
  it("loads a second module closing added only in content/, with its own badge", () => {
    const content = contentCopy();
    const { id } = addSecondModuleClosing(content);
    const curriculum = loadCurriculum(content.dir);
    expect(curriculum.lessonById.get(id)?.activityType).toBe("module-closer");
  });

  it("refuses a module closing whose badge id badges.json does not list, naming the lesson and the id", () => {
    const content = contentCopy();
    withFirstBadge(content, { id: "module-9" });
    expect(() => loadCurriculum(content.dir)).toThrow(CurriculumError);
    expect(() => loadCurriculum(content.dir)).toThrow("lesson 7: badge id module-9 is not in badges.json");
  });

  it("refuses a module closing that is not the last lesson of its level, naming the lesson", () => {
    const content = contentCopy();
    const closing = content.readLesson(FIRST_MODULE_CLOSING);
    const before = content.lessonFiles().find((name) => {
      const lesson = content.readLesson(name);
      return lesson.levelId === closing.levelId && lesson.order === (closing.order as number) - 1;
    })!;
    content.writeLesson(before, { ...content.readLesson(before), order: closing.order });
    content.writeLesson(FIRST_MODULE_CLOSING, { ...closing, order: (closing.order as number) - 1 });
    expect(() => loadCurriculum(content.dir)).toThrow("lesson 7: a module closing must be the last lesson of level 1");
  });

  it("refuses a badge the module closing reveals under another title than the profile's", () => {
    const content = contentCopy();
    withFirstBadge(content, { title: "Feelings Friend" });
    expect(() => loadCurriculum(content.dir)).toThrow('badge module-1 is titled "Feelings Friend"');
  });

  it("refuses a listed badge that no module closing awards, or that two award", () => {
    const unawarded = contentCopy();
    unawarded.writeBadges([...unawarded.readBadges(), { ...unawarded.readBadges()[0], id: "module-2" }]);
    expect(() => loadCurriculum(unawarded.dir)).toThrow(
      "badge module-2 must be awarded by one module closing (found 0)",
    );

    const twice = contentCopy();
    const { id } = addSecondModuleClosing(twice);
    const second = twice.lessonFiles().find((name) => twice.readLesson(name).id === id)!;
    const lesson = twice.readLesson(second);
    const closing = twice.readLesson(FIRST_MODULE_CLOSING).content as { badgeEarned: Json };
    twice.writeLesson(second, {
      ...lesson,
      content: { ...(lesson.content as Json), badgeEarned: closing.badgeEarned },
    });
    expect(() => loadCurriculum(twice.dir)).toThrow("badge module-1 must be awarded by one module closing (found 2)");
  });

  it("refuses a badge id that is already an achievement of the rules, and a badges.json that breaks its schema", () => {
    const taken = contentCopy();
    taken.writeBadges([...taken.readBadges(), { ...taken.readBadges()[0], id: "first-lesson" }]);
    expect(() => loadCurriculum(taken.dir)).toThrow("badge id first-lesson is already an achievement the rules award");

    const broken = contentCopy();
    broken.writeBadges([{ id: "module-1", title: "Feelings First" }]);
    expect(() => loadCurriculum(broken.dir)).toThrow(/badges\.json: 0\.description/);
  });
});

// docs/translating.md#lessons-and-stories: no silent English.
describe("a language's lessons when the curriculum loads", () => {
  it("stops the start when a text is missing, naming the file and the text; read lazily, only when asked for", () => {
    const content = contentCopy();
    const file = path.join(content.dir, "translations", "fr", "lessons", "01-connect-before-you-correct.json");
    const texts = JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, string>;
    delete texts.title;
    fs.writeFileSync(file, JSON.stringify(texts));
    expect(() => loadCurriculum(content.dir, ["fr"])).toThrow("fr/lessons/01-connect-before-you-correct.json: title: missing");
    // Spanish is whole: it loads, with the English ids.
    const spanish = loadCurriculum(content.dir, ["es"]).inLanguage("es");
    expect(spanish.lessons.map((lesson) => lesson.id)).toEqual(loadCurriculum(content.dir).lessons.map((lesson) => lesson.id));
    // Read when first asked for: the broken French stops that read, never English in its place.
    const lazy = loadCurriculum(content.dir, ["fr"], { eager: false });
    expect(() => lazy.inLanguage("fr")).toThrow(CurriculumError);
    // A language not loaded, or the development language, is English.
    expect(lazy.inLanguage("pseudo").language).toBe("en");
    expect(loadCurriculum(content.dir).inLanguage("de").language).toBe("en");
  });
});

describe("the lessons for more than one child", () => {
  it("are the same lessons in every language, tagged in the data", () => {
    const curriculum = loadCurriculum(path.resolve(import.meta.dirname, "../../../content"), ["es", "fr", "de"]);
    const siblingsIn = (language: "en" | "es" | "fr" | "de") =>
      curriculum.inLanguage(language).summaries.filter(forSeveralChildren).map((lesson) => lesson.id);
    expect(siblingsIn("en").length).toBeGreaterThanOrEqual(2);
    for (const language of ["es", "fr", "de"] as const) expect(siblingsIn(language), language).toEqual(siblingsIn("en"));
  });
});
