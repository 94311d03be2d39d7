import crypto from "node:crypto";
import type { UnsignResult } from "@fastify/cookie";
import { parseCookie, stringifySetCookie } from "cookie";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { SessionStoreHandle } from "./session-store-setup";
import { SESSION_TOUCH_FRACTION } from "./session-store-setup";
import { type StoredSession, storedExpiry } from "./session-store";
import { SESSION_ENDED_COOKIE } from "@shared/page-markers";

/**
 * The parent's session on each request in the session scope: a signed cookie naming a row of the `sessions` table
 * (read through the cache of auth/session-cache.ts). It replaces @fastify/session, whose per-request work (a
 * Session and a Cookie object, and a stable-stringify plus SHA-1 hash of the session twice to see whether it
 * changed) was a third of a signed-in read's CPU time (docs/benchmarks.md#a-session-layer-of-our-own). The cookie
 * (`growly.sid=<id>.<HMAC>`) and the stored row (`sess` with its `cookie.expires`, `expire`) keep the format
 * @fastify/session and connect-pg-simple gave them, so sessions signed in before the change stay signed in.
 */

/** What a session holds: nothing else is read from a row or written to one. */
export interface SessionFields {
  /** The signed-in parent. */
  userId?: number;
  /** Set by a successful admin password login (docs/product-rules.md#admin-access). */
  isAdmin?: boolean;
  /** When those admin rights run out (epoch ms); admin/routes.ts ADMIN_RIGHTS_MS after the login. */
  adminUntil?: number;
  /**
   * The parent's language setting, kept beside their id so the curriculum's outline answers in it without reading the
   * parent's row (curriculum/routes.ts); written at sign-in and whenever the setting changes (settings/routes.ts).
   */
  language?: string;
}

const FIELDS = ["userId", "isAdmin", "adminUntil", "language"] as const satisfies ReadonlyArray<keyof SessionFields>;

export const SESSION_COOKIE = "growly.sid";

declare module "fastify" {
  interface FastifyRequest {
    session: RequestSession;
  }
}

export interface SessionOptions {
  handle: SessionStoreHandle;
  signer: { sign(value: string): string; unsign(input: string): UnsignResult };
  /** How long a session lasts after its last write. */
  lifeMs: number;
}

/** 24 random bytes, like @fastify/session's ids: 32 URL-safe characters. */
function newSessionId(): string {
  return crypto.randomBytes(24).toString("base64url");
}

function storeCall(run: (callback: (error?: Error | null) => void) => void): Promise<void> {
  return new Promise((resolve, reject) => run((error) => (error ? reject(error) : resolve())));
}

export class RequestSession implements SessionFields {
  userId?: number;
  isAdmin?: boolean;
  adminUntil?: number;
  language?: string;

  readonly #options: SessionOptions;
  readonly #request: FastifyRequest;
  /** Undefined for a new visitor until an id is needed. */
  #id: string | undefined;
  /** Whether #id names a row this request read (so a new id must end it). */
  #fromStore: boolean;
  /** The fields as the row holds them ({} before it is written), to tell whether the request changed them. */
  #persisted: SessionFields;
  /** When the row runs out (epoch ms); 0 before it is written. */
  #expiresAt: number;
  #sendCookie = false;
  #destroyed = false;

  constructor(options: SessionOptions, request: FastifyRequest, id?: string, stored?: StoredSession) {
    this.#options = options;
    this.#request = request;
    this.#id = id;
    this.#fromStore = stored !== undefined;
    if (stored) for (const field of FIELDS) this.#assign(field, stored[field]);
    this.#persisted = this.#fields();
    this.#expiresAt = stored ? storedExpiry(stored) : 0;
  }

  get sessionId(): string {
    this.#id ??= newSessionId();
    return this.#id;
  }

  get encryptedSessionId(): string {
    return this.#options.signer.sign(this.sessionId);
  }

  /** A new id for new rights (no session fixation): the old row ends now; `keep` names the fields that stay. */
  async regenerate(keep: ReadonlyArray<keyof SessionFields> = []): Promise<void> {
    const { handle } = this.#options;
    if (this.#id !== undefined && this.#fromStore) {
      const old = this.#id;
      await storeCall((done) => handle.store.destroy(old, done));
    }
    for (const field of FIELDS) if (!keep.includes(field)) this[field] = undefined;
    this.#id = newSessionId();
    this.#fromStore = false;
    this.#persisted = {};
  }

