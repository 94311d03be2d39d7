import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect } from "vitest";
import { users } from "../db/schema";
import { type TestApp, type TestAppOverrides, cookieFrom, createTestApp, uniqueAddress } from "./test-app";

export interface AuthRequestOptions {
  /** A session cookie to send. */
  cookie?: string;
  /** The client's address; a fresh one by default, so rate limits per address never trip a test that does not test them. */
  remoteAddress?: string;
}

/**
 * A test app for the auth API tests, opened before the file's tests and closed after them, with the requests they
 * all make: a JSON POST, GET /api/auth/me and a login that returns the new session cookie.
 */
export function useAuthTestApp(overrides: TestAppOverrides = {}) {
  let testApp: TestApp | undefined;
  beforeAll(async () => {
    testApp = await createTestApp(overrides);
  });
  afterAll(async () => {
    await testApp?.close();
  });

  const current = (): TestApp => {
    if (!testApp) throw new Error("The test app opens in beforeAll; use it inside a test");
    return testApp;
  };

  const post = (url: string, payload: unknown, options: AuthRequestOptions = {}) =>
    current().app.inject({
      method: "POST",
      url,
      payload: payload as Record<string, unknown>,
      remoteAddress: options.remoteAddress ?? uniqueAddress(),
      headers: options.cookie ? { cookie: options.cookie } : {},
    });

  const me = (cookie?: string) =>
    current().app.inject({ method: "GET", url: "/api/auth/me", headers: cookie ? { cookie } : {} });

  /** Signs in (another device) and returns that session's cookie. */
  const logIn = async (email: string, password: string): Promise<string> => {
    const response = await post("/api/auth/login", { email, password });
    expect(response.statusCode, response.body).toBe(200);
    return cookieFrom(response);
  };

  /** How many accounts use this email, in any letter case. */
  const usersWithEmail = async (email: string): Promise<number> => {
    const rows = await current()
      .database.db.select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
    return rows.length;
  };

  return { testApp: current, post, me, logIn, usersWithEmail };
}
