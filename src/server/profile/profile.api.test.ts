import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EMAIL_CHANGE_REFUSED, type PublicUser } from "../../shared/schemas/auth";
import { WRONG_CURRENT_PASSWORD } from "../auth/current-password";
import { type TestApp, cookieFrom, createTestApp, registerUser, testCurriculum } from "../test-support/test-app";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp?.close();
});

const completeAnswers = {
  childAge: "3-5",
  familyStructure: "extended",
  preferredLearningStyle: "audio",
  availableTime: "weekends",
  parentingChallenges: ["bedtime", "tantrums"],
  primaryGoals: ["stay-calm"],
};

function patchUser(userId: number, cookie: string | undefined, body: unknown) {
  return testApp.app.inject({
    method: "PATCH",
    url: `/api/user/${userId}`,
    headers: cookie ? { cookie } : {},
    payload: body as Record<string, unknown>,
  });
}

async function readUser(userId: number, cookie: string): Promise<PublicUser> {
  return (await testApp.app.inject({ url: `/api/user/${userId}`, headers: { cookie } })).json<PublicUser>();
}

describe("PATCH /api/user/{id}", () => {
  it("completes onboarding only once every required answer is there, and keeps earlier answers", async () => {
    const { user, cookie } = await registerUser(testApp.app);
    expect(user.onboardingCompleted).toBe(false);

    const partial = await patchUser(user.id, cookie, { onboardingData: { childAge: "3-5" } });
    expect(partial.statusCode).toBe(200);
    expect(partial.json<PublicUser>().onboardingCompleted).toBe(false);

    const { childAge: _, ...rest } = completeAnswers;
    const complete = await patchUser(user.id, cookie, { onboardingData: rest });
    expect(complete.statusCode).toBe(200);
    const saved = await readUser(user.id, cookie);
    expect(saved.onboardingCompleted).toBe(true);
    expect(saved.onboardingData).toEqual(completeAnswers);
  });

  it("sets the day from the time the parent has, once, as onboarding completes: the goal, and three days a week for weekends", async () => {
    const settingsOf = async (userId: number, cookie: string) =>
      (await testApp.app.inject({ url: `/api/user/${userId}/settings`, headers: { cookie } })).json<{ streakRhythm: number }>();
    for (const [availableTime, goal, rhythm] of [
      ["5-10-minutes", 1, 7],
      ["15-20-minutes", 2, 7],
      ["30-minutes", 3, 7],
      ["1-hour", 5, 7],
      ["weekends", 2, 3],
    ] as const) {
      const { user, cookie } = await registerUser(testApp.app);
      expect(user.dailyGoalTarget).toBe(3);
      const done = await patchUser(user.id, cookie, { onboardingData: { ...completeAnswers, availableTime } });
      expect(done.json<PublicUser>().dailyGoalTarget, availableTime).toBe(goal);
      expect((await settingsOf(user.id, cookie)).streakRhythm, availableTime).toBe(rhythm);
    }

    // Once only: a later change of the answer in Edit Profile leaves the parent's day alone.
    const { user, cookie } = await registerUser(testApp.app);
    await patchUser(user.id, cookie, { onboardingData: { ...completeAnswers, availableTime: "5-10-minutes" } });
    await patchUser(user.id, cookie, { dailyGoalTarget: 4 });
    const later = await patchUser(user.id, cookie, { onboardingData: { availableTime: "1-hour" } });
    expect(later.json<PublicUser>().dailyGoalTarget).toBe(4);

    // A goal sent with the last answers wins.
    const chosen = await registerUser(testApp.app);
    const both = await patchUser(chosen.user.id, chosen.cookie, { onboardingData: completeAnswers, dailyGoalTarget: 6 });
    expect(both.json<PublicUser>().dailyGoalTarget).toBe(6);
    expect((await settingsOf(chosen.user.id, chosen.cookie)).streakRhythm).toBe(7);
  });

  it("switches Listen to lessons on as onboarding completes for a parent who would rather listen, unless they set it before", async () => {
    const settingsOf = async (userId: number, cookie: string) =>
      (await testApp.app.inject({ url: `/api/user/${userId}/settings`, headers: { cookie } })).json<{ listenToLessons: boolean; listeningRate: number }>();
    // "Listening, like a podcast": on, at the voice's own pace.
    const listener = await registerUser(testApp.app);
    expect((await settingsOf(listener.user.id, listener.cookie)).listenToLessons).toBe(false);
    await patchUser(listener.user.id, listener.cookie, { onboardingData: completeAnswers });
    expect(await settingsOf(listener.user.id, listener.cookie)).toMatchObject({ listenToLessons: true, listeningRate: 1 });

    // Any other answer leaves it off.
    const reader = await registerUser(testApp.app);
    await patchUser(reader.user.id, reader.cookie, { onboardingData: { ...completeAnswers, preferredLearningStyle: "interactive" } });
    expect((await settingsOf(reader.user.id, reader.cookie)).listenToLessons).toBe(false);

    // Once only: switched off later, a change of answers in Edit Profile leaves it off.
    await patchUser(listener.user.id, listener.cookie, {
      onboardingData: { preferredLearningStyle: "mixed" },
    });
    const off = await testApp.app.inject({
      method: "PATCH",
      url: `/api/user/${listener.user.id}/settings`,
      headers: { cookie: listener.cookie },
      payload: { listenToLessons: false },
    });
    expect(off.statusCode).toBe(200);
    await patchUser(listener.user.id, listener.cookie, { onboardingData: { preferredLearningStyle: "audio" } });
    expect((await settingsOf(listener.user.id, listener.cookie)).listenToLessons).toBe(false);

    // A parent who set the switch before onboarding completed keeps their choice.
    const chose = await registerUser(testApp.app);
    await testApp.app.inject({
      method: "PATCH",
      url: `/api/user/${chose.user.id}/settings`,
      headers: { cookie: chose.cookie },
      payload: { listenToLessons: false, listeningRate: 1.25 },
    });
    await patchUser(chose.user.id, chose.cookie, { onboardingData: completeAnswers });
    expect(await settingsOf(chose.user.id, chose.cookie)).toMatchObject({ listenToLessons: false, listeningRate: 1.25 });
  });

  it("refuses onboarding answers the form does not offer, with the form's message, and changes nothing", async () => {
    const { user, cookie } = await registerUser(testApp.app);
    const cases: Array<[unknown, string]> = [
      [{ onboardingData: { childAge: "teen" } }, "Please select your child's age"],
      [{ onboardingData: { parentingChallenges: [] } }, "Please select at least one challenge"],
      [{ onboardingData: { primaryGoals: ["world-peace"] } }, "Please select at least one goal"],
      [{ onboardingData: { ...completeAnswers, extra: "x" } }, ""],
    ];
    for (const [body, message] of cases) {
      const response = await patchUser(user.id, cookie, body);
      expect(response.statusCode).toBe(400);
      if (message) expect(response.json<{ message: string }>().message).toBe(message);
    }
    const saved = await readUser(user.id, cookie);
    expect(saved.onboardingData).toBeNull();
    expect(saved.onboardingCompleted).toBe(false);
  });

  it("updates the name, email and daily goal with the spec's validation", async () => {
    const { user, cookie } = await registerUser(testApp.app);
    const renamed = await patchUser(user.id, cookie, { username: `  renamed${user.id}  `, email: `New.${user.id}@Example.com`, dailyGoalTarget: 5 });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json<PublicUser>()).toMatchObject({ username: `renamed${user.id}`, email: `new.${user.id}@example.com`, dailyGoalTarget: 5 });

    const bad: Array<[unknown, string]> = [
      [{ username: "ab" }, "Username must be at least 3 characters"],
      [{ username: "x".repeat(51) }, "Username must be less than 50 characters"],
      [{ email: "not-an-email" }, "Please enter a valid email address"],
      [{ dailyGoalTarget: 0 }, "Daily goal must be between 1 and 10"],
      [{ dailyGoalTarget: 11 }, "Daily goal must be between 1 and 10"],
      [{}, "Nothing to update"],
    ];
    for (const [body, message] of bad) {
      const response = await patchUser(user.id, cookie, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<{ message: string }>().message).toBe(message);
    }
    expect(await readUser(user.id, cookie)).toMatchObject({ username: `renamed${user.id}`, dailyGoalTarget: 5 });
  });

  it("refuses a name or email another parent has, other parents' ids and visitors", async () => {
    const owner = await registerUser(testApp.app);
    const other = await registerUser(testApp.app);
    expect((await patchUser(owner.user.id, owner.cookie, { username: other.user.username })).statusCode).toBe(409);
    const taken = await patchUser(owner.user.id, owner.cookie, { email: other.user.email.toUpperCase() });
    expect(taken.statusCode).toBe(409);
    // The answer must not confirm that an account uses the address.
    expect(taken.json()).toEqual({ message: EMAIL_CHANGE_REFUSED });
    expect(taken.body).not.toMatch(/exists/i);
    expect((await patchUser(other.user.id, owner.cookie, { dailyGoalTarget: 2 })).statusCode).toBe(403);
    expect((await patchUser(owner.user.id, undefined, { dailyGoalTarget: 2 })).statusCode).toBe(401);
    expect((await readUser(other.user.id, other.cookie)).dailyGoalTarget).toBe(3);
    expect((await readUser(owner.user.id, owner.cookie)).username).toBe(owner.user.username);
  });
});

