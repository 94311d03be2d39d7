import crypto from "node:crypto";
import { PGlite } from "@electric-sql/pglite";
import { readMigrationFiles } from "drizzle-orm/migrator";
import { drizzle } from "drizzle-orm/node-postgres";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { buildApp } from "../app";
import { seedCurriculum } from "../curriculum/seed";
import { freshPostgresDatabase, queryOnce } from "../test-support/faults";
import {
  type TestApp,
  createTestApp,
  newUserFields,
  registerUser,
  sameOriginHeaders,
  testCurriculum,
  uniqueAddress,
} from "../test-support/test-app";
import { type AppDb, type Database, migrationsFolder, openEmbeddedDatabase, openPostgresDatabase } from "./client";
import * as schema from "./schema";

/**
 * The database gone, empty, read-only, full or shutting down is the service being briefly unavailable: 503 with
 * Retry-After and a plain message, never a 500; readiness says so too, and it also fails when the schema lacks this
 * code's latest migration. Each condition is simulated by a database that fails every query with its SQLSTATE (both
 * engines), and produced for real where the engine allows it.
 */
const serverUrl = inject("testDatabaseUrl");
const UNAVAILABLE = "The service is briefly unavailable. Please try again in a moment.";

const CONDITIONS = [
  ["3D000", "the database does not exist"],
  ["42P01", "a table is missing"],
  ["25006", "the database is read-only"],
  ["53300", "too many connections"],
  ["57P01", "the administrator shut the server down"],
] as const;

function buildOn(database: Database): Promise<FastifyInstance> {
  return buildApp({
    database,
    sessionSecret: crypto.randomBytes(32).toString("hex"),
    adminPath: "admin",
    adminPassword: "unavailable-test-admin-password",
    curriculum: testCurriculum(),
    logLevel: "silent",
  });
}

/** A database whose every query fails as PostgreSQL fails it under `code` (drizzle wraps it, as it wraps the real one). */
function failingDatabase(code: string, message: string): Database {
  const fail = () => Promise.reject(Object.assign(new Error(message), { code, severity: "FATAL" }));
  const pool = { query: fail, connect: fail };
  return {
    kind: "postgres",
    db: drizzle(pool as unknown as pg.Pool, { schema }) as unknown as AppDb,
    pool,
    ping: () => fail(),
    migrate: () => fail(),
    // Nobody can listen on a database that is gone: the session cache is then bypassed.
    listen: () => fail(),
    close: async () => {},
  };
}

function expectUnavailable(response: LightMyRequestResponse, where: string) {
  expect(response.statusCode, `${where}: ${response.body}`).toBe(503);
  expect(Number(response.headers["retry-after"]), where).toBeGreaterThan(0);
  expect(response.json(), where).toEqual({ message: UNAVAILABLE });
}

/** Calls that each reach the database first in a different place: the limit table, the session store, a parent's data. */
async function expectEveryCallUnavailable(app: FastifyInstance, cookie?: string) {
  const calls = [
    { method: "POST" as const, url: "/api/waitlist", payload: { email: "someone@example.com" } },
    { method: "POST" as const, url: "/api/auth/login", payload: { email: "someone@example.com", password: "correct horse" } },
    { method: "POST" as const, url: "/api/auth/register", payload: newUserFields() },
    ...(cookie ? [{ method: "GET" as const, url: "/api/auth/me" }, { method: "GET" as const, url: "/api/journal" }] : []),
  ];
  for (const call of calls) {
    const response = await app.inject({
      ...call,
      headers: { ...sameOriginHeaders, ...(cookie ? { cookie } : {}) },
      remoteAddress: uniqueAddress(),
    });
    expectUnavailable(response, `${call.method} ${call.url}`);
  }
  const health = await app.inject({ method: "GET", url: "/api/health" });
  expect(health.statusCode).toBe(503);
  expect(Number(health.headers["retry-after"])).toBeGreaterThan(0);
  expect(health.json()).toEqual({ status: "unavailable", message: "Database unavailable" });
}

