import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PublicUser } from "../../shared/schemas/auth";
import type { CompletionResult } from "../../shared/schemas/learning";
import { journalEntries, userProgress, userStoryProgress } from "../db/schema";
import { KEY_USED_FOR_ANOTHER_REQUEST } from "../http/idempotency";
import { type TestApp, createTestApp, registerUser, testCurriculum } from "../test-support/test-app";

/**
 * A completion made offline is resent when the phone reconnects, perhaps after the first request already reached
 * the server: the Idempotency-Key makes every repeat answer the first result and change nothing.
 */
let testApp: TestApp;
beforeAll(async () => {
  // The per-parent share of writes is lifted, so that every concurrent repeat reaches its key (the share has its own
  // test, src/server/http/write-share.api.test.ts).
  testApp = await createTestApp({ writesPerParent: 100 });
});
afterAll(async () => {
  await testApp?.close();
});

const curriculum = testCurriculum();
const first = curriculum.lessons[0]!;
// The first lesson is a multiple choice: its right answer scores 100 (src/shared/rules/players/lesson-score.ts).
const rightPick = { selected: (first.content as { correctAnswer: number }).correctAnswer, stage: "answered", sheetOpen: false };
const second = curriculum.lessons[1]!;

function complete(userId: number, lesson: { id: number; levelId: number }, cookie: string, key?: string, score = 80) {
  return testApp.app.inject({
    method: "POST",
    url: `/api/user/${userId}/lessons/${lesson.id}/progress`,
    headers: { cookie, ...(key === undefined ? {} : { "idempotency-key": key }) },
    payload: { levelId: lesson.levelId, completed: true, score, answers: rightPick },
  });
}

async function me(cookie: string): Promise<PublicUser> {
  return (await testApp.app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie } })).json<PublicUser>();
}

