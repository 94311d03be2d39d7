import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PublicUser } from "../../shared/schemas/auth";
import type { Story, StoryCompletionResult, StoryProgressEntry, StorySummary } from "../../shared/schemas/stories";
import { stories, userStoryProgress } from "../db/schema";
import { seedCurriculum } from "../curriculum/seed";
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

const library = testCurriculum().stories;
const first = library.stories[0]!;
/** One choice per scene along the path the player walks: the first choice of each scene, following `next`. */
function pathChoices(story: Story): string[] {
  const choices: string[] = [];
  let scene: Story["content"]["scenes"][number] | undefined = story.content.scenes[0];
  while (scene) {
    const choice = scene.choices[0]!;
    choices.push(choice.id);
    scene = choice.next ? story.content.scenes.find((candidate) => candidate.id === choice.next) : undefined;
  }
  return choices;
}

function complete(userId: number, storyId: number, cookie: string, choices: unknown = pathChoices(first)) {
  return testApp.app.inject({
    method: "POST",
    url: `/api/user/${userId}/stories/${storyId}/complete`,
    headers: { cookie },
    payload: { choices },
  });
}

async function currentUser(userId: number, cookie: string) {
  return (
    await testApp.app.inject({ method: "GET", url: `/api/user/${userId}`, headers: { cookie } })
  ).json<PublicUser>();
}

describe("the story list", () => {
  it("lists every story in order without content, and serves one story with its scenes", async () => {
    const { cookie } = await registerUser(testApp.app);
    const list = await testApp.app.inject({ method: "GET", url: "/api/stories", headers: { cookie } });
    expect(list.statusCode).toBe(200);
    const summaries = list.json<StorySummary[]>();
    expect(summaries.map((story) => story.id)).toEqual(library.stories.map((story) => story.id));
    expect(summaries.map((story) => story.order)).toEqual(
      [...summaries.map((story) => story.order)].sort((a, b) => a - b),
    );
    expect(summaries[0]).not.toHaveProperty("content");
    expect(summaries[0]).toMatchObject({
      id: first.id,
      title: first.title,
      category: first.category,
      difficulty: first.difficulty,
      xpReward: first.xpReward,
    });

    const one = await testApp.app.inject({ method: "GET", url: `/api/stories/${first.id}`, headers: { cookie } });
    expect(one.statusCode).toBe(200);
    expect(one.json<Story>().content.scenes.length).toBe(first.content.scenes.length);
    const missing = await testApp.app.inject({ method: "GET", url: "/api/stories/9999", headers: { cookie } });
    expect(missing.statusCode).toBe(404);
  });

  it("answers 401 to a visitor who is not signed in", async () => {
    expect((await testApp.app.inject({ method: "GET", url: "/api/stories" })).statusCode).toBe(401);
    expect((await testApp.app.inject({ method: "GET", url: `/api/stories/${first.id}` })).statusCode).toBe(401);
  });

  it("seeds every story into the database, and seeding again changes nothing", async () => {
    await seedCurriculum(testApp.database.db, testCurriculum());
    const rows = await testApp.database.db.select({ id: stories.id, xpReward: stories.xpReward }).from(stories);
    expect(rows.map((row) => row.id).sort((a, b) => a - b)).toEqual(
      library.stories.map((story) => story.id).sort((a, b) => a - b),
    );
    expect(rows.find((row) => row.id === first.id)?.xpReward).toBe(first.xpReward);
  });
});

