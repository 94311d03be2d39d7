import crypto from "node:crypto";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import {
  TEST_ADMIN_PASSWORD,
  type TestDatabase,
  createTestDatabase,
  newUserFields,
  sessionSetCookie,
  testCurriculum,
  uniqueAddress,
} from "../test-support/test-app";

/**
 * docs/deploy.md: behind a reverse proxy that ends TLS, TRUST_PROXY=true makes the app see the visitor's scheme
 * and address. Cookies are then Secure, and the per-address limits count visitors, not the proxy.
 */
let testDatabase: TestDatabase;
let behindProxy: FastifyInstance;
let direct: FastifyInstance;

async function start(trustProxy: boolean): Promise<FastifyInstance> {
  const app = await buildApp({
    database: testDatabase.database,
    sessionSecret: crypto.randomBytes(32).toString("hex"),
    adminPath: "admin",
    adminPassword: TEST_ADMIN_PASSWORD,
    curriculum: testCurriculum(),
    logLevel: "silent",
    trustProxy,
  });
  await app.ready();
  return app;
}

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  behindProxy = await start(true);
  direct = await start(false);
});

afterAll(async () => {
  await behindProxy?.close();
  await direct?.close();
  await testDatabase?.close();
});

/** Thirty-one waitlist signups from one apparent visitor: the last is over the hourly limit of thirty. */
async function signUps(app: FastifyInstance, proxyAddress: string, visitor: string, count: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const response = await app.inject({
      method: "POST",
      url: "/api/waitlist",
      payload: { email: `visitor.${crypto.randomBytes(5).toString("hex")}@example.com` },
      remoteAddress: proxyAddress,
      headers: { "x-forwarded-for": visitor, "x-forwarded-proto": "https" },
    });
    statuses.push(response.statusCode);
  }
  return statuses;
}

describe("behind a reverse proxy", () => {
  it("sets a Secure session cookie and HSTS when the proxy says the visitor used HTTPS", async () => {
    const response = await behindProxy.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: newUserFields(),
      remoteAddress: uniqueAddress(),
      headers: { "x-forwarded-proto": "https", "x-forwarded-for": uniqueAddress() },
    });
    expect(response.statusCode).toBe(201);
    expect(sessionSetCookie(response)).toMatch(/;\s*Secure/i);
    expect(response.headers["strict-transport-security"]).toMatch(/max-age=\d+/);
  });

  it("ignores forwarded headers when TRUST_PROXY is off, so a visitor cannot fake HTTPS or an address", async () => {
    const response = await direct.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: newUserFields(),
      remoteAddress: uniqueAddress(),
      headers: { "x-forwarded-proto": "https", "x-forwarded-for": uniqueAddress() },
    });
    expect(response.statusCode).toBe(201);
    expect(sessionSetCookie(response)).not.toMatch(/;\s*Secure/i);
    expect(response.headers["strict-transport-security"]).toBeUndefined();

    const proxy = uniqueAddress();
    const statuses = [...(await signUps(direct, proxy, uniqueAddress(), 30)), ...(await signUps(direct, proxy, uniqueAddress(), 1))];
    expect(statuses.at(-1)).toBe(429);
  });

  it("counts per-address limits per visitor, not per proxy", async () => {
    const proxy = uniqueAddress();
    const first = uniqueAddress();
    const statuses = await signUps(behindProxy, proxy, first, 31);
    expect(statuses.slice(0, 30).every((status) => status === 201)).toBe(true);
    expect(statuses[30]).toBe(429);
    // Another visitor through the same proxy still gets in.
    expect(await signUps(behindProxy, proxy, uniqueAddress(), 1)).toEqual([201]);
  });
});
