import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { migrationsFolder, openDatabase } from "../db/client";
import { newUserFields } from "../test-support/test-app";
import { type HttpAnswer, type ServerChild, killHard, nextAddress, request, startServerChild } from "../test-support/faults";

/**
 * docs/deploy.md#n-instances-behind-a-reverse-proxy: any number of instances against one PostgreSQL. Two server
 * processes (src/server/main.ts, as `npm start` runs it) start at the same time on one fresh database, with no
 * ADMIN_PASSWORD and no SESSION_SECRET, and a parent, the rate limits and an admin move freely between them: whatever
 * must be shared lives in the database, since two processes share no memory. PostgreSQL only: the embedded database
 * serves a single instance.
 */
const serverUrl = inject("testDatabaseUrl");

async function withServer<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function freshDatabase(server: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `growly_scale_${crypto.randomBytes(6).toString("hex")}`;
  await withServer(server, (client) => client.query(`CREATE DATABASE "${name}"`));
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await withServer(server, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    },
  };
}

/**
 * Each instance keeps verified sessions in memory for a few seconds (auth/session-cache.ts); a session that ends on
 * one instance is refused by every other within this bound, through the sessions table's notification.
 */
const SESSION_END_BOUND_MS = 1_000;

/** How long after now `instance` starts refusing `cookie` on `route` with 401; throws past the bound. */
async function refusedWithin(instance: ServerChild, route: string, cookie: string): Promise<number> {
  const startedAt = performance.now();
  await vi.waitFor(
    async () => {
      const answer = await call(instance, "GET", route, { cookie });
      expect([200, 401]).toContain(answer.status);
      expect(answer.status, `${route} still answered 200 after the session ended`).toBe(401);
    },
    { timeout: SESSION_END_BOUND_MS, interval: 20 },
  );
  return performance.now() - startedAt;
}

/** Makes sure `instance` holds the session of `cookie` verified in memory: a few signed-in reads in a row. */
async function warm(instance: ServerChild, route: string, cookie: string): Promise<void> {
  for (let call_ = 0; call_ < 3; call_ += 1) expect((await call(instance, "GET", route, { cookie })).status).toBe(200);
}

function call(instance: ServerChild, method: string, route: string, options: { body?: unknown; cookie?: string; address?: string } = {}): Promise<HttpAnswer> {
  return request(instance.base, method, route, options);
}

