import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach } from "vitest";

const projectContent = fileURLToPath(new URL("../../../content", import.meta.url));
const copies: string[] = [];
afterEach(() => {
  for (const dir of copies.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

type Json = Record<string, unknown>;
const readJson = (file: string) => JSON.parse(fs.readFileSync(file, "utf8")) as unknown;
const writeJson = (file: string, value: unknown) => fs.writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);

/** A content folder as an author edits it: the project's content/ copied to a folder of its own, removed after the test. */
export function contentCopy() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "growly-content-"));
  copies.push(dir);
  fs.cpSync(projectContent, dir, { recursive: true });
  const lessonsDir = path.join(dir, "lessons");
  return {
    dir,
    lessonFiles: () => fs.readdirSync(lessonsDir).filter((name) => name.endsWith(".json")),
    readLesson: (name: string) => readJson(path.join(lessonsDir, name)) as Json,
    writeLesson: (name: string, lesson: Json) => writeJson(path.join(lessonsDir, name), lesson),
    readBadges: () => readJson(path.join(dir, "badges.json")) as Json[],
    writeBadges: (badges: Json[]) => writeJson(path.join(dir, "badges.json"), badges),
  };
}

export const FIRST_MODULE_CLOSING = "07-module-1-closing.json";

/**
 * docs/content-guide.md#module-badges: a second module closing, added in content/ only: a lesson file closing level 2
 * whose badge is a new entry of badges.json. Returns the new lesson's id and its badge.
 */
export function addSecondModuleClosing(content: ReturnType<typeof contentCopy>) {
  const lessons = content.lessonFiles().map((name) => content.readLesson(name));
  const id = Math.max(...lessons.map((lesson) => lesson.id as number)) + 1;
  const order = lessons.filter((lesson) => lesson.levelId === 2).length + 1;
  const closing = content.readLesson(FIRST_MODULE_CLOSING);
  const badgeEarned = {
    id: "module-2",
    title: "Choices Champion",
    description: "You finished Choices and Cooperation.",
    xpBonus: 35,
  };
  content.writeLesson("99-module-2-closing.json", {
    ...closing,
    id,
    levelId: 2,
    order,
    title: "Module 2 Closing",
    content: { ...(closing.content as Json), heading: "Module 2: Choices", badgeEarned },
  });
  content.writeBadges([
    ...content.readBadges(),
    {
      id: badgeEarned.id,
      title: badgeEarned.title,
      description: "You closed the Choices and Cooperation module.",
      howToEarn: "Finish Module 2 Closing, the last lesson of Choices and Cooperation.",
    },
  ]);
  return { id, badge: badgeEarned };
}
