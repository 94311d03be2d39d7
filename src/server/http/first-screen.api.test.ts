import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isBasicLesson, trialEndsAt } from "../../shared/rules/plans";
import type { Lesson } from "../../shared/schemas/learning";
import { userProgress } from "../db/schema";
import { type TestApp, createTestApp, registerUser, testCurriculum } from "../test-support/test-app";
import type { FirstScreenRenderer } from "./first-screen";
import type { PublicUser } from "../../shared/schemas/auth";
import { gunzipSync, brotliDecompressSync } from "node:zlib";

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
  "signed-in.html": '<html><!--first-screen--><div id="root"></div></html>',
  "signed-in-lesson.html": '<html><!--lesson-preload--><!--first-screen--><div id="root"></div></html>',
})) {
  fs.writeFileSync(path.join(clientDir, name), html);
}

const drawn: number[] = [];
/** The screens the stand-in renderer below was asked to draw for a parent, with what it was given. */
const drawnScreens: { address: string; userId: number; reads: Readonly<Record<string, unknown>>; hour: number }[] = [];
/** A parent by this name breaks the stand-in renderer. */
const BREAKS_THE_RENDERER = "breaks_renderer";
/** Stands in for the built renderer (src/client/first-screen.tsx): one line naming the lesson. */
const renderer: FirstScreenRenderer = {
  lesson: async (lesson) => {
    drawn.push(lesson.id);
    if (lesson.id === unDrawable.id) throw new Error("this lesson's first screen breaks the renderer");
    return `<p>first screen of ${lesson.id}</p>`;
  },
  // Home reads who is signed in and their progress; the overview its outline; /stories (for this test) reads another
  // parent's progress, which the API refuses.
  screenReads: (address, userId) =>
    (
      ({
        "/": [
          ["/api/auth/me", ["auth", "me"]],
          [`/api/user/${userId}/progress`, ["user", userId, "progress"]],
        ],
        "/lessons-overview": [
          ["/api/auth/me", ["auth", "me"]],
          ["/api/lessons", ["lessons"]],
        ],
        "/stories": [
          ["/api/auth/me", ["auth", "me"]],
          [`/api/user/${userId + 1}/progress`, ["user", userId + 1, "progress"]],
        ],
      }) satisfies Record<string, [string, unknown[]][]>
    )[address],
  screen: async (address, userId, reads, hour) => {
    drawnScreens.push({ address, userId, reads, hour });
    const me = reads["/api/auth/me"] as PublicUser;
    if (me.username === BREAKS_THE_RENDERER) throw new Error("this parent's screen breaks the renderer");
    return `<p>${address} for ${me.username} at ${hour}</p>`;
  },
};

let now = new Date();
/** Whether the server has time to spare for drawing a parent's screen (src/server/http/headroom.ts). */
let room = true;
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({
    clientDir,
    firstScreenRenderer: renderer,
    clock: () => now,
    drawingHeadroom: { begin: () => (room ? () => {} : undefined), close: () => {} },
  });
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
  `<div id="first-screen" inert><p>first screen of ${lesson.id}</p></div>`;

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

