import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AcceptedInvitation, CreatedInvitation, Family } from "../../shared/schemas/family";
import { MemoryMailer } from "../test-support/memory-mailer";
import {
  type RegisteredUser,
  type TestApp,
  createTestApp,
  registerUser,
  testCurriculum,
  uniqueAddress,
} from "../test-support/test-app";

// The app's clock moves on in the tests that need a week to pass.
let now = new Date("2026-11-30T12:30:00Z");
const mailer = new MemoryMailer();

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({
    clock: () => now,
    mailer,
    publicUrl: "https://growly.test",
    // Twenty accepts at once are what the race test sends; the per-parent write share has its own test.
    writesPerParent: 100,
  });
});
afterAll(async () => {
  await testApp?.close();
});

type Method = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
function call(
  method: Method,
  url: string,
  cookie: string | undefined,
  payload?: unknown,
  remoteAddress = uniqueAddress(),
) {
  return testApp.app.inject({
    method,
    url,
    remoteAddress,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}
const family = async (cookie: string) => {
  const response = await call("GET", "/api/family", cookie);
  expect(response.statusCode).toBe(200);
  return response.json<Family>();
};
const invite = async (cookie: string, body: unknown = {}) => {
  const response = await call("POST", "/api/family/invitations", cookie, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<CreatedInvitation>();
};
const tokenOf = (invitation: CreatedInvitation) => new URL(invitation.url).searchParams.get("token")!;
const accept = (cookie: string, token: string, extra: Record<string, unknown> = {}, address?: string) =>
  call("POST", "/api/family/invitations/accept", cookie, { token, ...extra }, address);

/** An owner with a child named `childName` and one carer who joined by link. */
async function familyOfTwo(childName = "Mia") {
  const owner = await registerUser(testApp.app);
  expect(
    (await call("POST", "/api/family/children", owner.cookie, { name: childName, birthMonth: "2020-05" })).statusCode,
  ).toBe(201);
  const carer = await registerUser(testApp.app);
  const joined = await accept(carer.cookie, tokenOf(await invite(owner.cookie)));
  expect(joined.statusCode, joined.body).toBe(200);
  return { owner, carer, joined: joined.json<Family>() };
}

const adultsOf = (view: Family) => view.adults.map(({ username, role, you }) => ({ username, role, you }));

describe("inviting a second carer", () => {
  it("makes a single-use 7-day link whose token is long and random and kept only as a hash, and joins through it", async () => {
    const owner = await registerUser(testApp.app);
    await call("POST", "/api/family/children", owner.cookie, { name: "Mia", birthMonth: "2020-05" });
    const invitation = await invite(owner.cookie);
    expect(invitation.url).toMatch(/^https:\/\/growly\.test\/invite\?token=[A-Za-z0-9_-]{43}$/);
    expect(new Date(invitation.expiresAt).getTime() - now.getTime()).toBe(7 * 24 * 60 * 60_000);
    const token = tokenOf(invitation);
    // 32 random bytes; the table holds its SHA-256, never the token.
    expect(Buffer.from(token, "base64url")).toHaveLength(32);
    const stored = await testApp.database.pool.query("select token_hash from family_invitations where id = $1", [
      invitation.id,
    ]);
    expect((stored.rows[0] as { token_hash: string }).token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored.rows)).not.toContain(token);
    expect((await family(owner.cookie)).invitations).toEqual([{ id: invitation.id, expiresAt: invitation.expiresAt }]);

    const carer = await registerUser(testApp.app);
    const joined = await accept(carer.cookie, token);
    expect(joined.statusCode).toBe(200);
    const view = joined.json<Family>();
    expect(view.children.map((child) => child.name)).toEqual(["Mia"]);
    expect(adultsOf(view)).toEqual([
      { username: owner.user.username, role: "owner", you: false },
      { username: carer.user.username, role: "carer", you: true },
    ]);
    // A carer sees no invitations; the owner's list no longer holds the spent one.
    expect(view.invitations).toEqual([]);
    const ownerView = await family(owner.cookie);
    expect(ownerView.invitations).toEqual([]);
    expect(adultsOf(ownerView)).toEqual([
      { username: owner.user.username, role: "owner", you: true },
      { username: carer.user.username, role: "carer", you: false },
    ]);
    expect(ownerView.sharesAnswers).toBe(false);
  });

  it("answers 404 for a token used twice, expired, revoked or forged, and the family stays as it was", async () => {
    const owner = await registerUser(testApp.app);
    const first = await registerUser(testApp.app);
    const used = tokenOf(await invite(owner.cookie));
    expect((await accept(first.cookie, used)).statusCode).toBe(200);
    const second = await registerUser(testApp.app);
    const again = await accept(second.cookie, used);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({
      message: "This invitation has expired, was already used or was withdrawn. Please ask for a new one.",
    });

    const revoked = await invite(owner.cookie);
    const withdrawn = await call("DELETE", `/api/family/invitations/${revoked.id}`, owner.cookie);
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json<Family>().invitations).toEqual([]);
    expect((await accept(second.cookie, tokenOf(revoked))).statusCode).toBe(404);
    expect((await call("DELETE", `/api/family/invitations/${revoked.id}`, owner.cookie)).statusCode).toBe(404);

    const expiring = tokenOf(await invite(owner.cookie));
    const started = now;
    now = new Date(started.getTime() + 7 * 24 * 60 * 60_000 + 1);
    try {
      expect((await accept(second.cookie, expiring)).statusCode).toBe(404);
      expect((await family(owner.cookie)).invitations).toEqual([]);
    } finally {
      now = started;
    }

    const forged = Buffer.alloc(32, 7).toString("base64url");
    for (const token of [forged, "", "not a token", "x".repeat(200)]) {
      expect((await accept(second.cookie, token)).statusCode, token).toBe(404);
    }
    expect((await call("POST", "/api/family/invitations/accept", second.cookie, { token: 42 })).statusCode).toBe(400);
    expect((await family(owner.cookie)).adults).toHaveLength(2);
    expect((await family(second.cookie)).adults.map((adult) => adult.username)).toEqual([second.user.username]);
  });

  it("makes one member of twenty accepts of one token at once", async () => {
    const owner = await registerUser(testApp.app);
    const token = tokenOf(await invite(owner.cookie));
    const parents = await Promise.all(Array.from({ length: 20 }, () => registerUser(testApp.app)));
    const answers = await Promise.all(parents.map((parent) => accept(parent.cookie, token)));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 404)).toHaveLength(19);
    const adults = (await family(owner.cookie)).adults;
    expect(adults).toHaveLength(2);
    const winner = parents[answers.findIndex((answer) => answer.statusCode === 200)]!;
    expect(adults[1]!.username).toBe(winner.user.username);
  });

  it("stops at 6 adults, both when inviting and when a link made earlier is opened", async () => {
    const owner = await registerUser(testApp.app);
    const early = tokenOf(await invite(owner.cookie));
    for (let joined = 0; joined < 5; joined += 1) {
      const carer = await registerUser(testApp.app);
      expect((await accept(carer.cookie, tokenOf(await invite(owner.cookie)))).statusCode).toBe(200);
    }
    expect((await family(owner.cookie)).adults).toHaveLength(6);
    const refused = await call("POST", "/api/family/invitations", owner.cookie, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: "A family can have at most 6 adults." });
    const seventh = await registerUser(testApp.app);
    const full = await accept(seventh.cookie, early);
    expect(full.statusCode).toBe(409);
    expect((await family(owner.cookie)).adults).toHaveLength(6);
  });

  it("asks the only adult of a family with a child first, saying it is deleted, and only an explicit yes leaves it", async () => {
    const owner = await registerUser(testApp.app);
    await call("POST", "/api/family/children", owner.cookie, { name: "Mia", birthMonth: "2020-05" });
    const other = await registerUser(testApp.app);
    await call("POST", "/api/family/children", other.cookie, { name: "Leo", birthMonth: "2019-01" });
    const token = tokenOf(await invite(owner.cookie));

    const asked = await accept(other.cookie, token);
    expect(asked.statusCode).toBe(409);
    expect(asked.json()).toEqual({
      message:
        "You are the only adult in your family. Joining this one deletes it, with its children's profiles: confirm to join.",
    });
    expect((await family(other.cookie)).children.map((child) => child.name)).toEqual(["Leo"]);
    expect((await accept(other.cookie, token, { leaveCurrentFamily: false })).statusCode).toBe(409);

    const joined = await accept(other.cookie, token, { leaveCurrentFamily: true });
    expect(joined.statusCode).toBe(200);
    expect(joined.json<Family>().children.map((child) => child.name)).toEqual(["Mia"]);
    // Its only adult gone, the old family went with its child.
    const left = await testApp.database.pool.query("select count(*)::int as n from children where name = 'Leo'");
    expect(left.rows[0]).toEqual({ n: 0 });

    // Already a member: answered as joined, and the link stays usable for whoever it was meant for.
    const spare = tokenOf(await invite(owner.cookie));
    const again = await accept(other.cookie, spare);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<AcceptedInvitation>()).toMatchObject({ alreadyIn: true, children: [{ name: "Mia" }] });
    const ownLink = await accept(owner.cookie, spare);
    expect(ownLink.statusCode, ownLink.body).toBe(200);
    expect(ownLink.json<AcceptedInvitation>().alreadyIn).toBe(true);
    expect(adultsOf(ownLink.json<Family>()).find((adult) => adult.you)?.role).toBe("owner");
    expect((await family(owner.cookie)).invitations).toHaveLength(1);
    const newcomer = await registerUser(testApp.app);
    const newcomerJoined = await accept(newcomer.cookie, spare);
    expect(newcomerJoined.statusCode).toBe(200);
    expect(newcomerJoined.json<AcceptedInvitation>().alreadyIn).toBe(false);
  });

  it("asks a carer of a family with another adult with the words for leaving it, which stays with its children", async () => {
    const { owner, carer } = await familyOfTwo("Noor");
    const other = await registerUser(testApp.app);
    await call("POST", "/api/family/children", other.cookie, { name: "Ada", birthMonth: "2021-03" });
    const asked = await accept(carer.cookie, tokenOf(await invite(other.cookie)));
    expect(asked.statusCode).toBe(409);
    expect(asked.json()).toEqual({
      message: "You already belong to a family. Joining this one means leaving it: confirm to join.",
    });
    // The owner of a family with a carer is asked the same: the family stays with the carer.
    const ownerAsked = await accept(owner.cookie, tokenOf(await invite(other.cookie)));
    expect(ownerAsked.json()).toEqual(asked.json());
  });

  it("answers a carer reopening the link they joined by as joined, and still refuses it to anyone else", async () => {
    const owner = await registerUser(testApp.app);
    const carer = await registerUser(testApp.app);
    const token = tokenOf(await invite(owner.cookie));
    expect((await accept(carer.cookie, token)).json<AcceptedInvitation>().alreadyIn).toBe(false);
    const reopened = await accept(carer.cookie, token);
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json<AcceptedInvitation>()).toMatchObject({ alreadyIn: true });
    expect(adultsOf(reopened.json<Family>()).map((adult) => adult.username)).toEqual([
      owner.user.username,
      carer.user.username,
    ]);
    const stranger = await registerUser(testApp.app);
    expect((await accept(stranger.cookie, token)).statusCode).toBe(404);
  });

  it("mails the link, when given an address, in the inviter's language", async () => {
    const owner = await registerUser(testApp.app);
    const settings = await call("PATCH", `/api/user/${owner.user.id}/settings`, owner.cookie, { language: "fr" });
    expect(settings.statusCode, settings.body).toBe(200);
    const invitation = await invite(owner.cookie, { email: "grandma@example.com" });
    const mail = await mailer.waitFor("grandma@example.com");
    expect(mail.subject).toBe(`${owner.user.username} vous invite dans sa famille sur Growly`);
    expect(mail.text).toContain(invitation.url);
    expect(mail.html).toContain(invitation.url.replace(/&/g, "&amp;"));
    expect((await call("POST", "/api/family/invitations", owner.cookie, { email: "nope" })).statusCode).toBe(400);
  });

  it("limits accepts per address", async () => {
    const parent = await registerUser(testApp.app);
    const address = uniqueAddress();
    const forged = Buffer.alloc(32, 9).toString("base64url");
    const answers = [];
    for (let attempt = 0; attempt < 31; attempt += 1)
      answers.push((await accept(parent.cookie, forged, {}, address)).statusCode);
    expect(answers.slice(0, 30).every((status) => status === 404)).toBe(true);
    expect(answers[30]).toBe(429);
  });
});