describe("email changes to an address in use", () => {
  it("refuses the 11th within an hour with 429, counting only refusals, and leaves the email as it was", async () => {
    const prober = await registerUser(testApp.app);
    const others = await Promise.all(Array.from({ length: 11 }, () => registerUser(testApp.app)));
    // Changes that go through, and keeping one's own address in another case, are never counted.
    for (let change = 1; change <= 12; change += 1) {
      const response = await patchUser(prober.user.id, prober.cookie, { email: `moved${change}-${prober.user.email}` });
      expect(response.statusCode).toBe(200);
    }
    expect((await patchUser(prober.user.id, prober.cookie, { email: `MOVED12-${prober.user.email}` })).statusCode).toBe(200);

    for (const [index, other] of others.slice(0, 10).entries()) {
      const response = await patchUser(prober.user.id, prober.cookie, { email: other.user.email });
      expect(response.statusCode, `refusal ${index + 1}`).toBe(409);
    }
    const eleventh = await patchUser(prober.user.id, prober.cookie, { email: others[10]!.user.email });
    expect(eleventh.statusCode).toBe(429);
    expect(Number(eleventh.headers["retry-after"])).toBeGreaterThan(0);
    expect((await readUser(prober.user.id, prober.cookie)).email).toBe(`moved12-${prober.user.email}`);
    // The rest of the profile still saves.
    expect((await patchUser(prober.user.id, prober.cookie, { dailyGoalTarget: 4 })).statusCode).toBe(200);
  });
});

