import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { SESSION_ENDED_CHANNEL } from "../auth/session-store-setup";
import type { MultipleChoiceContent } from "../../shared/content/content-schemas";
import { tapNotifications } from "../test-support/notifications";
import { type QueryLog, recordQueries } from "../test-support/query-log";
import { type RegisteredUser, type TestApp, createTestApp, registerUser, sameOriginHeaders, testCurriculum } from "../test-support/test-app";

/**
 * The database round trips of a parent's everyday calls. A signed-in read costs its own query and nothing else once
 * the session has been verified: no session read (the cache of verified sessions), no session write (the expiry
 * moves only when a share of the session's life has passed). `ROUND_TRIPS=1` prints the table of every route.
 */
let testApp: TestApp;
let parent: RegisteredUser;
let log: QueryLog;
const curriculum = testCurriculum();
const lesson = curriculum.lessons[0]!;
const notifications = tapNotifications();
/** Resolves once the sessions table's notifications sent so far have reached the app (and dropped what they name). */
const sessionNotificationsSettled = () => notifications.settled(testApp.database, SESSION_ENDED_CHANNEL);

beforeAll(async () => {
  testApp = await createTestApp({}, notifications.appDatabase);
  parent = await registerUser(testApp.app);
  const done = await send("POST", `/api/user/${parent.user.id}/lessons/${lesson.id}/progress`, { levelId: lesson.levelId, completed: true, score: 90 });
  expect(done.statusCode).toBe(200);
  log = recordQueries(testApp.database);
});
afterAll(async () => {
  log?.stop();
  await testApp?.close();
});

