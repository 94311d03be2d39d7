import { count, eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GUEST_ATTEMPT_LIFE_MS, GUEST_COOKIE, GUEST_LESSON_ID, GUEST_LESSON_LEVEL_ID } from "../../shared/guest-lesson";
import type { LessonAttemptState } from "../../shared/schemas/attempt";
import type { GuestAttempt, GuestClaimResult, GuestCompletion } from "../../shared/schemas/guest-lesson";
import type { JournalEntry } from "../../shared/schemas/journal";
import type { ProgressEntry } from "../../shared/schemas/learning";
import type { MultipleChoiceContent } from "../../shared/content/content-schemas";
import type { PublicUser } from "../../shared/schemas/auth";
import { guestAttempts, users } from "../db/schema";
import { RATE_LIMITS } from "../http/rate-limit";
import { isBasicLesson } from "../../shared/rules/plans";
import { type TestApp, createTestApp, registerUser, setCookieHeaders, testCurriculum, uniqueAddress } from "../test-support/test-app";
import { sweepExpiredGuestAttempts } from "./guest-attempts";

let testApp: TestApp;
/** The server's clock, moved forward by the expiry tests. */
let now = new Date();
beforeAll(async () => {
  testApp = await createTestApp({ clock: () => now });
});
afterAll(async () => {
  await testApp?.close();
});

const guestLesson = testCurriculum().lessonById.get(GUEST_LESSON_ID)!;

const place: LessonAttemptState = { screen: "lead", page: 2, percent: 12, player: null };

/** One browser: its guest cookie, and the session cookie once it signs in. */
interface Browser {
  address: string;
  guest?: string;
  session?: string;
}

const newBrowser = (address = uniqueAddress()): Browser => ({ address });

function cookieHeader(browser: Browser): Record<string, string> {
  const pairs = [browser.guest, browser.session].filter(Boolean);
  return pairs.length > 0 ? { cookie: pairs.join("; ") } : {};
}

/** Keeps the guest cookie a response sets, as a browser would. */
function keepGuestCookie(browser: Browser, response: LightMyRequestResponse): void {
  const header = setCookieHeaders(response).find((line) => line.startsWith(`${GUEST_COOKIE}=`));
  if (!header) return;
  const pair = header.split(";")[0]!;
  browser.guest = pair === `${GUEST_COOKIE}=` ? undefined : pair;
}

async function call(browser: Browser, method: "POST" | "PUT", url: string, payload?: object) {
  const response = await testApp.app.inject({
    method,
    url,
    remoteAddress: browser.address,
    headers: cookieHeader(browser),
    ...(payload ? { payload } : {}),
  });
  keepGuestCookie(browser, response);
  return response;
}

const start = (browser: Browser) => call(browser, "POST", "/api/guest-lesson");
// The guest lesson is a multiple choice: a wrong pick scores 60 whatever score the browser sends.
const guestChoice = guestLesson.content as MultipleChoiceContent;
const wrongPick = { selected: (guestChoice.correctAnswer + 1) % guestChoice.options.length, stage: "answered", sheetOpen: false };
const complete = (browser: Browser, body: Record<string, unknown> = { answers: wrongPick, score: 100 }) =>
  call(browser, "POST", "/api/guest-lesson/complete", body);
const claim = (browser: Browser, token: string) => call(browser, "POST", "/api/guest-lesson/claim", { token });

/** A visitor who played the guest lesson to the end in a browser of their own; their token. */
async function playedToTheEnd(browser = newBrowser(), reflection?: { feeling: string; improvementNotes: string }) {
  const started = await start(browser);
  expect(started.statusCode).toBe(200);
  const { token } = started.json<GuestAttempt>();
  if (reflection) expect((await call(browser, "POST", "/api/guest-lesson/reflection", reflection)).statusCode).toBe(200);
  expect((await complete(browser)).statusCode).toBe(200);
  return { browser, token };
}

