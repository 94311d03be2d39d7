import fs from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";

/** A lesson file of content/lessons, as the browser journeys read it to know the right answers. */
export interface LessonFile<Content = unknown> {
  id: number;
  levelId: number;
  order: number;
  title: string;
  xpReward: number;
  content: Content;
  /** Teaching cards the lesson frame shows before the activity. */
  lead?: Array<{ heading: string; body: string }>;
}

const lessonDir = path.resolve("content/lessons");

/** The lesson whose file name starts with `prefix` ("05-" is the fifth lesson of the path). */
export function readLesson<Content = unknown>(prefix: string): LessonFile<Content> {
  const name = fs.readdirSync(lessonDir).find((file) => file.startsWith(prefix));
  if (!name) throw new Error(`no lesson file starts with ${prefix}`);
  return JSON.parse(fs.readFileSync(path.join(lessonDir, name), "utf8")) as LessonFile<Content>;
}

/** A home stat tile's value (Day Streak, XP, Lessons). */
export async function statValue(page: Page, label: string): Promise<string> {
  const tile = page.locator("div", { has: page.locator(`dt:text-is("${label}")`) }).last();
  return ((await tile.locator("dd").textContent()) ?? "").trim();
}

/** Completes lessons as the app does, from the signed-in page, in the order given; answers each call's XP awarded. */
export function completeThroughApi(page: Page, lessons: ReadonlyArray<{ id: number; levelId: number }>): Promise<number[]> {
  return page.evaluate(async (list) => {
    const me = (await (await fetch("/api/auth/me")).json()) as { id: number };
    const awarded: number[] = [];
    for (const lesson of list) {
      const response = await fetch(`/api/user/${me.id}/lessons/${lesson.id}/progress`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ levelId: lesson.levelId, completed: true, score: 100 }),
      });
      if (!response.ok) throw new Error(`completing lesson ${lesson.id} answered ${response.status}`);
      awarded.push(((await response.json()) as { xpAwarded: number }).xpAwarded);
    }
    return awarded;
  }, lessons.map(({ id, levelId }) => ({ id, levelId })));
}

/**
 * Lessons open in order (docs/product-rules.md#lock-rule): completes, through the API and in path order, every
 * lesson before `lessonId`, and answers the parent's XP afterwards.
 */
export async function completeLessonsBefore(page: Page, lessonId: number): Promise<number> {
  const path = await page.evaluate(async () => {
    const get = async <T>(url: string): Promise<T> => (await fetch(url)).json() as Promise<T>;
    const levels = await get<Array<{ id: number; order: number }>>("/api/levels");
    const lessons = await get<Array<{ id: number; levelId: number; order: number }>>("/api/lessons");
    const levelOrder = new Map(levels.map((level) => [level.id, level.order]));
    return lessons.sort((a, b) => (levelOrder.get(a.levelId) ?? 0) - (levelOrder.get(b.levelId) ?? 0) || a.order - b.order);
  });
  const target = path.findIndex((lesson) => lesson.id === lessonId);
  if (target < 0) throw new Error(`lesson ${lessonId} is not on the path`);
  await completeThroughApi(page, path.slice(0, target));
  return page.evaluate(async () => {
    const me = (await (await fetch("/api/auth/me")).json()) as { id: number };
    return ((await (await fetch(`/api/user/${me.id}`)).json()) as { xp: number }).xp;
  });
}

/** Reads through a lesson's teaching cards, the way a parent taps through them, to reach the activity. */
export async function readThroughLead(page: Page, lesson: { lead?: unknown[] }): Promise<void> {
  const count = lesson.lead?.length ?? 0;
  for (let card = 0; card < count; card += 1) {
    await page.getByText(`${card + 1} of ${count}`, { exact: true }).waitFor();
    await page.getByRole("button", { name: card + 1 < count ? "Next" : "Let's practise", exact: true }).click();
  }
}