function send(method: "GET" | "POST" | "PUT" | "PATCH", url: string, payload?: unknown) {
  return testApp.app.inject({
    method,
    url,
    headers: { cookie: parent.cookie, ...(payload === undefined ? {} : sameOriginHeaders) },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** The statements one call sends, counted after a first call of the same route (so the session is verified). */
async function statementsOf(method: "GET" | "POST" | "PUT" | "PATCH", url: string, payload?: unknown) {
  const first = await send(method, url, payload);
  expect(first.statusCode, `${method} ${url}: ${first.body}`).toBeLessThan(300);
  log.reset();
  const answer = await send(method, url, payload);
  expect(answer.statusCode, `${method} ${url}: ${answer.body}`).toBeLessThan(300);
  return { statements: [...log.statements], writes: log.writes() };
}

describe("round trips of a signed-in parent's calls", () => {
  it("reads the progress list with one statement, the route's own, and writes nothing", async () => {
    const { statements, writes } = await statementsOf("GET", `/api/user/${parent.user.id}/progress`);
    expect(statements).toHaveLength(1);
    expect(statements[0]).toMatch(/^\s*select coalesce\(json_agg\([\s\S]* from user_progress/);
    expect(writes).toEqual([]);
  });

  it("reads a newly signed-in session once, then serves it from memory", async () => {
    const fresh = await registerUser(testApp.app);
    // On PostgreSQL the notification of the sign-in's own write arrives a moment later and drops the session once.
    await sessionNotificationsSettled();
    log.reset();
    const url = `/api/user/${fresh.user.id}/progress`;
    for (let call = 0; call < 3; call += 1) {
      expect((await testApp.app.inject({ method: "GET", url, headers: { cookie: fresh.cookie } })).statusCode).toBe(200);
    }
    expect(log.statements.filter((text) => text.includes('from "sessions"'))).toHaveLength(1);
    expect(log.statements).toHaveLength(4);
    expect(log.writes()).toEqual([]);
  });

  it("refuses a session served from memory within a second once any code deletes its row", async () => {
    const other = await registerUser(testApp.app);
    const sid = decodeURIComponent(other.cookie.slice("growly.sid=".length)).split(".")[0]!;
    const url = `/api/user/${other.user.id}/progress`;
    const get = () => testApp.app.inject({ method: "GET", url, headers: { cookie: other.cookie } });
    await sessionNotificationsSettled();
    expect((await get()).statusCode).toBe(200);
    log.reset();
    expect((await get()).statusCode).toBe(200);
    // Served from memory: no session read.
    expect(log.statements.filter((text) => text.includes('from "sessions"'))).toEqual([]);
    // A plain DELETE, as code that ends a parent's other sessions sends it, not through the session store.
    await testApp.database.pool.query("delete from sessions where sid = $1", [sid]);
    await vi.waitFor(async () => expect((await get()).statusCode).toBe(401), { timeout: 1_000, interval: 20 });
  });

  it("moves a session's expiry on with one update once a tenth of its life has passed, and then writes nothing again", async () => {
    const aged = await registerUser(testApp.app);
    const sid = decodeURIComponent(aged.cookie.slice("growly.sid=".length)).split(".")[0]!;
    const url = `/api/user/${aged.user.id}/progress`;
    const get = () => testApp.app.inject({ method: "GET", url, headers: { cookie: aged.cookie } });
    // Signed in four days ago: 26 of its 30 days are left.
    const left = new Date(Date.now() + 26 * 24 * 60 * 60 * 1000);
    await testApp.database.pool.query(
      "update sessions set sess = jsonb_set(sess, '{cookie,expires}', to_jsonb($1::text)), expire = $2 where sid = $3",
      [left.toISOString(), left.toISOString(), sid],
    );
    await sessionNotificationsSettled();
    log.reset();
    const touched = await get();
    expect(touched.statusCode).toBe(200);
    expect(log.writes()).toHaveLength(1);
    expect(log.writes()[0]).toMatch(/^update sessions set sess/);
    const cookie = touched.cookies.find((one) => one.name === "growly.sid");
    expect(cookie?.value).toBe(decodeURIComponent(aged.cookie.slice("growly.sid=".length)));
    expect(cookie?.expires?.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 60 * 60 * 1000);
    const [row] = (await testApp.database.pool.query("select expire from sessions where sid = $1", [sid])).rows as Array<{ expire: Date }>;
    expect(new Date(row!.expire).getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 60 * 60 * 1000);

    await sessionNotificationsSettled();
    log.reset();
    for (let call = 0; call < 3; call += 1) {
      const answer = await get();
      expect(answer.statusCode).toBe(200);
      expect(answer.cookies.find((one) => one.name === "growly.sid")).toBeUndefined();
    }
    expect(log.writes()).toEqual([]);
  });

  it("keeps the everyday calls of home and a lesson to the route's own statements", async () => {
    const id = parent.user.id;
    const table: Array<[string, number, number]> = [];
    const measure = async (method: "GET" | "POST" | "PUT" | "PATCH", url: string, payload?: unknown) => {
      const { statements, writes } = await statementsOf(method, url, payload);
      table.push([`${method} ${url.replace(String(id), "{id}")}`, statements.length, writes.length]);
      return statements;
    };
    expect(await measure("GET", `/api/user/${id}`)).toHaveLength(1);
    expect(await measure("GET", "/api/auth/me")).toHaveLength(1);
    expect(await measure("GET", `/api/user/${id}/levels/${lesson.levelId}/progress`)).toHaveLength(1);
    // A lesson comes from memory in the language the app names in the address (src/shared/api/reads.ts).
    expect(await measure("GET", `/api/lessons/${lesson.id}?language=es`)).toHaveLength(0);
    await measure("GET", `/api/user/${id}/settings`);
    expect(await measure("GET", `/api/user/${id}/mood`)).toHaveLength(1);
    await measure("GET", "/api/journal");
    await measure("GET", `/api/user/${id}/favorites`);
    await measure("GET", `/api/user/${id}/stories/progress`);
    await measure("GET", `/api/user/${id}/subscription`);
    await measure("GET", "/api/levels?language=es");
    // A completion with its answers (scored from them, src/shared/rules/players/lesson-score.ts): one read (the
    // parent's row, its version and the lessons completed) and one write of everything.
    const { correctAnswer } = lesson.content as MultipleChoiceContent;
    const answers = { selected: correctAnswer, stage: "answered", sheetOpen: false };
    const completion = await measure("POST", `/api/user/${id}/lessons/${lesson.id}/progress`, { levelId: lesson.levelId, completed: true, answers });
    expect(completion).toHaveLength(2);
    expect(completion[1]).toMatch(/with parent as \(\s*update users/);
    // An older client's completion, without answers, reads the saved attempt it is scored from first: one more.
    const older = await measure("POST", `/api/user/${id}/lessons/${lesson.id}/progress`, { levelId: lesson.levelId, completed: true, score: 95 });
    expect(older).toHaveLength(3);
    expect(older[0]).toMatch(/from "lesson_attempts"/);
    // A premium lesson's completion reads the parent's plan with the parent's row, in the same statement.
    const premium = curriculum.lessons.find((candidate) => candidate.levelId === lesson.levelId && candidate.order === 4)!;
    for (const earlier of curriculum.lessons.filter((candidate) => candidate.levelId === lesson.levelId && candidate.order < 4)) {
      await send("POST", `/api/user/${id}/lessons/${earlier.id}/progress`, { levelId: earlier.levelId, completed: true, score: 90 });
    }
    // Sent as an older client would, without answers: the saved attempt's read, then the same two statements.
    const premiumCompletion = await measure("POST", `/api/user/${id}/lessons/${premium.id}/progress`, { levelId: premium.levelId, completed: true, score: 90 });
    expect(premiumCompletion).toHaveLength(3);
    expect(premiumCompletion[1]).toMatch(/left join "subscriptions"/);
    expect(await measure("POST", "/api/journal", { lessonId: lesson.id, lessonTitle: lesson.title, feeling: "Calm" })).toHaveLength(1);
    if (process.env.ROUND_TRIPS === "1") {
      console.info(["| route | statements | writes |", "|---|--:|--:|", ...table.map(([route, n, w]) => `| ${route} | ${n} | ${w} |`)].join("\n"));
    }
  });
});