/** Registers an account from this browser, as the register form does after the lesson. */
async function registerFrom(browser: Browser) {
  const { user, cookie } = await registerUser(testApp.app, { remoteAddress: uniqueAddress() });
  browser.session = cookie;
  return user;
}

async function progressOf(browser: Browser, userId: number): Promise<ProgressEntry[]> {
  const response = await testApp.app.inject({ method: "GET", url: `/api/user/${userId}/progress`, headers: cookieHeader(browser) });
  return response.json<ProgressEntry[]>();
}

async function meOf(browser: Browser): Promise<PublicUser> {
  return (await testApp.app.inject({ method: "GET", url: "/api/auth/me", headers: cookieHeader(browser) })).json<PublicUser>();
}

async function userCount(): Promise<number> {
  const [row] = await testApp.database.db.select({ value: count() }).from(users);
  return row!.value;
}

describe("a guest lesson", () => {
  it("is the first lesson of its level, so a new account may complete it, and opens on every plan", async () => {
    expect(guestLesson.levelId).toBe(GUEST_LESSON_LEVEL_ID);
    expect(guestLesson.order).toBe(1);
    expect(isBasicLesson(guestLesson)).toBe(true);
  });

  it("starts without an account: the lesson, a signed token, a browser cookie, and no user row", async () => {
    const before = await userCount();
    const browser = newBrowser();
    const started = await start(browser);
    expect(started.statusCode).toBe(200);
    const attempt = started.json<GuestAttempt>();
    expect(attempt.lesson.id).toBe(GUEST_LESSON_ID);
    expect(attempt.level.id).toBe(guestLesson.levelId);
    expect(attempt.attempt).toBeNull();
    expect(attempt.completion).toBeNull();
    expect(attempt.token).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(Date.parse(attempt.expiresAt) - now.getTime()).toBe(GUEST_ATTEMPT_LIFE_MS);
    const cookie = setCookieHeaders(started).find((line) => line.startsWith(`${GUEST_COOKIE}=`))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Path=\/api\/guest-lesson/);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(await userCount()).toBe(before);
  });

  it("resumes at the saved place after a reload, with the same token", async () => {
    const browser = newBrowser();
    const first = (await start(browser)).json<GuestAttempt>();
    const saved = await call(browser, "PUT", "/api/guest-lesson/place", { state: place });
    expect(saved.statusCode).toBe(200);
    const again = await start(browser);
    expect(again.statusCode).toBe(200);
    expect(again.json<GuestAttempt>().attempt?.state).toEqual(place);
    expect(again.json<GuestAttempt>().token).toBe(first.token);
    // Another browser has a place of its own.
    expect((await start(newBrowser())).json<GuestAttempt>().attempt).toBeNull();
  });

  it("refuses a place, a reflection or a completion from a browser with no attempt", async () => {
    const stranger = newBrowser();
    expect((await call(stranger, "PUT", "/api/guest-lesson/place", { state: place })).statusCode).toBe(404);
    expect((await complete(stranger)).statusCode).toBe(404);
    const reflection = await call(stranger, "POST", "/api/guest-lesson/reflection", { feeling: "Calm" });
    expect(reflection.statusCode).toBe(404);
  });

  it("completes with the lesson's own XP to keep; the browser cannot name the XP", async () => {
    const browser = newBrowser();
    await start(browser);
    const sentXp = await call(browser, "POST", "/api/guest-lesson/complete", { score: 100, xp: 5000 });
    expect(sentXp.statusCode).toBe(400);
    const badScore = await complete(browser, { answers: wrongPick, score: 101 });
    expect(badScore.statusCode).toBe(400);
    expect(badScore.json<{ message: string }>().message).toMatch(/score/);

    const done = await complete(browser);
    expect(done.statusCode).toBe(200);
    expect(done.json<GuestCompletion>()).toMatchObject({ score: 60, xpToKeep: guestLesson.xpReward, reflectionSaved: false });
    // A reload after the end shows the completion, not a place to resume.
    const reloaded = (await start(browser)).json<GuestAttempt>();
    expect(reloaded.completion?.xpToKeep).toBe(guestLesson.xpReward);
    expect(reloaded.attempt).toBeNull();
  });
});

