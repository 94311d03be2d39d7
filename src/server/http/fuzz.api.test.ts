import { eq, sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MOODS } from "../../shared/schemas/mood";
import { dailyMoods, favoriteLessons, journalEntries, rateLimits, sessions, subscriptions, userPractices, userProgress, userStoryProgress, users } from "../db/schema";
import {
  type RegisteredUser,
  type TestApp,
  cookieFrom,
  createTestApp,
  registerUser,
  sameOriginHeaders,
  testCurriculum,
  uniqueAddress,
} from "../test-support/test-app";
import { type Route, listRoutes } from "../test-support/routes";

/**
 * Property-based abuse of every API route: random and near-valid bodies, wrong content types, prototype keys,
 * huge strings and junk path ids, signed out and signed in as parent A. Whatever arrives: no 5xx, no internals
 * in any answer, and parent B's data is exactly what it was.
 */

/** Requests per route and per caller: ≈ 45 routes × 2 callers × RUNS stays well under 20 s on two cores. */
const RUNS = 14;

let testApp: TestApp;
let routes: Route[];
let parentA: RegisteredUser;
let parentB: RegisteredUser;
let snapshotB: string;
/** B's own journal entry, a real id the fuzzer offers for /api/journal/:id. */
let journalIdB = 0;

beforeAll(async () => {
  testApp = await createTestApp();
  routes = listRoutes(testApp.app);
  parentA = await registerUser(testApp.app);
  parentB = await registerUser(testApp.app);
  await giveDataTo(parentB);
  snapshotB = await dataOf(parentB.user.id);
});

afterAll(async () => {
  await testApp?.close();
});

/** B has progress, a mood, a changed goal and a session: things a leak or a stray write would change. */
async function giveDataTo(parent: RegisteredUser): Promise<void> {
  const lesson = testCurriculum().lessons[0];
  if (!lesson) throw new Error("The curriculum has no lessons");
  const headers = { ...sameOriginHeaders, cookie: parent.cookie };
  const writes = [
    { method: "POST" as const, url: `/api/user/${parent.user.id}/lessons/${lesson.id}/progress`, payload: { levelId: lesson.levelId, completed: true, score: 90 } },
    { method: "PUT" as const, url: `/api/user/${parent.user.id}/mood`, payload: { mood: "happy" } },
    { method: "PATCH" as const, url: `/api/user/${parent.user.id}`, payload: { dailyGoalTarget: 5 } },
  ];
  for (const write of writes) {
    const response = await testApp.app.inject({ ...write, headers });
    if (response.statusCode !== 200) throw new Error(`${write.method} ${write.url}: ${response.statusCode} ${response.body}`);
  }
  const journal = await testApp.app.inject({
    method: "POST",
    url: "/api/journal",
    headers,
    payload: { lessonTitle: "Bath time", feeling: "proud", improvementNotes: "Gave a two-minute warning." },
  });
  if (journal.statusCode !== 201) throw new Error(`POST /api/journal: ${journal.statusCode} ${journal.body}`);
  journalIdB = journal.json<{ id: number }>().id;
  const favourite = await testApp.app.inject({ method: "PUT", url: `/api/user/${parent.user.id}/favorites/${lesson.id}`, headers });
  if (favourite.statusCode >= 300) throw new Error(`PUT favourite: ${favourite.statusCode} ${favourite.body}`);
  const plan = await testApp.app.inject({ method: "POST", url: `/api/user/${parent.user.id}/subscription/change`, headers, payload: { plan: "premium" } });
  if (plan.statusCode >= 300) throw new Error(`POST subscription/change: ${plan.statusCode} ${plan.body}`);
}

/** Everything stored about one parent, as one comparable string. */
async function dataOf(userId: number): Promise<string> {
  const { db } = testApp.database;
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  const progress = await db.select().from(userProgress).where(eq(userProgress.userId, userId)).orderBy(userProgress.id);
  const moods = await db.select().from(dailyMoods).where(eq(dailyMoods.userId, userId)).orderBy(dailyMoods.id);
  const ownSessions = await db
    .select({ sid: sessions.sid, sess: sessions.sess })
    .from(sessions)
    .where(sql`(${sessions.sess} ->> 'userId')::int = ${userId}`)
    .orderBy(sessions.sid);
  const journal = await db.select().from(journalEntries).where(eq(journalEntries.userId, userId)).orderBy(journalEntries.id);
  const favourites = await db.select().from(favoriteLessons).where(eq(favoriteLessons.userId, userId));
  const plan = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  const stories = await db.select().from(userStoryProgress).where(eq(userStoryProgress.userId, userId)).orderBy(userStoryProgress.id);
  const practices = await db.select().from(userPractices).where(eq(userPractices.userId, userId));
  expect(user).toBeDefined();
  expect(progress.length).toBeGreaterThan(0);
  expect(ownSessions.length).toBeGreaterThan(0);
  expect(journal.length).toBeGreaterThan(0);
  return JSON.stringify({ user, progress, moods, ownSessions, journal, favourites, plan, stories, practices });
}

