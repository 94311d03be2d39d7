import { and, eq, gt, lte, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { GUEST_LESSON_ID } from "../../shared/guest-lesson";
import { ATTEMPT_BODY_LIMIT_BYTES, type AttemptAnswer, saveAttemptSchema } from "../../shared/schemas/attempt";
import {
  type GuestAttempt,
  type GuestClaimResult,
  type GuestCompletion,
  type GuestReflectionInput,
  guestClaimSchema,
  guestCompleteSchema,
  guestReflectionSchema,
} from "../../shared/schemas/guest-lesson";
import type { Lesson, Level } from "../../shared/schemas/learning";
import type { LessonAttemptState } from "../../shared/schemas/attempt";
import { scoreLessonAnswers } from "../../shared/rules/players/lesson-score";
import type { Curriculum } from "../curriculum/curriculum";
import { contentLanguage } from "../http/content-language";
import type { AppDb } from "../db/client";
import { lockParent } from "../db/lock-order";
import { guestAttempts } from "../db/schema";
import { HttpError, notFound, parseBody } from "../http/errors";
import { RATE_LIMITS, reserveAttempt } from "../http/rate-limit";
import { requireUserId } from "../auth/session";
import { completeLesson } from "../progress/complete-lesson";
import { clearAttempt } from "../attempts/attempts";
import { FIRST_JOURNAL_JSON, earnedByEntry, firstJournalDates, insertEntry } from "../journal/journal-entries";
import type { LessonPlanGate } from "../subscriptions/plan-access";
import {
  type GuestAttemptRow,
  browserHashOf,
  browserSecretOf,
  clearBrowserCookie,
  guestAttemptExpiry,
  guestTokens,
  liveAttemptOf,
  newAttemptId,
  newBrowserSecret,
  setBrowserCookie,
  takeClaimableAttempt,
} from "./guest-attempts";

/** The journal needs a feeling; a reflection that asks none is filed under this word (as the lesson frame does). */
const REFLECTION_FEELING = "Reflective";

/** One answer for every claim that gives nothing, so a refusal never tells which check failed. */
const NOTHING_TO_CLAIM = /*i18n*/ "There's no lesson from this browser to save. It may have been saved already, or it expired.";
const NO_ATTEMPT = /*i18n*/ "Your try of this lesson has ended. Start it again from the home page.";

/**
 * Trying a lesson before joining (docs/product-rules.md#trying-a-lesson-before-joining, the calls in
 * docs/screens.md#api-calls): a visitor without an account starts the guest lesson (per-address limit), saves their
 * place as they go, completes it, and, once signed in, claims it into the account, once.
 */
export function guestLessonRoutes(
  db: AppDb,
  curriculum: Curriculum,
  planGate: LessonPlanGate,
  sessionSecret: string,
  clock: () => Date,
) {
  const tokens = guestTokens(sessionSecret);
  /** The guest lesson and its level in the visitor's language (the one the app names, else the device's). */
  const guestLesson = async (request: FastifyRequest): Promise<{ lesson: Lesson; level: Level }> => {
    const inLanguage = curriculum.inLanguage(await contentLanguage(request));
    const lesson = inLanguage.lessonById.get(GUEST_LESSON_ID);
    const level = lesson && inLanguage.levelById.get(lesson.levelId);
    if (!lesson || !level) throw notFound(/*i18n*/ "Lesson not found");
    return { lesson, level };
  };

  /** The attempt of the browser this request comes from, or 404. */
  const attemptOf = async (request: FastifyRequest): Promise<GuestAttemptRow> => {
    const secret = browserSecretOf(request);
    const row = secret && (await liveAttemptOf(db, browserHashOf(secret), clock()));
    if (!row) throw notFound(NO_ATTEMPT);
    return row;
  };

  const completionOf = (row: GuestAttemptRow, guest: Lesson): GuestCompletion | null =>
    row.completedAt === null
      ? null
      : {
          score: row.score ?? 0,
          xpToKeep: guest.xpReward,
          completedAt: row.completedAt.toISOString(),
          reflectionSaved: row.reflection !== null,
        };

  return async function register(app: FastifyInstance) {
    // Starts the browser's attempt, or resumes the one it has (a reload, a closed tab): nothing is asked first.
    app.post("/api/guest-lesson", async (request, reply): Promise<GuestAttempt> => {
      const guest = await guestLesson(request);
      const now = clock();
      let secret = browserSecretOf(request);
      let row = secret ? await liveAttemptOf(db, browserHashOf(secret), now) : undefined;
      if (!row) {
        // Only a new attempt counts against the address: resuming is free.
        await reserveAttempt(db, `guest-lesson:ip:${request.ip}`, RATE_LIMITS.guestLessonPerAddress);
        secret ??= newBrowserSecret();
        const browserHash = browserHashOf(secret);
        // An expired attempt of this browser makes way for the new one.
        await db
          .delete(guestAttempts)
          .where(and(eq(guestAttempts.browserHash, browserHash), lte(guestAttempts.expiresAt, now)));
        await db
          .insert(guestAttempts)
          .values({ id: newAttemptId(), browserHash, lessonId: guest.lesson.id, createdAt: now, expiresAt: guestAttemptExpiry(now) })
          // Two starts at once from one browser: the first one's row is everyone's.
          .onConflictDoNothing();
        row = await liveAttemptOf(db, browserHash, now);
        if (!row) throw new HttpError(500, /*i18n*/ "The lesson could not be started");
      }
      setBrowserCookie(request, reply, secret!, row.expiresAt);
      return {
        token: tokens.sign(row.id),
        expiresAt: row.expiresAt.toISOString(),
        lesson: guest.lesson,
        level: guest.level,
        attempt:
          row.state === null || row.completedAt !== null
            ? null
            : { state: row.state as LessonAttemptState, updatedAt: row.createdAt.toISOString() },
        completion: completionOf(row, guest.lesson),
      };
    });

    app.put("/api/guest-lesson/place", { bodyLimit: ATTEMPT_BODY_LIMIT_BYTES }, async (request): Promise<AttemptAnswer> => {
      const { state } = parseBody(saveAttemptSchema, request.body);
      const row = await attemptOf(request);
      // A finished lesson keeps no place: its celebration is what a reload shows.
      if (row.completedAt === null) {
        await db.update(guestAttempts).set({ state }).where(eq(guestAttempts.id, row.id));
      }
      return { attempt: { state, updatedAt: clock().toISOString() } };
    });

    app.post("/api/guest-lesson/reflection", async (request) => {
      const input: GuestReflectionInput = parseBody(guestReflectionSchema, request.body);
      const row = await attemptOf(request);
      await db.update(guestAttempts).set({ reflection: input }).where(eq(guestAttempts.id, row.id));
      return { reflectionSaved: true as const };
    });

    app.post("/api/guest-lesson/complete", async (request): Promise<GuestCompletion> => {
      const { answers } = parseBody(guestCompleteSchema, request.body);
      const guest = await guestLesson(request);
      const row = await attemptOf(request);
      const now = clock();
      // The server scores the answers as it does a parent's (progress/complete-lesson.ts, scoreCompletion): the ones
      // sent, else the saved place's; a sent score is ignored. The answers stay with the attempt, and the claim scores
      // them again into the account.
      const saved = row.state as LessonAttemptState | null;
      const scoredFrom = answers ?? saved?.player ?? null;
      const score = scoredFrom === null ? null : scoreLessonAnswers(guest.lesson, scoredFrom);
      const finished: LessonAttemptState | null =
        score === null ? saved : { screen: "activity", page: 0, percent: 100, ...saved, player: scoredFrom };
      // Completing again (a retry after a lost answer) keeps the first completion's time and the best score.
      const [updated] = await db
        .update(guestAttempts)
        .set({
          score: sql`greatest(${guestAttempts.score}, ${score}::integer)`,
          completedAt: sql`coalesce(${guestAttempts.completedAt}, ${now.toISOString()}::timestamptz)`,
          state: finished,
        })
        .where(and(eq(guestAttempts.id, row.id), gt(guestAttempts.expiresAt, now)))
        .returning();
      if (!updated) throw notFound(NO_ATTEMPT);
      return completionOf(updated, guest.lesson)!;
    });

    // The claim: by the account this browser just registered or signed in, with the token the attempt was issued.
    app.post("/api/guest-lesson/claim", async (request, reply): Promise<GuestClaimResult> => {
      const userId = requireUserId(request);
      const { token } = parseBody(guestClaimSchema, request.body);
      const id = tokens.verify(token);
      const secret = browserSecretOf(request);
      if (id === undefined || secret === undefined) throw notFound(NOTHING_TO_CLAIM);
      const guest = await guestLesson(request);
      // The guest lesson is a basic one, open on every plan; the gate still has the last word.
      await planGate.require(userId, guest.lesson.id);
      const now = clock();
      const result = await db.transaction(async (tx) => {
        // The parent's row before the guest's attempt (db/lock-order.ts).
        await lockParent(tx as unknown as AppDb, userId);
        const row = await takeClaimableAttempt(tx as unknown as AppDb, id, browserHashOf(secret), now);
        if (!row) return undefined;
        const completion = await completeLesson(
          tx as unknown as AppDb,
          curriculum,
          userId,
          row.lessonId,
          { levelId: guest.lesson.levelId, completed: true, answers: (row.state as LessonAttemptState | null)?.player ?? undefined },
          now,
        );
        await clearAttempt(tx as unknown as AppDb, userId, row.lessonId);
        const reflection = row.reflection as GuestReflectionInput | null;
        const newAchievements = [...completion.newAchievements];
        if (reflection) {
          const notes = reflection.improvementNotes ?? "";
          const [entry] = await insertEntry.run(tx as unknown as AppDb, {
            userId,
            lessonId: row.lessonId,
            lessonTitle: guest.lesson.title,
            feeling: reflection.feeling ?? REFLECTION_FEELING,
            notes: notes === "" ? null : notes,
            firstJournal: FIRST_JOURNAL_JSON,
            earnedAt: firstJournalDates(now),
          });
          if (!entry) throw new HttpError(500, /*i18n*/ "The reflection was not saved");
          newAchievements.push(...earnedByEntry(entry));
        }
        return {
          user: completion.user,
          lessonId: row.lessonId,
          xpAwarded: completion.xpAwarded,
          journalEntrySaved: reflection !== null,
          newAchievements,
        };
      });
      if (!result) throw notFound(NOTHING_TO_CLAIM);
      clearBrowserCookie(request, reply);
      return result;
    });
  };
}