describe("claiming a guest lesson", () => {
  it("moves the completion, its score, its XP and its reflection into the account registered from that browser", async () => {
    const { browser, token } = await playedToTheEnd(newBrowser(), {
      feeling: "Hopeful",
      improvementNotes: "Name the feeling before fixing the banana.",
    });
    const user = await registerFrom(browser);
    expect(user.xp).toBe(0);

    const claimed = await claim(browser, token);
    expect(claimed.statusCode).toBe(200);
    const result = claimed.json<GuestClaimResult>();
    expect(result).toMatchObject({ lessonId: GUEST_LESSON_ID, xpAwarded: guestLesson.xpReward, journalEntrySaved: true });
    // The badges it earned come with it, so the screen announces them: the first lesson and the first reflection.
    expect([...result.newAchievements].sort()).toEqual(["first-journal", "first-lesson"]);
    expect(result.user.xp).toBe(guestLesson.xpReward);
    expect((await meOf(browser)).xp).toBe(guestLesson.xpReward);

    const progress = await progressOf(browser, user.id);
    expect(progress).toEqual([
      expect.objectContaining({ lessonId: GUEST_LESSON_ID, levelId: guestLesson.levelId, completed: true, score: 60 }),
    ]);
    const journal = await testApp.app.inject({ method: "GET", url: "/api/journal", headers: cookieHeader(browser) });
    expect(journal.json<JournalEntry[]>()).toEqual([
      expect.objectContaining({
        lessonId: GUEST_LESSON_ID,
        lessonTitle: guestLesson.title,
        feeling: "Hopeful",
        improvementNotes: "Name the feeling before fixing the banana.",
      }),
    ]);
    // The browser forgets its guest cookie, and the attempt is gone.
    expect(browser.guest).toBeUndefined();
    const [id] = token.split(".");
    expect(await testApp.database.db.select().from(guestAttempts).where(eq(guestAttempts.id, id!))).toEqual([]);
  });

  it("gives nothing the second time", async () => {
    const { browser, token } = await playedToTheEnd();
    const guestCookie = browser.guest;
    await registerFrom(browser);
    expect((await claim(browser, token)).statusCode).toBe(200);
    // Replayed with the cookie the browser had, too.
    browser.guest = guestCookie;
    const again = await claim(browser, token);
    expect(again.statusCode).toBe(404);
    expect((await meOf(browser)).xp).toBe(guestLesson.xpReward);
  });

  it("gives nothing for an altered or forged token, and the real one still works after", async () => {
    const { browser, token } = await playedToTheEnd();
    const user = await registerFrom(browser);
    const [id, mac] = token.split(".") as [string, string];
    const flipped = `${id}.${mac.slice(0, -1)}${mac.endsWith("A") ? "B" : "A"}`;
    for (const bad of [flipped, `${id}.`, id, `${id}x.${mac}`, "forged.token", "a".repeat(201)]) {
      const refused = await claim(browser, bad);
      expect([400, 404]).toContain(refused.statusCode);
    }
    expect((await meOf(browser)).xp).toBe(0);
    expect(await progressOf(browser, user.id)).toEqual([]);
    expect((await claim(browser, token)).statusCode).toBe(200);
  });

  it("gives nothing when claimed from another browser, or by another account after it was claimed", async () => {
    const { browser, token } = await playedToTheEnd();
    // Another browser, with a guest attempt of its own, signed in to another account.
    const other = newBrowser();
    await start(other);
    await registerFrom(other);
    expect((await claim(other, token)).statusCode).toBe(404);
    // And one with no guest cookie at all.
    const bare = newBrowser();
    await registerFrom(bare);
    expect((await claim(bare, token)).statusCode).toBe(404);
    expect((await meOf(other)).xp).toBe(0);
    expect((await meOf(bare)).xp).toBe(0);

    // The browser that played it: its account gets it; then a second account signed in there gets nothing.
    const guestCookie = browser.guest;
    await registerFrom(browser);
    expect((await claim(browser, token)).statusCode).toBe(200);
    browser.guest = guestCookie;
    const second = await registerFrom(browser);
    expect((await claim(browser, token)).statusCode).toBe(404);
    expect((await meOf(browser)).id).toBe(second.id);
    expect((await meOf(browser)).xp).toBe(0);
  });

  it("gives nothing for a lesson not finished, or signed out", async () => {
    const browser = newBrowser();
    const { token } = (await start(browser)).json<GuestAttempt>();
    expect((await claim(browser, token)).statusCode).toBe(401);
    await registerFrom(browser);
    expect((await claim(browser, token)).statusCode).toBe(404);
    expect((await meOf(browser)).xp).toBe(0);
  });

  it("gives nothing once 24 hours have passed, and the sweep deletes the expired attempt", async () => {
    const { browser, token } = await playedToTheEnd();
    await registerFrom(browser);
    const startedAt = now;
    try {
      now = new Date(startedAt.getTime() + GUEST_ATTEMPT_LIFE_MS + 1000);
      expect((await claim(browser, token)).statusCode).toBe(404);
      expect((await meOf(browser)).xp).toBe(0);
      const [id] = token.split(".");
      expect(await sweepExpiredGuestAttempts(testApp.database.db, now)).toBeGreaterThanOrEqual(1);
      const rows = await testApp.database.db.select().from(guestAttempts).where(eq(guestAttempts.id, id!));
      expect(rows).toEqual([]);
      // Starting again in that browser is a fresh attempt.
      const fresh = (await start(browser)).json<GuestAttempt>();
      expect(fresh.token).not.toBe(token);
      expect(fresh.completion).toBeNull();
    } finally {
      now = startedAt;
    }
  });

  it("awards the XP once when two claims arrive at the same moment", async () => {
    const { browser, token } = await playedToTheEnd();
    const user = await registerFrom(browser);
    const answers = await Promise.all([claim(browser, token), claim(browser, token), claim(browser, token)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 404, 404]);
    expect((await meOf(browser)).xp).toBe(guestLesson.xpReward);
    expect(await progressOf(browser, user.id)).toHaveLength(1);
  });

  it("awards no XP to an account that had completed the lesson already, yet keeps the best score", async () => {
    const { browser, token } = await playedToTheEnd();
    const user = await registerFrom(browser);
    const done = await testApp.app.inject({
      method: "POST",
      url: `/api/user/${user.id}/lessons/${GUEST_LESSON_ID}/progress`,
      headers: cookieHeader(browser),
      payload: { levelId: guestLesson.levelId, completed: true, score: 40 },
    });
    expect(done.statusCode).toBe(200);
    const claimed = await claim(browser, token);
    expect(claimed.statusCode).toBe(200);
    expect(claimed.json<GuestClaimResult>().xpAwarded).toBe(0);
    expect((await meOf(browser)).xp).toBe(guestLesson.xpReward);
    expect((await progressOf(browser, user.id))[0]?.score).toBe(60);
  });
});

describe("the limit on starting guest lessons", () => {
  it("refuses new attempts from one address past the limit, while a started one still resumes", async () => {
    const address = uniqueAddress();
    const first = newBrowser(address);
    expect((await start(first)).statusCode).toBe(200);
    for (let index = 1; index < RATE_LIMITS.guestLessonPerAddress.limit; index += 1) {
      expect((await start(newBrowser(address))).statusCode).toBe(200);
    }
    const refused = await start(newBrowser(address));
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["retry-after"]).toBeDefined();
    // Resuming is not a new attempt.
    expect((await start(first)).statusCode).toBe(200);
    // Another address is not affected.
    expect((await start(newBrowser())).statusCode).toBe(200);
  });
});
