import type { ReadTicket, SessionCache } from "./session-cache";

/** A session as the store keeps it: the session's fields plus the cookie (with `expires` as an ISO string). */
export interface StoredSession {
  cookie?: { expires?: string | Date | null; [option: string]: unknown };
  [field: string]: unknown;
}

type Callback<T = void> = (error?: Error | null, value?: T) => void;

/** The callback store interface auth/session-plugin.ts calls (auth/session-table.ts on the table, the cache in front). */
export interface SessionStore {
  get(sid: string, callback: Callback<StoredSession | null>): void;
  set(sid: string, session: StoredSession, callback: Callback): void;
  destroy(sid: string, callback: Callback): void;
}

/** When the stored session runs out (epoch ms); no expiry is read as "now", so such a session is never cached. */
export function storedExpiry(session: StoredSession): number {
  const expires = session.cookie?.expires;
  const at = expires ? new Date(expires).getTime() : Number.NaN;
  return Number.isFinite(at) ? at : 0;
}

/** A copy no request can change: the cached entry stays as the row was read. */
function copyOf(session: StoredSession): StoredSession {
  return { ...session, cookie: session.cookie ? { ...session.cookie } : session.cookie };
}

/**
 * The session store in front of the `sessions` table (`inner`), answering reads from `cache` while it holds them.
 * Writes and deletions go to the table and drop the cached entry before and after, so this instance never serves
 * what it just changed; other instances drop theirs on the notification the table's trigger sends.
 */
export class CachedSessionStore implements SessionStore {
  constructor(
    private readonly inner: SessionStore,
    private readonly cache: SessionCache<StoredSession>,
  ) {}

  /**
   * Reads of a session in flight, so that a burst of one parent's requests with a session not yet cached (say 100 at
   * once) costs one query rather than a hundred connections' worth: a request that finds its session being read waits
   * for that read. A read that an invalidation touched is never joined (its answer may predate the change).
   */
  private readonly reading = new Map<string, { ticket: ReadTicket; waiting: Array<Callback<StoredSession | null>> }>();

  get(sid: string, callback: Callback<StoredSession | null>): void {
    const cached = this.cache.get(sid);
    if (cached) {
      callback(null, copyOf(cached));
      return;
    }
    const inFlight = this.reading.get(sid);
    if (inFlight && !inFlight.ticket.stale) {
      inFlight.waiting.push(callback);
      return;
    }
    const read = { ticket: this.cache.beginRead(sid), waiting: [callback] };
    this.reading.set(sid, read);
    this.inner.get(sid, (error, session) => {
      if (this.reading.get(sid) === read) this.reading.delete(sid);
      if (error || !session) {
        this.cache.finish(read.ticket);
        for (const waiting of read.waiting) waiting(error, session);
        return;
      }
      this.cache.store(read.ticket, copyOf(session), storedExpiry(session));
      // Each request gets a copy of its own: a request may change its session.
      read.waiting.forEach((waiting, index) => waiting(null, index === 0 ? session : copyOf(session)));
    });
  }

  set(sid: string, session: StoredSession, callback: Callback): void {
    this.cache.invalidate(sid);
    this.inner.set(sid, session, (error) => {
      this.cache.invalidate(sid);
      callback(error);
    });
  }

  destroy(sid: string, callback: Callback): void {
    this.cache.invalidate(sid);
    this.inner.destroy(sid, (error) => {
      this.cache.invalidate(sid);
      callback(error);
    });
  }
}
