import { readFileSync, readdirSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Family } from "../../shared/schemas/family";
import { type TestApp, createTestApp, registerUser } from "../test-support/test-app";

// 12:30 UTC on 30 November 2026: already December in Auckland, still November in Los Angeles.
const NOW = new Date("2026-11-30T12:30:00Z");

let testApp: TestApp;
beforeAll(async () => {
  // The per-parent share of writes is lifted: the limit test adds children at once, and their row lock is what it tests.
  testApp = await createTestApp({ clock: () => NOW, writesPerParent: 100 });
});
afterAll(async () => {
  await testApp?.close();
});

type Method = "GET" | "POST" | "PATCH" | "DELETE";
function call(method: Method, url: string, cookie: string | undefined, payload?: unknown) {
  return testApp.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}
const family = async (cookie: string) => {
  const response = await call("GET", "/api/family", cookie);
  expect(response.statusCode).toBe(200);
  return response.json<Family>();
};
const addChild = (cookie: string, child: unknown) => call("POST", "/api/family/children", cookie, child);
const childAgeOf = async (userId: number, cookie: string) =>
  (await call("GET", `/api/user/${userId}`, cookie)).json<{ onboardingData: { childAge?: string } | null }>()
    .onboardingData?.childAge;

const ONBOARDING = {
  familyStructure: "two-parent",
  preferredLearningStyle: "visual",
  availableTime: "5-10-minutes",
  parentingChallenges: ["bedtime"],
  primaryGoals: ["stay-calm"],
};

