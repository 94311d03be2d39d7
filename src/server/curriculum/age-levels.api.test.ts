import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ReminderPayload } from "../../shared/schemas/push";
import type { LessonSummary, Level, ProgressEntry } from "../../shared/schemas/learning";
import type { StorySummary } from "../../shared/schemas/stories";
import { CONTENT_AGE_TAGS } from "../../shared/content/curriculum-schema";
import { lessonMinutes, storyMinutes } from "../../shared/rules/lesson-minutes";
import { forYou, pathStatuses } from "../../shared/rules/for-you";
import { type TestApp, createTestApp, registerUser } from "../test-support/test-app";
import { seedCurriculum } from "./seed";
import { contentCopy } from "./content-fixtures";
import { loadCurriculum, type Curriculum } from "./curriculum";
import { deliverReminder } from "../push/reminder-scheduler";

/**
 * docs/product-rules.md#age-levels and #lesson-length, through the API. The curriculum is the project's own; where
 * a level written for one age group has fewer than two lessons yet, two general lessons are copied into it (new ids,
 * orders after its own), so these tests hold whatever the content folder holds.
 */
function curriculumWithAgeLessons(): Curriculum {
  const content = contentCopy();
  const files = content.lessonFiles().map((name) => ({ name, lesson: content.readLesson(name) }));
  let nextId = Math.max(...files.map(({ lesson }) => lesson.id as number)) + 1;
  const donors = files.filter(({ lesson }) => lesson.activityType === "multiple-choice").slice(0, 2);
  for (const levelId of [7, 8, 9]) {
    const own = files.filter(({ lesson }) => lesson.levelId === levelId).length;
    for (let index = own; index < 2; index += 1) {
      const donor = donors[index]!.lesson;
      const id = nextId++;
      content.writeLesson(`${id}-age-level-${levelId}.json`, { ...donor, id, levelId, order: index + 1, title: `Level ${levelId} lesson ${index + 1}` });
    }
  }
  return loadCurriculum(content.dir);
}

const curriculum = curriculumWithAgeLessons();
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ curriculum });
  await seedCurriculum(testApp.database.db, curriculum);
});
afterAll(async () => {
  await testApp?.close();
});

const get = (url: string, cookie?: string) => testApp.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });

/** A parent who has finished onboarding naming this age group (and these challenges and goals). */
async function parentOf(childAge: string, parentingChallenges = ["bedtime"], primaryGoals = ["stay-calm"]) {
  const registered = await registerUser(testApp.app);
  const answer = await testApp.app.inject({
    method: "PATCH",
    url: `/api/user/${registered.user.id}`,
    headers: { cookie: registered.cookie },
    payload: {
      onboardingData: {
        childAge,
        familyStructure: "single-parent",
        preferredLearningStyle: "interactive",
        availableTime: "5-10-minutes",
        parentingChallenges,
        primaryGoals,
      },
    },
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return registered;
}

/** The lesson home shows as Up next and its For you row, from the parent's own answers as the browser reads them. */
async function upNextFor(userId: number, cookie: string) {
  const me = (await get(`/api/user/${userId}`, cookie)).json<{ onboardingData: { childAge: string; parentingChallenges: string[]; primaryGoals: string[] } | null }>();
  const levels = (await get("/api/levels", cookie)).json<Level[]>();
  const lessons = (await get("/api/lessons", cookie)).json<LessonSummary[]>();
  const progress = (await get(`/api/user/${userId}/progress`, cookie)).json<ProgressEntry[]>();
  const done = new Set(progress.filter((entry) => entry.completed).map((entry) => entry.lessonId));
  const childAge = me.onboardingData?.childAge;
  const statuses = pathStatuses(levels, lessons, done, childAge, me.onboardingData);
  const lesson = lessons.find((candidate) => statuses.get(candidate.id) === "current");
  const picks = forYou(levels, lessons, statuses, me.onboardingData, childAge);
  // The picks for what was hard or wanted; those for more than one child are checked on their own.
  const forYouIds = picks.filter((pick) => pick.because !== "multiple").map((pick) => pick.lesson.id);
  return { lesson, level: levels.find((level) => level.id === lesson?.levelId), forYouIds, picks, lessons };
}

describe("age groups and minutes in the curriculum calls", () => {
  it("tie the babies, nine-to-twelve and teens levels to their age group and open them from the start", async () => {
    const levels = (await get("/api/levels")).json<Level[]>();
    const byAge = (age: string) => levels.find((level) => level.ages?.includes(age as never));
    expect(byAge("0-2")?.title).toBe("Babies and Toddlers");
    expect(byAge("9-12")?.title).toBe("Nine to Twelve");
    expect(byAge("13+")?.title).toBe("Teens");
    for (const level of levels) expect(level.isLocked, level.title).toBe(level.order !== 1 && !level.ages);
  });

  it("give every lesson its age groups where tagged and its minutes from its content", async () => {
    const lessons = (await get("/api/lessons")).json<LessonSummary[]>();
    expect(lessons).toHaveLength(curriculum.lessons.length);
    for (const lesson of lessons) {
      const source = curriculum.lessonById.get(lesson.id)!;
      expect(lesson.minutes, lesson.title).toBe(lessonMinutes(source));
      expect(lesson.ages, lesson.title).toEqual(source.ages);
      for (const age of lesson.ages ?? []) expect(CONTENT_AGE_TAGS).toContain(age);
    }
    // Not one fixed figure: lessons differ in length.
    expect(new Set(lessons.map((lesson) => lesson.minutes)).size).toBeGreaterThan(1);
    expect((await get(`/api/lessons/${lessons[0]!.id}`, (await registerUser(testApp.app)).cookie)).json<LessonSummary>().minutes).toBe(lessons[0]!.minutes);
  });

  it("give every story its age groups and its minutes through its best choices", async () => {
    const { cookie } = await registerUser(testApp.app);
    const stories = (await get("/api/stories", cookie)).json<StorySummary[]>();
    expect(stories.length).toBeGreaterThan(0);
    for (const story of stories) {
      const source = curriculum.stories.storyById.get(story.id)!;
      expect(story.minutes, story.title).toBe(storyMinutes(source));
      expect(story.ages, story.title).toEqual(source.ages);
    }
  });
});

describe("a parent's path by the age named at onboarding", () => {
  it.each([
    ["0-2", "Babies and Toddlers"],
    ["9-12", "Nine to Twelve"],
    ["13+", "Teens"],
  ])("recommends the first lesson of the level for %s first, and the server lets the parent complete it", async (age, title) => {
    const { user, cookie } = await parentOf(age);
    const { lesson, level } = await upNextFor(user.id, cookie);
    expect(level?.title).toBe(title);
    expect(lesson?.order).toBe(1);
    // Written for that age, by the lesson's own age tag.
    expect(lesson?.ages).toContain(age);
    const done = await testApp.app.inject({
      method: "POST",
      url: `/api/user/${user.id}/lessons/${lesson!.id}/progress`,
      headers: { cookie },
      payload: { levelId: lesson!.levelId, completed: true, score: 100 },
    });
    expect(done.statusCode, done.body).toBe(200);
    // The next one in the same level follows.
    const next = await upNextFor(user.id, cookie);
    expect(next.level?.title).toBe(title);
    expect(next.lesson?.order).toBe(2);
    expect(next.lesson?.ages).toContain(age);
  });

  it("starts the general path for a parent of children in more than one age group, or of a 3-5, whose answers match no open lesson", async () => {
    for (const age of ["multiple", "3-5"]) {
      const { user, cookie } = await parentOf(age, ["siblings"], ["independence"]);
      const { level, lesson } = await upNextFor(user.id, cookie);
      expect(level?.order, age).toBe(1);
      expect(lesson?.order, age).toBe(1);
    }
  });

  it("still refuses the second lesson of an age level before the first is done", async () => {
    const { user, cookie } = await parentOf("0-2");
    const second = curriculum.lessons.find((lesson) => curriculum.levelById.get(lesson.levelId)?.ages?.includes("0-2") && lesson.order === 2)!;
    const refused = await testApp.app.inject({
      method: "POST",
      url: `/api/user/${user.id}/lessons/${second.id}/progress`,
      headers: { cookie },
      payload: { levelId: second.levelId, completed: true, score: 100 },
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe("what a parent told us", () => {
  it("gives two parents of the same ages with different answers different lessons Up next and For you, each matching, and a change of answers changes them", async () => {
    // Children of several ages: every first lesson of an open level can match.
    const temper = await parentOf("multiple", ["my-temper"], ["stay-calm"]);
    const screens = await parentOf("multiple", ["screens"], ["kind-limits"]);
    const first = await upNextFor(temper.user.id, temper.cookie);
    const second = await upNextFor(screens.user.id, screens.cookie);
    expect(first.lesson?.id).not.toBe(second.lesson?.id);
    expect(first.lesson?.topics).toContain("parent-calm");
    expect(second.lesson?.topics).toContain("screens");
    expect(first.forYouIds).not.toEqual(second.forYouIds);
    const topicsOf = (ids: number[], all: LessonSummary[]) => ids.map((id) => all.find((lesson) => lesson.id === id)?.topics ?? []);
    for (const topics of topicsOf(first.forYouIds, first.lessons)) expect(topics).toContain("parent-calm");
    for (const topics of topicsOf(second.forYouIds, second.lessons)) expect(topics.some((topic) => topic === "screens" || topic === "limits")).toBe(true);

    // Edit Profile: the first parent now says screens are the hardest.
    const changed = await testApp.app.inject({
      method: "PATCH",
      url: `/api/user/${temper.user.id}`,
      headers: { cookie: temper.cookie },
      payload: { onboardingData: { parentingChallenges: ["screens"], primaryGoals: ["kind-limits"] } },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const after = await upNextFor(temper.user.id, temper.cookie);
    expect(after.lesson?.id).toBe(second.lesson?.id);
    expect(after.forYouIds).toEqual(second.forYouIds);
  });

  it("recommends the lessons for more than one child first to a parent who said so, and not to a parent of one", async () => {
    const [parentOfSeveral, parentOfOne] = [await parentOf("multiple", ["bedtime"], ["routines"]), await parentOf("3-5", ["bedtime"], ["routines"])];
    const several = await upNextFor(parentOfSeveral.user.id, parentOfSeveral.cookie);
    const one = await upNextFor(parentOfOne.user.id, parentOfOne.cookie);
    const first = several.picks[0]!;
    expect(first.because).toBe("multiple");
    expect(first.lesson.ages).toContain("multiple");
    const tagged = several.lessons.filter((lesson) => lesson.ages?.includes("multiple")).map((lesson) => lesson.id);
    expect(tagged.length).toBeGreaterThanOrEqual(5);
    for (const pick of several.picks.filter((candidate) => candidate.because === "multiple")) expect(tagged).toContain(pick.lesson.id);
    expect(one.picks.some((pick) => pick.because === "multiple")).toBe(false);
  });
});

describe("a reminder's lesson", () => {
  it("is the first lesson of the child's age level for a parent of a baby", async () => {
    const { user, cookie } = await parentOf("0-2");
    const ecdh = crypto.createECDH("prime256v1");
    ecdh.generateKeys();
    const device = {
      endpoint: `https://fcm.googleapis.com/fcm/send/${crypto.randomUUID()}`,
      expirationTime: null,
      keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: crypto.randomBytes(16).toString("base64url") },
    };
    const subscribed = await testApp.app.inject({
      method: "POST",
      url: `/api/user/${user.id}/push-subscriptions`,
      headers: { cookie, "content-type": "application/json" },
      payload: JSON.stringify(device),
    });
    expect(subscribed.statusCode, subscribed.body).toBeLessThan(300);
    const received: ReminderPayload[] = [];
    const sender = { send: async (_subscription: unknown, payload: ReminderPayload) => (received.push(payload), "sent" as const) };
    const now = new Date();
    expect(await deliverReminder(testApp.database.db, curriculum, sender, { userId: user.id, kind: "daily", dueAt: now }, now)).toBe(1);
    const baby = curriculum.lessons.find((lesson) => curriculum.levelById.get(lesson.levelId)?.ages?.includes("0-2") && lesson.order === 1)!;
    expect(received[0]?.url).toBe(`/lessons/${baby.levelId}/lesson/${baby.id}`);
  });
});
