import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ATTEMPT_BODY_LIMIT_BYTES, type AttemptAnswer, type LessonAttemptState } from "../../shared/schemas/attempt";
import { type TestApp, createTestApp, registerUser, testCurriculum } from "../test-support/test-app";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp?.close();
});

const curriculum = testCurriculum();
/** The first lesson of the path: always unlocked, so it can be completed. */
const first = [...curriculum.lessons].sort((a, b) => a.levelId - b.levelId || a.order - b.order)[0]!;
const second = curriculum.lessons.find((lesson) => lesson.id !== first.id)!;

const place: LessonAttemptState = {
  screen: "activity",
  page: 0,
  percent: 40,
  player: { index: 4, answers: { "4": 2 }, notes: "I said I see you're sad." },
};

const url = (userId: number, lessonId: number | string) => `/api/user/${userId}/lessons/${lessonId}/attempt`;

function put(userId: number, lessonId: number | string, cookie: string | undefined, payload: unknown) {
  return testApp.app.inject({
    method: "PUT",
    url: url(userId, lessonId),
    headers: cookie ? { cookie } : {},
    payload: payload as object,
  });
}
const get = (userId: number, lessonId: number | string, cookie?: string) =>
  testApp.app.inject({ method: "GET", url: url(userId, lessonId), headers: cookie ? { cookie } : {} });
const del = (userId: number, lessonId: number | string, cookie?: string) =>
  testApp.app.inject({ method: "DELETE", url: url(userId, lessonId), headers: cookie ? { cookie } : {} });

describe("a lesson's saved place", () => {
  it("is empty until saved, then reads back as saved, per lesson", async () => {
    const { user, cookie } = await registerUser(testApp.app);
    expect((await get(user.id, first.id, cookie)).json<AttemptAnswer>()).toEqual({ attempt: null });

    const saved = await put(user.id, first.id, cookie, { state: place });
    expect(saved.statusCode).toBe(200);
    const read = (await get(user.id, first.id, cookie)).json<AttemptAnswer>();
    expect(read.attempt?.state).toEqual(place);
    expect(Date.parse(read.attempt!.updatedAt)).not.toBeNaN();
    expect((await get(user.id, second.id, cookie)).json<AttemptAnswer>().attempt).toBeNull();

    // A teaching card's check is kept with the place.
    const checked = { ...place, screen: "lead" as const, page: 1, checks: { "1": 2 } };
    await put(user.id, first.id, cookie, { state: checked });
    expect((await get(user.id, first.id, cookie)).json<AttemptAnswer>().attempt?.state).toEqual(checked);

    // A later save replaces the earlier one.
    const later = { ...place, percent: 80, player: { index: 9 } };
    await put(user.id, first.id, cookie, { state: later });
    expect((await get(user.id, first.id, cookie)).json<AttemptAnswer>().attempt?.state).toEqual(later);
  });

  it("is deleted by Start over", async () => {
    const { user, cookie } = await registerUser(testApp.app);
    await put(user.id, first.id, cookie, { state: place });
    const deleted = await del(user.id, first.id, cookie);
    expect(deleted.statusCode).toBe(204);
    expect((await get(user.id, first.id, cookie)).json<AttemptAnswer>().attempt).toBeNull();
    // Deleting what is not there is not an error.
    expect((await del(user.id, first.id, cookie)).statusCode).toBe(204);
  });

  it("is cleared when the lesson is completed", async () => {
    const { user, cookie } = await registerUser(testApp.app);
    await put(user.id, first.id, cookie, { state: place });
    const completed = await testApp.app.inject({
      method: "POST",
      url: `/api/user/${user.id}/lessons/${first.id}/progress`,
      headers: { cookie },
      payload: { levelId: first.levelId, completed: true, score: 80 },
    });
    expect(completed.statusCode).toBe(200);
    expect((await get(user.id, first.id, cookie)).json<AttemptAnswer>().attempt).toBeNull();
  });

  it("belongs to its parent only: another parent's id is 403 and their place is untouched", async () => {
    const owner = await registerUser(testApp.app);
    const other = await registerUser(testApp.app);
    await put(owner.user.id, first.id, owner.cookie, { state: place });

    expect((await get(owner.user.id, first.id, other.cookie)).statusCode).toBe(403);
    expect((await put(owner.user.id, first.id, other.cookie, { state: { ...place, percent: 1 } })).statusCode).toBe(403);
    expect((await del(owner.user.id, first.id, other.cookie)).statusCode).toBe(403);
    expect((await get(owner.user.id, first.id, owner.cookie)).json<AttemptAnswer>().attempt?.state).toEqual(place);
  });

  it("needs a signed-in parent (401)", async () => {
    const { user } = await registerUser(testApp.app);
    expect((await get(user.id, first.id)).statusCode).toBe(401);
    expect((await put(user.id, first.id, undefined, { state: place })).statusCode).toBe(401);
    expect((await del(user.id, first.id)).statusCode).toBe(401);
  });

  it.each([
    ["no state", {}],
    ["an unknown screen", { state: { ...place, screen: "elsewhere" } }],
    ["a percent over 100", { state: { ...place, percent: 140 } }],
    ["a player that is not an object", { state: { ...place, player: [1, 2] } }],
    ["an extra field", { state: place, extra: true }],
    ["a check keyed by a word", { state: { ...place, checks: { first: 1 } } }],
    ["a check past the options", { state: { ...place, checks: { "1": 7 } } }],
  ])("refuses %s with 400 and keeps the saved place", async (_name, payload) => {
    const { user, cookie } = await registerUser(testApp.app);
    await put(user.id, first.id, cookie, { state: place });
    const response = await put(user.id, first.id, cookie, payload);
    expect(response.statusCode).toBe(400);
    expect(typeof response.json<{ message: string }>().message).toBe("string");
    expect((await get(user.id, first.id, cookie)).json<AttemptAnswer>().attempt?.state).toEqual(place);
  });

  it("answers 400 for a malformed lesson id and 404 for an unknown lesson", async () => {
    const { user, cookie } = await registerUser(testApp.app);
    expect((await get(user.id, "abc", cookie)).statusCode).toBe(400);
    expect((await put(user.id, 999_999, cookie, { state: place })).statusCode).toBe(404);
  });

  it("refuses a body over the attempt limit with 413 and keeps the saved place", async () => {
    const { user, cookie } = await registerUser(testApp.app);
    await put(user.id, first.id, cookie, { state: place });
    const huge = { state: { ...place, player: { notes: "x".repeat(ATTEMPT_BODY_LIMIT_BYTES) } } };
    const response = await put(user.id, first.id, cookie, huge);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: "Request body is too large" });
    expect((await get(user.id, first.id, cookie)).json<AttemptAnswer>().attempt?.state).toEqual(place);
  });
});
