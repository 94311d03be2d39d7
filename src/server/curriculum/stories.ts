import fs from "node:fs";
import path from "node:path";
import { storyFileSchema } from "../../shared/content/story-schema";
import { storyMinutes } from "../../shared/rules/lesson-minutes";
import type { Story, StorySummary } from "../../shared/schemas/stories";
import { jsonBytes } from "../http/json";
import { SOURCE_LANGUAGE, type Language } from "../../shared/i18n/locales";
import { translated } from "./translations";

/** The practice stories, read and validated once at start-up and answered from memory like the curriculum. */
export interface StoryLibrary {
  /** In listing order; the first is the featured story. */
  stories: Story[];
  storyById: Map<number, Story>;
  /** Every choice id of each story, to check a completion's choices. */
  choiceIds: Map<number, Set<string>>;
  json: { list: Buffer; story: Map<number, Buffer> };
}

export class StoryContentError extends Error {}

/** Reads content/stories/*.json; a missing folder means no stories yet, any broken file stops start-up with its name. */
export function loadStories(contentDir: string, language: Language = SOURCE_LANGUAGE): StoryLibrary {
  const dir = path.join(contentDir, "stories");
  const names = fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((name) => name.endsWith(".json"))
        .sort()
    : [];
  const problems: string[] = [];
  const stories: Story[] = [];
  for (const name of names) {
    let raw: unknown;
    try {
      raw = JSON.parse(fs.readFileSync(path.join(dir, name), "utf8"));
    } catch (error) {
      problems.push(`${name}: ${(error as Error).message}`);
      continue;
    }
    const inLanguage = translated(contentDir, language, `stories/${name}`, raw);
    if (inLanguage.problems.length > 0) {
      problems.push(...inLanguage.problems);
      continue;
    }
    const parsed = storyFileSchema.safeParse(inLanguage.value);
    if (!parsed.success) {
      problems.push(
        `${name}: ${parsed.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`).join("; ")}`,
      );
      continue;
    }
    stories.push({ ...parsed.data, minutes: storyMinutes(parsed.data, language) });
  }
  const ids = new Set<number>();
  const orders = new Set<number>();
  for (const story of stories) {
    if (ids.has(story.id)) problems.push(`story id ${story.id} is used twice`);
    if (orders.has(story.order)) problems.push(`story order ${story.order} is used twice`);
    ids.add(story.id);
    orders.add(story.order);
  }
  if (problems.length > 0)
    throw new StoryContentError(`The stories in ${dir} (${language}) have problems:\n  ${problems.join("\n  ")}`);

  stories.sort((a, b) => a.order - b.order);
  const summaries: StorySummary[] = stories.map(({ content: _content, ...summary }) => summary);
  return {
    stories,
    storyById: new Map(stories.map((story) => [story.id, story])),
    choiceIds: new Map(
      stories.map((story) => [
        story.id,
        new Set(story.content.scenes.flatMap((scene) => scene.choices.map((choice) => choice.id))),
      ]),
    ),
    json: {
      list: jsonBytes(summaries),
      story: new Map(stories.map((story) => [story.id, jsonBytes(story)])),
    },
  };
}