describe("removing and leaving", () => {
  it("lets the owner remove a carer, whose next request sees nothing of the family", async () => {
    const { owner, carer } = await familyOfTwo("Pip");
    expect((await family(carer.cookie)).children.map((child) => child.name)).toEqual(["Pip"]);
    const removed = await call("DELETE", `/api/family/adults/${carer.user.id}`, owner.cookie);
    expect(removed.statusCode).toBe(200);
    expect(adultsOf(removed.json<Family>())).toEqual([{ username: owner.user.username, role: "owner", you: true }]);

    const after = await family(carer.cookie);
    expect(after.children).toEqual([]);
    expect(adultsOf(after)).toEqual([{ username: carer.user.username, role: "owner", you: true }]);
    const childId = (await family(owner.cookie)).children[0]!.id;
    expect((await call("PATCH", `/api/family/children/${childId}`, carer.cookie, { name: "Mine" })).statusCode).toBe(
      404,
    );
    expect(JSON.stringify(after)).not.toContain("Pip");
  });

  it("lets anyone leave, passes ownership to the longest-standing carer, and refuses a family's only adult", async () => {
    const { owner, carer } = await familyOfTwo();
    const later = await registerUser(testApp.app);
    expect((await accept(later.cookie, tokenOf(await invite(owner.cookie)))).statusCode).toBe(200);

    const left = await call("DELETE", `/api/family/adults/${owner.user.id}`, owner.cookie);
    expect(left.statusCode).toBe(200);
    expect(left.json<Family>().children).toEqual([]);
    const view = await family(later.cookie);
    expect(adultsOf(view)).toEqual([
      { username: carer.user.username, role: "owner", you: false },
      { username: later.user.username, role: "carer", you: true },
    ]);
    expect(view.children.map((child) => child.name)).toEqual(["Mia"]);

    // The new owner's account goes: the last carer owns the family and its child.
    const deleted = await call("DELETE", `/api/user/${carer.user.id}`, carer.cookie, {
      password: "correct horse battery",
    });
    expect(deleted.statusCode).toBe(204);
    const alone = await family(later.cookie);
    expect(adultsOf(alone)).toEqual([{ username: later.user.username, role: "owner", you: true }]);
    expect(alone.children.map((child) => child.name)).toEqual(["Mia"]);

    const only = await call("DELETE", `/api/family/adults/${later.user.id}`, later.cookie);
    expect(only.statusCode).toBe(409);
    expect((await family(later.cookie)).children.map((child) => child.name)).toEqual(["Mia"]);
  });
});

