import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PublicUser } from "../../shared/schemas/auth";
import type { CompletionResult } from "../../shared/schemas/learning";
import { type TestApp, createTestApp, registerUser, testCurriculum } from "../test-support/test-app";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp?.close();
});

const first = testCurriculum().lessons[0]!;

function me(userId: number, cookie?: string) {
  return testApp.app.inject({ method: "GET", url: `/api/user/${userId}`, headers: cookie ? { cookie } : {} });
}

function completeFirst(userId: number, cookie: string) {
  return testApp.app.inject({
    method: "POST",
    url: `/api/user/${userId}/lessons/${first.id}/progress`,
    headers: { cookie },
    payload: { levelId: first.levelId, completed: true, score: 100 },
  });
}

function writeJournal(cookie: string) {
  return testApp.app.inject({
    method: "POST",
    url: "/api/journal",
    headers: { cookie },
    payload: { lessonTitle: "After bedtime", feeling: "Calm" },
  });
}

/** The instant of an ISO timestamp, checked to lie between two moments of the test. */
function expectBetween(iso: string | undefined, from: number, to: number) {
  expect(iso).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  const at = Date.parse(iso!);
  expect(at).toBeGreaterThanOrEqual(from);
  expect(at).toBeLessThanOrEqual(to);
}

describe("the date each achievement was earned", () => {
  it("starts empty for a new parent", async () => {
    const { user, cookie } = await registerUser(testApp.app);
    expect(user.achievementDates).toEqual({});
    expect((await me(user.id, cookie)).json<PublicUser>()).toMatchObject({ achievements: [], achievementDates: {} });
  });

  it("is recorded when a lesson earns First Step, answered with the completion and kept through a replay", async () => {
    const { user, cookie } = await registerUser(testApp.app);
    const before = Date.now();
    const completion = (await completeFirst(user.id, cookie)).json<CompletionResult>();
    const after = Date.now();
    expect(completion.newAchievements).toEqual(["first-lesson"]);
    expectBetween(completion.user.achievementDates["first-lesson"], before, after);

    const earnedAt = completion.user.achievementDates["first-lesson"];
    const replay = (await completeFirst(user.id, cookie)).json<CompletionResult>();
    expect(replay.newAchievements).toEqual([]);
    expect(replay.user.achievementDates).toEqual({ "first-lesson": earnedAt });

    const stats = (await me(user.id, cookie)).json<PublicUser>();
    expect(stats.achievements).toEqual(["first-lesson"]);
    expect(stats.achievementDates).toEqual({ "first-lesson": earnedAt });
  });

  it("is recorded for the first journal entry only, and a second entry keeps it", async () => {
    const { user, cookie } = await registerUser(testApp.app);
    const before = Date.now();
    expect((await writeJournal(cookie)).statusCode).toBe(201);
    const after = Date.now();
    const earnedAt = (await me(user.id, cookie)).json<PublicUser>().achievementDates["first-journal"];
    expectBetween(earnedAt, before, after);

    expect((await writeJournal(cookie)).statusCode).toBe(201);
    const stats = (await me(user.id, cookie)).json<PublicUser>();
    expect(stats.achievements).toEqual(["first-journal"]);
    expect(stats.achievementDates).toEqual({ "first-journal": earnedAt });
  });

  it("is shown to its own parent only: another parent gets 403 and a visitor 401", async () => {
    const owner = await registerUser(testApp.app);
    const other = await registerUser(testApp.app);
    await completeFirst(owner.user.id, owner.cookie);
    const refused = await me(owner.user.id, other.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain("first-lesson");
    expect((await me(owner.user.id)).statusCode).toBe(401);
  });
});
