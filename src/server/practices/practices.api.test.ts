import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CompletionResult } from "../../shared/schemas/learning";
import type { JournalEntry } from "../../shared/schemas/journal";
import type { PracticeCheckInResult, PracticesOverview } from "../../shared/schemas/practices";
import type { PublicUser } from "../../shared/schemas/auth";
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

const withPractice = testCurriculum().lessons.find((lesson) => lesson.practice && lesson.levelId === 1 && lesson.order === 1)!;

function request(method: "GET" | "POST", url: string, cookie: string | undefined, payload?: unknown) {
  return testApp.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload === undefined ? {} : { payload: payload as object }) });
}
const overview = (userId: number, cookie?: string) => request("GET", `/api/user/${userId}/practices`, cookie);
const checkIn = (userId: number, cookie: string | undefined, payload: unknown, lessonId: number | string = withPractice.id) =>
  request("POST", `/api/user/${userId}/practices/${lessonId}/check-in`, cookie, payload);

async function completeFirstLesson(userId: number, cookie: string) {
  const response = await request("POST", `/api/user/${userId}/lessons/${withPractice.id}/progress`, cookie, {
    levelId: withPractice.levelId,
    completed: true,
    score: 90,
  });
  expect(response.statusCode).toBe(200);
  return response.json<CompletionResult>();
}

/** A day passes for the parent: the practice was set yesterday. */
async function aDayLater(userId: number) {
  await testApp.database.pool.query("update user_practices set started_on = started_on - 1 where user_id = $1", [userId]);
}

async function currentXp(userId: number, cookie: string) {
  return (await request("GET", `/api/user/${userId}`, cookie)).json<PublicUser>().xp;
}