describe("each family's adults and invitations to itself", () => {
  it("refuses another family's invitation or adult (404), a carer's owner-only calls (403), and a visitor (401)", async () => {
    const { owner, carer } = await familyOfTwo();
    const stranger = await registerUser(testApp.app);
    const invitation = await invite(owner.cookie);

    expect((await call("DELETE", `/api/family/invitations/${invitation.id}`, stranger.cookie)).statusCode).toBe(404);
    expect((await call("DELETE", `/api/family/adults/${carer.user.id}`, stranger.cookie)).statusCode).toBe(404);
    expect((await call("DELETE", `/api/family/adults/${owner.user.id}`, stranger.cookie)).statusCode).toBe(404);

    expect((await call("DELETE", `/api/family/invitations/${invitation.id}`, carer.cookie)).statusCode).toBe(403);
    expect((await call("DELETE", `/api/family/adults/${owner.user.id}`, carer.cookie)).statusCode).toBe(403);
    expect((await call("POST", "/api/family/invitations", carer.cookie, {})).statusCode).toBe(403);
    expect((await family(owner.cookie)).adults).toHaveLength(2);
    expect((await family(owner.cookie)).invitations.map((row) => row.id)).toEqual([invitation.id]);

    for (const [method, path, body] of [
      ["POST", "/api/family/invitations", {}],
      ["DELETE", `/api/family/invitations/${invitation.id}`, undefined],
      ["POST", "/api/family/invitations/accept", { token: tokenOf(invitation) }],
      ["DELETE", `/api/family/adults/${carer.user.id}`, undefined],
    ] as const) {
      expect((await call(method, path, undefined, body)).statusCode, `${method} ${path}`).toBe(401);
    }
    expect((await family(owner.cookie)).invitations.map((row) => row.id)).toEqual([invitation.id]);
  });
});

