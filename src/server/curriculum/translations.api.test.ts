import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CompletionResult, Lesson, LessonSummary, Level } from "../../shared/schemas/learning";
import type { Story, StorySummary } from "../../shared/schemas/stories";
import { LANGUAGE_COOKIE, type Language } from "../../shared/i18n/locales";
import { type TestApp, createTestApp, registerUser, testCurriculum } from "../test-support/test-app";
import { TRANSLATED_LANGUAGES } from "./translations";
import { lessonScoredItems, storyScoredItems } from "@content/content-rules";

// docs/translating.md#lessons-and-stories: the same routes answer in the parent's language (their setting, or the
// language the app names in the address), with the same ids, answers, scores and XP as in English.
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp?.close();
});

const curriculum = testCurriculum();
const english = curriculum.inLanguage("en");

const get = (url: string, cookie?: string, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: "GET", url, headers: { ...(cookie ? { cookie } : {}), ...headers } });

async function parentIn(language: Language) {
  const parent = await registerUser(testApp.app);
  const answer = await testApp.app.inject({
    method: "PATCH",
    url: `/api/user/${parent.user.id}/settings`,
    headers: { cookie: parent.cookie },
    payload: { language },
  });
  expect(answer.statusCode).toBe(200);
  return parent;
}

/** What a parent answers with: the right option's index or id wherever a lesson marks one. */
const rightAnswers = (lesson: Lesson) =>
  JSON.stringify(lesson.content, (key, value: unknown) =>
    typeof value === "string" && !["id", "next", "quality", "questionId", "type"].includes(key) ? undefined : value,
  );

describe.each(TRANSLATED_LANGUAGES)("a parent who reads %s", (language) => {
  const inLanguage = curriculum.inLanguage(language);

  it("gets every lesson, level and story in their language, with the English ids and right answers", async () => {
    const { user, cookie } = await parentIn(language);
    // The parent's setting decides, with no language in the address.
    for (const source of english.lessons) {
      const answer = await get(`/api/lessons/${source.id}`, cookie);
      expect(answer.statusCode, source.title).toBe(200);
      const lesson = answer.json<Lesson>();
      expect(lesson).toEqual(inLanguage.lessonById.get(source.id));
      expect(lesson.id).toBe(source.id);
      expect(lesson.xpReward).toBe(source.xpReward);
      expect(lesson.title).not.toBe(source.title);
      expect(rightAnswers(lesson), source.title).toBe(rightAnswers(source));
      // Every scored question offers at least three options (docs/content-guide.md#judgement-figures).
      for (const item of lessonScoredItems(lesson)) if (item.options.length > 0) expect(item.options.length, item.where).toBeGreaterThanOrEqual(3);
    }
    for (const source of english.stories.stories) {
      const story = (await get(`/api/stories/${source.id}`, cookie)).json<Story>();
      expect(story).toEqual(inLanguage.stories.storyById.get(source.id));
      for (const item of storyScoredItems(story)) expect(item.options.length, item.where).toBeGreaterThanOrEqual(3);
      expect(story.content.scenes.map((scene) => scene.choices.map((choice) => [choice.id, choice.quality, choice.next]))).toEqual(
        source.content.scenes.map((scene) => scene.choices.map((choice) => [choice.id, choice.quality, choice.next])),
      );
    }
    const stories = (await get("/api/stories", cookie)).json<StorySummary[]>();
    expect(stories.map((story) => story.id)).toEqual(english.stories.stories.map((story) => story.id));
    expect(stories[0]!.title).toBe(inLanguage.stories.stories[0]!.title);
    expect(user.id).toBeGreaterThan(0);
  });

  it("gets the outline in the language the app names, and in the device's language without one", async () => {
    const named = await get(`/api/lessons?language=${language}`);
    expect(named.json<LessonSummary[]>()).toEqual(inLanguage.summaries);
    const levels = await get(`/api/levels?language=${language}`);
    expect(levels.json<Level[]>().map((level) => [level.id, level.title])).toEqual(inLanguage.levels.map((level) => [level.id, level.title]));
    // The device's choice (the cookie the app keeps) when the address names none.
    const byCookie = await get("/api/lessons", undefined, { cookie: `${LANGUAGE_COOKIE}=${language}` });
    expect(byCookie.json<LessonSummary[]>()[0]!.title).toBe(inLanguage.summaries[0]!.title);
    expect(byCookie.json<LessonSummary[]>()[0]!.title).not.toBe(english.summaries[0]!.title);
    const byHeader = await get(`/api/levels/${english.levels[0]!.id}`, undefined, { "accept-language": `${language};q=0.9` });
    expect(byHeader.json<Level>().title).toBe(inLanguage.levels[0]!.title);
  });

  it("earns the same XP and score for a lesson as in English", async () => {
    const lesson = english.lessons[0]!;
    const results: CompletionResult[] = [];
    for (const reader of [await parentIn("en"), await parentIn(language)]) {
      const answer = await testApp.app.inject({
        method: "POST",
        url: `/api/user/${reader.user.id}/lessons/${lesson.id}/progress`,
        headers: { cookie: reader.cookie },
        payload: { levelId: lesson.levelId, completed: true, score: 80, completedAt: new Date().toISOString() },
      });
      expect(answer.statusCode).toBe(200);
      results.push(answer.json<CompletionResult>());
    }
    const [inEnglish, translated] = results;
    expect(translated!.xpAwarded).toBe(inEnglish!.xpAwarded);
    expect(translated!.progress.score).toBe(inEnglish!.progress.score);
    expect(translated!.newAchievements).toEqual(inEnglish!.newAchievements);
  });
});

describe("a content language", () => {
  it("is refused with a message when it is not one Growly speaks, and changes nothing", async () => {
    const answer = await get("/api/lessons?language=it");
    expect(answer.statusCode).toBe(400);
    expect(answer.json<{ message: string }>().message).toBe("Choose one of the listed languages");
    const { cookie } = await registerUser(testApp.app);
    expect((await get(`/api/lessons/${english.lessons[0]!.id}?language=xx`, cookie)).statusCode).toBe(400);
  });

  it("named in the address wins over the parent's setting, so each language is cached at its own address", async () => {
    const { cookie } = await parentIn("de");
    const lesson = english.lessons[0]!;
    const french = (await get(`/api/lessons/${lesson.id}?language=fr`, cookie)).json<Lesson>();
    expect(french.title).toBe(curriculum.inLanguage("fr").lessonById.get(lesson.id)!.title);
    const inEnglish = (await get(`/api/lessons/${lesson.id}?language=en`, cookie)).json<Lesson>();
    expect(inEnglish.title).toBe(lesson.title);
  });
});
