import crypto from "node:crypto";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import {
  TEST_ADMIN_PASSWORD,
  type TestDatabase,
  cookieFrom,
  createTestDatabase,
  newUserFields,
  sameOriginHeaders,
  testCurriculum,
  uniqueAddress,
} from "../test-support/test-app";

type LogLine = Record<string, unknown> & { msg?: string; reqId?: string; level: number };

const lines: LogLine[] = [];
const rawLines: string[] = [];
let testDatabase: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  app = await buildApp({
    database: testDatabase.database,
    sessionSecret: crypto.randomBytes(32).toString("hex"),
    adminPath: "admin",
    adminPassword: TEST_ADMIN_PASSWORD,
    curriculum: testCurriculum(),
    logLevel: "info",
    logStream: {
      write(line: string) {
        rawLines.push(line);
        lines.push(JSON.parse(line) as LogLine);
      },
    },
  });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await testDatabase?.close();
});

beforeEach(() => {
  lines.length = 0;
  rawLines.length = 0;
});

function linesOf(response: LightMyRequestResponse): LogLine[] {
  const id = response.headers["x-request-id"];
  expect(id).toEqual(expect.any(String));
  return lines.filter((line) => line.reqId === id);
}

/** The one access line of a response; fails when there is none or more than one. */
function accessLine(response: LightMyRequestResponse): LogLine {
  const access = linesOf(response).filter((line) => line.msg === "request");
  expect(access).toHaveLength(1);
  return access[0] as LogLine;
}

describe("request log", () => {
  it("writes exactly one line per request with its id, method, route, status and duration", async () => {
    const response = await app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(200);
    const line = accessLine(response);
    expect(line).toMatchObject({ method: "GET", route: "/api/health", status: 200, reqId: response.headers["x-request-id"] });
    expect(line.durationMs).toEqual(expect.any(Number));
    expect(linesOf(response)).toHaveLength(1);
    expect(lines.some((l) => l.msg === "incoming request" || l.msg === "request completed")).toBe(false);
  });

  it("logs the route pattern, not the URL, so path ids and query strings stay out", async () => {
    const response = await app.inject({ method: "GET", url: "/api/levels/123456?email=someone%40example.com" });
    expect(response.statusCode).toBe(404);
    expect(accessLine(response)).toMatchObject({ route: "/api/levels/:id", status: 404 });
    expect(rawLines.join("")).not.toContain("123456");
    expect(rawLines.join("")).not.toContain("example.com");
  });

  it("logs one line for unknown paths, cross-site refusals and requests refused before routing", async () => {
    const unknown = await app.inject({ method: "GET", url: "/api/no-such-thing" });
    expect(unknown.statusCode).toBe(404);
    expect(accessLine(unknown)).toMatchObject({ route: null, status: 404 });

    const crossSite = await app.inject({
      method: "POST",
      url: "/api/waitlist",
      headers: { origin: "https://evil.example" },
      payload: { email: "x@example.com" },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(accessLine(crossSite)).toMatchObject({ method: "POST", status: 403 });

    const tooLong = await app.inject({ method: "GET", url: `/api/levels/${"9".repeat(300)}` });
    expect(tooLong.statusCode).toBe(400);
    expect(accessLine(tooLong)).toMatchObject({ status: 400 });
  });

  it("keeps emails, passwords and cookies out of every line, and logs a failed login as a warning", async () => {
    const fields = newUserFields();
    const registered = await app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: fields,
      remoteAddress: uniqueAddress(),
    });
    expect(registered.statusCode).toBe(201);
    const cookie = cookieFrom(registered);
    expect(accessLine(registered)).toMatchObject({ route: "/api/auth/register", status: 201 });

    const me = await app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie } });
    expect(me.statusCode).toBe(200);
    accessLine(me);

    const failed = await app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: fields.email, password: "wrong password here" },
      remoteAddress: uniqueAddress(),
    });
    expect(failed.statusCode).toBe(401);
    expect(accessLine(failed)).toMatchObject({ status: 401, level: 30 });
    const warning = linesOf(failed).find((line) => line.msg === "login failed");
    expect(warning).toMatchObject({ level: 40, event: "login_failed" });

    const everything = rawLines.join("\n");
    expect(everything).not.toContain(fields.email);
    expect(everything).not.toContain(fields.email.split("@")[0] as string);
    expect(everything).not.toContain(fields.password);
    expect(everything).not.toContain("wrong password here");
    expect(everything).not.toContain(cookie.split("=")[1]?.split(".")[0] as string);
    expect(everything).not.toContain("growly.sid");
  });

  it("logs admin logins and failed admin logins without the password", async () => {
    const address = uniqueAddress();
    const wrong = await app.inject({
      method: "POST",
      url: "/api/admin/login",
      payload: { password: "not-the-admin-password" },
      remoteAddress: address,
      headers: sameOriginHeaders,
    });
    expect(wrong.statusCode).toBe(401);
    expect(linesOf(wrong).find((line) => line.msg === "admin login failed")).toMatchObject({ level: 40 });

    const right = await app.inject({
      method: "POST",
      url: "/api/admin/login",
      payload: { password: TEST_ADMIN_PASSWORD },
      remoteAddress: address,
      headers: sameOriginHeaders,
    });
    expect(right.statusCode).toBe(200);
    expect(linesOf(right).find((line) => line.msg === "admin login")).toMatchObject({ level: 30, event: "admin_login" });
    expect(accessLine(right)).toMatchObject({ route: "/api/admin/login", status: 200 });

    const everything = rawLines.join("\n");
    expect(everything).not.toContain(TEST_ADMIN_PASSWORD);
    expect(everything).not.toContain("not-the-admin-password");
  });
});

describe("liveness and readiness", () => {
  let downApp: FastifyInstance;

  beforeAll(async () => {
    // The same app on a database that no longer answers.
    const database = {
      ...testDatabase.database,
      ping: () => Promise.reject(new Error("connection refused")),
    };
    downApp = await buildApp({
      database,
      sessionSecret: crypto.randomBytes(32).toString("hex"),
      adminPath: "admin",
      adminPassword: TEST_ADMIN_PASSWORD,
      curriculum: testCurriculum(),
      logLevel: "silent",
    });
    await downApp.ready();
  });

  afterAll(async () => {
    await downApp?.close();
  });

  it("answers liveness without the database while readiness reports it unavailable", async () => {
    const live = await downApp.inject({ method: "GET", url: "/api/health/live" });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: "ok" });

    const ready = await downApp.inject({ method: "GET", url: "/api/health" });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: "unavailable" });
  });

  it("reports ready when the database answers", async () => {
    const ready = await app.inject({ method: "GET", url: "/api/health" });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: "ok" });
  });
});