describe("what one adult writes stays theirs", () => {
  const lesson = testCurriculum().lessons.find(
    (candidate) => candidate.practice && candidate.levelId === 1 && candidate.order === 1,
  )!;

  /** Writes a journal entry, a lesson reflection, a mood and a practice note, each marked with `marker`. */
  async function writeEverything(adult: RegisteredUser, marker: string) {
    const id = adult.user.id;
    const written = [
      await call("POST", "/api/journal", adult.cookie, {
        lessonTitle: `Own note ${marker}`,
        feeling: `calm ${marker}`,
        improvementNotes: `Journal ${marker}`,
      }),
      await call("POST", "/api/journal", adult.cookie, {
        lessonId: lesson.id,
        lessonTitle: lesson.title,
        feeling: "proud",
        improvementNotes: `Reflection ${marker}`,
      }),
      await call("PUT", `/api/user/${id}/mood`, adult.cookie, { mood: "worried" }),
      await call("POST", `/api/user/${id}/lessons/${lesson.id}/progress`, adult.cookie, {
        levelId: lesson.levelId,
        completed: true,
        score: 90,
      }),
    ];
    for (const response of written) expect(response.statusCode, response.body).toBeLessThan(300);
    await testApp.database.pool.query("update user_practices set started_on = started_on - 1 where user_id = $1", [id]);
    const note = await call("POST", `/api/user/${id}/practices/${lesson.id}/check-in`, adult.cookie, {
      outcome: "tried",
      note: `Practice ${marker}`,
    });
    expect(note.statusCode, note.body).toBe(200);
  }

  it("never puts another adult's journal, reflections, mood or practice notes in any family answer", async () => {
    const { owner, carer, joined } = await familyOfTwo();
    await writeEverything(owner, "OWNER-SECRET-7f3");
    await writeEverything(carer, "CARER-SECRET-9b1");
    // Every family answer each adult receives, reads and writes alike.
    const answers: { who: RegisteredUser; body: string }[] = [{ who: carer, body: JSON.stringify(joined) }];
    for (const who of [owner, carer]) {
      answers.push({ who, body: (await call("GET", "/api/family", who.cookie)).body });
    }
    const made = await call("POST", "/api/family/invitations", owner.cookie, { email: "third@example.com" });
    answers.push({ who: owner, body: made.body });
    const mail = await mailer.waitFor("third@example.com");
    answers.push({ who: owner, body: `${mail.subject}\n${mail.text}\n${mail.html}` });
    const third = await registerUser(testApp.app);
    const thirdJoined = await accept(third.cookie, tokenOf(made.json<CreatedInvitation>()));
    answers.push({ who: third, body: thirdJoined.body });
    const renamed = await call("PATCH", `/api/family/children/${joined.children[0]!.id}`, carer.cookie, {
      name: "Mimi",
    });
    answers.push({ who: carer, body: renamed.body });
    const removed = await call("DELETE", `/api/family/adults/${third.user.id}`, owner.cookie);
    answers.push({ who: owner, body: removed.body });
    // The same page, with both adults' yes: the lesson each completed, beside the other's.
    for (const who of [owner, carer]) {
      expect((await call("PATCH", "/api/family/settings", who.cookie, { sharesAnswers: true })).statusCode).toBe(200);
    }
    for (const who of [owner, carer]) {
      const page = await call("GET", `/api/family/same-page?lessonId=${lesson.id}`, who.cookie);
      expect(page.statusCode, page.body).toBe(200);
      answers.push({ who, body: page.body });
    }
    for (const { who, body } of answers) {
      expect(body).not.toContain("SECRET");
      expect(body, `an answer to ${who.user.username}`).not.toMatch(/worried|mood|journal|practice|reflection/i);
    }
    // The owner's own reads, asked for by the carer, are refused and carry nothing.
    for (const path of ["/mood", "/practices", "/insights", "/progress", "/settings", ""]) {
      const response = await call("GET", `/api/user/${owner.user.id}${path}`, carer.cookie);
      expect(response.statusCode, path).toBe(403);
      expect(response.body).not.toContain("OWNER-SECRET-7f3");
    }
    const carerJournal = (await call("GET", "/api/journal", carer.cookie)).body;
    expect(carerJournal).toContain("CARER-SECRET-9b1");
    expect(carerJournal).not.toContain("OWNER-SECRET-7f3");
    // The marked text is really kept: each adult reads their own.
    expect((await call("GET", "/api/journal", owner.cookie)).body).toContain("OWNER-SECRET-7f3");
  });
});

