import { eq } from "drizzle-orm";
import fs from "node:fs";
import nodePath from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PublicUser } from "../../shared/schemas/auth";
import type { CompletionResult, Lesson, LessonSummary, Level, ProgressEntry } from "../../shared/schemas/learning";
import { contentSchemas } from "../../shared/content/content-schemas";
import { userProgress } from "../db/schema";
import { type TestApp, createTestApp, registerUser, testCurriculum } from "../test-support/test-app";

let testApp: TestApp;
beforeAll(async () => {
  // The per-parent share of writes is lifted, so that concurrent changes all reach the database and its row locks are
  // what is tested (the share has its own test, src/server/http/write-share.api.test.ts).
  testApp = await createTestApp({ writesPerParent: 100 });
});
afterAll(async () => {
  await testApp?.close();
});

const curriculum = testCurriculum();
/** Lessons in path order: level by level, order within level. */
const path = curriculum.lessons;
const first = path[0]!;
const second = path[1]!;
// The first lesson is a multiple choice: the server scores its answers 100 right, 60 wrong, whatever score is sent.
const firstChoice = first.content as { correctAnswer: number; options: unknown[] };
const rightPick = { selected: firstChoice.correctAnswer, stage: "answered", sheetOpen: false };
const wrongPick = { ...rightPick, selected: (firstChoice.correctAnswer + 1) % firstChoice.options.length };

function get(url: string, cookie?: string) {
  return testApp.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });
}

function complete(userId: number, lesson: { id: number; levelId: number }, cookie: string, body: Record<string, unknown> = {}) {
  return testApp.app.inject({
    method: "POST",
    url: `/api/user/${userId}/lessons/${lesson.id}/progress`,
    headers: { cookie },
    payload: { levelId: lesson.levelId, completed: true, score: 80, completedAt: new Date().toISOString(), ...body },
  });
}

describe("curriculum calls", () => {
  it("show the outline to anyone but a lesson's content only to a signed-in parent", async () => {
    for (const url of ["/api/levels", "/api/levels/1", "/api/lessons"]) {
      expect((await get(url)).statusCode).toBe(200);
    }
    expect((await get(`/api/lessons/${first.id}`)).statusCode).toBe(401);
  });

  it("list levels and lessons without content, and one lesson with its content", async () => {
    const { cookie } = await registerUser(testApp.app);
    const levels = (await get("/api/levels", cookie)).json<Level[]>();
    expect(levels.length).toBeGreaterThanOrEqual(6);
    expect(levels.map((level) => level.title)).toContain("Setting Limits");
    expect(levels[0]?.totalLessons).toBeGreaterThan(0);

    const lessons = (await get("/api/lessons", cookie)).json<LessonSummary[]>();
    expect(lessons.length).toBeGreaterThanOrEqual(36);
    expect(lessons[0]).not.toHaveProperty("content");

    const lesson = (await get(`/api/lessons/${first.id}`, cookie)).json<Lesson>();
    expect(lesson.title).toBe(first.title);
    expect(lesson.content).toEqual(first.content);
    expect((await get(`/api/levels/${first.levelId}`, cookie)).json<Level>().id).toBe(first.levelId);
  });

  it("send a lesson's content as its schema parsed it, defaults filled in, so the browser need not parse it again", async () => {
    const { cookie } = await registerUser(testApp.app);
    const dir = nodePath.join(process.cwd(), "content", "lessons");
    // The Homework Challenge (a steps lesson) leaves its steps' points and answer rules to the schema's defaults.
    const name = fs.readdirSync(dir).find((file) => file.startsWith("20-"))!;
    const file = JSON.parse(fs.readFileSync(nodePath.join(dir, name), "utf8")) as Lesson;
    const sent = (await get(`/api/lessons/${file.id}`, cookie)).json<Lesson>();
    const parsed = contentSchemas[file.activityType].parse(file.content);
    expect(sent.content).toEqual(parsed);
    expect(sent.content).not.toEqual(file.content);
  });

  it("answer 404 for unknown ids and 400 for junk ids", async () => {
    const { cookie } = await registerUser(testApp.app);
    expect((await get("/api/lessons/99999", cookie)).statusCode).toBe(404);
    expect((await get("/api/levels/99999", cookie)).statusCode).toBe(404);
    for (const junk of ["abc", "-1", "0", "1.5", "99999999999", "1e3"]) {
      const response = await get(`/api/lessons/${junk}`, cookie);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: "Invalid id" });
    }
  });
});

