import fs from "node:fs";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { type MigrationMeta, readMigrationFiles } from "drizzle-orm/migrator";
import pg from "pg";
import * as schema from "./schema";
import { type NotificationHandlers, type NotificationListener, listenOnPostgres } from "./notify-listener";
import { pgTransactions, retryingConflicts } from "./transactions";

export type { AppDb } from "./app-db";
import type { AppDb } from "./app-db";

/** The smallest pg-Pool surface the session store needs; PGlite and pg.Pool both have it. */
export interface QueryPool {
  query(text: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
}

/** Where connection errors are written: the app's logger once it exists, standard error before. */
export interface ConnectionLog {
  error(details: { err: Error; where: string }, message: string): void;
}

const standardErrorLog: ConnectionLog = {
  error: ({ err, where }, message) => {
    const code = (err as { code?: unknown }).code;
    const line = { level: 50, time: Date.now(), err: { message: err.message, ...(typeof code === "string" && { code }) }, where, msg: message };
    process.stderr.write(`${JSON.stringify(line)}\n`);
  },
};

export interface Database {
  kind: "embedded" | "postgres";
  db: AppDb;
  pool: QueryPool;
  /** Throws when the database cannot serve this code: it does not answer, or lacks this code's latest migration. */
  ping(): Promise<void>;
  /**
   * Receives the notifications (NOTIFY) of one channel: on PostgreSQL through a dedicated connection that reconnects
   * by itself, on the embedded database in process (it serves a single instance, so it sees every notification).
   */
  listen(channel: string, handlers: NotificationHandlers): Promise<NotificationListener>;
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** Sends connection errors (a server restarting, a dropped network) to this log from now on. */
  logConnectionErrorsTo?(log: ConnectionLog): void;
  /** The connection pool's use now (PostgreSQL; the embedded database has one connection and no pool). */
  poolUse?(): PoolUse;
}

export interface PoolUse {
  /** Connections open, of at most `max`. */
  open: number;
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
  max: number;
}

/**
 * Migrations sit beside this file in the source tree and are copied beside the bundle at build,
 * so the same relative URL works in both.
 */
export const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

/** The schema is older than this code (an empty database, or migrations not yet run): not ready to serve. */
export class SchemaBehindError extends Error {}

let newestMigration: MigrationMeta | undefined;

/**
 * Readiness in one round trip: the newest migration of the migrations folder (drizzle records each applied one's hash
 * and journal time in drizzle.__drizzle_migrations) is applied, or a newer one is (another instance of newer code
 * migrated first). A database without that table (dropped and recreated empty) fails the query itself.
 */
async function checkReady(query: (text: string, params?: unknown[]) => Promise<{ rows: unknown[] }>): Promise<void> {
  newestMigration ??= readMigrationFiles({ migrationsFolder }).at(-1);
  if (!newestMigration) {
    await query("select 1");
    return;
  }
  const { rows } = await query(
    "select exists (select 1 from drizzle.__drizzle_migrations where hash = $1 or created_at > $2) as ready",
    [newestMigration.hash, newestMigration.folderMillis],
  );
  if ((rows[0] as { ready?: unknown } | undefined)?.ready !== true) {
    throw new SchemaBehindError("The database lacks the latest migration");
  }
}

/** Any fixed number: the advisory lock that lets one instance migrate while the others wait. */
const MIGRATION_LOCK_ID = 72_451_903;

export async function openEmbeddedDatabase(source: string | PGlite): Promise<Database> {
  if (typeof source === "string") fs.mkdirSync(source, { recursive: true });
  const client = typeof source === "string" ? await PGlite.create(source) : source;
  const db = drizzlePglite(client, { schema }) as unknown as AppDb;
  // One connection, so no deadlock between two of its transactions; the retry is the same wrapper PostgreSQL's uses.
  db.transaction = retryingConflicts(db.transaction.bind(db));
  return {
    kind: "embedded",
    db,
    pool: client,
    ping: () => checkReady((text, params) => client.query(text, params)),
    listen: async (channel, handlers) => {
      const unlisten = await client.listen(channel, (payload) => handlers.onMessage(payload));
      handlers.onState(true);
      return {
        close: async () => {
          handlers.onState(false);
          if (!client.closed) await unlisten();
        },
      };
    },
    migrate: async () => {
      await migratePglite(drizzlePglite(client), { migrationsFolder });
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

/** Connections per instance unless DATABASE_POOL_SIZE says otherwise (docs/deploy.md#as-users-grow). */
export const DEFAULT_POOL_SIZE = 10;

/**
 * Limits PostgreSQL itself holds each connection to (docs/deploy.md#database-connections), so the server ends what a
 * client forgets: a statement runs at most 2.5 s (before the client's own 3 s query timeout), waits at most 2 s for
 * a row lock, and a transaction left idle is ended after 5 s, its locks freed.
 */
export const SERVER_SIDE_LIMITS = { statement_timeout: 2_500, lock_timeout: 2_000, idle_in_transaction_session_timeout: 5_000 };

export interface PostgresOptions {
  poolSize?: number;
}

export function openPostgresDatabase(url: string, options: PostgresOptions = {}): Database {
  const poolSize = options.poolSize ?? DEFAULT_POOL_SIZE;
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    // Fail fast rather than hang when the server is away or the network drops everything; callers answer 503.
    // Together they bound an answer during an outage: up to 2 s waiting for a connection, then up to 3 s for a query.
    connectionTimeoutMillis: 2_000,
    query_timeout: 3_000,
    idleTimeoutMillis: 30_000,
    options: Object.entries(SERVER_SIDE_LIMITS)
      .map(([name, ms]) => `-c ${name}=${ms}`)
      .join(" "),
  });
  let log = standardErrorLog;
  const logError = (where: string) => (error: Error) => log.error({ err: error, where }, "database connection error");
  // An idle client losing its server must not crash the process; the next query reconnects. It is logged, so an
  // operator sees the database going away before parents see 503s.
  pool.on("error", logError("idle client"));
  // The same for a client in use (a transaction between two queries): its query fails and the request answers 503.
  pool.on("connect", (client) => {
    client.on("error", logError("client in use"));
  });
  const db = drizzlePg(pool, { schema }) as unknown as AppDb;
  // Every transaction, whichever domain opens it, goes through the one wrapper (db/transactions.ts).
  db.transaction = retryingConflicts(pgTransactions(pool));
  return {
    kind: "postgres",
    db,
    pool,
    ping: () => checkReady((text, params) => pool.query(text, params)),
    listen: async (channel, handlers) => listenOnPostgres(url, channel, handlers),
    migrate: async () => {
      // A client of its own, without the pool's query timeout: waiting for another instance's migration may be long.
      const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
      client.on("error", logError("migration client"));
      await client.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
        await migratePg(drizzlePg(client), { migrationsFolder });
      } finally {
        await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => {});
        await client.end().catch(() => {});
      }
    },
    close: async () => {
      await pool.end();
    },
    logConnectionErrorsTo: (next) => {
      log = next;
    },
    poolUse: () => ({ open: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: poolSize }),
  };
}

export async function openDatabase(options: { databaseUrl?: string; dataDir: string; poolSize?: number }): Promise<Database> {
  return options.databaseUrl
    ? openPostgresDatabase(options.databaseUrl, { poolSize: options.poolSize })
    : openEmbeddedDatabase(options.dataDir);
}
