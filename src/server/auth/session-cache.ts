/**
 * Verified sessions kept in process for a short time, so that a signed-in read does not first read its session from
 * the database. It is only a cache of the `sessions` table, never a second truth:
 *
 * - an entry lives `ttlMs` at most, and never past the session's own expiry;
 * - every change that ends or alters a session row reaches every instance through the `session_ended` notification
 *   (a trigger on the table, see the session_notify migration) and drops the entry here;
 * - while the instance is not listening (connection lost, not yet connected) nothing is served or stored, since
 *   notifications may be missed: every request reads its session from the database;
 * - a database read that was in flight while its session was dropped is not stored (it may predate the change).
 */
export interface SessionCacheOptions {
  ttlMs: number;
  /** Entries kept at most; the oldest go first. */
  maxEntries: number;
  /** Epoch ms; tests move it. */
  now?: () => number;
}

interface Entry<T> {
  value: T;
  /** Epoch ms after which the entry is not served. */
  until: number;
}

/** Handed out by beginRead(); store() keeps the value only if no invalidation touched the read since. */
export interface ReadTicket {
  readonly sid: string;
  stale: boolean;
}

export class SessionCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly reads = new Map<string, Set<ReadTicket>>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;
  private listening = false;

  constructor(options: SessionCacheOptions) {
    this.ttlMs = options.ttlMs;
    this.maxEntries = options.maxEntries;
    this.now = options.now ?? Date.now;
  }

  /** Whether invalidations currently arrive; the cache is bypassed while they may not. */
  get active(): boolean {
    return this.listening;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The listener's state: going down or coming back both forget everything (notifications may have been missed). */
  setListening(listening: boolean): void {
    this.listening = listening;
    this.invalidateAll();
  }

  /** Reads answered from memory, and reads that had to go to the database, since start (for the metrics). */
  hits = 0;
  misses = 0;

  get(sid: string): T | undefined {
    const value = this.fresh(sid);
    if (value === undefined) this.misses += 1;
    else this.hits += 1;
    return value;
  }

  private fresh(sid: string): T | undefined {
    if (!this.listening) return undefined;
    const entry = this.entries.get(sid);
    if (!entry) return undefined;
    if (entry.until <= this.now()) {
      this.entries.delete(sid);
      return undefined;
    }
    return entry.value;
  }

  /** Call before reading `sid` from the database; hand the ticket to store() or finish() afterwards. */
  beginRead(sid: string): ReadTicket {
    const ticket: ReadTicket = { sid, stale: !this.listening };
    let pending = this.reads.get(sid);
    if (!pending) {
      pending = new Set();
      this.reads.set(sid, pending);
    }
    pending.add(ticket);
    return ticket;
  }

  /** Keeps what the read found, unless the session was dropped meanwhile. `expiresAt` is the session's own end. */
  store(ticket: ReadTicket, value: T, expiresAt: number): void {
    this.finish(ticket);
    if (ticket.stale || !this.listening) return;
    const until = Math.min(this.now() + this.ttlMs, expiresAt);
    if (until <= this.now()) return;
    this.entries.delete(ticket.sid);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(ticket.sid, { value, until });
  }

  /** Ends a read whose result is not kept (nothing found, an error). */
  finish(ticket: ReadTicket): void {
    const pending = this.reads.get(ticket.sid);
    if (!pending) return;
    pending.delete(ticket);
    if (pending.size === 0) this.reads.delete(ticket.sid);
  }

  /** The session `sid` ended or changed: forget it, and what reads in flight will find. */
  invalidate(sid: string): void {
    this.entries.delete(sid);
    for (const ticket of this.reads.get(sid) ?? []) ticket.stale = true;
  }

  invalidateAll(): void {
    this.entries.clear();
    for (const pending of this.reads.values()) for (const ticket of pending) ticket.stale = true;
  }
}
