import type { PGlite } from "@electric-sql/pglite";
import type pg from "pg";
import type { Database } from "../db/client";

/**
 * Every statement the app sends to its database while recording, in order: one entry per round trip. On PostgreSQL
 * it wraps the query function of each client the pool hands out (pool.query, transactions and the session store all
 * go through them); on the embedded database the PGlite instance's query, exec and transaction.
 */
export interface QueryLog {
  /** The statements sent since the last reset, first words lower-cased: "select …", "update …", "begin". */
  readonly statements: string[];
  /** Statements that change data (insert, update, delete). */
  writes(): string[];
  reset(): void;
  stop(): void;
}

type QueryFunction = (...args: unknown[]) => unknown;

function textOf(first: unknown): string {
  const text = typeof first === "string" ? first : ((first as { text?: string } | undefined)?.text ?? "");
  return text.replace(/\s+/g, " ").trim().toLowerCase();
}

export function recordQueries(database: Database): QueryLog {
  const statements: string[] = [];
  let recording = true;
  const restore: Array<() => void> = [];
  const wrap = <T extends object>(target: T, name: keyof T & string, describe: (args: unknown[]) => string[]) => {
    const original = target[name] as unknown as QueryFunction;
    (target as Record<string, unknown>)[name] = function (this: unknown, ...args: unknown[]) {
      if (recording) statements.push(...describe(args));
      return original.apply(this, args);
    };
    restore.push(() => {
      (target as Record<string, unknown>)[name] = original;
    });
  };

  if (database.kind === "postgres") {
    const pool = database.pool as pg.Pool;
    const wrapped = new WeakSet<pg.PoolClient>();
    const onAcquire = (client: pg.PoolClient) => {
      if (wrapped.has(client)) return;
      wrapped.add(client);
      wrap(client, "query", (args) => [textOf(args[0])]);
    };
    pool.on("acquire", onAcquire);
    restore.push(() => pool.off("acquire", onAcquire));
  } else {
    const client = database.pool as unknown as PGlite;
    wrap(client, "query", (args) => [textOf(args[0])]);
    wrap(client, "exec", (args) => [textOf(args[0])]);
    // A transaction is BEGIN … COMMIT around the statements of its callback, which run on the tx handle.
    const transaction = client.transaction.bind(client);
    (client as unknown as Record<string, unknown>).transaction = (callback: (tx: unknown) => Promise<unknown>) => {
      if (recording) statements.push("begin");
      return transaction(async (tx) => {
        wrap(tx, "query", (args) => [textOf(args[0])]);
        wrap(tx, "exec", (args) => [textOf(args[0])]);
        return callback(tx);
      }).finally(() => {
        if (recording) statements.push("commit");
      });
    };
    restore.push(() => {
      (client as unknown as Record<string, unknown>).transaction = transaction;
    });
  }

  return {
    statements,
    writes: () => statements.filter((text) => /^(with\b.*\b)?(insert|update|delete)\b/.test(text)),
    reset: () => {
      statements.length = 0;
    },
    stop: () => {
      recording = false;
      for (const undo of restore.reverse()) undo();
    },
  };
}
