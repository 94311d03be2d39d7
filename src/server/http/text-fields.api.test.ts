import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { children, dailyMoods, journalEntries, subscriptions, userProgress, userStoryProgress, users, waitlistSignups } from "../db/schema";
import { listRoutes } from "../test-support/routes";
import {
  type RegisteredUser,
  TEST_ADMIN_PASSWORD,
  type TestApp,
  createTestApp,
  registerUser,
  sameOriginHeaders,
  testCurriculum,
  uniqueAddress,
} from "../test-support/test-app";

/**
 * Text is text: a NUL, any other C0 control character, DEL or a lone surrogate in any string field of any route is a
 * 400 with a clear message — never a 500 — and changes nothing. Tab, line feed and carriage return are kept only in
 * multi-line fields (journal notes).
 */

/** Each bad character, named for the failure message. */
const BAD: Array<[string, string]> = [
  ["NUL", "\u0000"],
  ["U+0001", "\u0001"],
  ["backspace", "\u0008"],
  ["vertical tab", "\u000B"],
  ["escape", "\u001B"],
  ["U+001F", "\u001F"],
  ["DEL", "\u007F"],
  ["tab", "\t"],
  ["line feed", "\n"],
  ["carriage return", "\r"],
  ["lone high surrogate", "\uD800"],
  ["lone low surrogate", "\uDC00"],
];
const LINE_BREAKS = new Set(["\t", "\n", "\r"]);

/** A string field of a route: where it sits in a valid body, and whether its message names the character problem. */
interface Field {
  /** Path inside the body: ["username"], ["onboardingData", "childAge"], ["choices", 0]. */
  at: Array<string | number>;
  /** A valid value the bad character is put into the middle of. */
  value: string;
  /** Free text (the text check's own message) or a choice from a list (the list's message). */
  kind: "text" | "choice";
  multiline?: boolean;
}

interface BodyRoute {
  method: "POST" | "PUT" | "PATCH" | "DELETE";
  /** The registered path, as Fastify lists it. */
  path: string;
  url: (parent: RegisteredUser) => string;
  signedIn: boolean;
  body: () => Record<string, unknown>;
  fields: Field[];
}

let testApp: TestApp;
let parent: RegisteredUser;
let journalId = 0;

beforeAll(async () => {
  testApp = await createTestApp();
  parent = await registerUser(testApp.app);
  const entry = await testApp.app.inject({
    method: "POST",
    url: "/api/journal",
    headers: { ...sameOriginHeaders, cookie: parent.cookie },
    payload: { lessonTitle: "Bath time", feeling: "Proud", improvementNotes: "Gave a warning." },
  });
  expect(entry.statusCode).toBe(201);
  journalId = entry.json<{ id: number }>().id;
});

afterAll(async () => {
  await testApp?.close();
});

const lesson = () => {
  const first = testCurriculum().lessons[0];
  if (!first) throw new Error("The curriculum has no lessons");
  return first;
};
const story = () => {
  const first = testCurriculum().stories.stories[0];
  if (!first) throw new Error("The curriculum has no stories");
  return first;
};

const text = (...at: Array<string | number>) => (value: string, multiline = false): Field => ({ at, value, kind: "text", multiline });
const choice = (...at: Array<string | number>) => (value: string): Field => ({ at, value, kind: "choice" });

