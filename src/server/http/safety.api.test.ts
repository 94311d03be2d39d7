import type { LightMyRequestResponse } from "fastify";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { openPostgresDatabase } from "../db/client";
import { users, waitlistSignups } from "../db/schema";
import { testCurriculum,
  type TestApp,
  createTestApp,
  newUserFields,
  sameOriginHeaders,
  sessionSetCookie,
  uniqueAddress,
} from "../test-support/test-app";

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});

afterAll(async () => {
  await testApp?.close();
});

let emailCounter = 0;
function freshEmail(): string {
  emailCounter += 1;
  return `safety.${emailCounter}.${Date.now()}@example.com`;
}

async function waitlistRows(email: string): Promise<number> {
  const rows = await testApp.database.db
    .select({ id: waitlistSignups.id })
    .from(waitlistSignups)
    .where(sql`lower(${waitlistSignups.email}) = ${email.toLowerCase()}`);
  return rows.length;
}

async function userRows(email: string): Promise<number> {
  const rows = await testApp.database.db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return rows.length;
}

/** POST with a raw body, as a browser or a script could send it. */
function rawPost(url: string, body: string, headers: Record<string, string> = {}) {
  return testApp.app.inject({
    method: "POST",
    url,
    body,
    headers: { "content-type": "application/json", ...headers },
    remoteAddress: uniqueAddress(),
  });
}

