import crypto from "node:crypto";
import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { buildApp } from "../app";
import { seedCurriculum } from "../curriculum/seed";
import { type Database, openPostgresDatabase } from "../db/client";
import { isDatabaseUnavailable } from "../db/errors";
import { newUserFields, testCurriculum } from "../test-support/test-app";
import { type DatabaseProxy, type HttpAnswer, freshPostgresDatabase, request, startDatabaseProxy } from "../test-support/faults";

/**
 * docs/deploy.md "Health checks": when the database goes away while parents are using the app, the app answers at
 * once — readiness 503, API calls 503 with a clear message and Retry-After, never a hang and never a 500 — and serves
 * again by itself once the database is back, without a restart, with every pooled connection given back. The outage
 * is a TCP proxy between the app and PostgreSQL that refuses (server down) or swallows everything (network gone) and
 * is then restored; the PostgreSQL server itself is never touched. PostgreSQL only.
 */
const serverUrl = inject("testDatabaseUrl");

/**
 * No answer during an outage may take longer than this: the pool's worst case (2 s waiting for a connection, then a
 * 3 s query timeout, db/client.ts) and a margin for a busy two-core machine.
 */
const ANSWER_BOUND_MS = 6_500;
const UNAVAILABLE = "The service is briefly unavailable. Please try again in a moment.";

