import fs from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { loadCurriculum } from "@server/curriculum/curriculum";
import { CONTENT_AGE_GROUPS } from "@shared/content/age-groups";
import { ANSWER_TOPICS, type AnswerValue } from "@shared/rules/for-you";

/**
 * docs/for-you-coverage.md: every onboarding challenge and goal against every age group is either the lessons whose
 * topics answer it, as the lessons' own tags give them, or "n/a" with a reason.
 */
const curriculum = loadCurriculum(fileURLToPath(new URL("../../content", import.meta.url)));
const doc = fs.readFileSync(fileURLToPath(new URL("../../docs/for-you-coverage.md", import.meta.url)), "utf8");

function documentedCells(): Map<AnswerValue, string[]> {
  const rows = new Map<AnswerValue, string[]>();
  for (const line of doc.split("\n")) {
    const match = /^\| `([a-z-]+)` \|(.*)\|$/.exec(line);
    if (match) rows.set(match[1] as AnswerValue, match[2]!.split(" | ").map((cell) => cell.trim()));
  }
  return rows;
}

function matching(answer: AnswerValue, age: string): number[] {
  return curriculum.lessons
    .filter((lesson) => lesson.ages?.includes(age as never) && (lesson.topics ?? []).some((topic) => ANSWER_TOPICS[answer].includes(topic)))
    .map((lesson) => lesson.id)
    .sort((a, b) => a - b);
}

describe("the For you coverage table", () => {
  const cells = documentedCells();

  it("has a row for every challenge and goal, and a cell for every age group", () => {
    expect([...cells.keys()].sort()).toEqual(Object.keys(ANSWER_TOPICS).sort());
    for (const [answer, row] of cells) expect(row, answer).toHaveLength(CONTENT_AGE_GROUPS.length);
  });

  it("lists exactly the lessons whose tags answer each cell, or says why there are none", () => {
    const wrong: string[] = [];
    for (const [answer, row] of cells) {
      CONTENT_AGE_GROUPS.forEach((age, index) => {
        const cell = row[index]!;
        const lessons = matching(answer, age);
        if (lessons.length === 0) {
          if (!/^n\/a: \S.{10,}/.test(cell)) wrong.push(`${answer} × ${age}: no lesson, and "${cell}" gives no reason`);
        } else if (cell !== lessons.join(", ")) {
          wrong.push(`${answer} × ${age}: the lessons are ${lessons.join(", ")}, the table says "${cell}"`);
        }
      });
    }
    expect(wrong).toEqual([]);
  });

  it("tags every lesson with at least one topic", () => {
    expect(curriculum.lessons.filter((lesson) => (lesson.topics ?? []).length === 0).map((lesson) => lesson.title)).toEqual([]);
  });
});