describe("this week's practice", () => {
  it("has none before a lesson, and a finished lesson's practice becomes current, shown in the completion", async () => {
    const { user, cookie } = await registerUser(testApp.app);
    expect((await overview(user.id, cookie)).json<PracticesOverview>()).toEqual({ current: null, recent: [], triedCount: 0 });

    const completion = await completeFirstLesson(user.id, cookie);
    expect(completion.practice).toEqual(withPractice.practice);

    const { current, triedCount } = (await overview(user.id, cookie)).json<PracticesOverview>();
    expect(triedCount).toBe(0);
    expect(current).toMatchObject({
      lessonId: withPractice.id,
      lessonTitle: withPractice.title,
      practice: withPractice.practice,
      checkInOpen: false,
      lastOutcome: null,
      tried: false,
    });
  });

  it("lists every practice newest first with its age level's ages, so home can show the one that fits the child", async () => {
    const { user, cookie } = await registerUser(testApp.app);
    const babyLevel = testCurriculum().levels.find((level) => level.ages?.includes("0-2"))!;
    const baby = testCurriculum().lessons.find((lesson) => lesson.practice && lesson.levelId === babyLevel.id && lesson.order === 1)!;
    const done = await request("POST", `/api/user/${user.id}/lessons/${baby.id}/progress`, cookie, {
      levelId: baby.levelId,
      completed: true,
      score: 90,
    });
    expect(done.statusCode).toBe(200);
    // The baby lesson's practice was set a minute before the next one.
    await testApp.database.pool.query("update user_practices set set_at = set_at - interval '1 minute' where user_id = $1", [user.id]);
    await completeFirstLesson(user.id, cookie);

    const { current, recent } = (await overview(user.id, cookie)).json<PracticesOverview>();
    expect(recent.map((practice) => practice.lessonId)).toEqual([withPractice.id, baby.id]);
    expect(current).toEqual(recent[0]);
    // The baby practice names its level's age; the general path's practice names none.
    expect(recent[1]!.ages).toEqual(["0-2"]);
    expect(recent[0]!.ages).toBeUndefined();
  });

  it("asks from the next local day, not the same day", async () => {
    const { user, cookie } = await registerUser(testApp.app);
    await completeFirstLesson(user.id, cookie);
    const early = await checkIn(user.id, cookie, { outcome: "tried" });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ message: "You can tell us how it went from tomorrow. Give it a try first." });

    await aDayLater(user.id);
    expect((await overview(user.id, cookie)).json<PracticesOverview>().current?.checkInOpen).toBe(true);
  });

  it("awards 5 XP once even when twenty check-ins arrive at once, and counts the practice as tried", async () => {
    const { user, cookie } = await registerUser(testApp.app);
    await completeFirstLesson(user.id, cookie);
    await aDayLater(user.id);
    const before = await currentXp(user.id, cookie);

    const answers = await Promise.all(Array.from({ length: 20 }, () => checkIn(user.id, cookie, { outcome: "tried" })));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    const awarded = answers.map((answer) => answer.json<PracticeCheckInResult>().xpAwarded);
    expect(awarded.filter((xp) => xp === 5)).toHaveLength(1);
    expect(awarded.filter((xp) => xp === 0)).toHaveLength(19);
    expect(await currentXp(user.id, cookie)).toBe(before + 5);

    const after = (await overview(user.id, cookie)).json<PracticesOverview>();
    expect(after.triedCount).toBe(1);
    expect(after.current).toMatchObject({ tried: true, lastOutcome: "tried", checkInOpen: false });

    // Finishing the lesson again makes the practice current again, without a second award.
    await completeFirstLesson(user.id, cookie);
    await aDayLater(user.id);
    const again = await checkIn(user.id, cookie, { outcome: "didnt-go-well" });
    expect(again.json<PracticeCheckInResult>().xpAwarded).toBe(0);
    expect(await currentXp(user.id, cookie)).toBe(before + 5);
  });

  it("keeps the practice after \"Not yet\", without XP, and asks again on a later day", async () => {
    const { user, cookie } = await registerUser(testApp.app);
    await completeFirstLesson(user.id, cookie);
    await aDayLater(user.id);
    const before = await currentXp(user.id, cookie);

    const notYet = await checkIn(user.id, cookie, { outcome: "not-yet" });
    expect(notYet.statusCode).toBe(200);
    expect(notYet.json<PracticeCheckInResult>()).toMatchObject({ xpAwarded: 0, journalEntryId: null, newAchievements: [] });
    const kept = (await overview(user.id, cookie)).json<PracticesOverview>();
    expect(kept.current).toMatchObject({ lessonId: withPractice.id, lastOutcome: "not-yet", tried: false, checkInOpen: false });
    expect(kept.triedCount).toBe(0);
    expect(await currentXp(user.id, cookie)).toBe(before);

    // The same evening the parent does try it after all.
    const tried = await checkIn(user.id, cookie, { outcome: "didnt-go-well" });
    expect(tried.json<PracticeCheckInResult>()).toMatchObject({ xpAwarded: 5, practice: { tried: true, lastOutcome: "didnt-go-well" } });
    expect((await overview(user.id, cookie)).json<PracticesOverview>().triedCount).toBe(1);
  });

  it("asks again the next day after \"Not yet\"", async () => {
    const { user, cookie } = await registerUser(testApp.app);
    await completeFirstLesson(user.id, cookie);
    await aDayLater(user.id);
    await checkIn(user.id, cookie, { outcome: "not-yet" });
    await testApp.database.pool.query("update user_practices set last_check_in_on = last_check_in_on - 1 where user_id = $1", [user.id]);
    expect((await overview(user.id, cookie)).json<PracticesOverview>().current?.checkInOpen).toBe(true);
  });

  it("saves a note to the journal once", async () => {
    const { user, cookie } = await registerUser(testApp.app);
    await completeFirstLesson(user.id, cookie);
    await aDayLater(user.id);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => checkIn(user.id, cookie, { outcome: "tried", note: "  Pip cried harder, then hugged me.  " })),
    );
    expect(answers.filter((answer) => answer.json<PracticeCheckInResult>().journalEntryId !== null)).toHaveLength(1);
    // The note is the parent's first entry: one answer names the badge, which keeps its date like any other.
    expect(answers.flatMap((answer) => answer.json<PracticeCheckInResult>().newAchievements)).toEqual(["first-journal"]);
    const stored = (await request("GET", `/api/user/${user.id}`, cookie)).json<PublicUser>();
    expect(stored.achievements.filter((id) => id === "first-journal")).toHaveLength(1);
    expect(stored.achievementDates["first-journal"]).toEqual(expect.any(String));
    const journal = (await request("GET", "/api/journal", cookie)).json<JournalEntry[]>();
    expect(journal).toHaveLength(1);
    expect(journal[0]).toMatchObject({
      lessonId: withPractice.id,
      lessonTitle: `Practice: ${withPractice.practice!.title}`,
      feeling: "Tried it",
      improvementNotes: "Pip cried harder, then hugged me.",
    });
  });

  it("answers 400 for a malformed check-in and 404 for a practice the parent was never given, changing nothing", async () => {
    const { user, cookie } = await registerUser(testApp.app);
    await completeFirstLesson(user.id, cookie);
    await aDayLater(user.id);
    for (const [payload, message] of [
      [{}, "Please choose how it went"],
      [{ outcome: "maybe" }, "Please choose how it went"],
      [{ outcome: "tried", note: 12 }, "The note must be text"],
      [{ outcome: "tried", note: "x".repeat(5001) }, "A note can be at most 5000 characters"],
      [{ outcome: "tried", extra: true }, undefined],
      [[], "Request body must be a JSON object"],
    ] as const) {
      const response = await checkIn(user.id, cookie, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      if (message) expect(response.json()).toEqual({ message });
    }
    expect((await checkIn(user.id, cookie, { outcome: "tried" }, "abc")).statusCode).toBe(400);
    expect((await checkIn(user.id, cookie, { outcome: "tried" }, 0)).statusCode).toBe(400);
    const other = testCurriculum().lessons.find((lesson) => lesson.id !== withPractice.id)!;
    const never = await checkIn(user.id, cookie, { outcome: "tried" }, other.id);
    expect(never.statusCode).toBe(404);
    expect((await checkIn(user.id, cookie, { outcome: "tried" }, 999_999)).statusCode).toBe(404);
    expect((await overview(user.id, cookie)).json<PracticesOverview>()).toMatchObject({ triedCount: 0, current: { tried: false, lastOutcome: null } });
  });

  it("keeps each parent's practices to themselves and refuses visitors", async () => {
    const owner = await registerUser(testApp.app);
    const other = await registerUser(testApp.app);
    await completeFirstLesson(owner.user.id, owner.cookie);
    await aDayLater(owner.user.id);
    expect((await overview(owner.user.id, other.cookie)).statusCode).toBe(403);
    expect((await checkIn(owner.user.id, other.cookie, { outcome: "tried" })).statusCode).toBe(403);
    expect((await overview(owner.user.id, undefined)).statusCode).toBe(401);
    expect((await checkIn(owner.user.id, undefined, { outcome: "tried" })).statusCode).toBe(401);
    expect((await overview(other.user.id, other.cookie)).json<PracticesOverview>()).toEqual({ current: null, recent: [], triedCount: 0 });
    expect((await overview(owner.user.id, owner.cookie)).json<PracticesOverview>()).toMatchObject({ triedCount: 0, current: { tried: false } });
  });
});