/** Keeps A signed in as A: fuzzed logouts, deletions and logins may end or replace A's session. */
async function keepParentASignedIn(): Promise<void> {
  const me = await testApp.app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie: parentA.cookie } });
  if (me.statusCode === 200 && me.json<{ id: number }>().id === parentA.user.id) return;
  const { db } = testApp.database;
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, parentA.user.id));
  if (!row) {
    parentA = await registerUser(testApp.app);
    return;
  }
  await db.delete(rateLimits).where(sql`${rateLimits.key} like 'login:%'`);
  const login = await testApp.app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email: row.email, password: parentA.fields.password },
    remoteAddress: uniqueAddress(),
  });
  parentA = { ...parentA, cookie: cookieFrom(login) };
}

// ---- generators -------------------------------------------------------------------------------------------------

const junkText = fc.string({ maxLength: 40, unit: "binary" });

/** NUL, the other C0 control characters, DEL and lone surrogates: text no field may store. */
const BAD_CHARACTERS = [...Array.from({ length: 0x20 }, (_, code) => String.fromCharCode(code)), "\u007F", "\uD800", "\uDBFF", "\uDC00", "\uDFFF"];

/** Mostly-valid text with bad characters in it: at the start, in the middle, at the end, alone or repeated. */
const controlText = fc
  .tuple(
    fc.constantFrom("", "Bath time", "pip_parent", "pip@example.com", "Europe/Paris", "happy", "premium", "GIFT-1234", "medium", "Calm"),
    fc.array(fc.constantFrom(...BAD_CHARACTERS), { minLength: 1, maxLength: 3 }),
    fc.nat(),
  )
  .map(([text, bad, at]) => {
    const cut = text.length === 0 ? 0 : at % (text.length + 1);
    return `${text.slice(0, cut)}${bad.join("")}${text.slice(cut)}`;
  });

function pathValue(): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom(
      "0", "-1", "1.5", "1e3", "0x10", "2147483648", "99999999999999999999", "NaN", "null", "undefined", "true",
      "[]", "%7B%7D", "..", "%2e%2e%2f", "%00", "%25", "%E0%A4%A", "'%20or%201%3D1--", "__proto__", "constructor",
      "prototype", "9".repeat(199), "9".repeat(260), " 1", "1 ", "01", "+1",
    ),
    fc.integer({ min: -(2 ** 40), max: 2 ** 40 }).map(String),
    junkText.map(encodeURIComponent),
    // Real ids: A's own (allowed where A acts on A) and B's (always refused), and B's journal entry.
    fc.constantFrom("A", "B").map((who) => String((who === "A" ? parentA : parentB).user.id)),
    fc.constant(null).map(() => String(journalIdB)),
  );
}

/** A value that is sometimes right for a field and often almost right. */
function fieldValue(): fc.Arbitrary<unknown> {
  const email = fc.oneof(
    fc.emailAddress(),
    fc.constant(null).map(() => parentB.fields.email),
    fc.constant(null).map(() => parentB.fields.email.toUpperCase()),
    fc.constant(null).map(() => ` ${parentA.fields.email} `),
    fc.constantFrom("", "@", "a@b", "no-at-sign", "x@example.com\u0000", `${"a".repeat(250)}@example.com`),
  );
  return fc.oneof(
    email,
    junkText,
    controlText,
    fc.array(controlText, { minLength: 1, maxLength: 2 }),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constantFrom(...MOODS, "HAPPY", "excited", "UTC", "Europe/Paris", "Mars/Olympus", "2026-01-01T00:00:00Z", "yesterday"),
    fc.constant(null),
    fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
  );
}

const FIELDS = [
  "email", "password", "username", "timeZone", "mood", "levelId", "completed", "score", "completedAt",
  "dailyGoalTarget", "onboardingData", "isAdmin", "userId", "id", "xp", "level",
  "lessonId", "lessonTitle", "feeling", "improvementNotes", "code", "plan", "choices", "fontSize", "language", "notifications",
] as const;

function nearValidObject(): fc.Arbitrary<Record<string, unknown>> {
  return fc.record(Object.fromEntries(FIELDS.map((key) => [key, fieldValue()])), { requiredKeys: [] });
}

interface Body {
  payload?: string;
  contentType?: string;
}

const json = (value: unknown): Body => ({ payload: JSON.stringify(value), contentType: "application/json" });