describe("a completion sent with an Idempotency-Key", () => {
  it("answers a repeat with the first result and awards XP and the day's goal once", async () => {
    const { user, cookie } = await registerUser(testApp.app);
    const firstAnswer = await complete(user.id, first, cookie, "lesson-key-0001");
    expect(firstAnswer.statusCode).toBe(200);
    const result = firstAnswer.json<CompletionResult>();
    expect(result.xpAwarded).toBe(first.xpReward);

    const repeat = await complete(user.id, first, cookie, "lesson-key-0001");
    expect(repeat.statusCode).toBe(200);
    expect(repeat.headers["idempotent-replayed"]).toBe("true");
    expect(repeat.json<CompletionResult>()).toEqual(result);

    const after = await me(cookie);
    expect(after.xp).toBe(first.xpReward);
    expect(after.dailyGoalProgress).toBe(1);
  });

  it("answers 20 concurrent repeats alike, with one completion recorded and XP awarded once", async () => {
    const { user, cookie } = await registerUser(testApp.app);
    await complete(user.id, first, cookie);
    const answers = await Promise.all(Array.from({ length: 20 }, () => complete(user.id, second, cookie, "concurrent-key-42")));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    const bodies = answers.map((answer) => answer.json<CompletionResult>());
    for (const body of bodies) expect(body).toEqual(bodies[0]);
    expect(bodies[0]?.xpAwarded).toBe(second.xpReward);
    expect(answers.filter((answer) => answer.headers["idempotent-replayed"] === "true")).toHaveLength(19);

    const after = await me(cookie);
    expect(after.xp).toBe(first.xpReward + second.xpReward);
    // Two lessons today: the first one and the twenty repeats of the second counted once.
    expect(after.dailyGoalProgress).toBe(2);
    const rows = await testApp.database.db.select().from(userProgress).where(eq(userProgress.userId, user.id));
    expect(rows).toHaveLength(2);
  });

  it("without a key, a replay is still a replay: XP once, the day's goal counted again", async () => {
    const { user, cookie } = await registerUser(testApp.app);
    await complete(user.id, first, cookie);
    const replay = await complete(user.id, first, cookie);
    expect(replay.json<CompletionResult>().xpAwarded).toBe(0);
    expect((await me(cookie)).dailyGoalProgress).toBe(2);
  });

  it("keeps nothing when the first attempt failed, so a retry with the same key runs", async () => {
    const { user, cookie } = await registerUser(testApp.app);
    // The second lesson is locked until the first is done: 403, and the key is not remembered.
    expect((await complete(user.id, second, cookie, "retry-after-failure")).statusCode).toBe(403);
    await complete(user.id, first, cookie);
    const retry = await complete(user.id, second, cookie, "retry-after-failure");
    expect(retry.statusCode).toBe(200);
    expect(retry.json<CompletionResult>().xpAwarded).toBe(second.xpReward);
  });

  it("refuses the same key with another body (422) and keeps the first result; the same body in another key order replays", async () => {
    const { user, cookie } = await registerUser(testApp.app);
    const firstAnswer = await complete(user.id, first, cookie, "bound-key-0001", 90);
    expect(firstAnswer.statusCode).toBe(200);

    const changed = await complete(user.id, first, cookie, "bound-key-0001", 5);
    expect(changed.statusCode).toBe(422);
    expect(changed.json()).toEqual({ message: KEY_USED_FOR_ANOTHER_REQUEST });
    expect(changed.headers["idempotent-replayed"]).toBeUndefined();
    const [row] = await testApp.database.db
      .select({ score: userProgress.score })
      .from(userProgress)
      .where(and(eq(userProgress.userId, user.id), eq(userProgress.lessonId, first.id)));
    expect(row?.score).toBe(100);

    const reordered = await testApp.app.inject({
      method: "POST",
      url: `/api/user/${user.id}/lessons/${first.id}/progress`,
      headers: { cookie, "idempotency-key": "bound-key-0001", "content-type": "application/json" },
      payload: JSON.stringify({ answers: rightPick, score: 90, completed: true, levelId: first.levelId }),
    });
    expect(reordered.statusCode).toBe(200);
    expect(reordered.headers["idempotent-replayed"]).toBe("true");
    expect(reordered.json()).toEqual(firstAnswer.json());
  });

  it("refuses a key reused for another request, a malformed key, and keeps parents' keys apart", async () => {
    const a = await registerUser(testApp.app);
    const b = await registerUser(testApp.app);
    expect((await complete(a.user.id, first, a.cookie, "shared-key-123")).statusCode).toBe(200);
    const other = await complete(a.user.id, second, a.cookie, "shared-key-123");
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({ message: KEY_USED_FOR_ANOTHER_REQUEST });
    // Another parent's identical key is their own.
    const theirs = await complete(b.user.id, first, b.cookie, "shared-key-123");
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json<CompletionResult>().xpAwarded).toBe(first.xpReward);
    for (const bad of ["short", "x".repeat(101), "has space in it", "ünïcode-key"]) {
      const answer = await complete(a.user.id, first, a.cookie, bad);
      expect(answer.statusCode).toBe(400);
    }
  });
});

describe("journal entries and story completions sent with a key", () => {
  it("are stored once however often they are resent", async () => {
    const { user, cookie } = await registerUser(testApp.app);
    const entry = { lessonTitle: "Written on the bus", feeling: "Hopeful", improvementNotes: "Offline, then synced" };
    const sends = await Promise.all(
      Array.from({ length: 5 }, () =>
        testApp.app.inject({ method: "POST", url: "/api/journal", headers: { cookie, "idempotency-key": "journal-key-1" }, payload: entry }),
      ),
    );
    expect(sends.map((send) => send.statusCode)).toEqual(Array(5).fill(201));
    expect(new Set(sends.map((send) => send.json<{ id: number }>().id)).size).toBe(1);
    expect(await testApp.database.db.select().from(journalEntries).where(eq(journalEntries.userId, user.id))).toHaveLength(1);

    const story = curriculum.stories.stories[0]!;
    const storyBody = { choices: story.content.scenes.slice(0, 1).map((scene) => scene.choices[0]!.id) };
    const storySends = await Promise.all(
      Array.from({ length: 5 }, () =>
        testApp.app.inject({
          method: "POST",
          url: `/api/user/${user.id}/stories/${story.id}/complete`,
          headers: { cookie, "idempotency-key": "story-key-1" },
          payload: storyBody,
        }),
      ),
    );
    expect(storySends.map((send) => send.statusCode)).toEqual(Array(5).fill(200));
    const rows = await testApp.database.db
      .select()
      .from(userStoryProgress)
      .where(and(eq(userStoryProgress.userId, user.id), eq(userStoryProgress.storyId, story.id)));
    expect(rows).toHaveLength(1);
    expect((await me(cookie)).xp).toBe(story.xpReward);
  });
});
