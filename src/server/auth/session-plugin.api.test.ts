import crypto from "node:crypto";
import { Signer } from "@fastify/cookie";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordQueries } from "../test-support/query-log";
import { SessionTable } from "./session-table";
import {
  type TestApp,
  createTestApp,
  registerUser,
  sameOriginHeaders,
  sessionSetCookie,
  setCookieHeaders,
  uniqueAddress,
} from "../test-support/test-app";
import { SESSION_ENDED_COOKIE } from "@shared/page-markers";

/** Whether the answer tells the page that this device's session ended (src/client/lib/signed-out-elsewhere.ts). */
const saysEnded = (response: Parameters<typeof setCookieHeaders>[0]) =>
  setCookieHeaders(response).some((header) => header.startsWith(`${SESSION_ENDED_COOKIE}=1;`) && !/HttpOnly/i.test(header));

/**
 * The session layer of auth/session-plugin.ts: the cookie and the row keep the format sessions had before it, a
 * signed-in read writes nothing and sets no cookie, and a cookie that names no live session is cleared.
 */
const secret = crypto.randomBytes(32).toString("hex");
const signer = new Signer(secret);
const DAY_MS = 24 * 60 * 60 * 1000;
let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ sessionSecret: secret });
});
afterAll(async () => {
  await testApp?.close();
});

const me = (cookie?: string) =>
  testApp.app.inject({ method: "GET", url: "/api/auth/me", headers: cookie ? { cookie } : {} });

async function sessionRow(sid: string) {
  const { rows } = await testApp.database.pool.query("select sess, expire from sessions where sid = $1", [sid]);
  return rows[0] as { sess: Record<string, unknown> | string; expire: Date | string } | undefined;
}

function sidOf(cookie: string): string {
  const unsigned = signer.unsign(decodeURIComponent(cookie.slice("growly.sid=".length)));
  expect(unsigned.valid).toBe(true);
  return unsigned.value!;
}

describe("sessions", () => {
  it("keeps a session row in the format the first session layer (@fastify/session) wrote: cookie.expires and expire 30 days on", async () => {
    const parent = await registerUser(testApp.app);
    const row = await sessionRow(sidOf(parent.cookie));
    const sess = typeof row!.sess === "string" ? (JSON.parse(row!.sess) as Record<string, unknown>) : row!.sess;
    expect(sess.userId).toBe(parent.user.id);
    const cookie = sess.cookie as { expires: string; originalMaxAge: number; httpOnly: boolean; path: string };
    expect(cookie).toMatchObject({ originalMaxAge: 30 * DAY_MS, httpOnly: true, path: "/" });
    const expires = new Date(cookie.expires).getTime();
    expect(Math.abs(expires - (Date.now() + 30 * DAY_MS))).toBeLessThan(60_000);
    expect(Math.abs(new Date(row!.expire).getTime() - expires)).toBeLessThan(1_000);
  });

  it("signs in a session written before this layer, with no write and no cookie in the answer", async () => {
    const parent = await registerUser(testApp.app);
    const sid = crypto.randomBytes(24).toString("base64url");
    // Written half a day ago: too young for its expiry to move on (auth/session-plugin.ts needsTouch).
    const expires = new Date(Date.now() + 29.5 * DAY_MS);
    // What @fastify/session 11 stored: its Cookie's toJSON() beside the session's fields.
    const sess = {
      cookie: {
        originalMaxAge: 30 * DAY_MS,
        expires: expires.toISOString(),
        secure: false,
        httpOnly: true,
        domain: null,
        path: "/",
        sameSite: "lax",
      },
      userId: parent.user.id,
    };
    await testApp.database.pool.query("insert into sessions (sid, sess, expire) values ($1, $2, $3)", [
      sid,
      sess,
      expires,
    ]);
    const cookie = `growly.sid=${encodeURIComponent(signer.sign(sid))}`;
    const log = recordQueries(testApp.database);
    try {
      const answer = await me(cookie);
      expect(answer.statusCode).toBe(200);
      expect(answer.json<{ id: number }>().id).toBe(parent.user.id);
      expect(sessionSetCookie(answer)).toBeUndefined();
      expect(log.writes()).toEqual([]);
    } finally {
      log.stop();
    }
  });

  it("clears the cookie when a parent signs out, and refuses it afterwards", async () => {
    const parent = await registerUser(testApp.app);
    const out = await testApp.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: { cookie: parent.cookie, ...sameOriginHeaders },
    });
    expect(out.statusCode).toBe(200);
    expect(sessionSetCookie(out)).toMatch(/^growly\.sid=;.*Expires=Thu, 01 Jan 1970/);
    // Signing out here is not a session ended elsewhere.
    expect(saysEnded(out)).toBe(false);
    expect(await sessionRow(sidOf(parent.cookie))).toBeUndefined();
    const after = await me(parent.cookie);
    expect(after.statusCode).toBe(401);
    // A browser that still sends the old cookie (another tab, a request in flight) is told the session ended.
    expect(saysEnded(after)).toBe(true);
  });

  it("answers a forged, altered or unknown cookie as signed out and clears it; sets nothing for a visitor without one", async () => {
    const parent = await registerUser(testApp.app);
    const value = decodeURIComponent(parent.cookie.slice("growly.sid=".length));
    const [sid] = value.split(".");
    const forged = `growly.sid=${encodeURIComponent(new Signer("another secret of thirty-two characters").sign(sid!))}`;
    const altered = `growly.sid=${encodeURIComponent(`${sid}x.${value.split(".")[1]}`)}`;
    const unknown = `growly.sid=${encodeURIComponent(signer.sign(crypto.randomBytes(24).toString("base64url")))}`;
    for (const cookie of [forged, altered, unknown]) {
      const answer = await me(cookie);
      expect(answer.statusCode, cookie).toBe(401);
      expect(sessionSetCookie(answer), cookie).toMatch(/^growly\.sid=;/);
      // The page learns that the session this cookie named has ended (deleted elsewhere, or never real).
      expect(saysEnded(answer), cookie).toBe(true);
    }
    const visitor = await me();
    expect(visitor.statusCode).toBe(401);
    // A device with no session cookie is never told it was signed out.
    expect(visitor.headers["set-cookie"]).toBeUndefined();
    // The parent's own cookie still works: nothing above touched the session.
    expect((await me(parent.cookie)).statusCode).toBe(200);
  });

  it("gives a new session id at sign-in and ends the one the browser came with", async () => {
    const parent = await registerUser(testApp.app);
    const login = await testApp.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { cookie: parent.cookie, ...sameOriginHeaders },
      payload: { email: parent.fields.email, password: parent.fields.password },
    });
    expect(login.statusCode).toBe(200);
    const next = sessionSetCookie(login)!.split(";")[0]!;
    expect(sidOf(next)).not.toBe(sidOf(parent.cookie));
    expect(await sessionRow(sidOf(parent.cookie))).toBeUndefined();
    expect((await me(next)).statusCode).toBe(200);
    expect((await me(parent.cookie)).statusCode).toBe(401);
  });

  it("refuses a session whose row has run out, and the table's sweep deletes such rows only", async () => {
    const parent = await registerUser(testApp.app);
    const live = await registerUser(testApp.app);
    const sid = sidOf(parent.cookie);
    await testApp.database.pool.query("update sessions set expire = now() - interval '1 minute' where sid = $1", [sid]);
    // The verified-session cache may hold it for a moment on this instance; a fresh table read must refuse it.
    const table = new SessionTable(testApp.database.pool);
    const read = await new Promise<unknown>((resolve, reject) => table.get(sid, (error, value) => (error ? reject(error) : resolve(value))));
    expect(read).toBeNull();
    await table.sweep();
    expect(await sessionRow(sid)).toBeUndefined();
    expect(await sessionRow(sidOf(live.cookie))).toBeDefined();
    expect((await me(live.cookie)).statusCode).toBe(200);
  });
});

