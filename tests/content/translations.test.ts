import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { CAST_SHEET, unchangingNames } from "@content/cast";
import { projectCurriculum } from "../../src/server/curriculum/curriculum";
import { translated, TRANSLATED_LANGUAGES, translatedFiles, translationDir } from "../../src/server/curriculum/translations";
import { markupProblems, textsOf, untranslatedTexts, withTexts, type TextMap } from "../../src/shared/content/translation";

// docs/translating.md#lessons-and-stories: every lesson, story, level and module badge in Spanish, French and German,
// with every text and nothing else, no English left behind, and a structure identical to the English.
const contentDir = fileURLToPath(new URL("../../content", import.meta.url));
const files = translatedFiles(contentDir);
const english = (file: string): unknown => JSON.parse(fs.readFileSync(path.join(contentDir, file), "utf8"));
const names = unchangingNames(fs.readFileSync(path.join(contentDir, CAST_SHEET), "utf8"));

/** A value with each of its texts emptied: what is left is its structure (ids, answers, XP, ages, links). */
const structureOf = (value: unknown) =>
  withTexts(value, Object.fromEntries(Object.keys(textsOf(value)).map((key) => [key, ""])));
/** Minutes are worked out from the words at the language's reading speed: they may differ, nothing else. */
const withoutMinutes = <T extends { minutes?: number }>({ minutes: _minutes, ...rest }: T) => rest;

describe.each(TRANSLATED_LANGUAGES)("the content in %s", (language) => {
  const textsIn = (file: string): TextMap =>
    JSON.parse(fs.readFileSync(path.join(translationDir(contentDir, language), file), "utf8")) as TextMap;

  it("has every text of every content file, and nothing the English files lack", () => {
    const problems = files.flatMap((file) => translated(contentDir, language, file, english(file)).problems);
    expect(problems).toEqual([]);
  });

  it("leaves no text in English: a text equal to its English original is only names and numbers", () => {
    const left = files.flatMap((file) =>
      untranslatedTexts(english(file), textsIn(file), names).map((key) => `${file} ${key}`),
    );
    expect(left).toEqual([]);
  });

  it("keeps each text's bold marks, paragraph breaks and paragraph bars", () => {
    expect(files.flatMap((file) => markupProblems(english(file), textsIn(file)).map((problem) => `${file} ${problem}`))).toEqual([]);
  });

  it("has the English structure: the same levels, lessons, steps, options, ids, answers, scores, XP, ages and links", () => {
    const curriculum = projectCurriculum(contentDir);
    const source = curriculum.inLanguage("en");
    const inLanguage = curriculum.inLanguage(language);
    expect(inLanguage.language).toBe(language);
    expect(inLanguage.levels.map(structureOf)).toEqual(source.levels.map(structureOf));
    expect(inLanguage.lessons.map((lesson) => structureOf(withoutMinutes(lesson)))).toEqual(
      source.lessons.map((lesson) => structureOf(withoutMinutes(lesson))),
    );
    expect(inLanguage.stories.stories.map((story) => structureOf(withoutMinutes(story)))).toEqual(
      source.stories.stories.map((story) => structureOf(withoutMinutes(story))),
    );
    // And the words did change: the first lesson reads differently.
    expect(inLanguage.lessons[0]!.title).not.toBe(source.lessons[0]!.title);
  });
});
