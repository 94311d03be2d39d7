import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { REGISTER_EMAIL_REFUSED, type PublicUser } from "../../shared/schemas/auth";
import { users } from "../db/schema";
import { useAuthTestApp } from "../test-support/auth-requests";
import { cookieFrom, newUserFields, registerUser, sessionSetCookie, uniqueAddress } from "../test-support/test-app";
import { loginDelayMs } from "../http/rate-limit";
import { INVALID_CREDENTIALS } from "./routes";

const { testApp: currentApp, post, me, usersWithEmail } = useAuthTestApp();

describe("POST /api/auth/register", () => {
  it("creates the account and answers 201 with the user but never the password hash", async () => {
    const fields = newUserFields({ timeZone: "Europe/Berlin" });
    const response = await post("/api/auth/register", fields);

    expect(response.statusCode).toBe(201);
    const user = response.json<PublicUser & { passwordHash?: unknown }>();
    expect(user).toMatchObject({
      username: fields.username,
      email: fields.email,
      level: 1,
      xp: 0,
      onboardingCompleted: false,
      timeZone: "Europe/Berlin",
    });
    expect(user.id).toEqual(expect.any(Number));
    expect(user).not.toHaveProperty("passwordHash");
    expect(response.body).not.toContain("argon2");
    expect(response.body).not.toContain(fields.password);

    const [row] = await currentApp().database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.timeZone).toBe("Europe/Berlin");
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it("stores UTC as the time zone when the browser sends none", async () => {
    const { user } = await registerUser(currentApp().app);
    expect(user.timeZone).toBe("UTC");
  });

  it("stores the email trimmed and lower-cased", async () => {
    const fields = newUserFields();
    const response = await post("/api/auth/register", { ...fields, email: `  ${fields.email.toUpperCase()} ` });
    expect(response.statusCode).toBe(201);
    expect(response.json<PublicUser>().email).toBe(fields.email);
  });

  it("signs the new parent in with an HttpOnly SameSite=Lax session cookie", async () => {
    const response = await post("/api/auth/register", newUserFields());

    expect(response.statusCode).toBe(201);
    const header = sessionSetCookie(response);
    expect(header).toBeDefined();
    expect(header).toMatch(/;\s*HttpOnly/i);
    expect(header).toMatch(/;\s*SameSite=Lax/i);
    expect(header).toMatch(/;\s*Path=\//i);

    const current = await me(cookieFrom(response));
    expect(current.statusCode).toBe(200);
    expect(current.json<PublicUser>().id).toBe(response.json<PublicUser>().id);
  });

  it.each([
    ["a username shorter than 3 characters", { username: "ab" }, "Username must be at least 3 characters"],
    ["a username of only spaces around 2 letters", { username: "  ab  " }, "Username must be at least 3 characters"],
    ["a username longer than 50 characters", { username: "u".repeat(51) }, "Username must be less than 50 characters"],
    ["an invalid email", { email: "not-an-email" }, "Please enter a valid email address"],
    ["a missing email", { email: undefined }, "Please enter a valid email address"],
    ["a password shorter than 6 characters", { password: "12345" }, "Password must be at least 6 characters"],
    ["an unknown time zone", { timeZone: "Mars/Olympus_Mons" }, "Unknown time zone"],
  ])("refuses %s with 400 and the message the form shows", async (_case, override, message) => {
    const fields = { ...newUserFields(), ...override };
    const response = await post("/api/auth/register", fields);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
    if (typeof fields.email === "string") expect(await usersWithEmail(fields.email.trim())).toBe(0);
  });

  it("accepts a username of exactly 3 and of exactly 50 characters", async () => {
    // Each test file has a database of its own, so these fixed names are free.
    const short = await post("/api/auth/register", newUserFields({ username: "abc" }));
    const long = await post("/api/auth/register", newUserFields({ username: "l".repeat(50) }));
    expect(short.statusCode).toBe(201);
    expect(long.statusCode).toBe(201);
  });

  it("refuses an email already registered in another letter case with 409, without saying an account exists, and keeps one account", async () => {
    const { fields } = await registerUser(currentApp().app);

    const response = await post("/api/auth/register", newUserFields({ email: fields.email.toUpperCase() }));

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: REGISTER_EMAIL_REFUSED });
    expect(response.body).not.toMatch(/exists/i);
    expect(sessionSetCookie(response)).toBeUndefined();
    expect(await usersWithEmail(fields.email)).toBe(1);
  });

  it("refuses a taken username with 409", async () => {
    const { fields } = await registerUser(currentApp().app);

    const response = await post("/api/auth/register", newUserFields({ username: fields.username }));

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: "That username is taken. Please choose another." });
    const rows = await currentApp().database.db.select().from(users).where(eq(users.username, fields.username));
    expect(rows).toHaveLength(1);
  });

  it("creates one account when the same email registers twice at the same moment", async () => {
    const email = newUserFields().email;
    const responses = await Promise.all([
      post("/api/auth/register", newUserFields({ email })),
      post("/api/auth/register", newUserFields({ email })),
    ]);

    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    expect(await usersWithEmail(email)).toBe(1);
  });

  it("refuses the 31st registration from one address within an hour with 429 and Retry-After", async () => {
    const remoteAddress = uniqueAddress();
    for (let attempt = 1; attempt <= 30; attempt += 1) {
      const response = await post("/api/auth/register", newUserFields(), { remoteAddress });
      expect(response.statusCode, `registration ${attempt}`).toBe(201);
    }

    const fields = newUserFields();
    const refused = await post("/api/auth/register", fields, { remoteAddress });

    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(3600);
    expect(refused.json()).toEqual({ message: expect.any(String) });
    expect(await usersWithEmail(fields.email)).toBe(0);

    // Another address is not affected.
    const elsewhere = await post("/api/auth/register", newUserFields(), { remoteAddress: uniqueAddress() });
    expect(elsewhere.statusCode).toBe(201);
  });
});