describe.runIf(serverUrl)("two instances on one PostgreSQL", () => {
  let target: { url: string; drop: () => Promise<void> };
  let one: ServerChild;
  let two: ServerChild;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "growly-scale-unused-"));

  beforeAll(async () => {
    target = await freshDatabase(serverUrl as string);
    // Both start at once on an empty database: migrations, seeding and generated settings race.
    const start = () => startServerChild({ DATA_DIR: dataDir, DATABASE_URL: target.url });
    [one, two] = await Promise.all([start(), start()]);
  }, 120_000);

  afterAll(async () => {
    for (const instance of [one, two]) if (instance) await killHard(instance);
    await target?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("migrates the fresh database exactly once although both instances started together", async () => {
    const journal = JSON.parse(fs.readFileSync(`${migrationsFolder}/meta/_journal.json`, "utf8")) as { entries: unknown[] };
    const applied = await withServer(target.url, (client) => client.query("select count(*)::int as n from drizzle.__drizzle_migrations"));
    expect(applied.rows[0].n).toBe(journal.entries.length);
    for (const instance of [one, two]) {
      expect((await call(instance, "GET", "/api/health")).status).toBe(200);
    }
  });

  it("signs a parent in on both instances with the cookie one of them set, and signs them out of both", async () => {
    const fields = newUserFields();
    const registered = await call(one, "POST", "/api/auth/register", { body: fields });
    expect(registered.status).toBe(201);
    const cookie = registered.cookie as string;
    expect(cookie).toMatch(/^growly\.sid=./);

    const onTwo = await call(two, "GET", "/api/auth/me", { cookie });
    expect(onTwo.status).toBe(200);
    expect(onTwo.body).toMatchObject({ id: registered.body.id, email: fields.email });

    const loggedIn = await call(two, "POST", "/api/auth/login", { body: { email: fields.email, password: fields.password } });
    expect(loggedIn.status).toBe(200);
    expect((await call(one, "GET", "/api/auth/me", { cookie: loggedIn.cookie })).status).toBe(200);

    expect((await call(two, "POST", "/api/auth/logout", { cookie })).status).toBe(200);
    expect(await refusedWithin(one, "/api/auth/me", cookie)).toBeLessThan(SESSION_END_BOUND_MS);
  });

  it("refuses on instance B, within a second, the cookie a parent signed out with on instance A", async () => {
    const fields = newUserFields();
    const registered = await call(one, "POST", "/api/auth/register", { body: fields });
    expect(registered.status).toBe(201);
    const cookie = registered.cookie as string;
    const progress = `/api/user/${registered.body.id}/progress`;
    // Both instances have verified the session and serve it from memory.
    await warm(one, progress, cookie);
    await warm(two, progress, cookie);

    expect((await call(one, "POST", "/api/auth/logout", { cookie })).status).toBe(200);
    expect((await call(one, "GET", progress, { cookie })).status).toBe(401);
    expect(await refusedWithin(two, progress, cookie)).toBeLessThan(SESSION_END_BOUND_MS);
  });

  it("signs out every device on every instance within a second when the account is deleted", async () => {
    const fields = newUserFields();
    const registered = await call(one, "POST", "/api/auth/register", { body: fields });
    const phone = registered.cookie as string;
    const laptop = (await call(two, "POST", "/api/auth/login", { body: { email: fields.email, password: fields.password } })).cookie as string;
    // The progress list reads no user row: only the session can refuse it once the account is gone.
    const progress = `/api/user/${registered.body.id}/progress`;
    for (const instance of [one, two]) for (const cookie of [phone, laptop]) await warm(instance, progress, cookie);

    expect((await call(two, "DELETE", `/api/user/${registered.body.id}`, { cookie: laptop, body: { password: fields.password } })).status).toBe(204);
    expect(await refusedWithin(one, progress, phone)).toBeLessThan(SESSION_END_BOUND_MS);
    expect(await refusedWithin(one, progress, laptop)).toBeLessThan(SESSION_END_BOUND_MS);
    expect(await refusedWithin(two, progress, phone)).toBeLessThan(SESSION_END_BOUND_MS);
  });

  it("drops a session on every instance within a second whatever code deletes its row", async () => {
    const fields = newUserFields();
    const registered = await call(one, "POST", "/api/auth/register", { body: fields });
    const cookie = registered.cookie as string;
    const route = `/api/user/${registered.body.id}/progress`;
    await warm(one, route, cookie);
    await warm(two, route, cookie);
    // A plain DELETE on the table, as "end every other session" code would send, from outside both instances.
    await withServer(target.url, (client) =>
      client.query("delete from sessions where (sess ->> 'userId')::int = $1", [registered.body.id]),
    );
    expect(await refusedWithin(one, route, cookie)).toBeLessThan(SESSION_END_BOUND_MS);
    expect(await refusedWithin(two, route, cookie)).toBeLessThan(SESSION_END_BOUND_MS);
  });

  it("counts failed logins on one instance against the limit on the other", async () => {
    const fields = newUserFields();
    expect((await call(one, "POST", "/api/auth/register", { body: fields })).status).toBe(201);
    const wrong = { email: fields.email, password: "not the password" };
    const guesser = nextAddress();
    // Ten failures from one address, alternating: each instance alone saw only five.
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const answer = await call(attempt % 2 === 0 ? one : two, "POST", "/api/auth/login", { body: wrong, address: guesser });
      expect(answer.status).toBe(401);
    }
    const right = { email: fields.email, password: fields.password };
    for (const instance of [one, two]) {
      expect((await call(instance, "POST", "/api/auth/login", { body: right, address: guesser })).status).toBe(429);
    }
    // The owner, elsewhere, is not locked out (docs/product-rules.md#rate-limits).
    expect((await call(two, "POST", "/api/auth/login", { body: right })).status).toBe(200);
  }, 30_000);

  it("shares the generated admin password, printed once, and an admin session works on both instances", async () => {
    const printed = [...one.output, ...two.output]
      .join("")
      .split("\n")
      .map((line) => /^Admin password: (\S+)$/.exec(line)?.[1])
      .filter((password): password is string => password !== undefined);
    expect(printed).toHaveLength(1);
    const password = printed[0] as string;

    const admin = await call(two, "POST", "/api/admin/login", { body: { password } });
    expect(admin.status).toBe(200);
    const cookie = admin.cookie as string;
    expect((await call(one, "GET", "/api/admin/session", { cookie })).body).toEqual({ isAdmin: true });
    expect((await call(one, "GET", "/api/admin/waitlist", { cookie })).status).toBe(200);
    expect((await call(two, "GET", "/api/admin/waitlist", { cookie })).status).toBe(200);

    expect((await call(one, "POST", "/api/admin/logout", { cookie })).status).toBe(200);
    expect(await refusedWithin(two, "/api/admin/waitlist", cookie)).toBeLessThan(SESSION_END_BOUND_MS);
  });
});

describe.runIf(serverUrl)("migrations at start", () => {
  it("let many instances migrate one fresh database at the same time", async () => {
    const target = await freshDatabase(serverUrl as string);
    const databases = await Promise.all(
      Array.from({ length: 4 }, () => openDatabase({ databaseUrl: target.url, dataDir: "unused-with-a-database-url" })),
    );
    try {
      const results = await Promise.allSettled(databases.map((database) => database.migrate()));
      expect(results.map((result) => result.status)).toEqual(["fulfilled", "fulfilled", "fulfilled", "fulfilled"]);
      const tables = await withServer(target.url, (client) =>
        client.query("select count(*)::int as n from information_schema.tables where table_schema = 'public' and table_name in ('users', 'sessions', 'rate_limits')"),
      );
      expect(tables.rows[0].n).toBe(3);
      // The lock is released: a later start migrates (nothing left to do) without waiting.
      await databases[0]?.migrate();
    } finally {
      await Promise.all(databases.map((database) => database.close()));
      await target.drop();
    }
  });
});