/** Every row of any table with a user_id column that belongs to `userId`, plus their sessions and user row. */
async function rowsOf(userId: number): Promise<Record<string, number>> {
  const query = async <Row>(text: string, params?: unknown[]) => (await testApp.database.pool.query(text, params)).rows as Row[];
  const count = async (text: string) => (await query<{ n: number }>(text, [userId]))[0]?.n ?? 0;
  const tables = await query<{ table_name: string }>(
    "select table_name from information_schema.columns where column_name = 'user_id' and table_schema = current_schema()",
  );
  const counts: Record<string, number> = {};
  for (const { table_name: table } of tables) counts[table] = await count(`select count(*)::int as n from "${table}" where user_id = $1`);
  counts.users = await count("select count(*)::int as n from users where id = $1");
  counts.sessions = await count("select count(*)::int as n from sessions where (sess ->> 'userId')::int = $1");
  return counts;
}

describe("DELETE /api/user/{id}", () => {
  it("erases the parent, every row of theirs and every session, and leaves other parents alone", async () => {
    const owner = await registerUser(testApp.app);
    const other = await registerUser(testApp.app);
    const lesson = testCurriculum().lessons[0]!;
    for (const parent of [owner, other]) {
      const done = await testApp.app.inject({
        method: "POST",
        url: `/api/user/${parent.user.id}/lessons/${lesson.id}/progress`,
        headers: { cookie: parent.cookie },
        payload: { levelId: lesson.levelId, completed: true, score: 90, completedAt: new Date().toISOString() },
      });
      expect(done.statusCode).toBe(200);
      const mood = await testApp.app.inject({ method: "PUT", url: `/api/user/${parent.user.id}/mood`, headers: { cookie: parent.cookie }, payload: { mood: "happy" } });
      expect(mood.statusCode).toBe(200);
    }
    // Rows in every other table of theirs, and counters named after them: a journal entry, a favourite, a wrong
    // password against their email, a gift code that is not valid.
    const owned = [
      { method: "POST", url: "/api/journal", payload: { lessonTitle: "Bath time", feeling: "tired", improvementNotes: "Warn earlier." } },
      { method: "PUT", url: `/api/user/${owner.user.id}/favorites/${lesson.id}` },
      { method: "POST", url: `/api/user/${owner.user.id}/subscription/gift`, payload: { code: "NOT-A-REAL-CODE" } },
    ] as const;
    for (const call of owned) {
      const answer = await testApp.app.inject({ ...call, headers: { cookie: owner.cookie } });
      expect(answer.statusCode, call.url).toBeLessThan(500);
    }
    const wrongPassword = await testApp.app.inject({ method: "POST", url: "/api/auth/login", payload: { email: owner.fields.email, password: "not-the-password" } });
    expect(wrongPassword.statusCode).toBe(401);
    const personalCounters = () =>
      testApp.database.pool
        .query("select key from rate_limits where key in ($1, $2) order by key", [`gift-code:${owner.user.id}`, `login:account:${owner.fields.email.toLowerCase()}`])
        .then((result) => (result.rows as { key: string }[]).map((row) => row.key));
    expect(await personalCounters()).toHaveLength(2);
    // A second device signed in as the owner.
    const login = await testApp.app.inject({ method: "POST", url: "/api/auth/login", payload: { email: owner.fields.email, password: owner.fields.password } });
    const secondDevice = cookieFrom(login);
    const before = await rowsOf(owner.user.id);
    expect(before.users).toBe(1);
    expect(before.sessions).toBe(2);
    expect(before.user_progress).toBe(1);
    expect(before.journal_entries).toBe(1);
    expect(before.favorite_lessons).toBe(1);
    expect(before.user_practices).toBe(1);

    expect((await testApp.app.inject({ method: "DELETE", url: `/api/user/${other.user.id}`, headers: { cookie: owner.cookie } })).statusCode).toBe(403);
    expect((await testApp.app.inject({ method: "DELETE", url: `/api/user/${owner.user.id}` })).statusCode).toBe(401);
    // The session alone is not enough: no password, an empty one or a wrong one is refused, and nothing is deleted.
    const deleteWith = (payload?: object) =>
      testApp.app.inject({ method: "DELETE", url: `/api/user/${owner.user.id}`, headers: { cookie: owner.cookie }, ...(payload && { payload }) });
    for (const [payload, message] of [
      [undefined, "Please enter your current password"],
      [{}, "Please enter your current password"],
      [{ password: "" }, "Please enter your current password"],
      [{ password: "not my password" }, WRONG_CURRENT_PASSWORD],
    ] as const) {
      const refused = await deleteWith(payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json()).toEqual({ message });
    }
    expect(await rowsOf(owner.user.id)).toEqual(before);
    const deleted = await deleteWith({ password: owner.fields.password });
    expect(deleted.statusCode).toBe(204);

    const after = await rowsOf(owner.user.id);
    expect(Object.entries(after).filter(([, count]) => count > 0)).toEqual([]);
    expect(await personalCounters()).toEqual([]);
    for (const cookie of [owner.cookie, secondDevice]) {
      expect((await testApp.app.inject({ url: "/api/auth/me", headers: { cookie } })).statusCode).toBe(401);
    }
    const relogin = await testApp.app.inject({ method: "POST", url: "/api/auth/login", payload: { email: owner.fields.email, password: owner.fields.password } });
    expect(relogin.statusCode).toBe(401);

    const untouched = await rowsOf(other.user.id);
    expect(untouched).toMatchObject({ users: 1, sessions: 1, user_progress: 1 });
    expect((await testApp.app.inject({ url: `/api/user/${other.user.id}`, headers: { cookie: other.cookie } })).statusCode).toBe(200);
  });
});
