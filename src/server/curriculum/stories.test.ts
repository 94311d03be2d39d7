import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { StoryContentError, loadStories } from "./stories";

const projectContent = fileURLToPath(new URL("../../../content", import.meta.url));
const firstStory = JSON.parse(
  fs.readFileSync(path.join(projectContent, "stories", "01-one-more-story.json"), "utf8"),
) as Record<string, unknown>;

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

function contentDirWith(files: Record<string, unknown> | null): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "growly-stories-"));
  dirs.push(dir);
  if (files) {
    fs.mkdirSync(path.join(dir, "stories"));
    for (const [name, body] of Object.entries(files))
      fs.writeFileSync(path.join(dir, "stories", name), typeof body === "string" ? body : JSON.stringify(body));
  }
  return dir;
}

describe("loadStories", () => {
  it("loads the project's stories in order, covering every category and difficulty", () => {
    const library = loadStories(projectContent);
    expect(library.stories.map((story) => story.order)).toEqual(
      [...library.stories.map((story) => story.order)].sort((a, b) => a - b),
    );
    expect(library.stories.slice(0, 3).map((story) => [story.id, story.category, story.difficulty])).toEqual([
      [1, "bedtime", "easy"],
      [2, "mealtime", "medium"],
      [3, "playtime", "hard"],
    ]);
    expect(library.choiceIds.get(1)?.has("name-and-save")).toBe(true);
  });

  it("does not give the best choice away by its place: it sits in different positions across the scenes", () => {
    const positions = loadStories(projectContent).stories.flatMap((story) =>
      story.content.scenes.map((scene) => scene.choices.findIndex((choice) => choice.quality === "best")),
    );
    const firstShare = positions.filter((position) => position === 0).length / positions.length;
    expect(new Set(positions).size).toBeGreaterThanOrEqual(3);
    expect(firstShare).toBeLessThan(0.5);
  });

  it("has no stories when the folder is missing", () => {
    expect(loadStories(contentDirWith(null)).stories).toEqual([]);
  });

  it("stops with the file's name when a story breaks its schema or repeats an id", () => {
    const broken = contentDirWith({ "01-a.json": firstStory, "02-b.json": { ...firstStory, difficulty: "tricky" } });
    expect(() => loadStories(broken)).toThrowError(/02-b\.json: difficulty/);
    const twice = contentDirWith({ "01-a.json": firstStory, "02-b.json": { ...firstStory, order: 2 } });
    expect(() => loadStories(twice)).toThrowError(StoryContentError);
    expect(() => loadStories(twice)).toThrowError(/story id 1 is used twice/);
    expect(() => loadStories(contentDirWith({ "01-a.json": "{ not json" }))).toThrowError(/01-a\.json/);
  });
});