describe("showing each other's lesson answers", () => {
  const consent = (cookie: string | undefined, sharesAnswers: unknown) =>
    call("PATCH", "/api/family/settings", cookie, { sharesAnswers });
  const shared = async (who: RegisteredUser) => {
    const view = await family(who.cookie);
    return { sharesAnswers: view.sharesAnswers, youShareAnswers: view.youShareAnswers };
  };

  it("is on only while every adult has said yes, and one no turns it off for all", async () => {
    const { owner, carer } = await familyOfTwo();
    const first = await consent(owner.cookie, true);
    expect(first.statusCode).toBe(200);
    expect(first.json<Family>()).toMatchObject({ sharesAnswers: false, youShareAnswers: true });
    expect(await shared(carer)).toEqual({ sharesAnswers: false, youShareAnswers: false });

    await consent(carer.cookie, true);
    expect(await shared(owner)).toEqual({ sharesAnswers: true, youShareAnswers: true });
    expect(await shared(carer)).toEqual({ sharesAnswers: true, youShareAnswers: true });

    // A newcomer has not said yes yet: off again until they do.
    const third = await registerUser(testApp.app);
    expect((await accept(third.cookie, tokenOf(await invite(owner.cookie)))).statusCode).toBe(200);
    expect(await shared(owner)).toEqual({ sharesAnswers: false, youShareAnswers: true });
    await consent(third.cookie, true);
    expect(await shared(carer)).toEqual({ sharesAnswers: true, youShareAnswers: true });

    await consent(carer.cookie, false);
    for (const who of [owner, third])
      expect(await shared(who)).toEqual({ sharesAnswers: false, youShareAnswers: true });
    expect(await shared(carer)).toEqual({ sharesAnswers: false, youShareAnswers: false });
  });

  it("is off for a family of one, refuses a malformed answer, and asks a visitor to sign in", async () => {
    const alone = await registerUser(testApp.app);
    expect((await consent(alone.cookie, true)).json<Family>()).toMatchObject({
      sharesAnswers: false,
      youShareAnswers: true,
    });
    for (const body of ["yes", null, 1]) expect((await consent(alone.cookie, body)).statusCode).toBe(400);
    expect(
      (await call("PATCH", "/api/family/settings", alone.cookie, { sharesAnswers: true, extra: 1 })).statusCode,
    ).toBe(400);
    expect((await consent(undefined, true)).statusCode).toBe(401);
  });
});