describe.runIf(serverUrl)("a database outage while requests flow", () => {
  let target: { url: string; drop: () => Promise<void> };
  let proxy: DatabaseProxy;
  let database: Database;
  let app: FastifyInstance;
  let base: string;
  let parent: { id: number; cookie: string; email: string; password: string };
  let lesson: { id: number; levelId: number };

  beforeAll(async () => {
    target = await freshPostgresDatabase(serverUrl as string, "growly_outage");
    const direct = new URL(target.url);
    proxy = await startDatabaseProxy(direct.hostname, Number(direct.port || 5432));
    const viaProxy = new URL(target.url);
    viaProxy.hostname = "127.0.0.1";
    viaProxy.port = String(proxy.port);
    database = openPostgresDatabase(viaProxy.toString());
    await database.migrate();
    const curriculum = testCurriculum();
    await seedCurriculum(database.db, curriculum);
    app = await buildApp({
      database,
      sessionSecret: crypto.randomBytes(32).toString("hex"),
      adminPath: "admin",
      adminPassword: "outage-test-admin-password",
      curriculum,
      trustProxy: true,
      logLevel: "silent",
      // What is under test is the database's outage: the rounds below keep one parent's writes waiting on it, and
      // the per-parent share of writes (http/write-share.ts, its own test) would answer some of them 429 first.
      writesPerParent: 100,
    });
    await app.listen({ port: 0, host: "127.0.0.1" });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

    const fields = newUserFields();
    const registered = await request(base, "POST", "/api/auth/register", { body: fields });
    expect(registered.status).toBe(201);
    parent = { id: registered.body.id as number, cookie: registered.cookie as string, email: fields.email, password: fields.password };
    const first = curriculum.lessons[0];
    if (!first) throw new Error("the curriculum has no lessons");
    lesson = { id: first.id, levelId: first.levelId };
  }, 30_000);

  afterAll(async () => {
    await proxy?.restore();
    await app?.close();
    await database?.close();
    await proxy?.close();
    await target?.drop();
  });

  /** The parent's everyday calls: home data, a completion, a journal entry and a fresh login. */
  const everyday = (): Array<Promise<HttpAnswer>> => [
    request(base, "GET", "/api/health"),
    request(base, "GET", `/api/user/${parent.id}`, { cookie: parent.cookie }),
    request(base, "GET", `/api/user/${parent.id}/progress`, { cookie: parent.cookie }),
    request(base, "POST", `/api/user/${parent.id}/lessons/${lesson.id}/progress`, {
      cookie: parent.cookie,
      body: { levelId: lesson.levelId, completed: true, score: 90 },
    }),
    request(base, "POST", "/api/journal", { cookie: parent.cookie, body: { lessonId: lesson.id, lessonTitle: "First steps", feeling: "Calm" } }),
    request(base, "POST", "/api/auth/login", { body: { email: parent.email, password: parent.password } }),
  ];

  /** Keeps `inFlight` everyday calls going until stopped; collects every answer (or failure to answer). */
  function traffic(inFlight: number) {
    const answers: Array<HttpAnswer | Error> = [];
    let running = true;
    const loops = Array.from({ length: inFlight }, async () => {
      while (running) {
        const settled = await Promise.allSettled(everyday());
        for (const outcome of settled) answers.push(outcome.status === "fulfilled" ? outcome.value : (outcome.reason as Error));
      }
    });
    return {
      answers,
      stop: async () => {
        running = false;
        await Promise.all(loops);
      },
    };
  }

  async function waitForHealth(limitMs: number): Promise<number> {
    const startedAt = performance.now();
    await vi.waitFor(
      async () => {
        const health = await request(base, "GET", "/api/health").catch(() => undefined);
        expect(health?.status, `GET /api/health within ${limitMs} ms of the database coming back`).toBe(200);
      },
      { timeout: limitMs, interval: 100 },
    );
    return performance.now() - startedAt;
  }

  /** Waits until the traffic has collected `count` more answers than it had (each a served call or a refusal). */
  const answeredMore = (flow: { answers: unknown[] }, count: number) => {
    const from = flow.answers.length;
    return expect.poll(() => flow.answers.length, { timeout: 10_000, interval: 20 }).toBeGreaterThanOrEqual(from + count);
  };
  const is503 = (answer: HttpAnswer | Error) => !(answer instanceof Error) && answer.status === 503;

  function expectServedOrUnavailable(answers: Array<HttpAnswer | Error>) {
    expect(answers.length).toBeGreaterThan(0);
    for (const answer of answers) {
      // Every call got an answer (no hang, no dropped connection) within the bound ...
      expect(answer).not.toBeInstanceOf(Error);
      const { status, ms, body } = answer as HttpAnswer;
      expect(ms).toBeLessThan(ANSWER_BOUND_MS);
      // ... and it is either served or a clear 503, never a 500.
      expect([200, 201, 503]).toContain(status);
      if (status === 503) expect(typeof body.message).toBe("string");
    }
  }

  async function expectOutageAnswers() {
    const [health, user, progress, completion, journal, login] = await Promise.all(everyday());
    expect(health).toMatchObject({ status: 503, body: { status: "unavailable", message: "Database unavailable" } });
    for (const answer of [user, progress, completion, journal, login]) {
      expect(answer?.status).toBe(503);
      expect(answer?.body).toEqual({ message: UNAVAILABLE });
      expect(answer?.headers.get("retry-after")).toBe("5");
    }
    for (const answer of [health, user, progress, completion, journal, login]) expect(answer?.ms).toBeLessThan(ANSWER_BOUND_MS);
    // The process itself is fine: liveness never depends on the database.
    expect((await request(base, "GET", "/api/health/live")).status).toBe(200);
  }

  async function expectRecovered() {
    const login = await request(base, "POST", "/api/auth/login", { body: { email: parent.email, password: parent.password } });
    expect(login.status).toBe(200);
    const me = await request(base, "GET", "/api/auth/me", { cookie: login.cookie });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ id: parent.id });
    // The session from before the outage still works too: nothing lived only in the process.
    expect((await request(base, "GET", `/api/user/${parent.id}/progress`, { cookie: parent.cookie })).status).toBe(200);
    // No connection was lost to the outage: with no request running, every pooled client is back in the pool
    // (a client kept by a failed transaction would shrink the pool for good).
    const pool = database.pool as pg.Pool;
    expect(pool.waitingCount).toBe(0);
    expect(pool.totalCount - pool.idleCount).toBe(0);
  }

  it("answers 503 fast while the database refuses connections, and recovers by itself when it is back", async () => {
    const flow = traffic(4);
    // The everyday calls are served before the outage, answered during it, and still running when it ends.
    await answeredMore(flow, 6);
    await proxy.refuse();
    await expect.poll(() => flow.answers.some(is503), { timeout: 10_000, interval: 20 }).toBe(true);
    await expectOutageAnswers();
    await answeredMore(flow, 6);
    await proxy.restore();
    const recoveryMs = await waitForHealth(10_000);
    await flow.stop();
    expectServedOrUnavailable(flow.answers);
    expect(flow.answers.some(is503)).toBe(true);
    await expectRecovered();
    expect(recoveryMs).toBeLessThan(10_000);
  }, 30_000);

  it("gives back to the pool the connection of a transaction that could not begin", async () => {
    // An idle pooled connection that is still open when the network stops delivering: the next transaction takes
    // it and its BEGIN never answers.
    await database.ping();
    const pool = database.pool as pg.Pool;
    expect(pool.idleCount).toBeGreaterThan(0);
    proxy.blackhole();
    const startedAt = performance.now();
    const failure = await database.db.transaction(async () => "never reached").catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(isDatabaseUnavailable(failure)).toBe(true);
    expect(performance.now() - startedAt).toBeLessThan(ANSWER_BOUND_MS);
    await proxy.restore();
    await waitForHealth(10_000);
    // Kept checked out, it would be one connection fewer for good; ten outages would leave the pool empty.
    expect(pool.totalCount - pool.idleCount).toBe(0);
  }, 30_000);

  it("answers 503 within the bound while the network to the database delivers nothing, and recovers", async () => {
    const flow = traffic(4);
    await answeredMore(flow, 6);
    proxy.blackhole();
    await expectOutageAnswers();
    await proxy.restore();
    await waitForHealth(10_000);
    await flow.stop();
    expectServedOrUnavailable(flow.answers);
    await expectRecovered();
  }, 30_000);
});