describe("POST /api/auth/login", () => {
  it("answers an unknown email and a wrong password with the same status and message", async () => {
    const { fields } = await registerUser(currentApp().app);

    const unknown = await post("/api/auth/login", { email: newUserFields().email, password: fields.password });
    const wrong = await post("/api/auth/login", { email: fields.email, password: "wrong password" });

    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ message: INVALID_CREDENTIALS });
    expect(wrong.json()).toEqual(unknown.json());
    expect(sessionSetCookie(unknown)).toBeUndefined();
    expect(sessionSetCookie(wrong)).toBeUndefined();
  });

  it("signs in with the email typed in another letter case and with spaces around it", async () => {
    const { fields, user } = await registerUser(currentApp().app);

    const response = await post("/api/auth/login", {
      email: ` ${fields.email.toUpperCase()} `,
      password: fields.password,
    });

    expect(response.statusCode).toBe(200);
    expect(response.json<PublicUser>()).toMatchObject({ id: user.id, email: fields.email });
    expect(response.json()).not.toHaveProperty("passwordHash");
    const current = await me(cookieFrom(response));
    expect(current.json<PublicUser>().id).toBe(user.id);
  });

  it("refuses a malformed login with 400 and the form's message", async () => {
    const badEmail = await post("/api/auth/login", { email: "nope", password: "whatever1" });
    const shortPassword = await post("/api/auth/login", { email: "pip@example.com", password: "12345" });

    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json()).toEqual({ message: "Please enter a valid email address" });
    expect(shortPassword.statusCode).toBe(400);
    expect(shortPassword.json()).toEqual({ message: "Password must be at least 6 characters" });
  });

  it("updates the stored time zone to the one the browser sends at login", async () => {
    const { fields, user } = await registerUser(currentApp().app, { timeZone: "Europe/London" });

    const response = await post("/api/auth/login", {
      email: fields.email,
      password: fields.password,
      timeZone: "Asia/Tokyo",
    });

    expect(response.statusCode).toBe(200);
    expect(response.json<PublicUser>().timeZone).toBe("Asia/Tokyo");
    const [row] = await currentApp().database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.timeZone).toBe("Asia/Tokyo");
  });

  it("issues a new session id at login and retires the one the request carried", async () => {
    const { fields, cookie: before } = await registerUser(currentApp().app);

    const response = await post(
      "/api/auth/login",
      { email: fields.email, password: fields.password },
      { cookie: before },
    );

    expect(response.statusCode).toBe(200);
    const after = cookieFrom(response);
    expect(after).not.toBe(before);
    expect((await me(after)).statusCode).toBe(200);
    expect((await me(before)).statusCode).toBe(401);
  });

  it("stops one address after 10 wrong passwords for an account, and the owner still signs in from another address", async () => {
    const { fields } = await registerUser(currentApp().app);
    const guesser = uniqueAddress();
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 15; attempt += 1) {
      statuses.push((await post("/api/auth/login", { email: fields.email, password: `wrong-${attempt}` }, { remoteAddress: guesser })).statusCode);
    }
    expect(statuses).toEqual([...Array(10).fill(401), ...Array(5).fill(429)]);

    // From the guesser's address even the right password waits for the window to end, in any letter case.
    const refused = await post("/api/auth/login", { email: fields.email.toUpperCase(), password: fields.password }, { remoteAddress: guesser });
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(refused.json()).toEqual({ message: expect.any(String) });
    expect(sessionSetCookie(refused)).toBeUndefined();

    // The owner, from anywhere else, is not locked out.
    const owner = await post("/api/auth/login", { email: fields.email, password: fields.password }, { remoteAddress: uniqueAddress() });
    expect(owner.statusCode).toBe(200);
  });

  it("slows an account guessed at from many addresses past 50 failures an hour, and never refuses its owner", async () => {
    const { fields } = await registerUser(currentApp().app);
    for (let attempt = 1; attempt <= 52; attempt += 1) {
      // A fresh address each time: no address reaches a limit of its own.
      const response = await post("/api/auth/login", { email: fields.email, password: `wrong-${attempt}` });
      expect(response.statusCode, `failure ${attempt}`).toBe(401);
    }
    const started = performance.now();
    const owner = await post("/api/auth/login", { email: fields.email, password: fields.password });
    expect(owner.statusCode).toBe(200);
    // The 53rd login of the hour waited loginDelayMs(53) before its check.
    expect(performance.now() - started).toBeGreaterThanOrEqual(loginDelayMs(53) - 5);
    expect(loginDelayMs(53)).toBe(1_000);

    // Signing in forgave the failures: the next login goes at once.
    const again = performance.now();
    expect((await post("/api/auth/login", { email: fields.email, password: fields.password })).statusCode).toBe(200);
    expect(performance.now() - again).toBeLessThan(loginDelayMs(51));
  });

  it("refuses every login from an address after 100 failures from it in 15 minutes with 429", async () => {
    const remoteAddress = uniqueAddress();
    const { fields } = await registerUser(currentApp().app);
    for (let attempt = 1; attempt <= 100; attempt += 1) {
      // Many accounts, one address: no single account reaches its own limit.
      const response = await post(
        "/api/auth/login",
        { email: `nobody.${attempt}@example.com`, password: "guess123" },
        { remoteAddress },
      );
      expect(response.statusCode, `failure ${attempt}`).toBe(401);
    }

    const refused = await post(
      "/api/auth/login",
      { email: fields.email, password: fields.password },
      { remoteAddress },
    );

    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(15 * 60);
    // The account itself is not locked: from another address it signs in.
    const elsewhere = await post("/api/auth/login", { email: fields.email, password: fields.password });
    expect(elsewhere.statusCode).toBe(200);
  });

  it("resets the account's failure count after a successful login", async () => {
    const { fields } = await registerUser(currentApp().app);
    const remoteAddress = uniqueAddress();
    const fail = () => post("/api/auth/login", { email: fields.email, password: "wrong password" }, { remoteAddress });
    const succeed = () => post("/api/auth/login", { email: fields.email, password: fields.password }, { remoteAddress });

    for (let attempt = 1; attempt <= 9; attempt += 1) expect((await fail()).statusCode).toBe(401);
    expect((await succeed()).statusCode).toBe(200);
    // Without the reset these 9 would make 18 failures in the window and the login below would be refused.
    for (let attempt = 1; attempt <= 9; attempt += 1) expect((await fail()).statusCode).toBe(401);
    expect((await succeed()).statusCode).toBe(200);
  });

});

describe("GET /api/auth/me and POST /api/auth/logout", () => {
  it("answers 401 with a message when signed out", async () => {
    const response = await me();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });

  it("answers 401 to a forged session cookie", async () => {
    const response = await me("growly.sid=forged-session-id.forged-signature");
    expect(response.statusCode).toBe(401);
  });

  it("answers 200 with the signed-in user", async () => {
    const { user, cookie } = await registerUser(currentApp().app);
    const response = await me(cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(user);
  });

  it("destroys the session at logout so a replayed cookie gets 401", async () => {
    const { cookie } = await registerUser(currentApp().app);

    const logout = await post("/api/auth/logout", undefined, { cookie });
    expect(logout.statusCode).toBe(200);

    expect((await me(cookie)).statusCode).toBe(401);
  });

  it("answers a logout without a session with 200", async () => {
    const response = await post("/api/auth/logout", undefined);
    expect(response.statusCode).toBe(200);
  });
});
