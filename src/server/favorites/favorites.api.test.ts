import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FavoriteLessonIds } from "../../shared/schemas/favorites";
import { type TestApp, createTestApp, registerUser, testCurriculum } from "../test-support/test-app";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp?.close();
});

const [first, second] = testCurriculum().lessons;

function call(method: "GET" | "PUT" | "DELETE", userId: number, cookie: string | undefined, lessonId?: number | string) {
  const url = `/api/user/${userId}/favorites${lessonId === undefined ? "" : `/${lessonId}`}`;
  return testApp.app.inject({ method, url, headers: cookie ? { cookie } : {} });
}

describe("favourite lessons", () => {
  it("starts empty, lists added lessons newest first and adds each lesson once however often it is added", async () => {
    const { user, cookie } = await registerUser(testApp.app);
    expect((await call("GET", user.id, cookie)).json<FavoriteLessonIds>()).toEqual([]);

    expect((await call("PUT", user.id, cookie, first!.id)).json<FavoriteLessonIds>()).toEqual([first!.id]);
    expect((await call("PUT", user.id, cookie, second!.id)).json<FavoriteLessonIds>()).toEqual([second!.id, first!.id]);
    const repeat = await call("PUT", user.id, cookie, first!.id);
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json<FavoriteLessonIds>()).toEqual([second!.id, first!.id]);
    expect((await call("GET", user.id, cookie)).json<FavoriteLessonIds>()).toEqual([second!.id, first!.id]);
  });

  it("removes a favourite, and removing it again still succeeds", async () => {
    const { user, cookie } = await registerUser(testApp.app);
    await call("PUT", user.id, cookie, first!.id);
    await call("PUT", user.id, cookie, second!.id);
    expect((await call("DELETE", user.id, cookie, first!.id)).json<FavoriteLessonIds>()).toEqual([second!.id]);
    const again = await call("DELETE", user.id, cookie, first!.id);
    expect(again.statusCode).toBe(200);
    expect(again.json<FavoriteLessonIds>()).toEqual([second!.id]);
    expect((await call("GET", user.id, cookie)).json<FavoriteLessonIds>()).toEqual([second!.id]);
  });

  it("answers 404 for an unknown lesson and 400 for a malformed id, storing nothing", async () => {
    const { user, cookie } = await registerUser(testApp.app);
    const unknown = await call("PUT", user.id, cookie, 999_999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: "Lesson not found" });
    expect((await call("PUT", user.id, cookie, "abc")).statusCode).toBe(400);
    expect((await call("GET", user.id, cookie)).json<FavoriteLessonIds>()).toEqual([]);
  });

  it("keeps each parent's favourites to themselves and refuses visitors", async () => {
    const owner = await registerUser(testApp.app);
    const other = await registerUser(testApp.app);
    await call("PUT", owner.user.id, owner.cookie, first!.id);
    expect((await call("GET", owner.user.id, other.cookie)).statusCode).toBe(403);
    expect((await call("PUT", owner.user.id, other.cookie, second!.id)).statusCode).toBe(403);
    expect((await call("DELETE", owner.user.id, other.cookie, first!.id)).statusCode).toBe(403);
    expect((await call("GET", owner.user.id, undefined)).statusCode).toBe(401);
    expect((await call("PUT", owner.user.id, undefined, second!.id)).statusCode).toBe(401);
    expect((await call("GET", owner.user.id, owner.cookie)).json<FavoriteLessonIds>()).toEqual([first!.id]);
    expect((await call("GET", other.user.id, other.cookie)).json<FavoriteLessonIds>()).toEqual([]);
  });

  it("are erased with the account", async () => {
    const owner = await registerUser(testApp.app);
    const other = await registerUser(testApp.app);
    for (const parent of [owner, other]) await call("PUT", parent.user.id, parent.cookie, first!.id);
    const count = async (userId: number) =>
      (await testApp.database.pool.query("select count(*)::int as n from favorite_lessons where user_id = $1", [userId])).rows[0] as { n: number };
    expect(await count(owner.user.id)).toEqual({ n: 1 });

    const deleted = await testApp.app.inject({
      method: "DELETE",
      url: `/api/user/${owner.user.id}`,
      headers: { cookie: owner.cookie },
      payload: { password: owner.fields.password },
    });
    expect(deleted.statusCode).toBe(204);
    expect(await count(owner.user.id)).toEqual({ n: 0 });
    expect(await count(other.user.id)).toEqual({ n: 1 });
  });
});
