import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TodayMood } from "../../shared/schemas/mood";
import { localDate } from "../../shared/rules/days";
import { type TestApp, createTestApp, registerUser } from "../test-support/test-app";

let testApp: TestApp;
/** The app's clock, years from the machine's: today's mood is the app's today, never the machine's. */
const now = new Date("2031-03-14T09:00:00Z");
beforeAll(async () => {
  testApp = await createTestApp({ clock: () => now });
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
    expect(empty.json<TodayMood>()).toEqual({ day: localDate(now, "Pacific/Auckland"), mood: null });

    expect((await putMood(user.id, cookie, { mood: "sad" })).statusCode).toBe(200);
    expect((await putMood(user.id, cookie, { mood: "happy" })).json<TodayMood>().mood).toBe("happy");
    const read = await testApp.app.inject({ url: `/api/user/${user.id}/mood`, headers: { cookie } });
    expect(read.json<TodayMood>().mood).toBe("happy");
  });

  it("reads today's mood in the farthest time zones, not the mood of the day before or after", async () => {
    for (const timeZone of ["Pacific/Kiritimati", "Pacific/Pago_Pago", "UTC"]) {
      const { user, cookie } = await registerUser(testApp.app, { timeZone });
      const today = localDate(now, timeZone);
      const shifted = (days: number) => new Date(Date.parse(`${today}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
      // The neighbouring days' moods sit in the table too; only today's is the answer.
      await testApp.database.pool.query("insert into daily_moods (user_id, day, mood) values ($1, $2, 'angry'), ($1, $3, 'worried')", [
        user.id,
        shifted(-1),
        shifted(1),
      ]);
      const before = await testApp.app.inject({ url: `/api/user/${user.id}/mood`, headers: { cookie } });
      expect(before.json<TodayMood>()).toEqual({ day: today, mood: null });
      expect((await putMood(user.id, cookie, { mood: "okay" })).json<TodayMood>()).toEqual({ day: today, mood: "okay" });
      const after = await testApp.app.inject({ url: `/api/user/${user.id}/mood`, headers: { cookie } });
      expect(after.json<TodayMood>()).toEqual({ day: today, mood: "okay" });
    }
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
