import { inArray, sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateLimits, users, waitlistSignups } from "../db/schema";
import { MAX_CONCURRENT_HASHES, MAX_WAITING_HASHES } from "../auth/passwords";
import { RATE_LIMITS, loginAccountKey } from "./rate-limit";
import {
  TEST_ADMIN_PASSWORD,
  type TestApp,
  createTestApp,
  newUserFields,
  registerUser,
  sessionSetCookie,
  uniqueAddress,
} from "../test-support/test-app";

/**
 * Limits hold under bursts: an attempt is counted before the password is checked, so however many requests arrive at
 * the same moment (from one address or from as many addresses as requests), only the limit's worth is checked.
 */

const BURST = 200;
/** Where the right password sits in a burst: well inside it. */
const RIGHT_AT = 100;

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});

afterAll(async () => {
  await testApp?.close();
});

function post(url: string, payload: Record<string, unknown>, remoteAddress = uniqueAddress()) {
  return testApp.app.inject({ method: "POST", url, payload, remoteAddress });
}

function statuses(responses: LightMyRequestResponse[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const response of responses) counts[response.statusCode] = (counts[response.statusCode] ?? 0) + 1;
  return counts;
}

function expectRetryAfter(response: LightMyRequestResponse, maxSeconds: number) {
  const seconds = Number(response.headers["retry-after"]);
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(maxSeconds);
  expect(Object.keys(response.json<object>())).toEqual(["message"]);
}

describe("a burst of wrong passwords against one parent's account", () => {
  it("from as many addresses as requests: none is refused for the account's sake, each is checked or turned away as busy", async () => {
    const { fields } = await registerUser(testApp.app);
    const responses = await Promise.all(
      Array.from({ length: BURST }, (_, index) =>
        post("/api/auth/login", { email: fields.email, password: index === RIGHT_AT ? fields.password : `wrong-${index}` }),
      ),
    );

    // No lock-out (docs/product-rules.md#rate-limits): past 50 failures an hour the account's logins wait, then are
    // checked; only a full hashing queue turns one away, with 503, never 429.
    const counts = statuses(responses);
    // The account's share of the hashing queue turns most of a simultaneous burst away at once as busy.
    expect(counts[429], JSON.stringify(counts)).toBeUndefined();
    expect(counts[401] ?? 0, JSON.stringify(counts)).toBeGreaterThan(0);
    const right = responses[RIGHT_AT] as LightMyRequestResponse;
    expect([200, 503]).toContain(right.statusCode);
    expect((counts[401] ?? 0) + (counts[503] ?? 0) + (right.statusCode === 200 ? 1 : 0), JSON.stringify(counts)).toBe(BURST);
    for (const response of responses.filter((candidate) => candidate.statusCode === 503)) expectRetryAfter(response, 5);
  });

  it("from one address: the same, and another parent signs in from elsewhere meanwhile", async () => {
    const { fields } = await registerUser(testApp.app);
    const other = await registerUser(testApp.app);
    const address = uniqueAddress();
    const burst = Promise.all(
      Array.from({ length: BURST }, (_, index) =>
        post("/api/auth/login", { email: fields.email, password: index === RIGHT_AT ? fields.password : `wrong-${index}` }, address),
      ),
    );
    const otherLogin = post("/api/auth/login", { email: other.fields.email, password: other.fields.password });
    const [responses, otherResponse] = await Promise.all([burst, otherLogin]);

    const counts = statuses(responses);
    expect(counts[401] ?? 0, JSON.stringify(counts)).toBeLessThanOrEqual(RATE_LIMITS.loginPerAccountAndAddress.limit);
    // Beyond the address's share of the hashing queue, attempts are turned away at once as busy (503, not counted).
    expect((counts[401] ?? 0) + (counts[429] ?? 0) + (counts[503] ?? 0), JSON.stringify(counts)).toBe(BURST);
    expect([429, 503]).toContain(responses[RIGHT_AT]?.statusCode);
    expect(otherResponse.statusCode).toBe(200);
  });
});

describe("a burst of wrong admin passwords", () => {
  it("from one address: at most 10 are checked (401), the rest refused (429, or 503 past its share of the hashing queue), the right password too, and no admin rights", async () => {
    const address = uniqueAddress();
    const responses = await Promise.all(
      Array.from({ length: BURST }, (_, index) =>
        post("/api/admin/login", { password: index === RIGHT_AT ? TEST_ADMIN_PASSWORD : `wrong-admin-${index}` }, address),
      ),
    );

    const counts = statuses(responses);
    const checked = counts[401] ?? 0;
    expect(checked, JSON.stringify(counts)).toBeGreaterThan(0);
    expect(checked, JSON.stringify(counts)).toBeLessThanOrEqual(RATE_LIMITS.adminLoginPerAddress.limit);
    // The rest: over the limit (429), or beyond the address's share of the hashing queue (503, not counted).
    expect((counts[429] ?? 0) + (counts[503] ?? 0), JSON.stringify(counts)).toBe(BURST - checked);
    const right = responses[RIGHT_AT] as LightMyRequestResponse;
    expect([429, 503]).toContain(right.statusCode);
    expect(sessionSetCookie(right)).toBeUndefined();
    expectRetryAfter(right, 15 * 60);
  });

  it("counts only failures: successful admin logins from one address never lock it", async () => {
    const address = uniqueAddress();
    for (let attempt = 1; attempt <= RATE_LIMITS.adminLoginPerAddress.limit + 2; attempt += 1) {
      expect((await post("/api/admin/login", { password: TEST_ADMIN_PASSWORD }, address)).statusCode, `login ${attempt}`).toBe(200);
    }
  });
});

