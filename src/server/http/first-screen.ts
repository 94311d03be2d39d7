import fs from "node:fs";
import { pathToFileURL } from "node:url";
import { eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { isLessonUnlocked } from "../../shared/rules/locks";
import type { Lesson, LessonSummary, Level } from "../../shared/schemas/learning";
import type { Curriculum } from "../curriculum/curriculum";
import type { AppDb } from "../db/client";
import { subscriptions, users } from "../db/schema";
import { planColumns, type LessonPlanGate } from "../subscriptions/plan-access";
import { completedIdsColumn, parseCompletedIds } from "../progress/completed-ids";

/**
 * Draws a lesson's first screen with the app's own components (src/client/first-screen.tsx, built by scripts/build.mjs
 * into dist/server/first-screen/); undefined when the app would not draw the lesson from the curriculum alone.
 */
export type FirstScreenRenderer = (
  lesson: Lesson,
  curriculum: { levels: readonly Level[]; lessons: readonly LessonSummary[] },
) => Promise<string | undefined>;

/** The built renderer, when the build made one (a server run from source has none, and pages go without). */
export async function loadFirstScreenRenderer(file: string): Promise<FirstScreenRenderer | undefined> {
  if (!fs.existsSync(file)) return undefined;
  const module = (await import(pathToFileURL(file).href)) as { renderLessonFirstScreen?: FirstScreenRenderer };
  return module.renderLessonFirstScreen;
}

export interface FirstScreens {
  /**
   * The lesson's first screen for this parent, when they open it afresh: no saved place in it, the lesson open on
   * their learning path and in their plan, its level the one the address names. Anything else (or any failure) gets
   * no drawing, and the page is the lesson's usual one.
   */
  forParent(userId: number, lessonId: number, levelSegment: string): Promise<string | undefined>;
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
  log: FastifyBaseLogger,
): FirstScreens {
  const outline = { levels: curriculum.levels, lessons: curriculum.summaries };
  const drawings = new Map<number, Promise<string | undefined>>();
  const drawingOf = (lesson: Lesson) => {
    let drawing = drawings.get(lesson.id);
    if (!drawing) {
      drawing = render(lesson, outline).catch((error: unknown) => {
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
  };
}