/** No stack, no source path, no module path in what a client sees. */
function expectNoInternals(response: LightMyRequestResponse): void {
  const body = response.body;
  expect(body).not.toMatch(/stack/i);
  expect(body).not.toContain(process.cwd());
  expect(body).not.toMatch(/node_modules|\.ts:\d+|\.js:\d+|\bat \S+ \(/);
}

function expectMessageOnly(response: LightMyRequestResponse, status: number): void {
  expect(response.statusCode).toBe(status);
  expect(response.headers["content-type"]).toMatch(/^application\/json/);
  const body = response.json<Record<string, unknown>>();
  expect(Object.keys(body)).toEqual(["message"]);
  expect(body.message).toEqual(expect.any(String));
  expect(String(body.message).length).toBeGreaterThan(0);
  expectNoInternals(response);
}

describe("cross-site requests", () => {
  it.each([
    ["another site's Origin", { origin: "https://evil.example" }],
    ["an Origin of the same host on another port", { host: "growly.test", origin: "http://growly.test:8080" }],
    ["an https Origin of the same host reached over http", { host: "growly.test", origin: "https://growly.test" }],
    ["the opaque Origin null", { origin: "null" }],
    ["an unparsable Origin", { origin: "not a url" }],
    ["Sec-Fetch-Site cross-site without an Origin", { "sec-fetch-site": "cross-site" }],
  ])("refuses a POST carrying %s with 403 and writes nothing", async (_case, headers) => {
    const email = freshEmail();
    const waitlist = await testApp.app.inject({
      method: "POST",
      url: "/api/waitlist",
      payload: { email },
      headers,
      remoteAddress: uniqueAddress(),
    });
    const fields = newUserFields();
    const register = await testApp.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: fields,
      headers,
      remoteAddress: uniqueAddress(),
    });

    expectMessageOnly(waitlist, 403);
    expectMessageOnly(register, 403);
    expect(sessionSetCookie(register)).toBeUndefined();
    expect(await waitlistRows(email)).toBe(0);
    expect(await userRows(fields.email)).toBe(0);
  });

  it("allows a POST whose Origin is the app's own", async () => {
    const email = freshEmail();
    const response = await testApp.app.inject({
      method: "POST",
      url: "/api/waitlist",
      payload: { email },
      headers: sameOriginHeaders,
      remoteAddress: uniqueAddress(),
    });

    expect(response.statusCode).toBe(201);
    expect(await waitlistRows(email)).toBe(1);
  });

  it("allows a POST whose Origin is the app's own in another spelling (letter case, the scheme's own port written out)", async () => {
    for (const headers of [
      { host: "growly.test:80", origin: "http://growly.test" },
      { host: "growly.test", origin: "http://GROWLY.test:80" },
    ]) {
      const response = await testApp.app.inject({
        method: "POST",
        url: "/api/waitlist",
        payload: { email: freshEmail() },
        headers,
        remoteAddress: uniqueAddress(),
      });
      expect(response.statusCode, JSON.stringify(headers)).toBe(201);
    }
  });

  it("allows a POST marked Sec-Fetch-Site same-origin", async () => {
    const email = freshEmail();
    const response = await testApp.app.inject({
      method: "POST",
      url: "/api/waitlist",
      payload: { email },
      headers: { "sec-fetch-site": "same-origin" },
      remoteAddress: uniqueAddress(),
    });
    expect(response.statusCode).toBe(201);
  });

  it("lets a cross-site GET through (reads change nothing)", async () => {
    const response = await testApp.app.inject({
      method: "GET",
      url: "/api/health",
      headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe("request bodies", () => {
  it("answers malformed JSON with 400 and a message, no stack", async () => {
    const response = await rawPost("/api/waitlist", '{"email": "pip@example.com"');
    expectMessageOnly(response, 400);
    expect(response.json()).toEqual({ message: "Malformed JSON body" });
  });

  it("answers an empty JSON body with 400", async () => {
    const response = await rawPost("/api/waitlist", "");
    expectMessageOnly(response, 400);
  });

  it("answers a JSON body over 100 KB with 413 and writes nothing", async () => {
    const email = freshEmail();
    const body = JSON.stringify({ email, padding: "x".repeat(101 * 1024) });
    const response = await rawPost("/api/waitlist", body);

    expectMessageOnly(response, 413);
    expect(response.json()).toEqual({ message: "Request body is too large" });
    expect(await waitlistRows(email)).toBe(0);
  });

  it("accepts a JSON body just under 100 KB", async () => {
    const email = freshEmail();
    const body = JSON.stringify({ email, padding: "x".repeat(99 * 1024) });
    const response = await rawPost("/api/waitlist", body);
    expect(response.statusCode).toBe(201);
  });

  it("refuses a form-encoded body with 415 and a message", async () => {
    const email = freshEmail();
    const response = await rawPost("/api/waitlist", `email=${encodeURIComponent(email)}`, {
      "content-type": "application/x-www-form-urlencoded",
    });

    expectMessageOnly(response, 415);
    expect(response.json()).toEqual({ message: "Requests must be sent as JSON" });
    expect(await waitlistRows(email)).toBe(0);
  });

  it("refuses JSON sent as text/plain (what a cross-site form can send) with a 4xx and writes nothing", async () => {
    const email = freshEmail();
    const response = await rawPost("/api/waitlist", JSON.stringify({ email }), { "content-type": "text/plain" });

    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expectMessageOnly(response, response.statusCode);
    expect(await waitlistRows(email)).toBe(0);
  });

  it.each([
    ["a JSON array", "[]"],
    ["an array holding the fields", JSON.stringify([{ email: "pip@example.com" }])],
    ["JSON null", "null"],
    ["a JSON string", JSON.stringify("pip@example.com")],
    ["a JSON number", "42"],
  ])("answers %s as the body with 400", async (_case, body) => {
    const response = await rawPost("/api/waitlist", body);
    expectMessageOnly(response, 400);
  });

  it.each([
    ["__proto__", '{"email":"proto.attack@example.com","__proto__":{"isAdmin":true}}'],
    ["constructor.prototype", '{"email":"ctor.attack@example.com","constructor":{"prototype":{"isAdmin":true}}}'],
  ])("refuses a body with a %s key with 400 and writes nothing", async (_case, body) => {
    const response = await rawPost("/api/waitlist", body);

    expectMessageOnly(response, 400);
    const email = (JSON.parse(body) as { email: string }).email;
    expect(await waitlistRows(email)).toBe(0);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });

  it("answers a field of the wrong type with 400, never 500", async () => {
    const response = await rawPost("/api/auth/register", JSON.stringify({ username: 12, email: ["x"], password: {} }));
    expectMessageOnly(response, 400);
  });
});

describe("routing and headers", () => {
  it.each([
    ["GET", "/api/does-not-exist"],
    ["GET", "/api/auth"],
    ["POST", "/api/nothing/here"],
    ["DELETE", "/api/auth/me"],
  ] as const)("answers %s %s with a JSON 404", async (method, url) => {
    const response = await testApp.app.inject({ method, url });
    expectMessageOnly(response, 404);
  });

  it("sends the security headers on API answers, errors included", async () => {
    const responses = [
      await testApp.app.inject({ method: "GET", url: "/api/health" }),
      await testApp.app.inject({ method: "GET", url: "/api/auth/me" }),
      await testApp.app.inject({ method: "GET", url: "/api/missing" }),
      await testApp.app.inject({ method: "GET", url: "/api/lessons" }),
      await testApp.app.inject({ method: "GET", url: "/api/levels/not-a-number" }),
      await rawPost("/api/waitlist", "{"),
      await testApp.app.inject({ method: "POST", url: "/api/waitlist", headers: { origin: "https://evil.example" } }),
    ];
    for (const response of responses) {
      const csp = String(response.headers["content-security-policy"]);
      expect(csp, response.raw.req.url).toMatch(/(^|;)\s*script-src 'self'(;|$)/);
      expect(csp).toMatch(/(^|;)\s*frame-ancestors 'none'(;|$)/);
      expect(csp).not.toContain("unsafe-eval");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      expect(response.headers["referrer-policy"]).toEqual(expect.any(String));
      expect(response.headers["referrer-policy"]).not.toMatch(/unsafe-url|no-referrer-when-downgrade/);
      expect(response.headers["cache-control"]).toBe("no-store");
    }
  });

  it("answers GET /api/health with 200 while the database is up", async () => {
    const response = await testApp.app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok", database: testApp.database.kind });
  });

  it("answers 503 without internals, never 500, while the database is unreachable", async () => {
    // A server that refuses connections stands in for a database that went away.
    const database = openPostgresDatabase("postgres://growly@127.0.0.1:1/unreachable");
    const app = await buildApp({
      database,
      sessionSecret: "s".repeat(48),
      adminPath: "admin",
      adminPassword: "unused-admin-password",
      curriculum: testCurriculum(),
      logLevel: "silent",
    });
    try {
      const health = await app.inject({ method: "GET", url: "/api/health" });
      expect(health.statusCode).toBe(503);
      expectNoInternals(health);

      const waitlist = await app.inject({
        method: "POST",
        url: "/api/waitlist",
        payload: { email: freshEmail() },
        remoteAddress: uniqueAddress(),
      });
      expectMessageOnly(waitlist, 503);
      expect(waitlist.headers["retry-after"]).toEqual(expect.any(String));
    } finally {
      await app.close();
      await database.close();
    }
  });

  it("never shows a stack or a file path in an error answer", async () => {
    const responses = [
      await rawPost("/api/auth/register", "{bad json"),
      await rawPost("/api/auth/login", "[1,2,3]"),
      await rawPost("/api/auth/login", '{"__proto__":{}}'),
      await rawPost("/api/waitlist", JSON.stringify({ email: "x".repeat(300) })),
      await rawPost("/api/waitlist", "x".repeat(200 * 1024)),
      await testApp.app.inject({ method: "GET", url: "/api/user/abc/progress" }),
      await testApp.app.inject({ method: "GET", url: "/api/%%%" }),
    ];
    for (const response of responses) {
      expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, response.body).toBeLessThan(500);
      expectNoInternals(response);
    }
  });

  it("answers a URL with broken percent-encoding with 400 { message } and the security headers", async () => {
    const response = await testApp.app.inject({ method: "GET", url: "/api/%%%" });

    expect(response.statusCode).toBe(400);
    // Fastify answers a bad URL before routing; frameworkErrors gives it the app's shape and headers.
    expect(Object.keys(response.json<Record<string, unknown>>())).toEqual(["message"]);
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(String(response.headers["content-security-policy"])).toContain("frame-ancestors 'none'");
  });
});
