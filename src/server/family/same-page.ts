import { and, asc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import {
  type ChoiceQuestion,
  type ChosenOptions,
  type TalkingPrompt,
  lessonChoiceQuestions,
  lessonChosenOptions,
  lessonTalkingPrompt,
  storyChoiceQuestions,
  storyChosenOptions,
  storyTalkingPrompt,
} from "../../shared/rules/players/lesson-choices";
import { type SamePage, type SamePageAnswer, samePageQuerySchema } from "../../shared/schemas/family";
import { requireUserId } from "../auth/session";
import type { Curriculum } from "../curriculum/curriculum";
import type { AppDb } from "../db/client";
import { familyAdults, userProgress, userStoryProgress, users } from "../db/schema";
import { contentLanguage } from "../http/content-language";
import { forbidden, notFound, parseBody } from "../http/errors";
import type { UserLanguageLookup } from "../i18n/i18n";
import { familyIdOf } from "./family";

/** What the route asks of the plan rule (src/server/subscriptions/plan-access.ts): a lesson's texts need its plan. */
interface LessonAccessGate {
  require(userId: number, lessonId: number): Promise<void>;
}

const NOT_SHARED =
  /*i18n*/ "Your family shows each other's lesson answers only while every adult has said yes in Edit Profile.";

/** One adult of the family with what their completion kept: undefined when they have not completed it. */
interface AdultPlay {
  userId: number;
  username: string;
  sharesAnswers: boolean;
  /** The options chosen; null for a completion kept without answers; undefined when not completed. */
  chosen: ChosenOptions | null | undefined;
}

/**
 * Each question with every completed adult's answer. A question asked only on one path is listed when someone's
 * kept answers reached it; on it, an adult whose answers took another path is left out.
 */
function questionsOf(questions: ChoiceQuestion[], plays: AdultPlay[], userId: number): SamePage["questions"] {
  const played = plays.filter((play) => play.chosen !== undefined);
  return questions.flatMap((question) => {
    const reached = played.some((play) => play.chosen?.has(question.id));
    if (question.onOnePath && !reached) return [];
    const answers = played.flatMap((play): SamePageAnswer[] => {
      const who = { adultId: play.userId, username: play.username, you: play.userId === userId };
      if (play.chosen === null || play.chosen === undefined) return [{ ...who, notRecorded: true }];
      const choices = play.chosen.get(question.id);
      return choices ? [{ ...who, choices }] : [];
    });
    return [{ id: question.id, prompt: question.prompt, answers }];
  });
}

function samePageOf(
  title: string,
  questions: ChoiceQuestion[],
  talkingPrompt: TalkingPrompt,
  plays: AdultPlay[],
  userId: number,
): SamePage {
  // docs/product-rules.md#the-same-page: only while every adult of a family of two or more has said yes.
  if (plays.length < 2 || !plays.every((play) => play.sharesAnswers)) throw forbidden(NOT_SHARED);
  return {
    title,
    questions: questionsOf(questions, plays, userId),
    talkingPrompt,
    notPlayed: plays
      .filter((play) => play.chosen === undefined)
      .map((play) => ({ adultId: play.userId, username: play.username, you: play.userId === userId })),
  };
}

/**
 * GET /api/family/same-page (docs/product-rules.md#the-same-page): for a lesson or a story, each adult of the signed-in
 * adult's own family beside the others, with the options they chose, never anything they typed. The labels come from
 * the curriculum in memory, in the parent's language; the family's adults and their completions are one query (the
 * family's index, then each adult's row of `user_progress_user_lesson_unique`).
 */
export function samePageRoutes(
  db: AppDb,
  curriculum: Curriculum,
  planGate: LessonAccessGate,
  lookupUserLanguage: UserLanguageLookup,
) {
  return async function register(app: FastifyInstance) {
    app.get("/api/family/same-page", async (request) => {
      const userId = requireUserId(request);
      const query = parseBody(samePageQuerySchema, { ...(request.query as Record<string, unknown>) });
      const view = curriculum.inLanguage(await contentLanguage(request, lookupUserLanguage));
      const familyId = await familyIdOf(db, userId);
      const inFamily = eq(familyAdults.familyId, familyId);
      const order = [asc(familyAdults.joinedAt), asc(users.id)] as const;

      if (query.lessonId !== undefined) {
        const lesson = view.lessonById.get(query.lessonId);
        if (!lesson) throw notFound(/*i18n*/ "Lesson not found");
        await planGate.require(userId, lesson.id);
        const rows = await db
          .select({
            userId: users.id,
            username: users.username,
            sharesAnswers: familyAdults.sharesAnswers,
            completed: userProgress.completed,
            answers: userProgress.answers,
          })
          .from(familyAdults)
          .innerJoin(users, eq(users.id, familyAdults.userId))
          .leftJoin(
            userProgress,
            and(
              eq(userProgress.userId, familyAdults.userId),
              eq(userProgress.lessonId, lesson.id),
              eq(userProgress.completed, true),
            ),
          )
          .where(inFamily)
          .orderBy(...order);
        const plays = rows.map((row) => ({
          userId: row.userId,
          username: row.username,
          sharesAnswers: row.sharesAnswers,
          chosen: row.completed ? lessonChosenOptions(lesson, row.answers) : undefined,
        }));
        return samePageOf(lesson.title, lessonChoiceQuestions(lesson), lessonTalkingPrompt(lesson), plays, userId);
      }

      const story = view.stories.storyById.get(query.storyId!);
      if (!story) throw notFound(/*i18n*/ "Story not found");
      const rows = await db
        .select({
          userId: users.id,
          username: users.username,
          sharesAnswers: familyAdults.sharesAnswers,
          completed: userStoryProgress.completed,
          choices: userStoryProgress.choices,
        })
        .from(familyAdults)
        .innerJoin(users, eq(users.id, familyAdults.userId))
        .leftJoin(
          userStoryProgress,
          and(
            eq(userStoryProgress.userId, familyAdults.userId),
            eq(userStoryProgress.storyId, story.id),
            eq(userStoryProgress.completed, true),
          ),
        )
        .where(inFamily)
        .orderBy(...order);
      const plays = rows.map((row) => ({
        userId: row.userId,
        username: row.username,
        sharesAnswers: row.sharesAnswers,
        chosen: row.completed ? storyChosenOptions(story.content, row.choices ?? []) : undefined,
      }));
      return samePageOf(
        story.title,
        storyChoiceQuestions(story.content),
        storyTalkingPrompt(story.content),
        plays,
        userId,
      );
    });
  };
}
