import { describe, expect, it } from "vitest";
import { SessionCache } from "./session-cache";
import { CachedSessionStore, type SessionStore, type StoredSession } from "./session-store";

function cacheAt(start = 1_000_000, options: { ttlMs?: number; maxEntries?: number } = {}) {
  let now = start;
  const cache = new SessionCache<string>({ ttlMs: options.ttlMs ?? 5_000, maxEntries: options.maxEntries ?? 100, now: () => now });
  cache.setListening(true);
  return {
    cache,
    advance: (ms: number) => {
      now += ms;
    },
    now: () => now,
  };
}

function put(cache: SessionCache<string>, sid: string, value: string, expiresAt = Number.MAX_SAFE_INTEGER) {
  cache.store(cache.beginRead(sid), value, expiresAt);
}

describe("the cache of verified sessions", () => {
  it("serves a stored session until its time in memory is up, then forgets it", () => {
    const { cache, advance } = cacheAt();
    put(cache, "a", "parent 1");
    expect(cache.get("a")).toBe("parent 1");
    advance(4_999);
    expect(cache.get("a")).toBe("parent 1");
    advance(1);
    expect(cache.get("a")).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("never serves a session past its own expiry", () => {
    const { cache, advance, now } = cacheAt();
    put(cache, "a", "parent 1", now() + 1_000);
    advance(999);
    expect(cache.get("a")).toBe("parent 1");
    advance(1);
    expect(cache.get("a")).toBeUndefined();
    put(cache, "b", "already over", now());
    expect(cache.get("b")).toBeUndefined();
  });

  it("drops one session when it ends and every session on a notification for all", () => {
    const { cache } = cacheAt();
    put(cache, "a", "parent 1");
    put(cache, "b", "parent 2");
    cache.invalidate("a");
    expect(cache.get("a")).toBeUndefined();
    expect(cache.get("b")).toBe("parent 2");
    cache.invalidateAll();
    expect(cache.get("b")).toBeUndefined();
  });

  it("does not keep a read that was in flight when its session ended", () => {
    const { cache } = cacheAt();
    const before = cache.beginRead("a");
    const other = cache.beginRead("b");
    cache.invalidate("a");
    cache.store(before, "read before the logout", Number.MAX_SAFE_INTEGER);
    cache.store(other, "parent 2", Number.MAX_SAFE_INTEGER);
    expect(cache.get("a")).toBeUndefined();
    expect(cache.get("b")).toBe("parent 2");
    // A read that starts after the logout is kept again.
    put(cache, "a", "read after");
    expect(cache.get("a")).toBe("read after");
  });

  it("serves and keeps nothing while notifications may be missed, and forgets everything when they come back", () => {
    const { cache } = cacheAt();
    put(cache, "a", "parent 1");
    const inFlight = cache.beginRead("b");
    cache.setListening(false);
    expect(cache.active).toBe(false);
    expect(cache.get("a")).toBeUndefined();
    put(cache, "c", "read while down");
    cache.store(inFlight, "parent 2", Number.MAX_SAFE_INTEGER);
    cache.setListening(true);
    expect(cache.get("a")).toBeUndefined();
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("c")).toBeUndefined();
    // A read that began while down and ends once back up may have missed a notification: not kept either.
    const straddling = cacheAt();
    straddling.cache.setListening(false);
    const ticket = straddling.cache.beginRead("d");
    straddling.cache.setListening(true);
    straddling.cache.store(ticket, "parent 4", Number.MAX_SAFE_INTEGER);
    expect(straddling.cache.get("d")).toBeUndefined();
  });

  it("keeps at most its number of entries, dropping the oldest", () => {
    const { cache } = cacheAt(0, { maxEntries: 2 });
    put(cache, "a", "1");
    put(cache, "b", "2");
    put(cache, "c", "3");
    expect(cache.get("a")).toBeUndefined();
    expect(cache.get("b")).toBe("2");
    expect(cache.get("c")).toBe("3");
  });
});

describe("the session store in front of the sessions table", () => {
  function tableStore() {
    const rows = new Map<string, StoredSession>();
    let reads = 0;
    const inner: SessionStore = {
      get: (sid, callback) => {
        reads += 1;
        const row = rows.get(sid);
        queueMicrotask(() => callback(null, row ? structuredClone(row) : null));
      },
      set: (sid, session, callback) => {
        rows.set(sid, structuredClone(session));
        queueMicrotask(() => callback());
      },
      destroy: (sid, callback) => {
        rows.delete(sid);
        queueMicrotask(() => callback());
      },
    };
    const cache = new SessionCache<StoredSession>({ ttlMs: 5_000, maxEntries: 10 });
    cache.setListening(true);
    return { store: new CachedSessionStore(inner, cache), rows, reads: () => reads };
  }
  const read = (store: SessionStore, sid: string) =>
    new Promise<StoredSession | null | undefined>((resolve, reject) => store.get(sid, (error, value) => (error ? reject(error) : resolve(value))));
  const later = new Date(Date.now() + 60_000).toISOString();

  it("reads a session from the table once, then from memory, each time as a copy of its own", async () => {
    const { store, rows, reads } = tableStore();
    rows.set("s1", { userId: 7, cookie: { expires: later } });
    const first = await read(store, "s1");
    const second = await read(store, "s1");
    expect(second).toEqual({ userId: 7, cookie: { expires: later } });
    expect(reads()).toBe(1);
    second!.userId = 8;
    (second!.cookie as { expires: string }).expires = "changed";
    expect(await read(store, "s1")).toEqual(first);
  });

  it("answers a destroyed session as missing at once on the instance that destroyed it", async () => {
    const { store, rows } = tableStore();
    rows.set("s1", { userId: 7, cookie: { expires: later } });
    await read(store, "s1");
    await new Promise<void>((resolve) => store.destroy("s1", () => resolve()));
    expect(await read(store, "s1")).toBeNull();
  });

  it("reads a session again after this instance wrote it", async () => {
    const { store, rows, reads } = tableStore();
    rows.set("s1", { userId: 7, cookie: { expires: later } });
    await read(store, "s1");
    await new Promise<void>((resolve) => store.set("s1", { userId: 7, isAdmin: true, cookie: { expires: later } }, () => resolve()));
    expect(await read(store, "s1")).toMatchObject({ isAdmin: true });
    expect(reads()).toBe(2);
  });
});
