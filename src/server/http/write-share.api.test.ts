import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, createTestApp, registerUser } from "../test-support/test-app";

/** docs/deploy.md#database-connections: a fair share of the pool per parent. */
describe("one parent's changes at once", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ writesPerParent: 2 });
  });
  afterAll(async () => {
    await testApp?.close();
  });

  const post = (cookie: string, n: number) =>
    testApp.app.inject({
      method: "POST",
      url: "/api/journal",
      headers: { cookie, "idempotency-key": `share-${n}-${crypto.randomUUID()}` },
      payload: { lessonTitle: `Entry ${n}`, feeling: "calm", improvementNotes: "" },
    });
  const stored = async (userId: number) =>
    ((await testApp.database.pool.query("select count(*)::int as n from journal_entries where user_id = $1", [userId])).rows[0] as { n: number }).n;

  it("turns away what is over the share with 429 and Retry-After, stores what it accepted, and leaves other parents alone", async () => {
    const busy = await registerUser(testApp.app);
    const other = await registerUser(testApp.app);
    const [burst, otherAnswers] = await Promise.all([
      Promise.all(Array.from({ length: 30 }, (_, n) => post(busy.cookie, n))),
      Promise.all(Array.from({ length: 2 }, (_, n) => post(other.cookie, n))),
    ]);
    const refused = burst.filter((answer) => answer.statusCode === 429);
    const accepted = burst.filter((answer) => answer.statusCode === 201);
    expect(refused.length).toBeGreaterThan(0);
    expect(accepted.length + refused.length).toBe(burst.length);
    for (const answer of refused) {
      expect(answer.headers["retry-after"]).toBe("1");
      expect(answer.json()).toEqual({ message: "Too many attempts. Please wait a little and try again." });
    }
    expect(otherAnswers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    expect(await stored(busy.user.id)).toBe(accepted.length);
    // Reads are never counted, and the share is given back once the answers are sent.
    expect((await testApp.app.inject({ url: "/api/journal", headers: { cookie: busy.cookie } })).statusCode).toBe(200);
    const next = await Promise.all([post(busy.cookie, 100), post(busy.cookie, 101)]);
    expect(next.map((answer) => answer.statusCode)).toEqual([201, 201]);
  });
});
