import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Insights } from "../../shared/schemas/insights";
import { insightsSchema } from "../../shared/schemas/insights";
import { type QueryLog, recordQueries } from "../test-support/query-log";
import { type RegisteredUser, type TestApp, createTestApp, registerUser, sameOriginHeaders, testCurriculum } from "../test-support/test-app";

/** GET /api/user/{id}/insights: own data only, whole weeks in the parent's zone, in one statement. */
let testApp: TestApp;
let now = new Date("2026-11-26T12:00:00Z"); // a Thursday
const curriculum = testCurriculum();

beforeAll(async () => {
  testApp = await createTestApp({ clock: () => now });
});
afterAll(async () => {
  await testApp?.close();
});

function send(parent: RegisteredUser, method: "GET" | "PUT" | "POST" | "PATCH", url: string, payload?: unknown) {
  return testApp.app.inject({
    method,
    url,
    headers: { cookie: parent.cookie, ...(payload === undefined ? {} : sameOriginHeaders) },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

async function insightsOf(parent: RegisteredUser, query = ""): Promise<Insights> {
  const response = await send(parent, "GET", `/api/user/${parent.user.id}/insights${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return insightsSchema.parse(response.json());
}

describe("insights", () => {
  it("answers only the parent themself, and refuses a bad number of weeks", async () => {
    const owner = await registerUser(testApp.app);
    const other = await registerUser(testApp.app);
    expect((await send(other, "GET", `/api/user/${owner.user.id}/insights`)).statusCode).toBe(403);
    expect((await testApp.app.inject({ url: `/api/user/${owner.user.id}/insights` })).statusCode).toBe(401);
    for (const weeks of ["0", "53", "abc", "1.5", "-3", ""]) {
      const response = await send(owner, "GET", `/api/user/${owner.user.id}/insights?weeks=${weeks}`);
      expect(response.statusCode, weeks).toBe(400);
      expect(response.json().message).toMatch(/weeks must be a whole number from 1 to 52/);
    }
    const empty = await insightsOf(owner);
    expect(empty.weeks).toBe(12);
    expect(empty.calendar).toHaveLength(84);
    expect(empty.observations).toEqual([]);
    expect((await insightsOf(owner, "?weeks=4")).calendar).toHaveLength(28);
  });

  it("reads the series back as it was done, by the parent's local day, in one statement", async () => {
    const parent = await registerUser(testApp.app, { timeZone: "America/New_York" });
    const lesson = curriculum.lessons[0]!;
    const done = await send(parent, "POST", `/api/user/${parent.user.id}/lessons/${lesson.id}/progress`, {
      levelId: lesson.levelId, completed: true, score: 90,
    });
    expect(done.statusCode, done.body).toBe(200);
    // 23:30 in New York on Wednesday 25 November is already Thursday in UTC: it counts on the Wednesday.
    await testApp.database.pool.query("update user_progress set completed_at = '2026-11-26T04:30:00Z' where user_id = $1", [parent.user.id]);
    now = new Date("2026-11-26T18:00:00Z");
    const insights = await insightsOf(parent, "?weeks=2");
    expect(insights.to).toBe("2026-11-26");
    expect(insights.from).toBe("2026-11-16");
    expect(insights.calendar.find((day) => day.date === "2026-11-25")).toMatchObject({ status: "active", lessons: 1 });
    expect(insights.calendar.find((day) => day.date === "2026-11-26")).toMatchObject({ status: "none", lessons: 0 });
    expect(insights.weekly).toEqual([
      { weekStart: "2026-11-16", lessons: 0, xp: 0 },
      { weekStart: "2026-11-23", lessons: 1, xp: lesson.xpReward },
    ]);
    expect(insights.skills.find((skill) => skill.skill === lesson.skill)).toMatchObject({ lessons: 1, lastOn: "2026-11-25" });

    const log: QueryLog = recordQueries(testApp.database);
    try {
      // The session is verified by now, and the app names its language: the read is the route's own statement only.
      await insightsOf(parent, "?language=en");
      expect(log.statements.filter((text) => !text.startsWith("select \"sid\""))).toHaveLength(1);
    } finally {
      log.stop();
    }
  });

  it("finds when hard moods cluster, from moods logged at chosen hours", async () => {
    const parent = await registerUser(testApp.app, { timeZone: "Europe/Paris" });
    // Monday 16 to Friday 20 November, 17:xx and 18:xx in Paris (UTC+1): hard moods in the teatime window.
    const logged: [string, string][] = [
      ["2026-11-16T16:10:00Z", "angry"], ["2026-11-17T17:20:00Z", "sad"], ["2026-11-18T16:40:00Z", "worried"],
      ["2026-11-19T17:05:00Z", "angry"], ["2026-11-20T16:30:00Z", "sad"], ["2026-11-21T08:00:00Z", "happy"],
      ["2026-11-22T09:00:00Z", "okay"], ["2026-11-23T07:30:00Z", "happy"], ["2026-11-24T12:00:00Z", "okay"],
    ];
    for (const [at, mood] of logged) {
      now = new Date(at);
      expect((await send(parent, "PUT", `/api/user/${parent.user.id}/mood`, { mood })).statusCode).toBe(200);
    }
    now = new Date("2026-11-26T12:00:00Z");
    const insights = await insightsOf(parent);
    expect(insights.moods.total).toBe(9);
    expect(insights.moods.byTimeOfDay.find((band) => band.id === "evening")!.counts).toMatchObject({ angry: 2, sad: 2, worried: 1 });
    expect(insights.moods.byWeekday.find((day) => day.weekday === 1)!.counts).toMatchObject({ angry: 1, happy: 1 });
    expect(insights.observations.map((observation) => observation.text)).toContainEqual(
      expect.stringMatching(/^Hard moments were logged most often between 5 pm and 7 pm on weekdays\./),
    );

    // The day's mood on home stays the latest pick of the day; a pick minutes after another is a change of mind.
    now = new Date("2026-11-26T20:00:00Z");
    await send(parent, "PUT", `/api/user/${parent.user.id}/mood`, { mood: "sad" });
    now = new Date("2026-11-26T20:10:00Z");
    await send(parent, "PUT", `/api/user/${parent.user.id}/mood`, { mood: "happy" });
    expect((await send(parent, "GET", `/api/user/${parent.user.id}/mood`)).json().mood).toBe("happy");
    const after = await insightsOf(parent);
    expect(after.moods.total).toBe(10);
    // 21:10 in Paris: the night band holds the happy that replaced the sad.
    expect(after.moods.byTimeOfDay.find((band) => band.id === "night")!.counts).toMatchObject({ happy: 1, sad: 0 });
    // Later the same evening it is a new mood.
    now = new Date("2026-11-26T21:00:00Z");
    await send(parent, "PUT", `/api/user/${parent.user.id}/mood`, { mood: "okay" });
    expect((await insightsOf(parent)).moods.total).toBe(11);
  });

  it("draws no pattern from one sitting: eight hard moods tapped in a row count as one", async () => {
    const parent = await registerUser(testApp.app, { timeZone: "UTC" });
    for (const [index, mood] of ["sad", "angry", "worried", "sad", "angry", "worried", "sad", "angry"].entries()) {
      now = new Date(Date.parse("2026-11-26T13:00:00Z") + index * 1000);
      await send(parent, "PUT", `/api/user/${parent.user.id}/mood`, { mood });
    }
    const insights = await insightsOf(parent);
    expect(insights.moods.total).toBe(1);
    expect(insights.observations).toEqual([]);
  });

  it("draws no observation from fewer than 8 moods", async () => {
    const parent = await registerUser(testApp.app, { timeZone: "UTC" });
    for (const hour of [17, 17, 18, 18, 17, 18, 17]) {
      now = new Date(`2026-11-2${hour % 3}T${hour}:15:00Z`);
      await send(parent, "PUT", `/api/user/${parent.user.id}/mood`, { mood: "angry" });
    }
    now = new Date("2026-11-26T12:00:00Z");
    expect((await insightsOf(parent)).observations).toEqual([]);
  });
});

describe("a kinder streak through the API", () => {
  it("keeps a 3-days-a-week parent's streak over two rest days, and breaks an every-day one", async () => {
    now = new Date("2026-11-26T12:00:00Z"); // Thursday
    for (const [rhythm, expected] of [[3, 4], [7, 0]] as const) {
      const parent = await registerUser(testApp.app, { timeZone: "UTC" });
      const patched = await send(parent, "PATCH", `/api/user/${parent.user.id}/settings`, { streakRhythm: rhythm });
      expect(patched.statusCode, patched.body).toBe(200);
      // Active Sunday to Monday, then Tuesday and Wednesday off.
      await testApp.database.pool.query(
        "update users set streak = 4, last_active_date = '2026-11-23', streak_started_on = '2026-11-20', streak_week_days = 1 where id = $1",
        [parent.user.id],
      );
      const me = await send(parent, "GET", "/api/auth/me");
      expect(me.json(), `rhythm ${rhythm}`).toMatchObject({ streak: expected, streakRhythm: rhythm, restDaysUsed: rhythm === 3 ? 2 : 0 });
    }
  });

  it("refuses a rhythm outside every day, 5 or 3 days a week", async () => {
    const parent = await registerUser(testApp.app);
    const refused = await send(parent, "PATCH", `/api/user/${parent.user.id}/settings`, { streakRhythm: 4 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe("Choose every day, 5 days or 3 days a week");
  });
});
