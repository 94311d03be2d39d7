import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TodayMood } from "../../shared/schemas/mood";
import { localDate } from "../../shared/rules/days";
import { type TestApp, createTestApp, registerUser } from "../test-support/test-app";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp?.close();
});

function putMood(userId: number, cookie: string, body: unknown) {
  return testApp.app.inject({ method: "PUT", url: `/api/user/${userId}/mood`, headers: { cookie }, payload: body as Record<string, unknown> });
}

describe("today's mood", () => {
  it("is empty at first, then keeps the latest pick for the parent's local day", async () => {
    const { user, cookie } = await registerUser(testApp.app, { timeZone: "Pacific/Auckland" });
    const empty = await testApp.app.inject({ url: `/api/user/${user.id}/mood`, headers: { cookie } });
    expect(empty.json<TodayMood>()).toEqual({ day: localDate(new Date(), "Pacific/Auckland"), mood: null });

    expect((await putMood(user.id, cookie, { mood: "sad" })).statusCode).toBe(200);
    expect((await putMood(user.id, cookie, { mood: "happy" })).json<TodayMood>().mood).toBe("happy");
    const read = await testApp.app.inject({ url: `/api/user/${user.id}/mood`, headers: { cookie } });
    expect(read.json<TodayMood>().mood).toBe("happy");
  });

  it("refuses unknown moods, other parents and visitors", async () => {
    const owner = await registerUser(testApp.app);
    const other = await registerUser(testApp.app);
    expect((await putMood(owner.user.id, owner.cookie, { mood: "elated" })).statusCode).toBe(400);
    expect((await putMood(owner.user.id, owner.cookie, { mood: "happy", extra: 1 })).statusCode).toBe(400);
    expect((await putMood(owner.user.id, other.cookie, { mood: "happy" })).statusCode).toBe(403);
    expect((await testApp.app.inject({ url: `/api/user/${owner.user.id}/mood` })).statusCode).toBe(401);
    const read = await testApp.app.inject({ url: `/api/user/${owner.user.id}/mood`, headers: { cookie: owner.cookie } });
    expect(read.json<TodayMood>().mood).toBeNull();
  });
});
