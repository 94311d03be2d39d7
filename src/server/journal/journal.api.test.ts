import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PublicUser } from "../../shared/schemas/auth";
import type { JournalEntry, SavedJournalEntry } from "../../shared/schemas/journal";
import { journalEntries } from "../db/schema";
import { type TestApp, createTestApp, registerUser, sameOriginHeaders } from "../test-support/test-app";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp?.close();
});

const reflection = {
  lessonId: 3,
  lessonTitle: "Validating Emotional Moments",
  feeling: "😌 Calmer",
  improvementNotes: "Say what I see before I say anything else.",
};

function postEntry(cookie: string | undefined, body: unknown, headers: Record<string, string> = {}) {
  return testApp.app.inject({
    method: "POST",
    url: "/api/journal",
    headers: { ...(cookie ? { cookie } : {}), ...headers },
    payload: body as Record<string, unknown>,
  });
}

async function listEntries(cookie: string): Promise<JournalEntry[]> {
  const response = await testApp.app.inject({ url: "/api/journal", headers: { cookie } });
  expect(response.statusCode).toBe(200);
  return response.json<JournalEntry[]>();
}

async function storedRows(userId: number): Promise<number> {
  const rows = await testApp.database.db.select({ id: journalEntries.id }).from(journalEntries).where(eq(journalEntries.userId, userId));
  return rows.length;
}