const ROUTES: BodyRoute[] = [
  {
    method: "POST", path: "/api/auth/register", url: () => "/api/auth/register", signedIn: false,
    body: () => ({ username: "text_check_parent", email: "text.check@example.com", password: "correct horse", timeZone: "Europe/Paris" }),
    fields: [text("username")("text_check_parent"), text("email")("text.check@example.com"), text("password")("correct horse"), text("timeZone")("Europe/Paris")],
  },
  {
    method: "POST", path: "/api/auth/login", url: () => "/api/auth/login", signedIn: false,
    body: () => ({ email: parent.fields.email, password: parent.fields.password, timeZone: "Europe/Paris" }),
    fields: [text("email")("someone@example.com"), text("password")("correct horse"), text("timeZone")("Europe/Paris")],
  },
  {
    method: "POST", path: "/api/admin/login", url: () => "/api/admin/login", signedIn: false,
    body: () => ({ password: TEST_ADMIN_PASSWORD }),
    fields: [text("password")(TEST_ADMIN_PASSWORD)],
  },
  {
    method: "POST", path: "/api/waitlist", url: () => "/api/waitlist", signedIn: false,
    body: () => ({ email: "text.waitlist@example.com" }),
    fields: [text("email")("text.waitlist@example.com")],
  },
  {
    method: "POST", path: "/api/journal", url: () => "/api/journal", signedIn: true,
    body: () => ({ lessonId: 1, lessonTitle: "Bedtime", feeling: "Calm", improvementNotes: "Read one more story." }),
    fields: [text("lessonTitle")("Bedtime"), text("feeling")("Calm"), text("improvementNotes")("Read one more story.", true)],
  },
  {
    method: "PATCH", path: "/api/journal/:id", url: () => `/api/journal/${journalId}`, signedIn: true,
    body: () => ({ lessonTitle: "Bedtime", feeling: "Calm", improvementNotes: "Read one more story." }),
    fields: [text("lessonTitle")("Bedtime"), text("feeling")("Calm"), text("improvementNotes")("Read one more story.", true)],
  },
  {
    method: "PATCH", path: "/api/user/:id", url: (p) => `/api/user/${p.user.id}`, signedIn: true,
    body: () => ({ username: "renamed_parent", email: "renamed.parent@example.com", onboardingData: { childAge: "3-5", familyStructure: "two-parent", preferredLearningStyle: "visual", availableTime: "30-minutes", parentingChallenges: ["bedtime"], primaryGoals: ["stay-calm"] } }),
    fields: [
      text("username")("renamed_parent"), text("email")("renamed.parent@example.com"),
      choice("onboardingData", "childAge")("3-5"), choice("onboardingData", "familyStructure")("two-parent"),
      choice("onboardingData", "preferredLearningStyle")("visual"), choice("onboardingData", "availableTime")("30-minutes"),
      choice("onboardingData", "parentingChallenges", 0)("bedtime"), choice("onboardingData", "primaryGoals", 0)("stay-calm"),
    ],
  },
  {
    method: "PATCH", path: "/api/user/:id/settings", url: (p) => `/api/user/${p.user.id}/settings`, signedIn: true,
    // English stays the stored language: the other routes' refusals are read in it (src/server/i18n).
    body: () => ({ fontSize: "large", language: "en" }),
    fields: [choice("fontSize")("large"), choice("language")("en")],
  },
  {
    method: "PUT", path: "/api/user/:id/mood", url: (p) => `/api/user/${p.user.id}/mood`, signedIn: true,
    body: () => ({ mood: "happy" }),
    fields: [choice("mood")("happy")],
  },
  {
    method: "POST", path: "/api/user/:id/lessons/:lessonId/progress", url: (p) => `/api/user/${p.user.id}/lessons/${lesson().id}/progress`, signedIn: true,
    body: () => ({ levelId: lesson().levelId, completed: true, score: 80, completedAt: "2026-01-01T00:00:00Z" }),
    fields: [choice("completedAt")("2026-01-01T00:00:00Z")],
  },
  {
    method: "POST", path: "/api/user/:id/stories/:storyId/complete", url: (p) => `/api/user/${p.user.id}/stories/${story().id}/complete`, signedIn: true,
    body: () => ({ choices: ["a"] }),
    fields: [text("choices", 0)("a")],
  },
  {
    method: "POST", path: "/api/user/:id/subscription/change", url: (p) => `/api/user/${p.user.id}/subscription/change`, signedIn: true,
    body: () => ({ plan: "premium" }),
    fields: [choice("plan")("premium")],
  },
  {
    method: "POST", path: "/api/user/:id/subscription/gift", url: (p) => `/api/user/${p.user.id}/subscription/gift`, signedIn: true,
    body: () => ({ code: "GIFT-1234" }),
    fields: [text("code")("GIFT-1234")],
  },
  {
    method: "POST", path: "/api/auth/password", url: () => "/api/auth/password", signedIn: true,
    body: () => ({ currentPassword: parent.fields.password, newPassword: "another horse" }),
    fields: [text("currentPassword")("correct horse"), text("newPassword")("another horse")],
  },
  {
    method: "DELETE", path: "/api/user/:id", url: (p) => `/api/user/${p.user.id}`, signedIn: true,
    body: () => ({ password: parent.fields.password }),
    fields: [text("password")("correct horse")],
  },
  {
    method: "POST", path: "/api/family/children", url: () => "/api/family/children", signedIn: true,
    body: () => ({ name: "Robin", birthMonth: "2021-04" }),
    fields: [text("name")("Robin")],
  },
  {
    // The body is read before the child is looked up: a refused name never reaches the database.
    method: "PATCH", path: "/api/family/children/:id", url: () => "/api/family/children/1", signedIn: true,
    body: () => ({ name: "Robin", birthMonth: "2021-04" }),
    fields: [text("name")("Robin")],
  },
  {
    method: "POST", path: "/api/family/invitations", url: () => "/api/family/invitations", signedIn: true,
    body: () => ({ email: "carer.here@example.com" }),
    fields: [choice("email")("carer.here@example.com")],
  },
  {
    // A yes or no: no string field to refuse.
    method: "PATCH", path: "/api/family/settings", url: () => "/api/family/settings", signedIn: true,
    body: () => ({ sharesAnswers: false }),
    fields: [],
  },
  {
    method: "POST", path: "/api/auth/password-reset", url: () => "/api/auth/password-reset", signedIn: false,
    body: () => ({ email: "nobody.here@example.com" }),
    fields: [text("email")("nobody.here@example.com")],
  },
  {
    method: "POST", path: "/api/auth/password-reset/confirm", url: () => "/api/auth/password-reset/confirm", signedIn: false,
    body: () => ({ token: "a".repeat(43), newPassword: "another horse" }),
    fields: [choice("token")("a".repeat(43)), text("newPassword")("another horse")],
  },
  {
    method: "POST", path: "/api/user/:id/practices/:lessonId/check-in", url: (p) => `/api/user/${p.user.id}/practices/${lesson().id}/check-in`, signedIn: true,
    body: () => ({ outcome: "tried", note: "We tried it at bath time." }),
    fields: [choice("outcome")("tried"), text("note")("We tried it at bath time.", true)],
  },
  {
    method: "POST", path: "/api/user/:id/push-subscriptions", url: (p) => `/api/user/${p.user.id}/push-subscriptions`, signedIn: true,
    body: () => ({ endpoint: "https://fcm.googleapis.com/fcm/send/abc", keys: { p256dh: "B".repeat(87), auth: "A".repeat(22) } }),
    fields: [text("endpoint")("https://fcm.googleapis.com/fcm/send/abc"), choice("keys", "p256dh")("B".repeat(87)), choice("keys", "auth")("A".repeat(22))],
  },
  {
    method: "DELETE", path: "/api/user/:id/push-subscriptions", url: (p) => `/api/user/${p.user.id}/push-subscriptions`, signedIn: true,
    body: () => ({ endpoint: "https://fcm.googleapis.com/fcm/send/abc" }),
    fields: [text("endpoint")("https://fcm.googleapis.com/fcm/send/abc")],
  },
  {
    method: "PUT", path: "/api/user/:id/lessons/:lessonId/attempt", url: (p) => `/api/user/${p.user.id}/lessons/${lesson().id}/attempt`, signedIn: true,
    body: () => ({ state: { screen: "activity", page: 0, percent: 40, player: { notes: "We tried it at bath time.", choices: ["a"] } } }),
    fields: [choice("state", "screen")("activity"), text("state", "player", "notes")("We tried it at bath time.", true), text("state", "player", "choices", 0)("a", true)],
  },
  {
    method: "PUT", path: "/api/guest-lesson/place", url: () => "/api/guest-lesson/place", signedIn: false,
    body: () => ({ state: { screen: "activity", page: 0, percent: 40, player: { notes: "We tried it at bath time." } } }),
    fields: [choice("state", "screen")("activity"), text("state", "player", "notes")("We tried it at bath time.", true)],
  },
  {
    method: "POST", path: "/api/guest-lesson/reflection", url: () => "/api/guest-lesson/reflection", signedIn: false,
    body: () => ({ feeling: "Hopeful", improvementNotes: "Name it first." }),
    fields: [text("feeling")("Hopeful"), text("improvementNotes")("Name it first.", true)],
  },
  {
    method: "POST", path: "/api/guest-lesson/complete", url: () => "/api/guest-lesson/complete", signedIn: false,
    body: () => ({ score: 80 }),
    fields: [],
  },
  {
    method: "POST", path: "/api/guest-lesson/claim", url: () => "/api/guest-lesson/claim", signedIn: true,
    body: () => ({ token: "attempt.signature" }),
    fields: [choice("token")("attempt.signature")],
  },
];

