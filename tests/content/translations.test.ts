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

/**
 * English kin words left in a translated text: "Grandma Ruth" in French is "Mamie Ruth" (docs/glossary-fr.md). "Gran"
 * counts only before a name (Spanish "gran" is a word), "Mama" except in German (where it is German), and "Nana" never:
 * it is Nana Moss's name.
 */
function englishKinWords(text: string, language: string): string[] {
  const patterns = [/\b(?:Grandma|Grandpa|Granny|Grandad|Granddad|Mum|Mummy|Dad|Daddy)\b/gu, /\bGran(?= \p{Lu})/gu];
  if (language !== "de") patterns.push(/\bMama\b/gu);
  return patterns.flatMap((pattern) => [...text.matchAll(pattern)].map((match) => match[0]));
}

describe("the kin-word check", () => {
  it("finds an English kin word in a name and leaves the language's own words alone", () => {
    expect(englishKinWords("Grandma Ruth viene el martes.", "es")).toEqual(["Grandma"]);
    expect(englishKinWords("C'est Mama Lin qui arrive, puis Dad.", "fr")).toEqual(["Dad", "Mama"]);
    expect(englishKinWords("Zo lebt mit Mama Lin.", "de")).toEqual([]);
    expect(englishKinWords("Gran error. Gran Hettie llega.", "es")).toEqual(["Gran"]);
    expect(englishKinWords("Nana Moss et Nana lisent.", "fr")).toEqual([]);
  });
});

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

  it("leaves no English kin word inside a name (Grandma Ruth, Mum, Dad): kin words are translated, names kept", () => {
    const left = files.flatMap((file) =>
      Object.entries(textsIn(file)).flatMap(([key, text]) => englishKinWords(text, language).map((word) => `${file} ${key}: ${word}`)),
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

describe("the content in French", () => {
  it("sets its punctuation with no-break spaces: before : ; ? ! », after « (docs/glossary-fr.md)", () => {
    const texts = (file: string): TextMap =>
      JSON.parse(fs.readFileSync(path.join(translationDir(contentDir, "fr"), file), "utf8")) as TextMap;
    const loose = files.flatMap((file) =>
      Object.entries(texts(file)).flatMap(([key, text]) => (/ [:;?!»]|« /.test(text) ? [`${file} ${key}`] : [])),
    );
    expect(loose).toEqual([]);
  });
});
