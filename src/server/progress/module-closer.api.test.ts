import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { moduleCloserContentSchema } from "../../shared/content/guided-schemas";
import { achievementOf } from "../../shared/rules/achievements";
import type { PublicUser } from "../../shared/schemas/auth";
import type { CompletionResult, Lesson } from "../../shared/schemas/learning";
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
/** The first module's closing lesson and the lessons that open it. */
const closer = curriculum.lessons.find((lesson) => lesson.activityType === "module-closer")!;
const before = curriculum.lessons.filter((lesson) => lesson.levelId === closer.levelId && lesson.order < closer.order);
const badge = moduleCloserContentSchema.parse(closer.content).badgeEarned;

function complete(userId: number, lesson: Pick<Lesson, "id" | "levelId">, cookie: string) {
  return testApp.app.inject({
    method: "POST",
    url: `/api/user/${userId}/lessons/${lesson.id}/progress`,
    headers: { cookie },
    payload: { levelId: lesson.levelId, completed: true, score: 100, completedAt: new Date().toISOString() },
  });
}

async function currentUser(userId: number, cookie: string) {
  return (await testApp.app.inject({ method: "GET", url: `/api/user/${userId}`, headers: { cookie } })).json<PublicUser>();
}

/** A new parent who has finished every lesson before the module closing. */
async function parentAtModuleClosing() {
  const { user, cookie } = await registerUser(testApp.app);
  for (const lesson of before) {
    const result = (await complete(user.id, lesson, cookie)).json<CompletionResult>();
    expect(result.bonusXp).toBeUndefined();
  }
  return { user, cookie, xpBefore: (await currentUser(user.id, cookie)).xp };
}

describe("completing the module closing", () => {
  it("names a known achievement as its badge and sits after other lessons of its level", () => {
    // The profile lists the badge (content/badges.json) under the same name the module closing reveals.
    expect(achievementOf(badge.id)?.title).toBe(badge.title);
    expect(badge.xpBonus).toBeGreaterThan(0);
    expect(before.length).toBeGreaterThan(0);
  });

  it("awards xpReward plus the badge's bonus XP and the module badge the first time", async () => {
    const { user, cookie, xpBefore } = await parentAtModuleClosing();
    const response = await complete(user.id, closer, cookie);
    expect(response.statusCode).toBe(200);
    const result = response.json<CompletionResult>();
    expect(result.firstCompletion).toBe(true);
    expect(result.xpAwarded).toBe(closer.xpReward + badge.xpBonus);
    expect(result.bonusXp).toBe(badge.xpBonus);
    expect(result.user.xp).toBe(xpBefore + closer.xpReward + badge.xpBonus);
    expect(result.newAchievements).toContain(badge.id);
    expect(result.user.achievements).toContain(badge.id);
    expect((await currentUser(user.id, cookie)).xp).toBe(xpBefore + closer.xpReward + badge.xpBonus);
    const [row] = await testApp.database.db
      .select()
      .from(userProgress)
      .where(and(eq(userProgress.userId, user.id), eq(userProgress.lessonId, closer.id)));
    expect(row?.xpAwarded).toBe(closer.xpReward + badge.xpBonus);
  });

  it("awards no XP, no bonus and no second badge on a replay", async () => {
    const { user, cookie, xpBefore } = await parentAtModuleClosing();
    await complete(user.id, closer, cookie);
    const replay = (await complete(user.id, closer, cookie)).json<CompletionResult>();
    expect(replay.firstCompletion).toBe(false);
    expect(replay.xpAwarded).toBe(0);
    expect(replay.bonusXp).toBeUndefined();
    expect(replay.newAchievements).toEqual([]);
    const me = await currentUser(user.id, cookie);
    expect(me.xp).toBe(xpBefore + closer.xpReward + badge.xpBonus);
    expect(me.achievements.filter((id) => id === badge.id)).toHaveLength(1);
  });

  it("awards the XP and bonus exactly once when 10 completions arrive at the same time", async () => {
    const { user, cookie, xpBefore } = await parentAtModuleClosing();
    const responses = await Promise.all(Array.from({ length: 10 }, () => complete(user.id, closer, cookie)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
    const results = responses.map((response) => response.json<CompletionResult>());
    const awarding = results.filter((result) => result.xpAwarded > 0);
    expect(awarding).toHaveLength(1);
    expect(awarding[0]).toMatchObject({ xpAwarded: closer.xpReward + badge.xpBonus, bonusXp: badge.xpBonus });
    expect(results.filter((result) => result.bonusXp !== undefined)).toHaveLength(1);
    expect(results.filter((result) => result.newAchievements.includes(badge.id))).toHaveLength(1);
    const me = await currentUser(user.id, cookie);
    expect(me.xp).toBe(xpBefore + closer.xpReward + badge.xpBonus);
    expect(me.achievements.filter((id) => id === badge.id)).toHaveLength(1);
  });
});
