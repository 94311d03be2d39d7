import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isBasicLesson, trialEndsAt } from "../../shared/rules/plans";
import type { Lesson } from "../../shared/schemas/learning";
import { userProgress } from "../db/schema";
import { type TestApp, createTestApp, registerUser, testCurriculum } from "../test-support/test-app";
import type { FirstScreenRenderer } from "./first-screen";

const curriculum = testCurriculum();
const pathOrder = [...curriculum.lessons]; // already in path order (level order, then lesson order)
const first = pathOrder[0]!;
const second = pathOrder[1]!;
/** A lesson the stand-in renderer below fails on. */
const unDrawable = pathOrder[2]!;
/** The first lesson past the free ones: it needs full access once the trial is over. */
const premium = pathOrder.find((lesson) => !isBasicLesson(lesson))!;

const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "growly-first-screen-"));
for (const [name, html] of Object.entries({
  "index.html": "<html>app shell</html>",
  "landing.html": "<html>landing</html>",
  "signed-in.html": "<html>signed in</html>",
  "signed-in-lesson.html": '<html><!--lesson-preload--><!--first-screen--><div id="root"></div></html>',
})) {
  fs.writeFileSync(path.join(clientDir, name), html);
}

const drawn: number[] = [];
/** Stands in for the built renderer (src/client/first-screen.tsx): one line naming the lesson. */
const renderer: FirstScreenRenderer = async (lesson) => {
  drawn.push(lesson.id);
  if (lesson.id === unDrawable.id) throw new Error("this lesson's first screen breaks the renderer");
  return `<p>first screen of ${lesson.id}</p>`;
};

let now = new Date();
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ clientDir, firstScreenRenderer: renderer, clock: () => now });
});
afterAll(async () => {
  await testApp?.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

const open = async (lesson: Lesson, cookie: string | undefined, levelId = lesson.levelId) =>
  (
    await testApp.app.inject({
      method: "GET",
      url: `/lessons/${levelId}/lesson/${lesson.id}/old`,
      headers: cookie ? { cookie } : {},
    })
  ).body;
const drawingOf = (lesson: Lesson) =>
  `<div id="first-screen"><div inert><p>first screen of ${lesson.id}</p></div></div>`;

/** Marks every lesson before `lesson` on the path completed, as the completion route would have. */
async function completeBefore(userId: number, lesson: Lesson) {
  const before = pathOrder.slice(0, pathOrder.indexOf(lesson));
  await testApp.database.db.insert(userProgress).values(
    before.map((done) => ({
      userId,
      lessonId: done.id,
      levelId: done.levelId,
      completed: true,
      score: 100,
      completedAt: now,
    })),
  );
}

describe("a lesson's page with its first screen drawn", () => {
  it("carries the drawing, before the app's root, for a parent opening an open lesson afresh", async () => {
    const { cookie } = await registerUser(testApp.app);
    const page = await open(first, cookie);
    expect(page).toBe(
      `<html><link rel="preload" href="/api/lessons/${first.id}" as="fetch" crossorigin="use-credentials">${drawingOf(first)}<div id="root"></div></html>`,
    );
    // Drawn once per process, however many parents open it.
    const { cookie: other } = await registerUser(testApp.app);
    expect(await open(first, other)).toBe(page);
    expect(drawn.filter((id) => id === first.id)).toHaveLength(1);
  });

  it("goes without once the parent has a saved place in the lesson", async () => {
    const { user, cookie } = await registerUser(testApp.app);
    const saved = await testApp.app.inject({
      method: "PUT",
      url: `/api/user/${user.id}/lessons/${first.id}/attempt`,
      headers: { cookie },
      payload: { state: { screen: "activity", page: 0, percent: 40, player: { index: 2 } } },
    });
    expect(saved.statusCode).toBe(200);
    const page = await open(first, cookie);
    expect(page).toContain(`href="/api/lessons/${first.id}"`);
    expect(page).not.toContain("first-screen");
    // Another parent's saved place is theirs alone.
    expect(await open(first, (await registerUser(testApp.app)).cookie)).toContain(drawingOf(first));
  });

  it("goes without for a lesson still locked on the parent's path, and draws it once the one before is done", async () => {
    const { user, cookie } = await registerUser(testApp.app);
    expect(await open(second, cookie)).not.toContain("first-screen");
    await completeBefore(user.id, second);
    expect(await open(second, cookie)).toContain(drawingOf(second));
  });

  it("goes without for a lesson outside the parent's plan once the trial is over", async () => {
    const { user, cookie } = await registerUser(testApp.app);
    await completeBefore(user.id, premium);
    expect(await open(premium, cookie)).toContain(drawingOf(premium));
    now = new Date(trialEndsAt(new Date()).getTime() + 60_000);
    try {
      expect(await open(premium, cookie)).not.toContain("first-screen");
      // The free lessons still come drawn.
      expect(await open(first, cookie)).toContain(drawingOf(first));
    } finally {
      now = new Date();
    }
  });

  it("goes without, and the page still goes out, when the lesson cannot be drawn", async () => {
    const { user, cookie } = await registerUser(testApp.app);
    await completeBefore(user.id, unDrawable);
    const response = await testApp.app.inject({
      method: "GET",
      url: `/lessons/${unDrawable.levelId}/lesson/${unDrawable.id}/old`,
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`href="/api/lessons/${unDrawable.id}"`);
    expect(response.body).not.toContain("first-screen");
  });

  it("goes without when the address names another level, and for a visitor who is not signed in", async () => {
    const { cookie } = await registerUser(testApp.app);
    expect(await open(first, cookie, first.levelId + 1)).not.toContain("first-screen");
    expect(await open(first, undefined)).toBe("<html>landing</html>");
  });
});