describe("a parent's screen drawn in their page", () => {
  const get = (url: string, cookie: string | undefined, encoding?: string) =>
    testApp.app.inject({
      method: "GET",
      url,
      headers: { ...(cookie && { cookie }), ...(encoding && { "accept-encoding": encoding }) },
    });
  const drawingOf = (address: string, username: string, hour: number) =>
    `<html><div id="first-screen" inert><p>${address} for ${username} at ${hour}</p></div>`;
  /** The answers the page carries for the app, by query key. */
  const readsIn = (page: string) =>
    JSON.parse(/<script type="application\/json" id="screen-reads">(.*?)<\/script>/.exec(page)?.[1] ?? "null") as
      [string, unknown[], unknown][] | null;

  it("carries home drawn from the API's answers to the parent, greeting them by the hour in their time zone", async () => {
    const { user, cookie } = await registerUser(testApp.app, { timeZone: "Asia/Tokyo" });
    await completeBefore(user.id, second);
    now = new Date("2026-11-24T10:30:00Z"); // 19:30 in Tokyo
    try {
      const response = await get("/", cookie);
      expect(response.statusCode).toBe(200);
      expect(response.body.startsWith(drawingOf("/", user.username, 19))).toBe(true);
      expect(response.body.endsWith('</script><div id="root"></div></html>')).toBe(true);
      // Made for this parent: no shared cache keeps it. Its reads are in it, so it asks for none beside it.
      expect(response.headers["cache-control"]).toBe("private, no-cache");
      expect(response.headers.link).toBeUndefined();
      const me = (await get("/api/auth/me", cookie)).json<PublicUser>();
      const progress = (await get(`/api/user/${user.id}/progress`, cookie)).json<unknown[]>();
      expect(progress).toHaveLength(1);
      expect(readsIn(response.body)).toEqual([
        ["/api/auth/me", ["auth", "me"], me],
        [`/api/user/${user.id}/progress`, ["user", user.id, "progress"], progress],
      ]);
      // The renderer drew from the same answers.
      expect(drawnScreens.at(-1)).toMatchObject({
        address: "/",
        userId: user.id,
        hour: 19,
        reads: { "/api/auth/me": me, [`/api/user/${user.id}/progress`]: progress },
      });
    } finally {
      now = new Date();
    }
  });

  it("carries the lessons overview, also under a trailing slash, compressed as the browser asks", async () => {
    const { user, cookie } = await registerUser(testApp.app, { timeZone: "UTC" });
    now = new Date("2026-11-24T08:05:00Z");
    try {
      const page = (await get("/lessons-overview", cookie)).body;
      expect(page.startsWith(drawingOf("/lessons-overview", user.username, 8))).toBe(true);
      expect(readsIn(page)?.map(([path, key]) => [path, key])).toEqual([
        ["/api/auth/me", ["auth", "me"]],
        ["/api/lessons", ["lessons"]],
      ]);
      const brotli = await get("/lessons-overview/", cookie, "br");
      expect(brotli.headers["content-encoding"]).toBe("br");
      expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(page);
      const gzip = await get("/lessons-overview", cookie, "gzip");
      expect(gzip.headers["content-encoding"]).toBe("gzip");
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(page);
    } finally {
      now = new Date();
    }
  });

  it("goes without at an address the app does not draw, and when a read is refused", async () => {
    const { cookie } = await registerUser(testApp.app);
    const before = drawnScreens.length;
    for (const address of ["/journal", "/stories"]) {
      const response = await get(address, cookie);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe('<html><div id="root"></div></html>');
      expect(response.headers["cache-control"]).toBe("no-cache");
      // The page names the screen's reads for the browser to ask for beside it instead.
      expect(response.headers.link).toContain("rel=preload");
    }
    expect(drawnScreens).toHaveLength(before);
  });

  it("goes without while the server is busy, and the page asks for its reads beside it instead", async () => {
    const { user, cookie } = await registerUser(testApp.app);
    room = false;
    try {
      const response = await get("/", cookie);
      expect(response.body).toBe('<html><div id="root"></div></html>');
      expect(response.headers.link).toContain(`</api/user/${user.id}/progress>; rel=preload`);
    } finally {
      room = true;
    }
    expect((await get("/", cookie)).body).toContain('<div id="first-screen" inert>');
  });

  it("goes without, and the page still goes out, when the screen cannot be drawn", async () => {
    const { cookie } = await registerUser(testApp.app, { username: BREAKS_THE_RENDERER });
    const response = await get("/", cookie);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('<html><div id="root"></div></html>');
  });

  it("is nobody's home for a visitor who is not signed in, nor after signing out", async () => {
    const { cookie } = await registerUser(testApp.app);
    const before = drawnScreens.length;
    expect((await get("/", undefined)).body).toBe("<html>landing</html>");
    const out = await testApp.app.inject({ method: "POST", url: "/api/auth/logout", headers: { cookie } });
    expect(out.statusCode).toBeLessThan(300);
    expect((await get("/", cookie)).body).toBe("<html>landing</html>");
    expect(drawnScreens).toHaveLength(before);
  });
});
