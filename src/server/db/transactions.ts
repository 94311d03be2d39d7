import { setTimeout as sleep } from "node:timers/promises";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type pg from "pg";
import type { AppDb } from "./app-db";
import { pgErrorCode } from "./errors";
import * as schema from "./schema";

type RunTransaction = AppDb["transaction"];

/**
 * SQLSTATEs after which the whole transaction may simply run again, since none of it was committed: 40P01 a deadlock
 * (PostgreSQL chose this transaction to end), 40001 a serialization failure.
 */
const CONFLICT_CODES = new Set(["40P01", "40001"]);

export function isTransactionConflict(error: unknown): boolean {
  return CONFLICT_CODES.has(pgErrorCode(error) ?? "");
}

/** A transaction that met a conflict twice: answered 503 with Retry-After (app.ts), never 500. */
export class TransactionConflictError extends Error {
  constructor(cause: unknown) {
    super("The transaction met a conflicting one twice", { cause });
  }
}

export interface RetryOptions {
  /** The pause before the one retry, in milliseconds (random, so two transactions that collided do not collide again). */
  jitterMs?: () => number;
}

/**
 * Runs a transaction, and once more after a short random pause when PostgreSQL ended it for a deadlock or a
 * serialization failure (docs/deploy.md#database-connections). A second conflict becomes a TransactionConflictError.
 * Only the outermost transaction is retried: a nested one (a savepoint) runs inside it.
 */
export function retryingConflicts(run: RunTransaction, options: RetryOptions = {}): RunTransaction {
  const jitterMs = options.jitterMs ?? (() => 20 + Math.random() * 80);
  return (async (work, config) => {
    try {
      return await run(work, config);
    } catch (error) {
      if (!isTransactionConflict(error)) throw error;
    }
    await sleep(jitterMs());
    try {
      return await run(work, config);
    } catch (error) {
      if (isTransactionConflict(error)) throw new TransactionConflictError(error);
      throw error;
    }
  }) as RunTransaction;
}

/**
 * The one query a transaction's statements go through on PostgreSQL: it remembers the first statement that failed
 * (or timed out) and the command tag of the last one, so the transaction can tell whether its COMMIT committed.
 */
class WatchedClient {
  failure: Error | undefined;
  lastCommand: string | undefined;

  constructor(private readonly client: pg.PoolClient) {}

  query(...args: unknown[]): unknown {
    const result = (this.client.query as (...queryArgs: unknown[]) => unknown)(...args);
    if (!(result instanceof Promise)) return result;
    return result.then(
      (value: { command?: unknown } | undefined) => {
        this.lastCommand = typeof value?.command === "string" ? value.command : undefined;
        return value;
      },
      (error: Error) => {
        this.failure ??= error;
        throw error;
      },
    );
  }
}

/** A transaction whose COMMIT answered ROLLBACK: a statement in it had failed, so nothing of it was stored. */
export class RolledBackError extends Error {}

const watched = new WeakMap<pg.PoolClient, { client: WatchedClient; db: AppDb }>();

/**
 * Transactions on a pg Pool that never hand a connection back inside a transaction: each takes its own client, and a
 * client on which BEGIN, COMMIT, ROLLBACK or any statement in between failed or timed out is released with that error,
 * so the pool destroys it rather than giving the next request a connection still in (or aborting) a transaction.
 * The result is returned only once COMMIT has answered COMMIT, so a 2xx always means the change is stored.
 */
export function pgTransactions(pool: pg.Pool): RunTransaction {
  return (async (work, config) => {
    const client = await pool.connect();
    let entry = watched.get(client);
    if (!entry) {
      const watchedClient = new WatchedClient(client);
      entry = { client: watchedClient, db: drizzlePg(watchedClient as unknown as pg.PoolClient, { schema }) as unknown as AppDb };
      watched.set(client, entry);
    }
    const { client: watchedClient, db } = entry;
    watchedClient.failure = undefined;
    watchedClient.lastCommand = undefined;
    let failure: Error | undefined;
    try {
      const result = await db.transaction(work, config);
      if (watchedClient.lastCommand !== "COMMIT") {
        throw new RolledBackError("The transaction was rolled back at COMMIT: one of its statements had failed");
      }
      return result;
    } catch (error) {
      failure = error instanceof Error ? error : new Error(String(error));
      throw error;
    } finally {
      const reason = failure ?? watchedClient.failure;
      if (reason) watched.delete(client);
      client.release(reason);
    }
  }) as RunTransaction;
}