describe.each(CONDITIONS)("every query failing with %s (%s)", (code, meaning) => {
  it("answers 503 with Retry-After on every call that needs the database, and readiness 503", async () => {
    const app = await buildOn(failingDatabase(code, meaning));
    try {
      await expectEveryCallUnavailable(app);
      // What needs no database still answers.
      expect((await app.inject({ method: "GET", url: "/api/health/live" })).statusCode).toBe(200);
      expect((await app.inject({ method: "GET", url: "/api/levels" })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe("text the database refuses to store (22021, 22P05)", () => {
  it.each(["22021", "22P05"])("answers %s with 400 and a message, never 500 (the schemas refuse such text first)", async (code) => {
    const app = await buildOn(failingDatabase(code, "invalid byte sequence for encoding \"UTF8\": 0x00"));
    try {
      const response = await app.inject({ method: "POST", url: "/api/waitlist", payload: { email: "someone@example.com" }, remoteAddress: uniqueAddress() });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: "Text can't contain control characters. Please remove them." });
    } finally {
      await app.close();
    }
  });
});

describe("readiness checks the schema, not only that the database answers", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it("is ready with every migration applied, and not ready while the latest one is missing", async () => {
    const newest = readMigrationFiles({ migrationsFolder }).at(-1);
    if (!newest) throw new Error("no migrations");
    const { pool } = testApp.database;
    expect((await testApp.app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);

    await pool.query("update drizzle.__drizzle_migrations set hash = 'gone', created_at = created_at - 1 where hash = $1", [newest.hash]);
    try {
      const behind = await testApp.app.inject({ method: "GET", url: "/api/health" });
      expect(behind.statusCode).toBe(503);
      expect(behind.json()).toEqual({ status: "unavailable", message: "Database unavailable" });
    } finally {
      await pool.query("update drizzle.__drizzle_migrations set hash = $1, created_at = created_at + 1 where hash = 'gone'", [newest.hash]);
    }
    expect((await testApp.app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
  });

  it("is ready when the database already holds a newer migration than this code (a newer instance migrated first)", async () => {
    const { pool } = testApp.database;
    await pool.query("insert into drizzle.__drizzle_migrations (hash, created_at) values ('from-newer-code', 99999999999999)");
    try {
      expect((await testApp.app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
    } finally {
      await pool.query("delete from drizzle.__drizzle_migrations where hash = 'from-newer-code'");
    }
  });
});

describe.skipIf(serverUrl)("real conditions on the embedded database", () => {
  it("an empty, never migrated database (42P01): every call 503, readiness 503", async () => {
    const database = await openEmbeddedDatabase(new PGlite());
    const app = await buildOn(database);
    try {
      await expectEveryCallUnavailable(app);
    } finally {
      await app.close();
      await database.close();
    }
  });

  it("a read-only database (25006): writes answer 503, reads still work", async () => {
    const testApp = await createTestApp();
    try {
      const parent = await registerUser(testApp.app);
      await testApp.database.pool.query("set default_transaction_read_only = on");
      const write = await testApp.app.inject({
        method: "POST",
        url: "/api/journal",
        headers: { ...sameOriginHeaders, cookie: parent.cookie },
        payload: { lessonTitle: "Bath time", feeling: "Calm" },
      });
      expectUnavailable(write, "POST /api/journal");
      const signup = await testApp.app.inject({ method: "POST", url: "/api/waitlist", payload: { email: "ro@example.com" }, remoteAddress: uniqueAddress() });
      expectUnavailable(signup, "POST /api/waitlist");
      const read = await testApp.app.inject({ method: "GET", url: "/api/journal", headers: { cookie: parent.cookie } });
      expect(read.statusCode).toBe(200);
      await testApp.database.pool.query("set default_transaction_read_only = off");
    } finally {
      await testApp.close();
    }
  });
});

describe.runIf(serverUrl)("real conditions on PostgreSQL", () => {
  /** A migrated, seeded database of its own and the app on it, with a parent signed in. */
  async function appOnFreshDatabase(options: { urlOf?: (url: string) => string } = {}) {
    const target = await freshPostgresDatabase(serverUrl as string, "growly_unavail");
    const setup = openPostgresDatabase(target.url);
    await setup.migrate();
    await seedCurriculum(setup.db, testCurriculum());
    await setup.close();
    const database = openPostgresDatabase(options.urlOf ? options.urlOf(target.url) : target.url);
    const app = await buildOn(database);
    const close = async () => {
      await app.close();
      await database.close().catch(() => {});
      await target.drop();
    };
    return { target, database, app, close };
  }

  it("an empty, never migrated database (42P01): every call 503, readiness 503", async () => {
    const target = await freshPostgresDatabase(serverUrl as string, "growly_empty");
    const database = openPostgresDatabase(target.url);
    const app = await buildOn(database);
    try {
      await expectEveryCallUnavailable(app);
    } finally {
      await app.close();
      await database.close();
      await target.drop();
    }
  });

  it("the database dropped while parents are signed in (3D000): every call 503, readiness 503", async () => {
    const { target, app, close } = await appOnFreshDatabase();
    try {
      const parent = await registerUser(app);
      expect((await app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie: parent.cookie } })).statusCode).toBe(200);
      await target.drop();
      await expectEveryCallUnavailable(app, parent.cookie);
    } finally {
      await close();
    }
  });

  it("a read-only database (25006): writes answer 503, reads still work", async () => {
    const readOnly = (url: string) => {
      const u = new URL(url);
      u.searchParams.set("options", "-c default_transaction_read_only=on");
      return u.toString();
    };
    const { target, app, close } = await appOnFreshDatabase({ urlOf: readOnly });
    try {
      const signup = await app.inject({ method: "POST", url: "/api/waitlist", payload: { email: "ro@example.com" }, remoteAddress: uniqueAddress() });
      expectUnavailable(signup, "POST /api/waitlist");
      const register = await app.inject({ method: "POST", url: "/api/auth/register", payload: newUserFields(), remoteAddress: uniqueAddress() });
      expectUnavailable(register, "POST /api/auth/register");
      expect((await app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
      expect(await queryOnce(target.url, "select count(*)::int as n from waitlist_signups")).toEqual([{ n: 0 }]);
    } finally {
      await close();
    }
  });

  it("too many connections (53300): every call 503, readiness 503", async () => {
    const role = `growly_noconn_${crypto.randomBytes(4).toString("hex")}`;
    await queryOnce(serverUrl as string, `create role ${role} login connection limit 0`);
    const asRole = (url: string) => {
      const u = new URL(url);
      u.username = role;
      return u.toString();
    };
    try {
      const { app, close } = await appOnFreshDatabase({ urlOf: asRole });
      try {
        await expectEveryCallUnavailable(app);
      } finally {
        await close();
      }
    } finally {
      await queryOnce(serverUrl as string, `drop role if exists ${role}`);
    }
  });

  it("the administrator ends the app's connections mid-request (57P01): that call 503, the next ones served", async () => {
    const { target, app, close } = await appOnFreshDatabase();
    const locker = new pg.Client({ connectionString: target.url });
    await locker.connect();
    try {
      const parent = await registerUser(app);
      // Hold the journal table so the parent's request waits inside the database, then end every other backend.
      await locker.query("begin");
      await locker.query("lock table journal_entries in access exclusive mode");
      const waiting = app.inject({ method: "GET", url: "/api/journal", headers: { cookie: parent.cookie } });
      let blocked = false;
      for (let tries = 0; tries < 100 && !blocked; tries += 1) {
        const { rows } = await locker.query(
          "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()",
        );
        blocked = (rows[0] as { n: number }).n > 0;
        if (!blocked) await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(blocked).toBe(true);
      await locker.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()");
      expectUnavailable(await waiting, "GET /api/journal");
      await locker.query("rollback");
      // The pool replaces the ended connections by itself.
      const after = await app.inject({ method: "GET", url: "/api/journal", headers: { cookie: parent.cookie } });
      expect(after.statusCode).toBe(200);
    } finally {
      await locker.end().catch(() => {});
      await close();
    }
  });
});
