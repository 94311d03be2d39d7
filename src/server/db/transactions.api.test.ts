import crypto from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type TestApp, createTestApp, registerUser } from "../test-support/test-app";
import type { AppDb } from "./client";
import { TransactionConflictError, retryingConflicts } from "./transactions";

/**
 * docs/deploy.md#database-connections: transactions never leak a connection, a deadlock is retried once and then
 * answered 503, and one parent's burst costs no other parent a request or a confirmed write.
 */
const serverUrl = inject("testDatabaseUrl");

const entry = (n: number) => ({ lessonTitle: `Burst ${n}`, feeling: "calm", improvementNotes: "" });
const deadlock = () => Object.assign(new Error("deadlock detected"), { code: "40P01" });

describe("a transaction that meets a conflict (both databases)", () => {
  it("runs once more after a deadlock and returns what the second run returned", async () => {
    let runs = 0;
    const run = retryingConflicts((async () => {
      runs += 1;
      if (runs === 1) throw deadlock();
      return "stored";
    }) as unknown as AppDb["transaction"], { jitterMs: () => 1 });
    await expect(run(async () => undefined)).resolves.toBe("stored");
    expect(runs).toBe(2);
  });

  it("gives up after the second conflict, and leaves other errors alone", async () => {
    let runs = 0;
    const always = retryingConflicts((async () => {
      runs += 1;
      throw deadlock();
    }) as unknown as AppDb["transaction"], { jitterMs: () => 1 });
    await expect(always(async () => undefined)).rejects.toBeInstanceOf(TransactionConflictError);
    expect(runs).toBe(2);
    const other = retryingConflicts((async () => {
      throw new Error("not a conflict");
    }) as unknown as AppDb["transaction"]);
    await expect(other(async () => undefined)).rejects.toThrow("not a conflict");
  });
});

describe("a conflict met twice in a request (both databases)", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it("answers 503 with Retry-After, never 500, and stores nothing", async () => {
    const { user, cookie } = await registerUser(testApp.app);
    const { db } = testApp.database;
    const original = db.transaction;
    // Every transaction of this request meets a deadlock, as PostgreSQL reports it.
    db.transaction = retryingConflicts((async () => {
      throw deadlock();
    }) as unknown as AppDb["transaction"], { jitterMs: () => 1 });
    try {
      const answer = await testApp.app.inject({
        method: "POST",
        url: "/api/journal",
        headers: { cookie, "idempotency-key": `conflict-${crypto.randomUUID()}` },
        payload: entry(1),
      });
      expect(answer.statusCode).toBe(503);
      expect(answer.headers["retry-after"]).toBe("1");
      expect(answer.json()).toEqual({ message: "The service is briefly unavailable. Please try again in a moment." });
    } finally {
      db.transaction = original;
    }
    const stored = await testApp.database.pool.query("select count(*)::int as n from journal_entries where user_id = $1", [user.id]);
    expect(stored.rows).toEqual([{ n: 0 }]);
  });
});

