import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../db/client";
import type { NotificationListener } from "../db/notify-listener";
import { SessionCache } from "./session-cache";
import { CachedSessionStore, type StoredSession } from "./session-store";
import { SessionTable } from "./session-table";

/** The channel the sessions table's trigger notifies (migration 0006_session_notify): a session id, or "*" for all. */
export const SESSION_ENDED_CHANNEL = "session_ended";
/** How long a verified session is served from memory at most; notifications drop it far sooner when it ends. */
export const SESSION_CACHE_TTL_MS = 5_000;
const SESSION_CACHE_ENTRIES = 50_000;
/** How often expired session rows are deleted. */
const SESSION_SWEEP_MS = 15 * 60 * 1000;
/** A session is written back (its expiry moved on) once this share of its life has passed since the last write. */
export const SESSION_TOUCH_FRACTION = 0.1;

export interface SessionStoreHandle {
  store: CachedSessionStore;
  cache: SessionCache<StoredSession>;
  /**
   * Writes a newer expiry into an existing session row (an UPDATE, never an insert, so a session ended meanwhile on
   * another device stays ended). Returns whether the row was still there.
   */
  touch(sid: string, session: object, expiresAt: number): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * The session store of the app: the `sessions` table (auth/session-table.ts), with the cache of verified sessions in
 * front of it, kept honest by the table's `session_ended` notifications.
 */
export async function sessionStore(database: Database, log: FastifyBaseLogger): Promise<SessionStoreHandle> {
  const table = new SessionTable(database.pool, {
    sweepEveryMs: SESSION_SWEEP_MS,
    onSweepError: (error) => log.warn({ err: error }, "session store: expired sessions not swept"),
  });
  const cache = new SessionCache<StoredSession>({ ttlMs: SESSION_CACHE_TTL_MS, maxEntries: SESSION_CACHE_ENTRIES });
  let listener: NotificationListener | undefined;
  let closing = false;
  try {
    listener = await database.listen(SESSION_ENDED_CHANNEL, {
      onMessage: (sid) => (sid === "*" ? cache.invalidateAll() : cache.invalidate(sid)),
      onState: (listening) => {
        cache.setListening(listening);
        if (!listening && !closing) log.warn("session notifications interrupted: sessions are read from the database until they are back");
      },
    });
  } catch (error) {
    // Without notifications the cache stays off: every request reads its session, as correct as before, only slower.
    log.warn({ err: error }, "session notifications unavailable: sessions are read from the database");
  }
  return {
    store: new CachedSessionStore(table, cache),
    cache,
    touch: async (sid, session, expiresAt) => {
      cache.invalidate(sid);
      const result = (await database.pool.query("update sessions set sess = $1, expire = to_timestamp($2) where sid = $3", [
        session,
        Math.ceil(expiresAt / 1000),
        sid,
      ])) as { rowCount?: number | null; affectedRows?: number };
      cache.invalidate(sid);
      // pg names the count rowCount, PGlite affectedRows.
      return (result.rowCount ?? result.affectedRows) === 1;
    },
    close: async () => {
      closing = true;
      await listener?.close();
      table.close();
    },
  };
}
