import type { Read, ReadName, ReadParams } from "../../shared/api/reads";
import type { Curriculum } from "../curriculum/curriculum";
import type { DisplayLanguage } from "../../shared/i18n/locales";
import type { AppDb } from "../db/client";
import { notFound, unauthorized } from "../http/errors";
import { readSettings } from "../settings/settings";
import { progressListJson, publicUserOf } from "../progress/progress-list";
import { readTodayMood } from "../mood/today-mood";
import { practicesOverview } from "../practices/practices";
import { favoriteLessonIds } from "../favorites/favorites";
import { readAttempt } from "../attempts/attempts";
import type { Clock } from "../clock";
import { type LessonPlanGate, readPlan, toSubscriptionView } from "../subscriptions/plan-access";
import type { PaymentProvider } from "../subscriptions/payment-provider";
import { storyProgressOf } from "../stories/story-progress";
import { journalOf } from "../journal/journal-entries";
import { familyView } from "../family/family";
import { INSIGHTS_WEEKS, readInsights } from "../insights/insights";

/** What the loaders need: the domains' own handles, as app.ts gives them to the routes. */
export interface LoaderContext {
  db: AppDb;
  curriculum: Curriculum;
  planGate: LessonPlanGate;
  clock: Clock;
  /** Who takes the payments, as the subscription route answers with it. */
  paymentProvider: PaymentProvider;
}

type Loader<Name extends ReadName> = (params: ReadParams[Name], userId: number) => Promise<unknown>;

/**
 * Loads a read for the signed-in parent `userId` by calling the domain function behind its API route directly, with
 * the same checks (a lesson their plan does not open, a level that does not exist): the answer is the route's, and a
 * read the route would refuse fails here too. Reads of the unchanging curriculum are the objects kept since start-up.
 */
export type LoadRead = (read: Read, userId: number) => Promise<unknown>;

export function readLoaders({ db, curriculum, planGate, clock, paymentProvider }: LoaderContext): LoadRead {
  /** An object of the curriculum kept in memory since start-up, the one its route serialised; 404 when absent. */
  const found = <T>(value: T | undefined): T => {
    if (value === undefined) throw notFound("Not found");
    return value;
  };
  /** The story list, kept only as the bytes its route sends (curriculum/stories.ts): parsed once per language, on first use. */
  const storyLists: Partial<Record<DisplayLanguage, unknown>> = {};
  const signedIn = async (userId: number) => {
    const user = await publicUserOf(db, userId, clock());
    if (!user) throw unauthorized();
    return user;
  };
  /** A parent's own reads name their id: it is always the one signed in (the routes' requireSelf). */
  const own = (params: { userId: number }, userId: number) => {
    if (params.userId !== userId) throw unauthorized();
    return userId;
  };

  const loaders: { [Name in ReadName]: Loader<Name> } = {
    me: (_params, userId) => signedIn(userId),
    userStats: (params, userId) => signedIn(own(params, userId)),
    settings: (params, userId) => readSettings(db, own(params, userId)),
    levels: async ({ language }) => curriculum.inLanguage(language).levels,
    level: async ({ levelId, language }) => found(curriculum.inLanguage(language).levelById.get(levelId)),
    lessons: async ({ language }) => curriculum.inLanguage(language).summaries,
    lesson: async ({ lessonId, language }, userId) => {
      const lesson = found(curriculum.inLanguage(language).lessonById.get(lessonId));
      await planGate.require(userId, lessonId);
      return lesson;
    },
    progress: async (params, userId) => JSON.parse(await progressListJson(db, own(params, userId))) as unknown,
    mood: (params, userId) => readTodayMood(db, own(params, userId), clock()),
    practices: (params, userId) => practicesOverview(db, curriculum.inLanguage(params.language), own(params, userId), clock()),
    favorites: (params, userId) => favoriteLessonIds(db, own(params, userId)),
    attempt: async (params, userId) => {
      if (!curriculum.lessonById.has(params.lessonId)) throw notFound("Lesson not found");
      return readAttempt(db, own(params, userId), params.lessonId, curriculum.contentVersionOf(params.lessonId));
    },
    subscription: async (params, userId) => {
      return toSubscriptionView(await readPlan(db, own(params, userId)), clock(), paymentProvider);
    },
    stories: async ({ language }) =>
      (storyLists[language] ??= JSON.parse(curriculum.inLanguage(language).stories.json.list.toString("utf8")) as unknown),
    storyProgress: (params, userId) => storyProgressOf(db, own(params, userId)),
    journal: (_params, userId) => journalOf(db, userId),
    family: (_params, userId) => familyView(db, userId, clock()),
    insights: (params, userId) =>
      readInsights(db, curriculum.inLanguage(params.language), own(params, userId), INSIGHTS_WEEKS.default, clock()),
  };

  return (read, userId) => (loaders[read.name] as Loader<ReadName>)(read.params, userId);
}