/**
 * State-changing routes whose only string is an opaque token: any token it does not know, one with a control
 * character included, is answered as unknown (404) and changes nothing (carers.api.test.ts).
 */
const OPAQUE_TOKEN = new Set(["POST /api/family/invitations/accept"]);

/** State-changing routes that read no body: whatever is sent in one is ignored. */
const NO_BODY = new Set([
  "POST /api/auth/logout", "POST /api/admin/logout", "DELETE /api/journal/:id", "DELETE /api/family/children/:id",
  "DELETE /api/family/invitations/:id", "DELETE /api/family/adults/:id",
  "PUT /api/user/:id/favorites/:lessonId", "DELETE /api/user/:id/favorites/:lessonId",
  "POST /api/auth/sessions/end-others", "DELETE /api/user/:id/lessons/:lessonId/attempt", "POST /api/admin/launch-mail", "POST /unsubscribe",
  "POST /api/guest-lesson",
  "POST /api/user/:id/subscription/pause", "POST /api/user/:id/subscription/resume", "POST /api/user/:id/subscription/cancel",
  "POST /api/user/:id/subscription/checkout", "POST /api/user/:id/subscription/portal",
]);

function withValue(body: Record<string, unknown>, at: Array<string | number>, value: string): Record<string, unknown> {
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let node = copy;
  for (const key of at.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[at[at.length - 1] as string | number] = value;
  return copy;
}

function send(route: BodyRoute, payload: Record<string, unknown>) {
  return testApp.app.inject({
    method: route.method,
    url: route.url(parent),
    headers: { ...sameOriginHeaders, "content-type": "application/json", ...(route.signedIn ? { cookie: parent.cookie } : {}) },
    // Serialised by hand: JSON.stringify writes lone surrogates as \ud800 escapes, as a hostile client would.
    payload: JSON.stringify(payload),
    remoteAddress: uniqueAddress(),
  });
}

/** Everything a stray write could change, as one comparable string. */
async function everythingStored(): Promise<string> {
  const { db } = testApp.database;
  const userId = parent.user.id;
  return JSON.stringify({
    user: await db.select().from(users).where(eq(users.id, userId)),
    journal: await db.select().from(journalEntries).where(eq(journalEntries.userId, userId)).orderBy(journalEntries.id),
    moods: await db.select().from(dailyMoods).where(eq(dailyMoods.userId, userId)),
    progress: await db.select().from(userProgress).where(eq(userProgress.userId, userId)),
    stories: await db.select().from(userStoryProgress).where(eq(userStoryProgress.userId, userId)),
    plan: await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)),
    children: await db.select().from(children).orderBy(children.id),
    users: (await db.select({ id: users.id }).from(users)).length,
    waitlist: (await db.select({ id: waitlistSignups.id }).from(waitlistSignups)).length,
  });
}