describe("bursts on the other limited routes", () => {
  it("registration: 200 at once from one address create at most 30 accounts; the rest get 429 (or 503 when hashing is full)", async () => {
    const address = uniqueAddress();
    const emails = Array.from({ length: BURST }, () => newUserFields().email);
    const responses = await Promise.all(
      emails.map((email) => post("/api/auth/register", { ...newUserFields(), email }, address)),
    );
    const counts = statuses(responses);
    expect(Object.keys(counts), JSON.stringify(counts)).toContain("201");
    for (const status of Object.keys(counts)) expect(["201", "429", "503"], JSON.stringify(counts)).toContain(status);
    expect(counts[201] ?? 0).toBeLessThanOrEqual(RATE_LIMITS.registerPerAddress.limit);
    const created = await testApp.database.db.select({ id: users.id }).from(users).where(inArray(users.email, emails));
    expect(created).toHaveLength(counts[201] ?? 0);
  });

  it("gift codes: 200 guesses at once try at most 10 codes (400); the rest get 429", async () => {
    const parent = await registerUser(testApp.app);
    const responses = await Promise.all(
      Array.from({ length: BURST }, (_, index) =>
        testApp.app.inject({
          method: "POST",
          url: `/api/user/${parent.user.id}/subscription/gift`,
          payload: { code: `GUESS-${index}` },
          headers: { cookie: parent.cookie },
          remoteAddress: uniqueAddress(),
        }),
      ),
    );
    const counts = statuses(responses);
    expect(counts[400] ?? 0, JSON.stringify(counts)).toBeGreaterThan(0);
    expect(counts[400] ?? 0, JSON.stringify(counts)).toBeLessThanOrEqual(10);
    expect(counts[429], JSON.stringify(counts)).toBe(BURST - (counts[400] ?? 0));
  });

  it("waitlist: 200 at once from one address store exactly 30 signups and refuse the rest with 429", async () => {
    const address = uniqueAddress();
    const emails = Array.from({ length: BURST }, (_, index) => `burst.${index}.${address}@example.com`);
    const responses = await Promise.all(emails.map((email) => post("/api/waitlist", { email }, address)));
    const counts = statuses(responses);
    expect(counts, JSON.stringify(counts)).toEqual({ 201: RATE_LIMITS.waitlistPerAddress.limit, 429: BURST - RATE_LIMITS.waitlistPerAddress.limit });
    const stored = await testApp.database.db.select({ email: waitlistSignups.email }).from(waitlistSignups).where(inArray(waitlistSignups.email, emails));
    expect(stored).toHaveLength(RATE_LIMITS.waitlistPerAddress.limit);
  });
});

describe("the bounded hashing queue", () => {
  it("answers logins beyond the queue at once with 503 and Retry-After, and does not count them against anyone", async () => {
    // Different unknown accounts from different addresses: no limit stops them, every one needs a hash.
    const total = MAX_CONCURRENT_HASHES + MAX_WAITING_HASHES + 60;
    const emails = Array.from({ length: total }, (_, index) => `queue.${index}.${uniqueAddress()}@example.com`);
    const order: number[] = [];
    const responses = await Promise.all(
      emails.map((email) =>
        post("/api/auth/login", { email, password: "wrong password" }).then((response) => {
          order.push(response.statusCode);
          return response;
        }),
      ),
    );

    const counts = statuses(responses);
    expect(counts[503] ?? 0, JSON.stringify(counts)).toBeGreaterThan(0);
    expect((counts[401] ?? 0) + (counts[503] ?? 0), JSON.stringify(counts)).toBe(total);
    const busy = responses.filter((response) => response.statusCode === 503);
    for (const response of busy) expectRetryAfter(response, 5);
    // Refused at once: every 503 arrives before the last checked attempt is answered.
    expect(order.lastIndexOf(503)).toBeLessThan(order.lastIndexOf(401));

    // A refused attempt was never checked: its account's count is back to nothing.
    const busyEmails = emails.filter((_, index) => responses[index]?.statusCode === 503);
    const counted = await testApp.database.db
      .select({ key: rateLimits.key, count: rateLimits.count })
      .from(rateLimits)
      .where(sql`${rateLimits.key} in ${busyEmails.map(loginAccountKey)} and ${rateLimits.count} > 0`);
    expect(counted).toEqual([]);
  });
});
