import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MultipleChoiceContent } from "../../shared/content/content-schemas";
import type { CompletionResult, ProgressEntry } from "../../shared/schemas/learning";
import { lessonAttempts, userProgress } from "../db/schema";
import { type TestApp, createTestApp, registerUser, testCurriculum } from "../test-support/test-app";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp?.close();
});

const path = testCurriculum().lessons;
// The first lesson of the path is a multiple choice (right: 100, wrong: 60); the fourth is a slide lesson (100).
const choice = path[0]!;
const slides = path[3]!;
const { correctAnswer, options } = choice.content as MultipleChoiceContent;
const wrongAnswer = options.findIndex((_, index) => index !== correctAnswer);
const picked = (selected: number) => ({ selected, stage: "answered", sheetOpen: false });

function complete(userId: number, lesson: { id: number; levelId: number }, cookie: string, body: Record<string, unknown>) {
  return testApp.app.inject({
    method: "POST",
    url: `/api/user/${userId}/lessons/${lesson.id}/progress`,
    headers: { cookie },
    payload: { levelId: lesson.levelId, completed: true, completedAt: new Date().toISOString(), ...body },
  });
}

function saveAttempt(userId: number, lessonId: number, cookie: string, player: Record<string, unknown>) {
  return testApp.app.inject({
    method: "PUT",
    url: `/api/user/${userId}/lessons/${lessonId}/attempt`,
    headers: { cookie },
    payload: { state: { screen: "activity", page: 0, percent: 50, player } },
  });
}

async function storedRow(userId: number, lessonId: number) {
  const [row] = await testApp.database.db
    .select()
    .from(userProgress)
    .where(and(eq(userProgress.userId, userId), eq(userProgress.lessonId, lessonId)));
  return row;
}

describe("the score of a completion", () => {
  it("is the server's, worked out from the answers: wrong answers sent with score 100 store 60, with the answers", async () => {
    expect(choice.activityType).toBe("multiple-choice");
    const { user, cookie } = await registerUser(testApp.app);
    const response = await complete(user.id, choice, cookie, { answers: picked(wrongAnswer), score: 100 });
    expect(response.statusCode).toBe(200);
    const result = response.json<CompletionResult>();
    expect(result.progress.score).toBe(60);
    expect(result.xpAwarded).toBe(choice.xpReward);
    const row = await storedRow(user.id, choice.id);
    expect(row).toMatchObject({ score: 60, answers: picked(wrongAnswer) });
    const listed = (await testApp.app.inject({ method: "GET", url: `/api/user/${user.id}/progress`, headers: { cookie } })).json<ProgressEntry[]>();
    expect(listed.find((entry) => entry.lessonId === choice.id)?.score).toBe(60);
  });

  it("keeps the best score over replays, awards XP once, and ignores a low score sent with right answers", async () => {
    const { user, cookie } = await registerUser(testApp.app);
    await complete(user.id, choice, cookie, { answers: picked(wrongAnswer) });
    const replay = (await complete(user.id, choice, cookie, { answers: picked(correctAnswer), score: 0 })).json<CompletionResult>();
    expect(replay.progress.score).toBe(100);
    expect(replay.xpAwarded).toBe(0);
    const worse = (await complete(user.id, choice, cookie, { answers: picked(wrongAnswer) })).json<CompletionResult>();
    expect(worse.progress.score).toBe(100);
  });

  it("scores a completion without answers from the saved attempt, else records it without a score", async () => {
    const { user, cookie } = await registerUser(testApp.app);
    expect((await saveAttempt(user.id, choice.id, cookie, picked(wrongAnswer))).statusCode).toBe(200);
    const fromAttempt = await complete(user.id, choice, cookie, { score: 100 });
    expect(fromAttempt.statusCode).toBe(200);
    expect(fromAttempt.json<CompletionResult>().progress.score).toBe(60);
    expect(await storedRow(user.id, choice.id)).toMatchObject({ answers: picked(wrongAnswer) });

    const other = await registerUser(testApp.app);
    const unscored = await complete(other.user.id, choice, other.cookie, { score: 100 });
    expect(unscored.statusCode).toBe(200);
    expect(unscored.json<CompletionResult>()).toMatchObject({ progress: { score: null }, xpAwarded: choice.xpReward });
    expect(await storedRow(other.user.id, choice.id)).toMatchObject({ score: null, answers: null });
  });

  it("ignores answers that are not this lesson's, and refuses answers that are not an object", async () => {
    const { user, cookie } = await registerUser(testApp.app);
    const foreign = await complete(user.id, choice, cookie, { answers: { selected: 99, stage: "answered" }, score: 100 });
    expect(foreign.statusCode).toBe(200);
    expect(foreign.json<CompletionResult>().progress.score).toBeNull();
    const junk = await complete(user.id, choice, cookie, { answers: [1, 2] });
    expect(junk.statusCode).toBe(400);
  });

  it("gives a slide lesson played through 100, as its rules say", async () => {
    expect(slides.content).toHaveProperty("slides");
    const { user, cookie } = await registerUser(testApp.app);
    for (const lesson of path.slice(0, 3)) expect((await complete(user.id, lesson, cookie, {})).statusCode).toBe(200);
    const played = { index: 0, answers: {}, popupOpen: false, tipIndex: 0, viewedTips: [0], completed: true, missed: [] };
    const result = await complete(user.id, slides, cookie, { answers: played, score: 5 });
    expect(result.statusCode).toBe(200);
    expect(result.json<CompletionResult>().progress.score).toBe(100);
  });
});

describe("a saved attempt", () => {
  it("records the lesson's content version, and one saved on another version is not resumed", async () => {
    const { user, cookie } = await registerUser(testApp.app);
    await saveAttempt(user.id, choice.id, cookie, picked(wrongAnswer));
    const read = () =>
      testApp.app.inject({ method: "GET", url: `/api/user/${user.id}/lessons/${choice.id}/attempt`, headers: { cookie } });
    expect((await read()).json<{ attempt: unknown }>().attempt).not.toBeNull();
    const where = and(eq(lessonAttempts.userId, user.id), eq(lessonAttempts.lessonId, choice.id));
    const [row] = await testApp.database.db.select().from(lessonAttempts).where(where);
    expect(row?.contentVersion).toMatch(/^[\w-]{22}$/);

    await testApp.database.db.update(lessonAttempts).set({ contentVersion: "an-older-version-of-it" }).where(where);
    expect((await read()).json<{ attempt: unknown }>().attempt).toBeNull();
    // Nor is it scored: the completion has no answers of the current lesson.
    expect((await complete(user.id, choice, cookie, {})).json<CompletionResult>().progress.score).toBeNull();
  });
});
