import fs from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { loadCurriculum } from "@server/curriculum/curriculum";
import { TRANSLATED_LANGUAGES } from "@server/curriculum/translations";

/**
 * docs/core-skills.md: every core skill of the programmes Growly draws on names the lessons that teach it, and each
 * lesson exists, under that English title, in every language.
 */
const doc = fs.readFileSync(fileURLToPath(new URL("../../docs/core-skills.md", import.meta.url)), "utf8");
const rows = doc
  .split("\n")
  .map((line) => /^\| ([^|]+) \| ([^|]+) \| ([^|]*) \|$/.exec(line))
  .filter((match): match is RegExpExecArray => match !== null && match[1] !== "programme" && !match[1]!.startsWith("---"));
const curriculum = loadCurriculum(fileURLToPath(new URL("../../content", import.meta.url)), TRANSLATED_LANGUAGES);

describe("the core skills table", () => {
  it("has a row for each programme's skills and the topics, each naming at least one lesson", () => {
    expect(rows.length).toBeGreaterThanOrEqual(20);
    for (const programme of ["Triple P", "Incredible Years", "PCIT", "Circle of Security", "Emotion coaching", "Topic"]) {
      expect(rows.some((row) => row[1] === programme), programme).toBe(true);
    }
    for (const row of rows) expect(row[3]!.trim(), row[2]).toMatch(/^\d+ /);
  });

  it("names lessons that exist, by their English title, in every language", () => {
    const wrong: string[] = [];
    for (const row of rows) {
      for (const named of row[3]!.split("; ")) {
        const [, id, title] = /^(\d+) (.+)$/.exec(named.trim()) ?? [];
        const lesson = curriculum.lessons.find((candidate) => candidate.id === Number(id));
        if (!lesson || lesson.title !== title) wrong.push(`${row[2]}: "${named}" is not a lesson`);
        for (const language of TRANSLATED_LANGUAGES) {
          if (!curriculum.inLanguage(language).lessonById.has(Number(id))) wrong.push(`${row[2]}: lesson ${id} has no ${language}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