describe.runIf(serverUrl)("transactions on PostgreSQL", () => {
  let testApp: TestApp;
  let observer: pg.Client;
  let databaseName: string;

  beforeAll(async () => {
    testApp = await createTestApp();
    const [row] = (await testApp.database.pool.query("select current_database() as name")).rows as Array<{ name: string }>;
    databaseName = row!.name;
    const url = new URL(serverUrl as string);
    url.pathname = `/${databaseName}`;
    // A connection of the test's own, outside the app's pool: what it sees is committed.
    observer = new pg.Client({ connectionString: url.toString() });
    await observer.connect();
    await observer.query(
      "create table commit_probe (id int primary key, ref int references commit_probe (id) deferrable initially deferred)",
    );
  });
  afterAll(async () => {
    await observer?.end();
    await testApp?.close();
  });

  const backendAlive = async (pid: number) =>
    (await observer.query("select 1 from pg_stat_activity where pid = $1", [pid])).rowCount === 1;
  const backendPid = async (tx: AppDb) =>
    ((await tx.execute("select pg_backend_pid() as pid")) as unknown as { rows: Array<{ pid: number }> }).rows[0]!.pid;
  /** Waits until PostgreSQL has ended the backend `pid`; fails if it is still there after five seconds. */
  const expectGone = (pid: number) => expect.poll(() => backendAlive(pid), { timeout: 5_000, interval: 50 }).toBe(false);

  it("sets PostgreSQL's own statement, lock and idle-in-transaction timeouts on every connection", async () => {
    const { rows } = await testApp.database.pool.query(
      "select current_setting('statement_timeout') as statement, current_setting('lock_timeout') as lock, current_setting('idle_in_transaction_session_timeout') as idle",
    );
    expect(rows).toEqual([{ statement: "2500ms", lock: "2s", idle: "5s" }]);
  });

  it("destroys a connection whose COMMIT failed, and one on which a statement failed", async () => {
    const { db } = testApp.database;
    let pid = 0;
    // A deferred foreign key is checked at COMMIT: the COMMIT itself fails.
    await expect(
      db.transaction(async (tx) => {
        pid = await backendPid(tx);
        await tx.execute("insert into commit_probe (id, ref) values (1, 99)");
      }),
    ).rejects.toThrow();
    await expectGone(pid);

    // A statement that failed and was caught: COMMIT then rolls back, which must not be answered as stored.
    await expect(
      db.transaction(async (tx) => {
        pid = await backendPid(tx);
        await tx.execute("insert into commit_probe (id, ref) values (2, 2)");
        await tx.execute("select 1 / 0").catch(() => undefined);
      }),
    ).rejects.toThrow(/rolled back at COMMIT/);
    await expectGone(pid);
    expect((await observer.query("select count(*)::int as n from commit_probe")).rows).toEqual([{ n: 0 }]);
  });

  it("destroys a connection whose ROLLBACK failed, and the pool serves on", async () => {
    const { db } = testApp.database;
    await expect(
      db.transaction(async (tx) => {
        const pid = await backendPid(tx);
        await observer.query("select pg_terminate_backend($1)", [pid]);
        throw new Error("the change failed");
      }),
    ).rejects.toThrow();
    const answers = await Promise.all(Array.from({ length: 12 }, () => db.transaction(async (tx) => backendPid(tx))));
    expect(answers.every((pid) => pid > 0)).toBe(true);
  });

  it("retries a real deadlock, so both transactions commit", async () => {
    const { db } = testApp.database;
    await observer.query("insert into commit_probe (id, ref) values (10, null), (11, null)");
    let runs = 0;
    let bothLocked: () => void = () => {};
    const firstLocks = new Promise<void>((resolve) => (bothLocked = resolve));
    let locked = 0;
    const crossing = (first: number, second: number) =>
      db.transaction(async (tx) => {
        runs += 1;
        await tx.execute(`update commit_probe set ref = null where id = ${first}`);
        locked += 1;
        if (locked === 2) bothLocked();
        // Both hold their first row before either asks for the other's: the deadlock is certain, not a matter of timing.
        await firstLocks;
        await tx.execute(`update commit_probe set ref = ${first} where id = ${second}`);
      });
    await Promise.all([crossing(10, 11), crossing(11, 10)]);
    expect(runs).toBe(3);
  });

  it("answers a burst of one parent's keyed entries without costing another parent a request or a confirmed write", async () => {
    const attacker = await registerUser(testApp.app);
    const other = await registerUser(testApp.app);
    const statuses = { attacker: new Map<number, number>(), other: new Map<number, number>() };
    const count = (map: Map<number, number>, status: number) => map.set(status, (map.get(status) ?? 0) + 1);
    let otherConfirmed = 0;
    let attackerConfirmed = 0;
    for (let round = 0; round < 3; round += 1) {
      const burst = Array.from({ length: 100 }, async (_, n) => {
        const answer = await testApp.app.inject({
          method: "POST",
          url: "/api/journal",
          headers: { cookie: attacker.cookie, "idempotency-key": `burst-${round}-${n}-${crypto.randomUUID()}` },
          payload: entry(n),
        });
        count(statuses.attacker, answer.statusCode);
        if (answer.statusCode === 201) attackerConfirmed += 1;
      });
      // Within the other parent's own share: three of their changes at once, each followed by a read.
      const meanwhile = Array.from({ length: 3 }, async (_, n) => {
        const wrote = await testApp.app.inject({
          method: "POST",
          url: "/api/journal",
          headers: { cookie: other.cookie, "idempotency-key": `other-${round}-${n}-${crypto.randomUUID()}` },
          payload: entry(n),
        });
        count(statuses.other, wrote.statusCode);
        if (wrote.statusCode === 201) otherConfirmed += 1;
        const read = await testApp.app.inject({ url: `/api/user/${other.user.id}/settings`, headers: { cookie: other.cookie } });
        count(statuses.other, read.statusCode);
      });
      await Promise.all([...burst, ...meanwhile]);
    }
    // The other parent lost nothing; the one bursting was turned away (429) or asked to wait (503), never 500.
    expect([...statuses.other.keys()]).toEqual(expect.arrayContaining([201, 200]));
    expect([...statuses.other.keys()].filter((status) => status !== 200 && status !== 201)).toEqual([]);
    expect([...statuses.attacker.keys()].filter((status) => ![201, 429, 503].includes(status))).toEqual([]);
    const stored = async (userId: number) =>
      ((await observer.query("select count(*)::int as n from journal_entries where user_id = $1", [userId])).rows[0] as { n: number }).n;
    expect(await stored(other.user.id)).toBe(otherConfirmed);
    expect(otherConfirmed).toBe(9);
    // Every entry answered 201 is stored, and nothing answered otherwise is.
    expect(await stored(attacker.user.id)).toBe(attackerConfirmed);
    // Nothing is left inside a transaction.
    const idle = async () =>
      (await observer.query("select count(*)::int as n from pg_stat_activity where datname = $1 and state like 'idle in transaction%'", [databaseName]))
        .rows[0] as { n: number };
    await expect.poll(idle, { timeout: 3_000, interval: 50 }).toEqual({ n: 0 });
  });
});