describe("sessions another request changed, with the table's notifications held back", () => {
  // The notification may reach this instance after the next request of the other device: it must not be needed.
  let quiet: TestApp;
  beforeAll(async () => {
    quiet = await createTestApp({}, (database) => ({
      ...database,
      listen: (channel, handlers) => database.listen(channel, { ...handlers, onMessage: () => undefined }),
    }));
  });
  afterAll(async () => {
    await quiet?.close();
  });

  async function secondDevice(parent: Awaited<ReturnType<typeof registerUser>>) {
    const login = await quiet.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: parent.fields.email, password: parent.fields.password },
      remoteAddress: uniqueAddress(),
    });
    expect(login.statusCode).toBe(200);
    return sessionSetCookie(login)!.split(";")[0]!;
  }
  const levelsTitle = async (cookie: string) =>
    (await quiet.app.inject({ url: "/api/levels", headers: { cookie } })).json<Array<{ title: string }>>()[0]!.title;

  it("serves the other device's next outline in the language just chosen, not the cached session's", async () => {
    const parent = await registerUser(quiet.app);
    const other = await secondDevice(parent);
    const english = await levelsTitle(other);
    const change = await quiet.app.inject({
      method: "PATCH",
      url: `/api/user/${parent.user.id}/settings`,
      headers: { cookie: parent.cookie },
      payload: { language: "de" },
    });
    expect(change.statusCode).toBe(200);
    const german = await levelsTitle(other);
    expect(german).not.toBe(english);
    expect(german).toBe(await levelsTitle(parent.cookie));
  });

  it("signs the other devices out at once when the parent ends them or changes the password", async () => {
    const parent = await registerUser(quiet.app);
    const other = await secondDevice(parent);
    const meOn = (cookie: string) => quiet.app.inject({ url: "/api/auth/me", headers: { cookie } });
    expect((await meOn(other)).statusCode).toBe(200);
    const end = await quiet.app.inject({ method: "POST", url: "/api/auth/sessions/end-others", headers: { cookie: parent.cookie, ...sameOriginHeaders } });
    expect(end.json()).toEqual({ endedSessions: 1 });
    expect((await meOn(other)).statusCode).toBe(401);
    const third = await secondDevice(parent);
    expect((await meOn(third)).statusCode).toBe(200);
    const changed = await quiet.app.inject({
      method: "POST",
      url: "/api/auth/password",
      headers: { cookie: parent.cookie, ...sameOriginHeaders },
      payload: { currentPassword: parent.fields.password, newPassword: "another-long-password-9" },
    });
    expect(changed.statusCode).toBe(200);
    expect((await meOn(third)).statusCode).toBe(401);
    expect((await meOn(parent.cookie)).statusCode).toBe(200);
  });
});
