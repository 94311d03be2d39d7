import crypto from "node:crypto";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import type { TrustProxy } from "../config";
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

async function start(trustProxy: TrustProxy, logStream?: { write(line: string): void }): Promise<FastifyInstance> {
  const app = await buildApp({
    database: testDatabase.database,
    sessionSecret: crypto.randomBytes(32).toString("hex"),
    adminPath: "admin",
    adminPassword: TEST_ADMIN_PASSWORD,
    curriculum: testCurriculum(),
    logLevel: logStream ? "warn" : "silent",
    ...(logStream && { logStream }),
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

  it("compares a state change's Origin with the scheme the visitor used: http://same-host is another origin over https", async () => {
    const post = (origin: string) =>
      behindProxy.inject({
        method: "POST",
        url: "/api/waitlist",
        payload: { email: `visitor.${crypto.randomBytes(5).toString("hex")}@example.com` },
        remoteAddress: uniqueAddress(),
        headers: { host: "growly.test", origin, "x-forwarded-proto": "https", "x-forwarded-for": uniqueAddress() },
      });
    expect((await post("http://growly.test")).statusCode).toBe(403);
    expect((await post("https://growly.test")).statusCode).toBe(201);
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

/** Admin-login guesses through a proxy that appends the visitor's real address to what the visitor wrote. */
async function adminGuesses(app: FastifyInstance, proxyAddress: string, visitor: string, count: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const forged = `203.0.113.${index + 1}`;
    const response = await app.inject({
      method: "POST",
      url: "/api/admin/login",
      payload: { password: `guess-${index}-wrong` },
      remoteAddress: proxyAddress,
      headers: { "x-forwarded-for": `${forged}, ${visitor}`, "x-forwarded-proto": "https" },
    });
    statuses.push(response.statusCode);
  }
  return statuses;
}

describe("TRUST_PROXY naming the proxies", () => {
  const forms: Array<[string, (proxy: string) => TrustProxy]> = [
    ["a hop count (1)", () => 1],
    ["the proxy's address", (proxy) => [proxy]],
    ["the proxies' range", (proxy) => [`${proxy.split(".").slice(0, 2).join(".")}.0.0/16`]],
  ];
  for (const [form, trust] of forms) {
    it(`limits 40 admin guesses whose X-Forwarded-For has a rotating left part and one fixed right part (${form})`, async () => {
      const proxy = uniqueAddress();
      const app = await start(trust(proxy));
      try {
        // Visitors come from outside the proxies' own range.
        const visitor = () => uniqueAddress().replace(/^10\./, "172.");
        const statuses = await adminGuesses(app, proxy, visitor(), 40);
        expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
        expect(statuses.slice(10)).toEqual(Array(30).fill(429));
        // Another visitor behind the same proxy is counted on their own.
        expect(await adminGuesses(app, proxy, visitor(), 1)).toEqual([401]);
      } finally {
        await app.close();
      }
    });
  }

  it("believes no forwarded header from a client that is not a named proxy", async () => {
    const app = await start([uniqueAddress()]);
    try {
      const direct = uniqueAddress();
      const statuses: number[] = [];
      for (let index = 0; index < 11; index += 1) {
        // A client speaking to the app directly writes a fresh address each time: its own is what counts.
        statuses.push((await adminGuesses(app, direct, `198.51.100.${index + 1}`, 1))[0]!);
      }
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await app.close();
    }
  });

  it("still takes TRUST_PROXY=true, with a warning at start that a client can choose its address", async () => {
    const lines: string[] = [];
    const app = await start(true, { write: (line) => void lines.push(line) });
    try {
      const warning = lines.map((line) => JSON.parse(line) as { level: number; msg: string }).find((line) => /TRUST_PROXY=true/.test(line.msg));
      expect(warning?.level).toBe(40);
      expect(warning?.msg).toMatch(/set the number of proxies in front \(TRUST_PROXY=1\) or their addresses/);
    } finally {
      await app.close();
    }
  });
});