function expectRefused(response: LightMyRequestResponse, field: Field, where: string) {
  expect(response.statusCode, `${where} → ${response.statusCode} ${response.body}`).toBe(400);
  const body = response.json<{ message: string }>();
  expect(Object.keys(body), where).toEqual(["message"]);
  if (field.kind === "text") {
    expect(body.message, where).toMatch(/can't contain control characters|contains an invalid character/);
  } else {
    expect(body.message, where).toEqual(expect.any(String));
    expect(body.message.length, where).toBeGreaterThan(0);
  }
}

describe("control characters and lone surrogates in every string field", () => {
  it("covers every route that changes something: each reads a body listed here or no body at all", () => {
    const listed = new Set(ROUTES.map((route) => `${route.method} ${route.path}`));
    const changing = listRoutes(testApp.app).filter((route) => !["GET", "HEAD"].includes(route.method));
    const unclassified = changing.map((route) => `${route.method} ${route.path}`).filter((name) => !listed.has(name) && !NO_BODY.has(name) && !OPAQUE_TOKEN.has(name));
    expect(unclassified).toEqual([]);
    for (const name of listed) expect(changing.map((route) => `${route.method} ${route.path}`)).toContain(name);
  });

  it("checks that each valid body is accepted, so a refusal below is the bad character's doing", async () => {
    // Only routes whose success changes nothing that later requests depend on.
    for (const route of ROUTES.filter((r) => ["/api/journal/:id", "/api/user/:id/settings", "/api/user/:id/mood"].includes(r.path))) {
      const response = await send(route, route.body());
      expect(response.statusCode, `${route.method} ${route.path}: ${response.body}`).toBe(200);
    }
  });

  for (const route of ROUTES) {
    it(`${route.method} ${route.path}: 400 with a clear message for each bad character in each string field, nothing stored`, async () => {
      const before = await everythingStored();
      for (const field of route.fields) {
        for (const [name, char] of BAD) {
          if (field.multiline && LINE_BREAKS.has(char)) continue;
          const middle = Math.max(1, Math.floor(field.value.length / 2));
          const value = `${field.value.slice(0, middle)}${char}${field.value.slice(middle)}`;
          const response = await send(route, withValue(route.body(), field.at, value));
          expectRefused(response, field, `${route.method} ${route.path} ${field.at.join(".")} with ${name}`);
        }
      }
      expect(await everythingStored()).toBe(before);
    });
  }

  it("keeps tabs and line breaks in journal notes, on create and on edit", async () => {
    const notes = "What worked:\n\t- naming the feeling\r\n\t- a hug";
    const create = ROUTES.find((route) => route.method === "POST" && route.path === "/api/journal") as BodyRoute;
    const created = await send(create, { ...create.body(), improvementNotes: notes });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json<{ improvementNotes: string }>().improvementNotes).toBe(notes);

    const edit = ROUTES.find((route) => route.path === "/api/journal/:id") as BodyRoute;
    const edited = await send(edit, { improvementNotes: `${notes}\n\tand breathing` });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<{ improvementNotes: string }>().improvementNotes).toBe(`${notes}\n\tand breathing`);
  });

  it("ignores control characters in the body of routes that read none, without a 500", async () => {
    for (const name of NO_BODY) {
      if (name.startsWith("DELETE /api/user/:id") && !name.includes("favorites")) continue; // would delete the parent
      const [method, path] = name.split(" ") as [string, string];
      const url = path.replace(":id", String(parent.user.id)).replace(":lessonId", String(lesson().id)).replace(/:\w+/, "999999");
      const response = await testApp.app.inject({
        method: method as "POST",
        url,
        headers: { ...sameOriginHeaders, "content-type": "application/json", cookie: parent.cookie },
        payload: JSON.stringify({ note: "a\u0000b\uD800", reason: "\u001B[31m" }),
        remoteAddress: uniqueAddress(),
      });
      expect(response.statusCode, `${name}: ${response.body}`).toBeLessThan(500);
    }
  });
});