describe("a parent's own data", () => {
  it("is refused to other parents with 403 and to visitors with 401", async () => {
    const owner = await registerUser(testApp.app);
    const other = await registerUser(testApp.app);
    const urls = [`/api/user/${owner.user.id}`, `/api/user/${owner.user.id}/progress`, `/api/user/${owner.user.id}/levels/1/progress`];
    for (const url of urls) {
      expect((await get(url)).statusCode).toBe(401);
      expect((await get(url, other.cookie)).statusCode).toBe(403);
      expect((await get(url, owner.cookie)).statusCode).toBe(200);
    }
    expect((await complete(owner.user.id, first, other.cookie)).statusCode).toBe(403);
    expect(await testApp.database.db.select().from(userProgress).where(eq(userProgress.userId, owner.user.id))).toEqual([]);
  });

  it("shows stats without secrets", async () => {
    const { user, cookie } = await registerUser(testApp.app);
    const response = await get(`/api/user/${user.id}`, cookie);
    const body = response.json<PublicUser>();
    expect(body).toMatchObject({ id: user.id, xp: 0, level: 1, streak: 0, dailyGoalProgress: 0, dailyGoalTarget: 3 });
    expect(response.body).not.toMatch(/password/i);
  });
});

describe("completing a lesson", () => {
  it("awards XP, starts the streak, counts toward the daily goal and opens the next lesson", async () => {
    const { user, cookie } = await registerUser(testApp.app);
    const response = await complete(user.id, first, cookie, { answers: rightPick });
    expect(response.statusCode).toBe(200);
    const result = response.json<CompletionResult>();
    expect(result.xpAwarded).toBe(first.xpReward);
    expect(result.firstCompletion).toBe(true);
    expect(result.user).toMatchObject({ xp: first.xpReward, streak: 1, dailyGoalProgress: 1 });
    expect(result.newAchievements).toContain("first-lesson");
    expect(result.progress).toMatchObject({ lessonId: first.id, completed: true, score: 100 });

    const progress = (await get(`/api/user/${user.id}/progress`, cookie)).json<ProgressEntry[]>();
    expect(progress.map((entry) => entry.lessonId)).toEqual([first.id]);
    expect((await complete(user.id, second, cookie)).statusCode).toBe(200);
    const me = (await get(`/api/auth/me`, cookie)).json<PublicUser>();
    expect(me.xp).toBe(first.xpReward + second.xpReward);
    expect(me.dailyGoalProgress).toBe(2);
    expect(me.streak).toBe(1);
  });

  it("lists the progress, written as JSON by the database, entry for entry as the app writes each one", async () => {
    const { user, cookie } = await registerUser(testApp.app);
    const done = [];
    for (const [lesson, body] of [[first, { answers: wrongPick }], [second, {}]] as const) {
      const answer = await complete(user.id, lesson, cookie, body);
      expect(answer.statusCode).toBe(200);
      done.push(answer.json<CompletionResult>().progress);
    }
    const list = await get(`/api/user/${user.id}/progress`, cookie);
    expect(list.headers["content-type"]).toBe("application/json; charset=utf-8");
    const entries = list.json<ProgressEntry[]>();
    expect(entries).toEqual(done);
    expect(entries.map((entry) => entry.score)).toEqual([60, null]);
    expect(entries[0]!.completedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    // The level's list is built by the app (toProgressEntry): the same entries.
    expect((await get(`/api/user/${user.id}/levels/${first.levelId}/progress`, cookie)).json()).toEqual(
      entries.filter((entry) => entry.levelId === first.levelId),
    );
  });

  it("refuses a locked lesson with 403 and records nothing", async () => {
    const { user, cookie } = await registerUser(testApp.app);
    const response = await complete(user.id, second, cookie);
    expect(response.statusCode).toBe(403);
    const laterLevel = path.find((lesson) => lesson.levelId !== first.levelId)!;
    expect((await complete(user.id, laterLevel, cookie)).statusCode).toBe(403);
    expect((await get(`/api/user/${user.id}/progress`, cookie)).json()).toEqual([]);
  });

  it("keeps the best score on a replay and awards no more XP", async () => {
    const { user, cookie } = await registerUser(testApp.app);
    await complete(user.id, first, cookie, { answers: wrongPick });
    const better = (await complete(user.id, first, cookie, { answers: rightPick })).json<CompletionResult>();
    expect(better.xpAwarded).toBe(0);
    expect(better.firstCompletion).toBe(false);
    expect(better.progress.score).toBe(100);
    const worse = (await complete(user.id, first, cookie, { answers: wrongPick, score: 100 })).json<CompletionResult>();
    expect(worse.progress.score).toBe(100);
    expect(worse.user.xp).toBe(first.xpReward);
  });

  it("awards XP exactly once when 20 completions arrive at the same time", async () => {
    const { user, cookie } = await registerUser(testApp.app);
    const responses = await Promise.all(Array.from({ length: 20 }, () => complete(user.id, first, cookie)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    const results = responses.map((response) => response.json<CompletionResult>());
    expect(results.filter((result) => result.xpAwarded > 0)).toHaveLength(1);
    const me = (await get(`/api/user/${user.id}`, cookie)).json<PublicUser>();
    expect(me.xp).toBe(first.xpReward);
    const rows = await testApp.database.db.select().from(userProgress).where(eq(userProgress.userId, user.id));
    expect(rows).toHaveLength(1);
  });

  it("loses no completion and no achievement when completions, replays and journal entries race", async () => {
    const { user, cookie } = await registerUser(testApp.app);
    expect((await complete(user.id, first, cookie)).statusCode).toBe(200);
    const entry = () =>
      testApp.app.inject({ method: "POST", url: "/api/journal", headers: { cookie }, payload: { lessonTitle: first.title, feeling: "Calm" } });
    // Each completion writes the parent's row only if nothing changed it since it was read; the losers read again.
    const calls = await Promise.all([
      ...Array.from({ length: 5 }, () => complete(user.id, second, cookie)),
      ...Array.from({ length: 5 }, () => complete(user.id, first, cookie)),
      ...Array.from({ length: 3 }, entry),
    ]);
    expect(calls.map((call) => call.statusCode)).toEqual([...Array(10).fill(200), ...Array(3).fill(201)]);
    const results = calls.slice(0, 10).map((call) => call.json<CompletionResult>());
    expect(results.filter((result) => result.xpAwarded > 0)).toHaveLength(1);
    const me = (await get(`/api/user/${user.id}`, cookie)).json<PublicUser>();
    expect(me.xp).toBe(first.xpReward + second.xpReward);
    // Every completion, replays too, counted toward the day's goal: none was overwritten by another.
    expect(me.dailyGoalProgress).toBe(11);
    expect(me.achievements).toEqual(expect.arrayContaining(["first-lesson", "first-journal"]));
    const rows = await testApp.database.db.select().from(userProgress).where(eq(userProgress.userId, user.id));
    expect(rows.map((row) => row.lessonId).sort((a, b) => a - b)).toEqual([first.id, second.id].sort((a, b) => a - b));
  });

  it("raises the level when XP crosses a threshold and lists per-level progress", async () => {
    const { user, cookie } = await registerUser(testApp.app);
    let xp = 0;
    let levelUp: CompletionResult["levelUp"] = null;
    for (const lesson of path.filter((candidate) => candidate.levelId === first.levelId)) {
      const result = (await complete(user.id, lesson, cookie)).json<CompletionResult>();
      // The level's module closing adds its badge's bonus on top (module-closer.api.test.ts).
      xp += lesson.xpReward + (result.bonusXp ?? 0);
      levelUp ??= result.levelUp;
      expect(result.user.xp).toBe(xp);
    }
    expect(xp).toBeGreaterThanOrEqual(100);
    expect(levelUp).toEqual({ from: 1, to: 2 });
    const me = (await get(`/api/user/${user.id}`, cookie)).json<PublicUser>();
    expect(me.completedLevels).toEqual([first.levelId]);
    expect(me.currentLevelId).not.toBe(first.levelId);
    expect(me.achievements).toContain("first-level");
    const levelProgress = (await get(`/api/user/${user.id}/levels/${first.levelId}/progress`, cookie)).json<ProgressEntry[]>();
    expect(levelProgress.every((entry) => entry.levelId === first.levelId && entry.completed)).toBe(true);
    expect((await get(`/api/user/${user.id}/levels/99999/progress`, cookie)).statusCode).toBe(404);
  });

  it("answers 400 for bad payloads and junk ids, never 500", async () => {
    const { user, cookie } = await registerUser(testApp.app);
    const bad: Array<Record<string, unknown>> = [
      { score: 101 },
      { score: -1 },
      { score: 50.5 },
      { score: "100" },
      { completed: false },
      { levelId: "1" },
      { levelId: first.levelId + 1 },
      { completedAt: "yesterday" },
      { extra: "field" },
    ];
    for (const body of bad) {
      const response = await complete(user.id, first, cookie, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<{ message: string }>().message).toBeTruthy();
    }
    expect((await complete(user.id, { id: 99999, levelId: 1 }, cookie)).statusCode).toBe(404);
    const junk = await testApp.app.inject({ method: "POST", url: `/api/user/${user.id}/lessons/x/progress`, headers: { cookie }, payload: {} });
    expect(junk.statusCode).toBe(400);
    expect((await get(`/api/user/${user.id}/progress`, cookie)).json()).toEqual([]);
  });
});
