import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_RIGHTS_MS } from "./routes";
import type { WaitlistSignup } from "../../shared/schemas/admin";
import {
  TEST_ADMIN_PASSWORD, type TestApp, cookieFrom, createTestApp, registerUser, uniqueAddress,
} from "../test-support/test-app";

let testApp: TestApp;
/** How far the app's clock runs ahead of the real one; a test moves it to outlive admin rights. */
let clockAheadMs = 0;
beforeAll(async () => {
  testApp = await createTestApp({ clock: () => new Date(Date.now() + clockAheadMs) });
});
afterEach(() => {
  clockAheadMs = 0;
});
afterAll(async () => {
  await testApp?.close();
});

function adminLogin(password: unknown, options: { cookie?: string; remoteAddress?: string } = {}) {
  return testApp.app.inject({
    method: "POST",
    url: "/api/admin/login",
    payload: { password } as Record<string, unknown>,
    headers: options.cookie ? { cookie: options.cookie } : {},
    remoteAddress: options.remoteAddress ?? uniqueAddress(),
  });
}

function list(url: string, cookie?: string) {
  return testApp.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });
}

async function signUp(email: string) {
  const response = await testApp.app.inject({ method: "POST", url: "/api/waitlist", payload: { email }, remoteAddress: uniqueAddress() });
  expect(response.statusCode).toBe(201);
}

describe("POST /api/admin/login", () => {
  it("refuses a blank or spaces-only password with 400 'Admin password is required'", async () => {
    for (const password of ["", "   ", undefined]) {
      const response = await adminLogin(password);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: "Admin password is required" });
    }
  });

  it("refuses a wrong password with 401 and grants nothing", async () => {
    const response = await adminLogin("not-the-password");
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: "Incorrect admin password." });
    expect(response.headers["set-cookie"]).toBeUndefined();
  });

  it("makes the session admin with a new session id, keeping a signed-in parent signed in", async () => {
    const parent = await registerUser(testApp.app);
    const response = await adminLogin(TEST_ADMIN_PASSWORD, { cookie: parent.cookie });
    expect(response.statusCode).toBe(200);
    const adminCookie = cookieFrom(response);
    expect(adminCookie).not.toBe(parent.cookie);

    expect((await list("/api/admin/waitlist", adminCookie)).statusCode).toBe(200);
    const me = await testApp.app.inject({ url: "/api/auth/me", headers: { cookie: adminCookie } });
    expect(me.json<{ id: number }>().id).toBe(parent.user.id);
    // The pre-login session id no longer carries anything.
    expect((await testApp.app.inject({ url: "/api/auth/me", headers: { cookie: parent.cookie } })).statusCode).toBe(401);
  });

  it("answers 429 with Retry-After after 10 failures from one address, even for the right password", async () => {
    const remoteAddress = uniqueAddress();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await adminLogin("wrong-guess", { remoteAddress })).statusCode).toBe(401);
    }
    const blocked = await adminLogin(TEST_ADMIN_PASSWORD, { remoteAddress });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    expect((await adminLogin(TEST_ADMIN_PASSWORD)).statusCode).toBe(200);
  });
});

describe("waitlist lists", () => {
  it("refuse anonymous visitors with 401 and signed-in parents with 403", async () => {
    const parent = await registerUser(testApp.app);
    for (const url of ["/api/admin/waitlist", "/api/waitlist"]) {
      const anonymous = await list(url);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.body).not.toContain("@");
      const signedIn = await list(url, parent.cookie);
      expect(signedIn.statusCode).toBe(403);
      expect(signedIn.body).not.toContain("@");
    }
  });

  it("list every signup newest first with id, email and createdAt for an admin", async () => {
    await signUp("first.admin-list@example.com");
    await signUp("second.admin-list@example.com");
    const admin = cookieFrom(await adminLogin(TEST_ADMIN_PASSWORD));
    for (const url of ["/api/admin/waitlist", "/api/waitlist"]) {
      const response = await list(url, admin);
      expect(response.statusCode).toBe(200);
      const signups = response.json<WaitlistSignup[]>();
      const emails = signups.map((signup) => signup.email);
      expect(emails.indexOf("second.admin-list@example.com")).toBeLessThan(emails.indexOf("first.admin-list@example.com"));
      expect(Object.keys(signups[0] ?? {}).sort()).toEqual(["createdAt", "email", "id"]);
      const times = signups.map((signup) => Date.parse(signup.createdAt));
      expect([...times].sort((a, b) => b - a)).toEqual(times);
    }
  });

  it("end admin rights at admin logout, while the parent stays signed in", async () => {
    const parent = await registerUser(testApp.app);
    const admin = cookieFrom(await adminLogin(TEST_ADMIN_PASSWORD, { cookie: parent.cookie }));
    expect((await list("/api/admin/waitlist", admin)).statusCode).toBe(200);
    const logout = await testApp.app.inject({ method: "POST", url: "/api/admin/logout", headers: { cookie: admin } });
    expect(logout.statusCode).toBe(200);
    expect((await list("/api/admin/waitlist", admin)).statusCode).toBe(403);
    expect((await testApp.app.inject({ url: "/api/auth/me", headers: { cookie: admin } })).statusCode).toBe(200);
  });

  it("end an anonymous admin session entirely at admin logout", async () => {
    const admin = cookieFrom(await adminLogin(TEST_ADMIN_PASSWORD));
    await testApp.app.inject({ method: "POST", url: "/api/admin/logout", headers: { cookie: admin } });
    expect((await list("/api/waitlist", admin)).statusCode).toBe(401);
    const session = await testApp.app.inject({ url: "/api/admin/session", headers: { cookie: admin } });
    expect(session.json()).toEqual({ isAdmin: false });
  });

  it("end admin rights on their own after a working session, while the parent stays signed in", async () => {
    const parent = await registerUser(testApp.app);
    const admin = cookieFrom(await adminLogin(TEST_ADMIN_PASSWORD, { cookie: parent.cookie }));
    clockAheadMs = ADMIN_RIGHTS_MS - 60_000;
    expect((await list("/api/admin/waitlist", admin)).statusCode).toBe(200);
    clockAheadMs = ADMIN_RIGHTS_MS + 1_000;
    expect((await list("/api/admin/waitlist", admin)).statusCode).toBe(403);
    expect((await list("/api/admin/session", admin)).json()).toEqual({ isAdmin: false });
    expect((await testApp.app.inject({ url: "/api/auth/me", headers: { cookie: admin } })).statusCode).toBe(200);
  });
});