describe("POST /api/journal", () => {
  it("saves a lesson reflection and answers 201 with the entry", async () => {
    const { cookie } = await registerUser(testApp.app);
    const response = await postEntry(cookie, reflection, sameOriginHeaders);

    expect(response.statusCode).toBe(201);
    const entry = response.json<SavedJournalEntry>();
    expect(entry).toEqual({
      id: expect.any(Number),
      lessonId: 3,
      lessonTitle: "Validating Emotional Moments",
      feeling: "😌 Calmer",
      improvementNotes: "Say what I see before I say anything else.",
      createdAt: expect.any(String),
      updatedAt: entry.createdAt,
      newAchievements: ["first-journal"],
    });
    expect(Math.abs(Date.parse(entry.createdAt) - Date.now())).toBeLessThan(60_000);
  });

  it("trims the text, and keeps blank or missing notes and a missing lesson as null", async () => {
    const { cookie } = await registerUser(testApp.app);
    const trimmed = await postEntry(cookie, { ...reflection, lessonTitle: "  Validating Emotional Moments ", feeling: " Hopeful ", improvementNotes: "   " });
    expect(trimmed.statusCode).toBe(201);
    expect(trimmed.json<JournalEntry>()).toMatchObject({ lessonTitle: "Validating Emotional Moments", feeling: "Hopeful", improvementNotes: null });

    const handWritten = await postEntry(cookie, { lessonTitle: "A hard morning", feeling: "Tired" });
    expect(handWritten.statusCode).toBe(201);
    expect(handWritten.json<JournalEntry>()).toMatchObject({ lessonId: null, improvementNotes: null });
  });

  it.each([
    ["a missing lesson title", { ...reflection, lessonTitle: undefined }, "Lesson title is required"],
    ["a blank lesson title", { ...reflection, lessonTitle: "   " }, "Lesson title is required"],
    ["a lesson title over 200 characters", { ...reflection, lessonTitle: "x".repeat(201) }, "Lesson title is too long"],
    ["a missing feeling", { ...reflection, feeling: undefined }, "Please choose how you feel"],
    ["a blank feeling", { ...reflection, feeling: " " }, "Please choose how you feel"],
    ["a feeling over 60 characters", { ...reflection, feeling: "x".repeat(61) }, "Feeling is too long"],
    ["notes over 5000 characters", { ...reflection, improvementNotes: "x".repeat(5001) }, "Notes can be at most 5000 characters"],
    ["notes that are not text", { ...reflection, improvementNotes: 42 }, undefined],
    ["a lesson id that is text", { ...reflection, lessonId: "three" }, "Lesson id must be a number"],
    ["a lesson id that is not whole", { ...reflection, lessonId: 2.5 }, undefined],
    ["a lesson id that names no lesson", { ...reflection, lessonId: 99_999 }, "Lesson not found"],
    ["an unknown field", { ...reflection, mood: "happy" }, undefined],
  ])("refuses %s with 400 and its message, and stores nothing", async (_case, body, message) => {
    const { user, cookie } = await registerUser(testApp.app);
    const response = await postEntry(cookie, body);

    expect(response.statusCode).toBe(400);
    const answer = response.json<{ message: string }>();
    expect(Object.keys(answer)).toEqual(["message"]);
    if (message) expect(answer.message).toBe(message);
    else expect(answer.message.length).toBeGreaterThan(0);
    expect(await storedRows(user.id)).toBe(0);
  });

  it("refuses a body that is not a JSON object with 400", async () => {
    const { cookie } = await registerUser(testApp.app);
    const response = await testApp.app.inject({
      method: "POST",
      url: "/api/journal",
      headers: { cookie, "content-type": "application/json" },
      body: "[]",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe("Request body must be a JSON object");
  });

  it("answers 401 to a visitor who is not signed in", async () => {
    const response = await postEntry(undefined, reflection);
    expect(response.statusCode).toBe(401);
    expect(response.json<{ message: string }>()).toEqual({ message: "Please log in to continue." });
  });

  it.each([
    ["another site's Origin", { origin: "https://evil.example" }],
    ["Sec-Fetch-Site cross-site without an Origin", { "sec-fetch-site": "cross-site" }],
  ])("refuses a POST carrying %s with 403 and writes nothing", async (_case, headers) => {
    const { user, cookie } = await registerUser(testApp.app);
    const response = await postEntry(cookie, reflection, headers);
    expect(response.statusCode).toBe(403);
    expect(await storedRows(user.id)).toBe(0);
  });

  it("earns the first-journal achievement with the first entry, and only once", async () => {
    const { user, cookie } = await registerUser(testApp.app);
    const achievements = async () =>
      (await testApp.app.inject({ url: `/api/user/${user.id}`, headers: { cookie } })).json<PublicUser>().achievements;
    expect(await achievements()).not.toContain("first-journal");

    const first = await postEntry(cookie, reflection);
    expect(first.statusCode).toBe(201);
    // The answer names the badge, so the screen can announce it; the next entry's answer names none.
    expect(first.json<{ newAchievements: string[] }>().newAchievements).toEqual(["first-journal"]);
    expect(await achievements()).toEqual(["first-journal"]);
    const second = await postEntry(cookie, reflection);
    expect(second.statusCode).toBe(201);
    expect(second.json<{ newAchievements: string[] }>().newAchievements).toEqual([]);
    expect(await achievements()).toEqual(["first-journal"]);
  });

  it("awards first-journal once and loses no completion's achievement when entries and a completion arrive together", async () => {
    const { user, cookie } = await registerUser(testApp.app);
    const completion = testApp.app.inject({
      method: "POST",
      url: `/api/user/${user.id}/lessons/1/progress`,
      headers: { cookie, ...sameOriginHeaders },
      payload: { levelId: 1, completed: true, score: 100 },
    });
    const answers = await Promise.all([postEntry(cookie, reflection), postEntry(cookie, reflection), completion, postEntry(cookie, reflection)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 200, 201]);
    const stored = (await testApp.app.inject({ url: `/api/user/${user.id}`, headers: { cookie } })).json<PublicUser>().achievements;
    const awarded = answers[2]!.json<{ newAchievements: string[] }>().newAchievements;
    expect(awarded.length).toBeGreaterThan(0);
    expect(stored.filter((id) => id === "first-journal")).toHaveLength(1);
    // Exactly one of the entries' answers says it earned the badge.
    const entryAnswers = [answers[0]!, answers[1]!, answers[3]!].map((answer) => answer.json<{ newAchievements: string[] }>().newAchievements);
    expect(entryAnswers.flat()).toEqual(["first-journal"]);
    for (const id of awarded) expect(stored).toContain(id);
    expect(await storedRows(user.id)).toBe(3);
  });
});

describe("GET /api/journal", () => {
  it("lists only the signed-in parent's own entries, newest first", async () => {
    const owner = await registerUser(testApp.app);
    const other = await registerUser(testApp.app);
    await postEntry(owner.cookie, { ...reflection, feeling: "First" });
    await postEntry(other.cookie, { ...reflection, feeling: "Not mine", improvementNotes: "Another parent's evening." });
    await postEntry(owner.cookie, { ...reflection, feeling: "Second" });

    const mine = await listEntries(owner.cookie);
    expect(mine.map((entry) => entry.feeling)).toEqual(["Second", "First"]);
    expect(Object.keys(mine[0]!).sort()).toEqual(["createdAt", "feeling", "id", "improvementNotes", "lessonId", "lessonTitle", "updatedAt"]);

    const theirs = await listEntries(other.cookie);
    expect(theirs.map((entry) => entry.feeling)).toEqual(["Not mine"]);
  });

  it("is an empty list for a parent who has written nothing", async () => {
    const { cookie } = await registerUser(testApp.app);
    expect(await listEntries(cookie)).toEqual([]);
  });

  it("answers 401 to a visitor who is not signed in", async () => {
    const response = await testApp.app.inject({ url: "/api/journal" });
    expect(response.statusCode).toBe(401);
  });

  it("goes with the account when the parent deletes it", async () => {
    const { user, cookie, fields } = await registerUser(testApp.app);
    await postEntry(cookie, reflection);
    expect(await storedRows(user.id)).toBe(1);
    const deleted = await testApp.app.inject({ method: "DELETE", url: `/api/user/${user.id}`, headers: { cookie }, payload: { password: fields.password } });
    expect(deleted.statusCode).toBe(204);
    expect(await storedRows(user.id)).toBe(0);
  });
});

function patchEntry(cookie: string | undefined, id: number | string, body: unknown) {
  return testApp.app.inject({
    method: "PATCH",
    url: `/api/journal/${id}`,
    headers: { ...(cookie ? { cookie } : {}), ...sameOriginHeaders },
    payload: body as Record<string, unknown>,
  });
}

function deleteEntry(cookie: string | undefined, id: number | string) {
  return testApp.app.inject({ method: "DELETE", url: `/api/journal/${id}`, headers: { ...(cookie ? { cookie } : {}), ...sameOriginHeaders } });
}

async function writeEntry(cookie: string, body: unknown = reflection): Promise<JournalEntry> {
  const response = await postEntry(cookie, body);
  expect(response.statusCode).toBe(201);
  // The entry as the journal lists it, without the badges the save earned.
  const { newAchievements: _earned, ...entry } = response.json<SavedJournalEntry>();
  return entry;
}

describe("PATCH /api/journal/:id", () => {
  it("edits the parent's own entry, keeps its lesson and creation time, and moves updatedAt on", async () => {
    const { cookie } = await registerUser(testApp.app);
    const entry = await writeEntry(cookie);
    const response = await patchEntry(cookie, entry.id, { lessonTitle: "  After bedtime ", feeling: "Proud", improvementNotes: "It went better." });

    expect(response.statusCode).toBe(200);
    const edited = response.json<JournalEntry>();
    expect(edited).toEqual({
      ...entry,
      lessonTitle: "After bedtime",
      feeling: "Proud",
      improvementNotes: "It went better.",
      updatedAt: expect.any(String),
    });
    expect(Date.parse(edited.updatedAt)).toBeGreaterThan(Date.parse(entry.createdAt));
    expect(await listEntries(cookie)).toEqual([edited]);
  });

  it("changes only the fields sent, and blank notes clear them", async () => {
    const { cookie } = await registerUser(testApp.app);
    const entry = await writeEntry(cookie);
    const feelingOnly = await patchEntry(cookie, entry.id, { feeling: "Hopeful" });
    expect(feelingOnly.json<JournalEntry>()).toMatchObject({ lessonTitle: entry.lessonTitle, feeling: "Hopeful", improvementNotes: entry.improvementNotes });

    const cleared = await patchEntry(cookie, entry.id, { improvementNotes: "  " });
    expect(cleared.json<JournalEntry>()).toMatchObject({ feeling: "Hopeful", improvementNotes: null });
  });

  it("answers 404 for another parent's entry, exactly as for a missing one, and leaves the entry unchanged", async () => {
    const owner = await registerUser(testApp.app);
    const other = await registerUser(testApp.app);
    const entry = await writeEntry(owner.cookie);

    const foreign = await patchEntry(other.cookie, entry.id, { feeling: "Not mine" });
    const missing = await patchEntry(other.cookie, 2_000_000_000, { feeling: "Not mine" });
    expect(foreign.statusCode).toBe(404);
    expect(missing.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ message: "Journal entry not found" });
    expect(foreign.json()).toEqual(missing.json());
    expect(await listEntries(owner.cookie)).toEqual([entry]);
  });

  it.each([
    ["a blank title", { lessonTitle: "  " }, "Lesson title is required"],
    ["a title over 200 characters", { lessonTitle: "x".repeat(201) }, "Lesson title is too long"],
    ["a blank feeling", { feeling: "" }, "Please choose how you feel"],
    ["a feeling over 60 characters", { feeling: "x".repeat(61) }, "Feeling is too long"],
    ["notes over 5000 characters", { improvementNotes: "x".repeat(5001) }, "Notes can be at most 5000 characters"],
    ["an empty change", {}, "Nothing to update"],
    ["a new lesson id", { lessonId: 2 }, undefined],
    ["an unknown field", { mood: "happy" }, undefined],
  ])("refuses %s with 400 and its message, and changes nothing", async (_case, body, message) => {
    const { cookie } = await registerUser(testApp.app);
    const entry = await writeEntry(cookie);
    const response = await patchEntry(cookie, entry.id, body);

    expect(response.statusCode).toBe(400);
    const answer = response.json<{ message: string }>();
    expect(Object.keys(answer)).toEqual(["message"]);
    if (message) expect(answer.message).toBe(message);
    else expect(answer.message.length).toBeGreaterThan(0);
    expect(await listEntries(cookie)).toEqual([entry]);
  });

  it.each([["text", "abc"], ["zero", "0"], ["a fraction", "1.5"], ["too large", "99999999999"]])(
    "refuses an entry id that is %s with 400",
    async (_case, id) => {
      const { cookie } = await registerUser(testApp.app);
      const response = await patchEntry(cookie, id, { feeling: "Calm" });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>()).toEqual({ message: "Invalid id" });
    },
  );

  it("answers 401 to a visitor who is not signed in, and changes nothing", async () => {
    const { cookie } = await registerUser(testApp.app);
    const entry = await writeEntry(cookie);
    const response = await patchEntry(undefined, entry.id, { feeling: "Calm" });
    expect(response.statusCode).toBe(401);
    expect(await listEntries(cookie)).toEqual([entry]);
  });

  it("refuses a PATCH from another site with 403, and changes nothing", async () => {
    const { cookie } = await registerUser(testApp.app);
    const entry = await writeEntry(cookie);
    const response = await testApp.app.inject({
      method: "PATCH",
      url: `/api/journal/${entry.id}`,
      headers: { cookie, origin: "https://evil.example" },
      payload: { feeling: "Calm" },
    });
    expect(response.statusCode).toBe(403);
    expect(await listEntries(cookie)).toEqual([entry]);
  });
});