function body(): fc.Arbitrary<Body> {
  const prototypeKeys = fc
    .tuple(fc.constantFrom("__proto__", "constructor", "prototype"), nearValidObject())
    .map(([key, object]) => ({
      payload: JSON.stringify(object).replace(/^\{/, `{"${key}":{"isAdmin":true,"userId":1,"prototype":{"isAdmin":true}},`).replace(",}", "}"),
      contentType: "application/json",
    }));
  const huge = fc
    .tuple(fc.constantFrom("email", "password", "username", "mood", "junk"), fc.integer({ min: 1_000, max: 140_000 }))
    .map(([key, length]) => json({ [key]: "x".repeat(length), password: "correct horse" }));
  const wrongType = fc
    .tuple(
      fc.constantFrom(
        "text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "application/xml",
        "application/json; charset=utf-16", "application/jsonx", "application/*", "", "text/json",
      ),
      fc.oneof(nearValidObject().map((o) => JSON.stringify(o)), fc.constant("email=a%40b.c&password=secret1"), junkText),
    )
    .map(([contentType, payload]) => ({ payload, contentType }));
  return fc.oneof(
    nearValidObject().map(json),
    fc.jsonValue({ maxDepth: 3 }).map(json),
    prototypeKeys,
    huge,
    wrongType,
    junkText.map((payload) => ({ payload, contentType: "application/json" })),
    fc.constant({}),
  );
}

// ---- checks -----------------------------------------------------------------------------------------------------

// A stack frame names a file and a line ("at run (/srv/app.js:12:5)", "at file:///srv/app.js:12:5", "app.ts:12"); a
// lesson's own words ("at bedtime (and after)") are not one.
const STACK_FRAME = /\bat (?:\S+ \()?(?:\/|file:|node:|[A-Za-z]:\\)[^\s)]*:\d+:\d+|\.(ts|js|mjs):\d+/;
const INTERNALS = /node_modules|drizzle|pglite|postgres|pg_|relation "|violates|syntax error|duplicate key|TypeError|ReferenceError|Cannot read|is not a function|FST_|stack/i;

function expectSafe(route: Route, url: string, response: LightMyRequestResponse): void {
  const where = `${route.method} ${url} → ${response.statusCode} ${response.body.slice(0, 300)}`;
  expect(response.statusCode, where).toBeLessThan(500);
  expect(response.body, where).not.toMatch(STACK_FRAME);
  expect(response.body, where).not.toContain(process.cwd());
  // Nothing of B's reaches A or a stranger.
  expect(response.body, where).not.toContain(parentB.fields.email);
  expect(response.body, where).not.toContain(parentB.user.username);
  if (response.statusCode >= 400) {
    expect(response.body, where).not.toMatch(INTERNALS);
    // Pages outside /api (a mail's unsubscribe link) answer a person, in HTML.
    if (route.method !== "HEAD" && route.path.startsWith("/api/")) {
      expect(response.headers["content-type"], where).toMatch(/^application\/json/);
      expect(Object.keys(response.json<object>()), where).toEqual(["message"]);
    }
  }
}

async function fuzzRoutes(signedIn: boolean): Promise<number> {
  let sent = 0;
  for (const route of routes) {
    const params = fc.array(pathValue(), { minLength: 4, maxLength: 4 });
    await fc.assert(
      fc.asyncProperty(params, body(), fc.boolean(), async (values, { payload, contentType }, withOrigin) => {
        let index = 0;
        const url = route.path.replace(/:[A-Za-z]+|\*/g, () => values[index++ % values.length] as string);
        const headers: Record<string, string> = withOrigin ? { ...sameOriginHeaders } : {};
        if (contentType) headers["content-type"] = contentType;
        if (signedIn) headers.cookie = parentA.cookie;
        const response = await testApp.app.inject({
          method: route.method as "GET",
          url,
          headers,
          ...(payload !== undefined && { payload }),
          remoteAddress: uniqueAddress(),
        });
        sent += 1;
        expectSafe(route, url, response);
        if (signedIn && route.method !== "GET" && route.method !== "HEAD") await keepParentASignedIn();
      }),
      { numRuns: RUNS },
    );
  }
  return sent;
}

describe("fuzzing every API route", () => {
  it("finds every route the app registers, path parameters included", () => {
    const names = routes.map((route) => `${route.method} ${route.path}`);
    for (const expected of [
      "POST /api/auth/login", "POST /api/auth/register", "GET /api/health", "GET /api/health/live",
      "GET /api/user/:id", "PATCH /api/user/:id", "DELETE /api/user/:id", "PUT /api/user/:id/mood",
      "POST /api/user/:id/lessons/:lessonId/progress", "GET /api/user/:id/levels/:levelId/progress",
      "GET /api/lessons/:id", "GET /api/admin/waitlist", "POST /api/waitlist",
      "GET /api/user/:id/lessons/:lessonId/attempt", "PUT /api/user/:id/lessons/:lessonId/attempt", "DELETE /api/user/:id/lessons/:lessonId/attempt",
    ]) {
      expect(names).toContain(expected);
    }
  });

  it("answers random and near-valid requests from a signed-out caller without a 5xx or internals, leaving B untouched", async () => {
    const sent = await fuzzRoutes(false);
    expect(sent).toBe(routes.length * RUNS);
    expect(await dataOf(parentB.user.id)).toBe(snapshotB);
  }, 60_000);

  it("answers random and near-valid requests from signed-in parent A without a 5xx or internals, leaving B untouched", async () => {
    const sent = await fuzzRoutes(true);
    expect(sent).toBe(routes.length * RUNS);
    expect(await dataOf(parentB.user.id)).toBe(snapshotB);
  }, 60_000);
});
