import type { QueryPool } from "../db/client";
import { type SessionStore, type StoredSession, storedExpiry } from "./session-store";

/** A session without a cookie expiry (never written by this app) lives a day, as the table's first store gave it. */
const DEFAULT_TTL_MS = 24 * 60 * 60 * 1000;

/** Seconds since the epoch, for `to_timestamp`: the table's `expire` has no time zone, so both sides convert alike. */
const epochSeconds = (ms: number) => Math.ceil(ms / 1000);

/**
 * The `sessions` table (`sid`, `sess`, `expire`; src/server/db/schema.ts) as the session layer's store: three
 * statements and a sweep of expired rows. The row format is the one the sessions already stored have (the session's
 * fields beside `cookie.expires`, `expire` from it), so sessions signed in before stay signed in.
 */
export class SessionTable implements SessionStore {
  private readonly sweeper: NodeJS.Timeout | undefined;

  constructor(
    private readonly pool: QueryPool,
    options: { sweepEveryMs?: number; onSweepError?: (error: unknown) => void } = {},
  ) {
    const { sweepEveryMs, onSweepError } = options;
    if (sweepEveryMs) {
      this.sweeper = setInterval(() => {
        this.sweep().catch((error: unknown) => onSweepError?.(error));
      }, sweepEveryMs);
      this.sweeper.unref();
    }
  }

  get(sid: string, callback: (error?: Error | null, value?: StoredSession | null) => void): void {
    this.pool
      .query('select sess from "sessions" where sid = $1 and to_timestamp($2) <= expire', [sid, epochSeconds(Date.now())])
      .then(({ rows }) => {
        const sess = (rows[0] as { sess: StoredSession | string } | undefined)?.sess;
        callback(null, sess === undefined ? null : typeof sess === "string" ? (JSON.parse(sess) as StoredSession) : sess);
      }, callback);
  }

  set(sid: string, session: StoredSession, callback: (error?: Error | null) => void): void {
    const expiresAt = storedExpiry(session) || Date.now() + DEFAULT_TTL_MS;
    this.pool
      .query(
        `insert into sessions (sid, sess, expire) values ($1, $2, to_timestamp($3))
         on conflict (sid) do update set sess = excluded.sess, expire = excluded.expire`,
        [sid, session, epochSeconds(expiresAt)],
      )
      .then(() => callback(null), callback);
  }

  destroy(sid: string, callback: (error?: Error | null) => void): void {
    this.pool.query("delete from sessions where sid = $1", [sid]).then(() => callback(null), callback);
  }

  /** Deletes the rows whose session has run out (reads already refuse them; this keeps the table small). */
  async sweep(): Promise<void> {
    await this.pool.query("delete from sessions where expire < to_timestamp($1)", [epochSeconds(Date.now())]);
  }

  close(): void {
    if (this.sweeper) clearInterval(this.sweeper);
  }
}
