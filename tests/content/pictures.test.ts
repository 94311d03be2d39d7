import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { loadCurriculum } from "@server/curriculum/curriculum";
import { CHARACTER_NAMES, type Character } from "@shared/content/slide-schemas";

// docs/content-guide.md#illustrations: a picture shows the monster its alt text names, and a story's pictures show
// the children the story is about (not Growler standing in for someone who had no drawing).
const curriculum = loadCurriculum(fileURLToPath(new URL("../../content", import.meta.url)));

interface Picture {
  character: Character;
  alt: string;
}

const isPicture = (value: object): value is Picture =>
  "character" in value && "alt" in value && typeof value.alt === "string" && typeof value.character === "string";

/** Every picture in a piece of content, wherever it sits. */
function picturesIn(value: unknown): Picture[] {
  if (Array.isArray(value)) return value.flatMap(picturesIn);
  if (value === null || typeof value !== "object") return [];
  return isPicture(value) ? [value] : Object.values(value).flatMap(picturesIn);
}

/** Every text of a piece of content except the pictures' own alt texts. */
function wordsOf(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(wordsOf);
  if (value === null || typeof value !== "object" || isPicture(value)) return [];
  return Object.values(value).flatMap(wordsOf);
}

const names = (text: string, character: Character) =>
  new RegExp(String.raw`\b${CHARACTER_NAMES[character]}\b`).test(text);

const units = [
  ...curriculum.lessons.map((lesson) => ({ title: `lesson ${lesson.id} ${lesson.title}`, content: lesson.content })),
  ...curriculum.stories.stories.map((story) => ({ title: `story ${story.id} ${story.title}`, content: story.content })),
];

describe("the curriculum's pictures", () => {
  it("are found (the checks below look at something)", () => {
    expect(units.flatMap((unit) => picturesIn(unit.content)).length).toBeGreaterThan(100);
  });

  it("each name the monster they draw in their alt text", () => {
    const unnamed = units.flatMap((unit) =>
      picturesIn(unit.content)
        .filter((picture) => !names(picture.alt, picture.character))
        .map((picture) => `${unit.title}: ${picture.character} drawn for "${picture.alt}"`),
    );
    expect(unnamed).toEqual([]);
  });

  it("show in each story only children and grown-ups that story is about", () => {
    const strangers = curriculum.stories.stories.flatMap((story) => {
      const text = [story.title, story.description, ...wordsOf(story.content)].join("\n");
      return picturesIn(story.content)
        .filter((picture) => !names(text, picture.character))
        .map(
          (picture) =>
            `story ${story.id} ${story.title}: ${CHARACTER_NAMES[picture.character]} is drawn but not in the story`,
        );
    });
    expect(strangers).toEqual([]);
  });
});
