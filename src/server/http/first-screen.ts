import fs from "node:fs";
import { pathToFileURL } from "node:url";
import { eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import { isLessonUnlocked } from "../../shared/rules/locks";
import { hourIn } from "../../shared/rules/reminders";
import type { PublicUser } from "../../shared/schemas/auth";
import type { UserSettings } from "../../shared/settings";
import type { PageAppearance } from "./spa";
import type { Lesson, LessonSummary, Level } from "../../shared/schemas/learning";
import type { Curriculum } from "../curriculum/curriculum";
import type { AppDb } from "../db/client";
import { subscriptions, users } from "../db/schema";
import { planColumns, type LessonPlanGate } from "../subscriptions/plan-access";
import { completedIdsColumn, parseCompletedIds } from "../progress/completed-ids";

/**
 * Draws screens with the app's own components (src/client/first-screen.tsx, built by scripts/build.mjs into
 * dist/server/first-screen/). Each drawing is undefined when the app would draw something else from what it is given.
 */
export interface FirstScreenRenderer {
  /** A lesson's first screen, from the curriculum alone. */
  lesson(
    lesson: Lesson,
    curriculum: { levels: readonly Level[]; lessons: readonly LessonSummary[] },
  ): Promise<string | undefined>;
  /** The API paths the screen at this address reads as it opens, when it is drawn for a parent; else undefined. */
  screenReads(address: string, userId: number): ReadonlyArray<readonly [path: string, queryKey: unknown]> | undefined;
  /** A parent's screen, from the API's answers to `screenReads` (by path) and the parent's local hour. */
  screen(
    address: string,
    userId: number,
    reads: Readonly<Record<string, unknown>>,
    hour: number,
  ): Promise<string | undefined>;
}

interface RendererModule {
  renderLessonFirstScreen?: FirstScreenRenderer["lesson"];
  parentScreenReads?: FirstScreenRenderer["screenReads"];
  renderParentScreen?: FirstScreenRenderer["screen"];
}

/** The built renderer, when the build made one (a server run from source has none, and pages go without). */
export async function loadFirstScreenRenderer(file: string): Promise<FirstScreenRenderer | undefined> {
  if (!fs.existsSync(file)) return undefined;
  const module = (await import(pathToFileURL(file).href)) as RendererModule;
  const { renderLessonFirstScreen: lesson, parentScreenReads: screenReads, renderParentScreen: screen } = module;
  return lesson && screenReads && screen ? { lesson, screenReads, screen } : undefined;
}

/** A GET of the API as the parent whose cookie it carries: the answer's JSON when it is a 200, else undefined. */
export type ReadAsParent = (path: string, cookie: string) => Promise<unknown>;

/** Reads through the app's own routes, in process: the same checks and the same answer the browser gets. */
export function readAsParent(app: FastifyInstance): ReadAsParent {
  return async (path, cookie) => {
    const answer = await app.inject({ method: "GET", url: path, headers: { cookie } });
    return answer.statusCode === 200 ? (JSON.parse(answer.body) as unknown) : undefined;
  };
}

/** A screen drawn for a parent, and the API's answers it was drawn from: each with its path and the app's query key. */
export interface DrawnScreen {
  html: string;
  reads: Array<[path: string, queryKey: unknown, answer: unknown]>;
  /** The parent's look, from their settings when the screen read them, for the page to paint in from the start. */
  appearance?: PageAppearance;
}

export interface FirstScreens {
  /**
   * The lesson's first screen for this parent, when they open it afresh: no saved place in it, the lesson open on
   * their learning path and in their plan, its level the one the address names. Anything else (or any failure) gets
   * no drawing, and the page is the lesson's usual one.
   */
  forParent(userId: number, lessonId: number, levelSegment: string): Promise<string | undefined>;
  /**
   * The screen at this address (home, the lessons overview) drawn for the parent from the same answers the API gives
   * them (read as them, with their cookie), greeting them by the hour in their time zone. Undefined for an address
   * the app does not draw here, when a read fails, or when the app would draw something else (onboarding).
   */
  forAddress(userId: number, address: string, cookie: string): Promise<DrawnScreen | undefined>;
}

/**
 * A lesson's page can carry its first screen, so a parent reads it from the page's first paint instead of after the
 * app's scripts (docs/benchmarks.md#the-lessons-first-screen-in-its-page-2026-11-24). Each lesson is drawn once per process, the
 * first time it is asked for; whether this parent opens it afresh is one database read.
 */
export function firstScreens(
  db: AppDb,
  curriculum: Curriculum,
  planGate: LessonPlanGate,
  render: FirstScreenRenderer,
  readAsParent: ReadAsParent,
  clock: () => Date,
  log: FastifyBaseLogger,
): FirstScreens {
  const outline = { levels: curriculum.levels, lessons: curriculum.summaries };
  const drawings = new Map<number, Promise<string | undefined>>();
  const drawingOf = (lesson: Lesson) => {
    let drawing = drawings.get(lesson.id);
    if (!drawing) {
      drawing = render.lesson(lesson, outline).catch((error: unknown) => {
        log.warn(
          { err: error, lessonId: lesson.id },
          "the lesson's first screen could not be drawn; its page goes without",
        );
        return undefined;
      });
      drawings.set(lesson.id, drawing);
    }
    return drawing;
  };

  const parentRead = (userId: number, lessonId: number) =>
    db
      .select({
        saved: sql<boolean>`exists (select 1 from lesson_attempts a where a.user_id = ${userId} and a.lesson_id = ${lessonId})`,
        done: completedIdsColumn(userId),
        createdAt: users.createdAt,
        ...planColumns,
      })
      .from(users)
      .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
      .where(eq(users.id, userId));

  return {
    async forParent(userId, lessonId, levelSegment) {
      const lesson = curriculum.lessonById.get(lessonId);
      if (!lesson || String(lesson.levelId) !== levelSegment) return undefined;
      const [parent] = await parentRead(userId, lessonId).catch((error: unknown) => {
        // The page still goes out, without the drawing: it is never worth failing a page for.
        log.warn({ err: error, lessonId }, "could not read whether the parent opens the lesson afresh");
        return [];
      });
      if (!parent || parent.saved) return undefined;
      if (!isLessonUnlocked(lesson, curriculum.levels, curriculum.lessons, parseCompletedIds(parent.done)))
        return undefined;
      try {
        planGate.requireOf(lesson, parent);
      } catch {
        return undefined;
      }
      return drawingOf(lesson);
    },

    async forAddress(userId, address, cookie) {
      try {
        const screenReads = render.screenReads(address, userId);
        if (!screenReads) return undefined;
        const answers = await Promise.all(screenReads.map(([path]) => readAsParent(path, cookie)));
        if (answers.some((answer) => answer === undefined)) return undefined;
        const byPath = Object.fromEntries(screenReads.map(([path], i) => [path, answers[i]]));
        const me = byPath["/api/auth/me"] as PublicUser | undefined;
        if (!me) return undefined;
        const html = await render.screen(address, userId, byPath, hourIn(clock(), me.timeZone));
        if (html === undefined) return undefined;
        const settings = byPath[`/api/user/${userId}/settings`] as UserSettings | undefined;
        return {
          html,
          reads: screenReads.map(([path, queryKey], i) => [path, queryKey, answers[i]]),
          ...(settings && { appearance: { darkMode: settings.darkMode, fontSize: settings.fontSize } }),
        };
      } catch (error) {
        log.warn({ err: error, userId, address }, "the parent's screen could not be drawn; the page goes without");
        return undefined;
      }
    },
  };
}
