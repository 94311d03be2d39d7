import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MultipleChoiceContent, RoleplaySimulationContent } from "../../shared/content/content-schemas";
import { type CreatedInvitation, type SamePage, samePageSchema } from "../../shared/schemas/family";
import type { Lesson } from "../../shared/schemas/learning";
import {
  type RegisteredUser,
  type TestApp,
  createTestApp,
  registerUser,
  testCurriculum,
  uniqueAddress,
} from "../test-support/test-app";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ writesPerParent: 100 });
});
afterAll(async () => {
  await testApp?.close();
});

type Method = "GET" | "POST" | "PATCH" | "PUT";
function call(method: Method, url: string, cookie: string | undefined, payload?: unknown) {
  return testApp.app.inject({
    method,
    url,
    remoteAddress: uniqueAddress(),
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

const curriculum = testCurriculum();
const lessonAt = (order: number) =>
  curriculum.lessons.find((candidate) => candidate.levelId === 1 && candidate.order === order)!;
/** Lesson 1, a multiple choice; lesson 3, a guided role-play whose state holds a feeling and free notes. */
const choice = lessonAt(1);
const choiceContent = choice.content as MultipleChoiceContent;
const roleplay = lessonAt(3);
const roleplayContent = roleplay.content as RoleplaySimulationContent;
const story = curriculum.stories.stories[0]!;

const mcState = (selected: number) => ({ selected, stage: "completed", sheetOpen: false });
function roleplayState(responsePick: number, marker: string) {
  return {
    position: { stage: "complete", followUp: 0 },
    responsePick,
    followUpPicks: (roleplayContent.followUpScenarios ?? []).map(() => 0),
    tipIndex: 0,
    quizIndex: 0,
    quizAnswers: (roleplayContent.microQuiz?.questions ?? []).map((question) => question.correctAnswer),
    feeling: `calm ${marker}`,
    notes: `Notes ${marker}`,
    journalSaved: false,
    completed: true,
  };
}

async function complete(adult: RegisteredUser, lesson: Lesson, answers?: Record<string, unknown>) {
  const response = await call("POST", `/api/user/${adult.user.id}/lessons/${lesson.id}/progress`, adult.cookie, {
    levelId: lesson.levelId,
    completed: true,
    score: 80,
    ...(answers ? { answers } : {}),
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function familyOfTwo() {
  const owner = await registerUser(testApp.app);
  const made = await call("POST", "/api/family/invitations", owner.cookie, {});
  expect(made.statusCode, made.body).toBe(201);
  const token = new URL(made.json<CreatedInvitation>().url).searchParams.get("token");
  const carer = await registerUser(testApp.app);
  expect((await call("POST", "/api/family/invitations/accept", carer.cookie, { token })).statusCode).toBe(200);
  return { owner, carer };
}
const consent = async (adult: RegisteredUser, sharesAnswers: boolean) =>
  expect((await call("PATCH", "/api/family/settings", adult.cookie, { sharesAnswers })).statusCode).toBe(200);
const samePage = (adult: RegisteredUser | undefined, query: string) =>
  call("GET", `/api/family/same-page?${query}`, adult?.cookie);
async function readSamePage(adult: RegisteredUser, query: string): Promise<SamePage> {
  const response = await samePage(adult, query);
  expect(response.statusCode, response.body).toBe(200);
  return samePageSchema.parse(response.json());
}

describe("the same page", () => {
  it("shows each adult's chosen option beside the other's, with the lesson's practice to talk about", async () => {
    const { owner, carer } = await familyOfTwo();
    await complete(owner, choice, mcState(choiceContent.correctAnswer));
    const wrong = (choiceContent.correctAnswer + 1) % 4;
    await complete(carer, choice, mcState(wrong));
    await consent(owner, true);
    await consent(carer, true);

    const view = await readSamePage(owner, `lessonId=${choice.id}`);
    expect(view).toEqual({
      title: choice.title,
      questions: [
        {
          id: "question",
          prompt: choiceContent.question,
          answers: [
            {
              adultId: owner.user.id,
              username: owner.user.username,
              you: true,
              choices: [choiceContent.options[choiceContent.correctAnswer]],
            },
            {
              adultId: carer.user.id,
              username: carer.user.username,
              you: false,
              choices: [choiceContent.options[wrong]],
            },
          ],
        },
      ],
      talkingPrompt: { title: choice.practice!.title, text: choice.practice!.say },
      notPlayed: [],
    });
    const theirs = await readSamePage(carer, `lessonId=${choice.id}`);
    expect(theirs.questions[0]!.answers.map((answer) => answer.you)).toEqual([false, true]);
  });

  it("answers in the parent's language, from the curriculum", async () => {
    const { owner, carer } = await familyOfTwo();
    await complete(owner, choice, mcState(0));
    await consent(owner, true);
    await consent(carer, true);
    const french = curriculum.inLanguage("fr").lessonById.get(choice.id)!;
    const view = await readSamePage(carer, `lessonId=${choice.id}&language=fr`);
    expect(view.questions[0]!.prompt).toBe((french.content as MultipleChoiceContent).question);
    expect(view.questions[0]!.prompt).not.toBe(choiceContent.question);
    expect(view.questions[0]!.answers).toEqual([
      expect.objectContaining({ you: false, choices: [(french.content as MultipleChoiceContent).options[0]] }),
    ]);
    expect(view.notPlayed).toEqual([{ adultId: carer.user.id, username: carer.user.username, you: true }]);
  });

  it("is refused (403) until every adult says yes, and one no stops it again", async () => {
    const { owner, carer } = await familyOfTwo();
    await complete(owner, choice, mcState(0));
    const refused = await samePage(owner, `lessonId=${choice.id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      message: "Your family shows each other's lesson answers only while every adult has said yes in Edit Profile.",
    });
    await consent(owner, true);
    expect((await samePage(owner, `lessonId=${choice.id}`)).statusCode).toBe(403);
    expect((await samePage(carer, `lessonId=${choice.id}`)).statusCode).toBe(403);
    await consent(carer, true);
    expect((await samePage(carer, `lessonId=${choice.id}`)).statusCode).toBe(200);
    await consent(carer, false);
    for (const adult of [owner, carer]) {
      const stopped = await samePage(adult, `lessonId=${choice.id}`);
      expect(stopped.statusCode).toBe(403);
      expect(stopped.body).not.toContain(choiceContent.options[0]!);
    }
    // A family of one shares with nobody.
    const alone = await registerUser(testApp.app);
    await consent(alone, true);
    expect((await samePage(alone, `lessonId=${choice.id}`)).statusCode).toBe(403);
  });

  it("reads only the signed-in adult's own family", async () => {
    const first = await familyOfTwo();
    const second = await familyOfTwo();
    await complete(first.owner, choice, mcState(0));
    await complete(second.owner, choice, mcState(2));
    for (const adult of [first.owner, first.carer, second.owner, second.carer]) await consent(adult, true);
    const view = await readSamePage(second.carer, `lessonId=${choice.id}`);
    const names = JSON.stringify(view);
    expect(names).not.toContain(first.owner.user.username);
    expect(names).not.toContain(first.carer.user.username);
    expect(view.questions[0]!.answers).toEqual([
      {
        adultId: second.owner.user.id,
        username: second.owner.user.username,
        you: false,
        choices: [choiceContent.options[2]],
      },
    ]);
  });

  it("says not recorded for a completion kept without answers", async () => {
    const { owner, carer } = await familyOfTwo();
    await complete(owner, choice, mcState(1));
    await complete(carer, choice);
    await consent(owner, true);
    await consent(carer, true);
    const view = await readSamePage(owner, `lessonId=${choice.id}`);
    expect(view.questions[0]!.answers).toEqual([
      { adultId: owner.user.id, username: owner.user.username, you: true, choices: [choiceContent.options[1]] },
      { adultId: carer.user.id, username: carer.user.username, you: false, notRecorded: true },
    ]);
  });

  it("never carries what an adult typed, though their kept answers hold it", async () => {
    const { owner, carer } = await familyOfTwo();
    for (const adult of [owner, carer]) {
      await complete(adult, lessonAt(1));
      await complete(adult, lessonAt(2));
    }
    await complete(owner, roleplay, roleplayState(roleplayContent.parentResponse.correctAnswer, "OWNER-SECRET-41a"));
    await complete(carer, roleplay, roleplayState(0, "CARER-SECRET-77c"));
    // The free text really is kept with the answers.
    const kept = await testApp.database.pool.query(
      "select answers from user_progress where lesson_id = $1 and user_id = $2",
      [roleplay.id, owner.user.id],
    );
    expect(JSON.stringify(kept.rows)).toContain("OWNER-SECRET-41a");
    await consent(owner, true);
    await consent(carer, true);
    for (const adult of [owner, carer]) {
      const response = await samePage(adult, `lessonId=${roleplay.id}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.body).not.toContain("SECRET");
      const view = samePageSchema.parse(response.json());
      expect(view.questions[0]).toMatchObject({ id: "response", prompt: roleplayContent.parentResponse.question });
      expect(view.questions[0]!.answers.map((answer) => ("choices" in answer ? answer.choices : null))).toEqual([
        [roleplayContent.parentResponse.options[roleplayContent.parentResponse.correctAnswer]],
        [roleplayContent.parentResponse.options[0]],
      ]);
    }
  });

  it("shows a story's scenes with each adult's choice, and the path only one of them took", async () => {
    const { owner, carer } = await familyOfTwo();
    const [first, second] = story.content.scenes;
    const ownerPath = [first!.choices[0]!, second!.choices[1]!];
    const played = await call("POST", `/api/user/${owner.user.id}/stories/${story.id}/complete`, owner.cookie, {
      choices: ownerPath.map((option) => option.id),
    });
    expect(played.statusCode, played.body).toBe(200);
    const carerPlay = await call("POST", `/api/user/${carer.user.id}/stories/${story.id}/complete`, carer.cookie, {
      choices: [first!.choices[2]!.id],
    });
    expect(carerPlay.statusCode, carerPlay.body).toBe(200);
    await consent(owner, true);
    await consent(carer, true);
    const view = await readSamePage(carer, `storyId=${story.id}`);
    expect(view.title).toBe(story.title);
    expect(view.talkingPrompt).toEqual({ title: story.content.takeaway.title, text: story.content.takeaway.tips[0] });
    expect(view.questions.map((question) => question.prompt)).toEqual([first!.title, second!.title]);
    expect(view.questions[0]!.answers.map((answer) => ("choices" in answer ? answer.choices : null))).toEqual([
      [ownerPath[0]!.text],
      [first!.choices[2]!.text],
    ]);
    // Only the owner's play reached the second scene.
    expect(view.questions[1]!.answers).toEqual([
      { adultId: owner.user.id, username: owner.user.username, you: false, choices: [ownerPath[1]!.text] },
    ]);
    // A story nobody played lists both adults as not played.
    const other = curriculum.stories.stories[1]!;
    const unplayed = await readSamePage(owner, `storyId=${other.id}`);
    expect(unplayed.notPlayed.map((adult) => adult.username)).toEqual([owner.user.username, carer.user.username]);
    expect(unplayed.questions.map((question) => question.answers)).toEqual([[]]);
  });

  it("refuses a bad query (400) in the parent's language, an unknown lesson or story (404) and a visitor (401)", async () => {
    const { owner, carer } = await familyOfTwo();
    await consent(owner, true);
    await consent(carer, true);
    for (const query of [
      "",
      "lessonId=abc",
      "lessonId=0",
      "lessonId=1&storyId=1",
      "lessonId=1&lessonId=2",
      "lessonId=99999999999",
      "lesson=1",
    ]) {
      const response = await samePage(owner, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ message: string }>().message, query).toMatch(/\S/);
    }
    expect((await samePage(owner, "lessonId=")).json()).toEqual({ message: "Choose one lesson or one story" });
    const settings = await call("PATCH", `/api/user/${owner.user.id}/settings`, owner.cookie, { language: "es" });
    expect(settings.statusCode, settings.body).toBe(200);
    const spanish = await samePage(owner, "storyId=x");
    expect(spanish.statusCode).toBe(400);
    expect(spanish.json<{ message: string }>().message).not.toBe("Choose one lesson or one story");
    expect((await samePage(owner, "lessonId=99999")).statusCode).toBe(404);
    expect((await samePage(owner, "storyId=99999")).statusCode).toBe(404);
    expect((await samePage(undefined, `lessonId=${choice.id}`)).statusCode).toBe(401);
  });
});