describe("DELETE /api/journal/:id", () => {
  it("deletes the parent's own entry with 204, and it leaves the list", async () => {
    const { cookie } = await registerUser(testApp.app);
    const kept = await writeEntry(cookie, { ...reflection, feeling: "Kept" });
    const removed = await writeEntry(cookie, { ...reflection, feeling: "Removed" });

    const response = await deleteEntry(cookie, removed.id);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe("");
    expect(await listEntries(cookie)).toEqual([kept]);
    expect((await deleteEntry(cookie, removed.id)).statusCode).toBe(404);
  });

  it("answers 404 for another parent's entry, exactly as for a missing one, and keeps it", async () => {
    const owner = await registerUser(testApp.app);
    const other = await registerUser(testApp.app);
    const entry = await writeEntry(owner.cookie);

    const foreign = await deleteEntry(other.cookie, entry.id);
    const missing = await deleteEntry(other.cookie, 2_000_000_000);
    expect(foreign.statusCode).toBe(404);
    expect(missing.statusCode).toBe(404);
    expect(foreign.json()).toEqual(missing.json());
    expect(await listEntries(owner.cookie)).toEqual([entry]);
  });

  it("refuses an entry id that is not a whole number with 400", async () => {
    const { cookie } = await registerUser(testApp.app);
    expect((await deleteEntry(cookie, "first")).statusCode).toBe(400);
  });

  it("answers 401 to a visitor who is not signed in, and keeps the entry", async () => {
    const { cookie } = await registerUser(testApp.app);
    const entry = await writeEntry(cookie);
    expect((await deleteEntry(undefined, entry.id)).statusCode).toBe(401);
    expect(await listEntries(cookie)).toEqual([entry]);
  });

  it("refuses a DELETE from another site with 403, and keeps the entry", async () => {
    const { cookie } = await registerUser(testApp.app);
    const entry = await writeEntry(cookie);
    const response = await testApp.app.inject({ method: "DELETE", url: `/api/journal/${entry.id}`, headers: { cookie, origin: "https://evil.example" } });
    expect(response.statusCode).toBe(403);
    expect(await listEntries(cookie)).toEqual([entry]);
  });
});