  /** Writes the session with a fresh expiry; the answer carries the cookie. */
  async save(): Promise<void> {
    const { handle, lifeMs } = this.#options;
    const expiresAt = Date.now() + lifeMs;
    const id = this.sessionId;
    await storeCall((done) => handle.store.set(id, this.#stored(expiresAt), done));
    this.#expiresAt = expiresAt;
    this.#fromStore = true;
    this.#persisted = this.#fields();
    this.#sendCookie = true;
  }

  /** Ends the session: its row is deleted (every instance forgets it) and the answer clears the cookie. */
  async destroy(): Promise<void> {
    const { handle } = this.#options;
    if (this.#id !== undefined) {
      const id = this.#id;
      await storeCall((done) => handle.store.destroy(id, done));
    }
    for (const field of FIELDS) this[field] = undefined;
    this.#destroyed = true;
    this.#persisted = {};
  }

  /**
   * Sessions of other devices this request changed or ended in the table itself (a language change, signing out
   * elsewhere), once that change is committed: this instance forgets them at once, so the very next request of such a
   * device reads its row; other instances forget them on the table's notification (auth/session-store-setup.ts).
   */
  forgetChanged(sids: Iterable<string>): void {
    for (const sid of sids) this.#options.handle.cache.invalidate(sid);
  }

  /**
   * Whether a signed-in session's expiry should move on: once SESSION_TOUCH_FRACTION of its life has passed since
   * its last write. touch() then writes it (an UPDATE of the existing row, so a session ended meanwhile elsewhere
   * stays ended) and the cookie is sent again.
   */
  needsTouch(): boolean {
    if (!this.#fromStore || (typeof this.userId !== "number" && this.isAdmin !== true)) return false;
    const { lifeMs } = this.#options;
    return Date.now() + lifeMs - this.#expiresAt >= lifeMs * SESSION_TOUCH_FRACTION;
  }

  async touch(): Promise<void> {
    const { handle, lifeMs } = this.#options;
    const fresh = Date.now() + lifeMs;
    if (await handle.touch(this.sessionId, this.#stored(fresh), fresh)) {
      this.#expiresAt = fresh;
      this.#sendCookie = true;
    }
  }

  /** Before the answer goes out: a changed session is saved; the cookie is set or cleared as the request left it. */
  async finish(reply: FastifyReply, presented: string | undefined): Promise<void> {
    if (this.#destroyed) {
      if (presented !== undefined) clearCookie(reply, this.#request);
      return;
    }
    if (this.#changed()) await this.save();
    if (this.#sendCookie) {
      reply.header(
        "set-cookie",
        stringifySetCookie({
          name: SESSION_COOKIE,
          value: this.encryptedSessionId,
          ...this.#cookieOptions(this.#expiresAt),
        }),
      );
    } else if (presented !== undefined && !this.#fromStore) {
      // The cookie names no live session (ended elsewhere, expired, forged): the browser forgets it, and the page
      // learns that this device's session ended (SESSION_ENDED_COOKIE).
      clearCookie(reply, this.#request, true);
    }
  }

  /** Whether finish() has anything to do, so that most requests skip its promise. */
  needsFinish(presented: string | undefined): boolean {
    return this.#destroyed || this.#sendCookie || this.#changed() || (presented !== undefined && !this.#fromStore);
  }

  #assign(field: (typeof FIELDS)[number], value: unknown): void {
    if (field === "isAdmin") this.isAdmin = typeof value === "boolean" ? value : undefined;
    else if (field === "language") this.language = typeof value === "string" ? value : undefined;
    else this[field] = typeof value === "number" ? value : undefined;
  }

  #fields(): SessionFields {
    return { userId: this.userId, isAdmin: this.isAdmin, adminUntil: this.adminUntil, language: this.language };
  }

  #changed(): boolean {
    return FIELDS.some((field) => this[field] !== this.#persisted[field]);
  }

  #cookieOptions(expiresAt: number) {
    return {
      path: "/",
      httpOnly: true,
      sameSite: "lax" as const,
      secure: this.#request.protocol === "https",
      expires: new Date(expiresAt),
    };
  }

  /** The row's `sess`, in the shape @fastify/session wrote (the table's `expire` is its `cookie.expires`, auth/session-table.ts). */
  #stored(expiresAt: number): StoredSession {
    const stored: StoredSession = {
      cookie: {
        ...this.#cookieOptions(expiresAt),
        originalMaxAge: this.#options.lifeMs,
        domain: null,
        expires: new Date(expiresAt).toISOString(),
      },
    };
    for (const field of FIELDS) if (this[field] !== undefined) stored[field] = this[field];
    return stored;
  }
}

function clearCookie(reply: FastifyReply, request: FastifyRequest, ended = false): void {
  const secure = request.protocol === "https";
  const cleared = stringifySetCookie({
    name: SESSION_COOKIE,
    value: "",
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure,
    expires: new Date(0),
  });
  if (!ended) {
    reply.header("set-cookie", cleared);
    return;
  }
  // Readable by the page, for the next few minutes only.
  const endedCookie = stringifySetCookie({ name: SESSION_ENDED_COOKIE, value: "1", path: "/", sameSite: "lax", secure, maxAge: 600 });
  reply.header("set-cookie", [cleared, endedCookie]);
}

const PRESENTED = Symbol("presented session cookie");
type WithPresented = FastifyRequest & { [PRESENTED]?: string };

/** The signed session cookie the request carries, if any. */
function presentedCookie(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  if (!header || !header.includes(SESSION_COOKIE)) return undefined;
  const value = parseCookie(header)[SESSION_COOKIE];
  return value ? value : undefined;
}

/** Registers the session hooks on `scope`: every request in it has `request.session`. */
export function registerSessions(scope: FastifyInstance, options: SessionOptions): void {
  scope.decorateRequest("session", null as unknown as RequestSession);

  // Callback style: a signed-in read whose session is cached runs no promise here.
  scope.addHook("onRequest", (request, _reply, done) => {
    const presented = presentedCookie(request);
    (request as WithPresented)[PRESENTED] = presented;
    const unsigned = presented === undefined ? undefined : options.signer.unsign(presented);
    if (!unsigned?.valid || !unsigned.value) {
      request.session = new RequestSession(options, request);
      done();
      return;
    }
    const sid = unsigned.value;
    options.handle.store.get(sid, (error, stored) => {
      if (error) {
        done(error);
        return;
      }
      if (!stored || storedExpiry(stored) <= Date.now()) {
        request.session = new RequestSession(options, request);
        done();
        return;
      }
      const session = new RequestSession(options, request, sid, stored);
      request.session = session;
      if (session.needsTouch()) session.touch().then(() => done(), done);
      else done();
    });
  });

  scope.addHook("onSend", (request, reply, payload, done) => {
    const session = request.session as RequestSession | null;
    const presented = (request as WithPresented)[PRESENTED];
    if (!session || !session.needsFinish(presented)) {
      done(null, payload);
      return;
    }
    session.finish(reply, presented).then(
      () => done(null, payload),
      (error: Error) => done(error),
    );
  });
}