describe("story progress", () => {
  it("shows a parent their own finished stories with the choices made", async () => {
    const { user, cookie } = await registerUser(testApp.app);
    const empty = await testApp.app.inject({
      method: "GET",
      url: `/api/user/${user.id}/stories/progress`,
      headers: { cookie },
    });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual([]);

    expect((await complete(user.id, first.id, cookie)).statusCode).toBe(200);
    const entries = (
      await testApp.app.inject({ method: "GET", url: `/api/user/${user.id}/stories/progress`, headers: { cookie } })
    ).json<StoryProgressEntry[]>();
    expect(entries).toEqual([
      { storyId: first.id, completed: true, completedAt: expect.any(String), choices: pathChoices(first) },
    ]);
  });

  it("refuses another parent's progress with 403 and a visitor with 401", async () => {
    const owner = await registerUser(testApp.app);
    const other = await registerUser(testApp.app);
    const read = await testApp.app.inject({
      method: "GET",
      url: `/api/user/${owner.user.id}/stories/progress`,
      headers: { cookie: other.cookie },
    });
    expect(read.statusCode).toBe(403);
    expect((await complete(owner.user.id, first.id, other.cookie)).statusCode).toBe(403);
    expect(
      (await testApp.app.inject({ method: "GET", url: `/api/user/${owner.user.id}/stories/progress` })).statusCode,
    ).toBe(401);
    expect((await complete(owner.user.id, first.id, "")).statusCode).toBe(401);
    expect((await currentUser(owner.user.id, owner.cookie)).xp).toBe(0);
  });

  it("refuses choices that are not choices of that story with 400, and an unknown story with 404", async () => {
    const { user, cookie } = await registerUser(testApp.app);
    const otherStory = library.stories.find((story) => story.id !== first.id);
    const foreign = otherStory?.content.scenes[0]?.choices
      .map((choice) => choice.id)
      .find((id) => !library.choiceIds.get(first.id)?.has(id));
    const bad: unknown[] = [["not-a-choice"], [], "best", [42], [...pathChoices(first), "made-up"]];
    if (foreign) bad.push([foreign]);
    for (const choices of bad) {
      const response = await complete(user.id, first.id, cookie, choices);
      expect(response.statusCode, JSON.stringify(choices)).toBe(400);
      expect(response.json()).toHaveProperty("message");
    }
    expect((await complete(user.id, 9999, cookie)).statusCode).toBe(404);
    const rows = await testApp.database.db
      .select()
      .from(userStoryProgress)
      .where(eq(userStoryProgress.userId, user.id));
    expect(rows).toEqual([]);
    expect((await currentUser(user.id, cookie)).xp).toBe(0);
  });
});

describe("finishing a story", () => {
  it("awards the story's XP and the first-story achievement the first time, nothing on a replay", async () => {
    const { user, cookie } = await registerUser(testApp.app);
    const firstPlay = (await complete(user.id, first.id, cookie)).json<StoryCompletionResult>();
    expect(firstPlay).toMatchObject({ xpAwarded: first.xpReward, firstCompletion: true });
    expect(firstPlay.newAchievements).toContain("first-story");
    expect(firstPlay.user.xp).toBe(first.xpReward);
    expect(firstPlay.user.achievements).toContain("first-story");
    expect(firstPlay.user.dailyGoalProgress).toBe(1);

    const replayChoices = first.content.scenes[0]!.choices.slice(-1).map((choice) => choice.id);
    const replay = (await complete(user.id, first.id, cookie, replayChoices)).json<StoryCompletionResult>();
    expect(replay).toMatchObject({ xpAwarded: 0, firstCompletion: false, newAchievements: [] });
    expect(replay.progress.choices).toEqual(replayChoices);
    expect(replay.progress.completedAt).toBe(firstPlay.progress.completedAt);
    expect((await currentUser(user.id, cookie)).xp).toBe(first.xpReward);
  });

  it("awards XP once when ten completions of the same story arrive together", async () => {
    const { user, cookie } = await registerUser(testApp.app);
    const responses = await Promise.all(Array.from({ length: 10 }, () => complete(user.id, first.id, cookie)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
    const results = responses.map((response) => response.json<StoryCompletionResult>());
    expect(results.filter((result) => result.firstCompletion)).toHaveLength(1);
    expect(results.reduce((sum, result) => sum + result.xpAwarded, 0)).toBe(first.xpReward);
    expect((await currentUser(user.id, cookie)).xp).toBe(first.xpReward);
    const rows = await testApp.database.db
      .select()
      .from(userStoryProgress)
      .where(and(eq(userStoryProgress.userId, user.id), eq(userStoryProgress.storyId, first.id)));
    expect(rows).toHaveLength(1);
  });
});