describe("the family", () => {
  it("starts with the parent as its one adult and no children", async () => {
    const { user, cookie } = await registerUser(testApp.app);
    expect(await family(cookie)).toEqual({
      children: [],
      adults: [{ id: user.id, username: user.username, role: "owner", you: true }],
      sharesAnswers: false,
      youShareAnswers: false,
      invitations: [],
    });
  });

  it("adds, renames, re-dates and removes children, each with the age group of its month in the parent's time zone", async () => {
    const { user, cookie } = await registerUser(testApp.app, { timeZone: "Pacific/Auckland" });
    const first = await addChild(cookie, { name: "  Mia ", birthMonth: "2017-12" });
    expect(first.statusCode).toBe(201);
    const [mia] = first.json<Family>().children;
    // December has begun in Auckland: Mia turned nine this month.
    expect(mia).toEqual({ id: expect.any(Number), name: "Mia", birthMonth: "2017-12", ageGroup: "9-12" });
    expect(await childAgeOf(user.id, cookie)).toBe("9-12");

    const second = await addChild(cookie, { birthMonth: "2027-04" });
    const [, expected] = second.json<Family>().children;
    expect(expected).toEqual({ id: expect.any(Number), name: null, birthMonth: "2027-04", ageGroup: "0-2" });
    expect(await childAgeOf(user.id, cookie)).toBe("multiple");

    const renamed = await call("PATCH", `/api/family/children/${expected!.id}`, cookie, {
      name: "Bean",
      birthMonth: "2023-06",
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json<Family>().children[1]).toEqual({
      id: expected!.id,
      name: "Bean",
      birthMonth: "2023-06",
      ageGroup: "3-5",
    });

    const removed = await call("DELETE", `/api/family/children/${mia!.id}`, cookie);
    expect(removed.statusCode).toBe(200);
    expect(removed.json<Family>().children.map((child) => child.name)).toEqual(["Bean"]);
    expect(await childAgeOf(user.id, cookie)).toBe("3-5");

    await call("DELETE", `/api/family/children/${expected!.id}`, cookie);
    expect((await family(cookie)).children).toEqual([]);
    expect(await childAgeOf(user.id, cookie)).toBeUndefined();
  });

  it("counts the month in the parent's own time zone: the same birth month is still 6–8 in Los Angeles", async () => {
    const { cookie } = await registerUser(testApp.app, { timeZone: "America/Los_Angeles" });
    const added = await addChild(cookie, { name: "Noor", birthMonth: "2017-12" });
    expect(added.json<Family>().children[0]!.ageGroup).toBe("6-8");
  });

  it("refuses a month out of range or malformed with a clear 400 and keeps nothing", async () => {
    const { cookie } = await registerUser(testApp.app);
    const cases: [unknown, string][] = [
      [{ name: "Soon", birthMonth: "2027-09" }, "A due month can be at most 9 months from now."],
      [{ birthMonth: "2008-10" }, "A birth month can be at most 18 years ago."],
      [{ birthMonth: "2024-13" }, "Please choose a month and a year"],
      [{ birthMonth: "2024-1" }, "Please choose a month and a year"],
      [{ name: "Mia" }, "Please select your child's age"],
      [{ name: "x".repeat(41), birthMonth: "2024-01" }, "A name can be at most 40 characters"],
      [{ name: "Mi\u0000a", birthMonth: "2024-01" }, expect.stringContaining("Name")],
      [{ birthMonth: "2024-01", extra: 1 }, expect.any(String)],
    ];
    for (const [body, message] of cases) {
      const response = await addChild(cookie, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toEqual({ message });
    }
    expect((await addChild(cookie, { birthMonth: "2027-08" })).statusCode).toBe(201);
    const [child] = (await family(cookie)).children;
    const patched = await call("PATCH", `/api/family/children/${child!.id}`, cookie, { birthMonth: "2000-01" });
    expect(patched.statusCode).toBe(400);
    expect((await call("PATCH", `/api/family/children/${child!.id}`, cookie, {})).statusCode).toBe(400);
    expect((await call("PATCH", "/api/family/children/abc", cookie, { name: "A" })).statusCode).toBe(400);
    expect((await family(cookie)).children).toEqual([child]);
  });

  it("keeps each family's children to itself: another family's child is not found, and visitors must sign in", async () => {
    const owner = await registerUser(testApp.app);
    const other = await registerUser(testApp.app);
    const [child] = (await addChild(owner.cookie, { name: "Pip", birthMonth: "2022-02" })).json<Family>().children;
    const url = `/api/family/children/${child!.id}`;
    expect((await call("PATCH", url, other.cookie, { name: "Mine" })).statusCode).toBe(404);
    expect((await call("DELETE", url, other.cookie)).statusCode).toBe(404);
    expect((await family(other.cookie)).children).toEqual([]);
    expect((await family(owner.cookie)).children).toEqual([child]);
    for (const [method, path, body] of [
      ["GET", "/api/family", undefined],
      ["POST", "/api/family/children", { birthMonth: "2022-02" }],
      ["PATCH", url, { name: "Mine" }],
      ["DELETE", url, undefined],
    ] as const) {
      const response = await call(method, path, undefined, body);
      expect(response.statusCode, `${method} ${path}`).toBe(401);
    }
  });

  it("stops at 12 children, even when they are added at once", async () => {
    const { cookie } = await registerUser(testApp.app);
    const answers = await Promise.all(Array.from({ length: 14 }, () => addChild(cookie, { birthMonth: "2020-05" })));
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(12);
    expect(answers.filter((answer) => answer.statusCode === 400)).toHaveLength(2);
    expect((await family(cookie)).children).toHaveLength(12);
  });

  it("makes the onboarding's age answer the first child, once, and 'more than one' one entry for several", async () => {
    const baby = await registerUser(testApp.app);
    await call("PATCH", `/api/user/${baby.user.id}`, baby.cookie, {
      onboardingData: { ...ONBOARDING, childAge: "0-2" },
    });
    const views = await Promise.all([family(baby.cookie), family(baby.cookie)]);
    expect(views[0]!.children).toEqual([{ id: expect.any(Number), name: null, birthMonth: null, ageGroup: "0-2" }]);
    expect((await family(baby.cookie)).children).toHaveLength(1);
    // Adding the month replaces the kept answer.
    const [child] = views[0]!.children;
    const dated = await call("PATCH", `/api/family/children/${child!.id}`, baby.cookie, { birthMonth: "2020-01" });
    expect(dated.json<Family>().children).toEqual([
      { id: child!.id, name: null, birthMonth: "2020-01", ageGroup: "6-8" },
    ]);
    expect(await childAgeOf(baby.user.id, baby.cookie)).toBe("6-8");

    const siblings = await registerUser(testApp.app);
    await call("PATCH", `/api/user/${siblings.user.id}`, siblings.cookie, {
      onboardingData: { ...ONBOARDING, childAge: "multiple" },
    });
    expect((await family(siblings.cookie)).children).toEqual([
      { id: expect.any(Number), name: null, birthMonth: null, ageGroup: "multiple" },
    ]);
  });

  it("goes with the account of its last adult, children and all", async () => {
    const { user, cookie } = await registerUser(testApp.app);
    await addChild(cookie, { name: "Zo", birthMonth: "2021-03" });
    const deleted = await call("DELETE", `/api/user/${user.id}`, cookie, { password: "correct horse battery" });
    expect(deleted.statusCode).toBe(204);
    const left = await testApp.database.pool.query(
      "select (select count(*)::int from children where name = 'Zo') as children, (select count(*)::int from family_adults where user_id = $1) as adults",
      [user.id],
    );
    expect(left.rows[0]).toEqual({ children: 0, adults: 0 });
  });
});

/** The migration's statement that turns every stored onboarding answer into a child (src/server/db/migrations). */
function childrenFromAnswersStatement(): string {
  const folder = new URL("../db/migrations/", import.meta.url);
  for (const file of readdirSync(folder).filter((name) => name.endsWith(".sql"))) {
    const text = readFileSync(new URL(file, folder), "utf8");
    const statement = text
      .split("--> statement-breakpoint")
      .find((part) => part.includes("children from onboarding answers"));
    if (statement) return statement;
  }
  throw new Error("no migration makes children from onboarding answers");
}

describe("the migration of existing accounts", () => {
  it("makes one child of each stored age answer, one entry for 'multiple', none for no answer, and runs once per account", async () => {
    const parents = await Promise.all(
      ["3-5", "multiple", "13+", null].map(async (childAge) => {
        const parent = await registerUser(testApp.app);
        // An account as it was stored before children were kept: only the answer.
        await testApp.database.pool.query("update users set onboarding_data = $1::jsonb where id = $2", [
          JSON.stringify(childAge ? { ...ONBOARDING, childAge } : ONBOARDING),
          parent.user.id,
        ]);
        return parent;
      }),
    );
    const statement = childrenFromAnswersStatement();
    await testApp.database.pool.query(statement);
    await testApp.database.pool.query(statement);

    const [young, several, teen, none] = await Promise.all(parents.map((parent) => family(parent.cookie)));
    expect(young!.children).toEqual([{ id: expect.any(Number), name: null, birthMonth: null, ageGroup: "3-5" }]);
    expect(several!.children).toEqual([{ id: expect.any(Number), name: null, birthMonth: null, ageGroup: "multiple" }]);
    expect(teen!.children).toEqual([{ id: expect.any(Number), name: null, birthMonth: null, ageGroup: "13+" }]);
    expect(none!.children).toEqual([]);
    for (const [view, parent] of [
      [young, parents[0]],
      [several, parents[1]],
    ] as const) {
      expect(view!.adults).toEqual([
        { id: parent!.user.id, username: parent!.user.username, role: "owner", you: true },
      ]);
    }
  });
});
