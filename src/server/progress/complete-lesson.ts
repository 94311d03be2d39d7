import { and, eq, sql } from "drizzle-orm";
import { moduleCloserContentSchema } from "../../shared/content/guided-schemas";
import { type AchievementId, lessonAchievements } from "../../shared/rules/achievements";
import { isLessonUnlocked, isLevelCompleted } from "../../shared/rules/locks";
import type { CompleteLessonInput, CompletionResult, Lesson, ProgressEntry } from "../../shared/schemas/learning";
import type { AppDb } from "../db/client";
import { subscriptions, userProgress, users } from "../db/schema";
import { type LessonPlanGate, planColumns } from "../subscriptions/plan-access";
import { type ActivityChange, planActivity } from "./record-activity";
import { completedIdsColumn, parseCompletedIds } from "./completed-ids";
import { namedStatement } from "../db/named-statement";
import { toPublicUser } from "../users/users";
import { clearAttempt } from "../attempts/attempts";
import type { PublicUser } from "../../shared/schemas/auth";
import { setCurrentPractice } from "../practices/practices";
import { localDate } from "../../shared/rules/days";
import { HttpError, badRequest, forbidden, notFound, unauthorized } from "../http/errors";
import { scoreLessonAnswers } from "../../shared/rules/players/lesson-score";
import { lessonAttempts } from "../db/schema";
import type { Curriculum } from "../curriculum/curriculum";

type ProgressRow = typeof userProgress.$inferSelect;

export function toProgressEntry(row: ProgressRow): ProgressEntry {
  return {
    id: row.id,
    lessonId: row.lessonId,
    levelId: row.levelId,
    completed: row.completed,
    score: row.score,
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

/**
 * docs/product-rules.md#xp: a module-closer's badge is an achievement, and its xpBonus is awarded on top of
 * xpReward with the first completion. Other lessons have no badge.
 */
function moduleBadgeOf(lesson: Lesson): { achievement: AchievementId; xpBonus: number } | null {
  if (lesson.activityType !== "module-closer") return null;
  // The curriculum was validated at start-up; a lesson without authored content has no badge yet.
  const content = moduleCloserContentSchema.safeParse(lesson.content);
  if (!content.success) return null;
  // The loader refused a badge id that content/badges.json does not list (docs/content-guide.md#module-badges), so
  // the id is awarded as it stands: a module closing added in content/ awards its own badge.
  const { id, xpBonus } = content.data.badgeEarned;
  return { achievement: id, xpBonus };
}

type UserRow = typeof users.$inferSelect;

/** What a completion changes, worked out from the parent's row and completed lessons as read. */
export interface CompletionPlan {
  firstCompletion: boolean;
  xpAwarded: number;
  bonusXp: number;
  change: ActivityChange;
}

export function planCompletion(
  curriculum: Curriculum,
  lesson: Lesson,
  user: UserRow,
  completed: Set<number>,
  now: Date,
): CompletionPlan {
  const badge = moduleBadgeOf(lesson);
  const firstCompletion = !completed.has(lesson.id);
  if (firstCompletion && !isLessonUnlocked(lesson, curriculum.levels, curriculum.lessons, completed)) {
    throw forbidden(/*i18n*/ "This lesson is still locked. Finish the lesson before it first.");
  }
  const bonusXp = firstCompletion && badge ? badge.xpBonus : 0;
  const xpAwarded = firstCompletion ? lesson.xpReward + bonusXp : 0;
  const done = new Set(completed).add(lesson.id);
  // A level once completed stays completed when a lesson is added to it later (docs/product-rules.md#age-levels): the
  // new lesson shows as available, and the parent's levels count never goes down.
  const completedLevels = curriculum.levels
    .filter((candidate) => user.completedLevels.includes(candidate.id) || isLevelCompleted(candidate.id, curriculum.lessons, done))
    .map((candidate) => candidate.id);
  const currentLevelId =
    curriculum.levels.find((candidate) => !completedLevels.includes(candidate.id))?.id ??
    curriculum.levels.at(-1)?.id ??
    1;
  const change = planActivity(user, {
    xpAwarded,
    now,
    earned: (streak) => {
      const earned = lessonAchievements({
        lessonsCompleted: done.size,
        levelsCompleted: completedLevels.length,
        streak,
      });
      return badge ? [...earned, badge.achievement] : earned;
    },
    more: { completedLevels, currentLevelId },
  });
  return { firstCompletion, xpAwarded, bonusXp, change };
}

function completionResult(
  lesson: Lesson,
  plan: CompletionPlan,
  user: PublicUser,
  progress: ProgressEntry,
): CompletionResult {
  return {
    user,
    progress,
    xpAwarded: plan.xpAwarded,
    ...(plan.bonusXp > 0 ? { bonusXp: plan.bonusXp } : {}),
    firstCompletion: plan.firstCompletion,
    levelUp: plan.change.levelUp,
    newAchievements: plan.change.newAchievements,
    ...(lesson.practice ? { practice: lesson.practice } : {}),
  };
}

function lessonToComplete(curriculum: Curriculum, lessonId: number, input: CompleteLessonInput): Lesson {
  const lesson = curriculum.lessonById.get(lessonId);
  if (!lesson) throw notFound(/*i18n*/ "Lesson not found");
  if (input.levelId !== lesson.levelId) throw badRequest(/*i18n*/ "levelId does not match the lesson's level");
  return lesson;
}

/** What a completion records of the answers: the score the server worked out, and the answers it came from. */
export interface ScoredAnswers {
  score: number | null;
  answers: Record<string, unknown> | null;
}

/**
 * The server decides what a lesson scored (docs/lesson-players.md#progress-call): from the answers the completion
 * sent, else from the parent's saved attempt (an older client's completion, or one queued offline before answers were
 * sent), else none. A `score` the client sends is never used.
 */
export async function scoreCompletion(
  db: AppDb,
  lesson: Lesson,
  userId: number,
  input: CompleteLessonInput,
  contentVersion: string | undefined,
): Promise<ScoredAnswers> {
  const sent = input.answers ?? null;
  if (sent) {
    const score = scoreLessonAnswers(lesson, sent);
    if (score !== null) return { score, answers: sent };
  }
  const [saved] = await db
    .select({ state: lessonAttempts.state, contentVersion: lessonAttempts.contentVersion })
    .from(lessonAttempts)
    .where(and(eq(lessonAttempts.userId, userId), eq(lessonAttempts.lessonId, lesson.id)));
  const player = (saved?.state as { player?: unknown } | undefined)?.player;
  const current = saved && (saved.contentVersion === null || saved.contentVersion === contentVersion);
  if (current && player && typeof player === "object") {
    const score = scoreLessonAnswers(lesson, player);
    if (score !== null) return { score, answers: player as Record<string, unknown> };
  }
  return { score: null, answers: null };
}

/**
 * Records a completion in one transaction with the parent's row locked, so concurrent calls
 * (two taps on Complete) run one after the other: the first awards XP, the rest are replays. Used inside an
 * Idempotency-Key's transaction, and when the one-write completion below keeps losing its race.
 */
export async function completeLesson(
  db: AppDb,
  curriculum: Curriculum,
  userId: number,
  lessonId: number,
  input: CompleteLessonInput,
  now: Date,
): Promise<CompletionResult> {
  const lesson = lessonToComplete(curriculum, lessonId, input);
  return db.transaction(async (tx) => {
    const scored = await scoreCompletion(tx, lesson, userId, input, curriculum.contentVersionOf(lessonId));
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for("update");
    if (!user) throw unauthorized();

    const doneRows = await tx
      .select({ lessonId: userProgress.lessonId })
      .from(userProgress)
      .where(and(eq(userProgress.userId, userId), eq(userProgress.completed, true)));
    const plan = planCompletion(curriculum, lesson, user, new Set(doneRows.map((row) => row.lessonId)), now);

    const [row] = await tx
      .insert(userProgress)
      .values({
        userId,
        levelId: lesson.levelId,
        lessonId,
        completed: true,
        score: scored.score,
        answers: scored.answers,
        completedAt: now,
        xpAwarded: plan.xpAwarded,
      })
      .onConflictDoUpdate({
        target: [userProgress.userId, userProgress.lessonId],
        // A replay keeps the best score and the first completion's time and XP; the answers are the latest scored.
        set: {
          score: sql`greatest(${userProgress.score}, excluded.score)`,
          answers: sql`coalesce(excluded.answers, ${userProgress.answers})`,
          completed: true,
        },
      })
      .returning();
    if (!row) throw new HttpError(500, /*i18n*/ "Progress was not recorded");
    await setCurrentPractice(tx, lesson, userId, localDate(now, user.timeZone), now);
    const [updated] = await tx.update(users).set(plan.change.set).where(eq(users.id, userId)).returning();
    if (!updated) throw unauthorized();
    return completionResult(lesson, plan, toPublicUser(updated, now), toProgressEntry(row));
  });
}

/** How many times a completion reads and tries its one write before it takes the row lock instead. */
const ONE_WRITE_TRIES = 5;

interface WrittenProgress {
  id: number;
  lesson_id: number;
  level_id: number;
  completed: boolean;
  score: number | null;
  completed_at: string | Date | null;
}

/** The completion's read, one named prepared statement per database (like `user_by_id` in users/users.ts). */
const completionReads = new WeakMap<AppDb, ReturnType<typeof prepareCompletionRead>>();
function prepareCompletionRead(db: AppDb) {
  return db
    .select({
      user: users,
      ...planColumns,
      version: sql<string>`users.xmin::text`,
      done: completedIdsColumn(sql.placeholder("userId")),
    })
    .from(users)
    .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
    .where(eq(users.id, sql.placeholder("userId")))
    .prepare("completion_read");
}
function completionReadOf(db: AppDb) {
  let statement = completionReads.get(db);
  if (!statement) {
    statement = prepareCompletionRead(db);
    completionReads.set(db, statement);
  }
  return statement;
}

type CompletionWriteValues = {
  userId: number;
  version: string;
  xp: number;
  level: number;
  streak: number;
  lastActiveDate: string | null;
  streakStartedOn: string | null;
  streakWeekDays: number;
  dailyGoalProgress: number;
  completedLevels: string;
  currentLevelId: number;
  achievements: string;
  achievementDates: string;
  at: string;
  levelId: number;
  lessonId: number;
  score: number | null;
  answers: string | null;
  xpAwarded: number;
  startedOn: string;
};

/**
 * The completion's one write (below), as a named statement in two variants: with the lesson's practice and without.
 * The parent's row is written only if it is still the version read, and every other write hangs on that one.
 */
function completionWriteNamed(name: string, withPractice: boolean) {
  return namedStatement<CompletionWriteValues, WrittenProgress>(name, (value) => {
    const practice = withPractice
      ? sql`, practice as (
          insert into user_practices (user_id, lesson_id, started_on, set_at)
          select id, ${value("lessonId")}, ${value("startedOn")}::date, ${value("at")}::timestamptz from parent
          on conflict (user_id, lesson_id) do update set started_on = excluded.started_on, set_at = excluded.set_at
        )`
      : sql``;
    return sql`
      with parent as (
        update users
        set xp = ${value("xp")}, level = ${value("level")}, streak = ${value("streak")},
            last_active_date = ${value("lastActiveDate")}::date, daily_goal_progress = ${value("dailyGoalProgress")},
            streak_started_on = ${value("streakStartedOn")}::date, streak_week_days = ${value("streakWeekDays")},
            completed_levels = ${value("completedLevels")}::jsonb, current_level_id = ${value("currentLevelId")},
            achievements = ${value("achievements")}::jsonb, achievement_dates = ${value("achievementDates")}::jsonb,
            updated_at = ${value("at")}::timestamptz
        where id = ${value("userId")} and xmin::text = ${value("version")}
        returning id
      ), progress as (
        insert into user_progress (user_id, level_id, lesson_id, completed, score, answers, completed_at, xp_awarded)
        select id, ${value("levelId")}, ${value("lessonId")}, true, ${value("score")}::integer, ${value("answers")}::jsonb,
          ${value("at")}::timestamptz, ${value("xpAwarded")} from parent
        -- A replay keeps the best score and the first completion's time and XP; the answers are the latest scored.
        on conflict (user_id, lesson_id) do update set score = greatest(user_progress.score, excluded.score),
          answers = coalesce(excluded.answers, user_progress.answers), completed = true
        returning id, lesson_id, level_id, completed, score, completed_at
      ), attempt as (
        delete from lesson_attempts where user_id = ${value("userId")} and lesson_id = ${value("lessonId")} and exists (select 1 from parent)
      )${practice}
      select * from progress`;
  });
}
const completionWrite = completionWriteNamed("completion_write", false);
const completionWriteWithPractice = completionWriteNamed("completion_write_practice", true);

/**
 * Records a completion in two round trips and no transaction: one read (the parent's row with its version, and the
 * lessons completed), then one statement that writes everything (a data-modifying CTE): the parent's XP, level,
 * streak, daily goal and achievements, the progress row, the lesson's practice and the end of its saved place. The
 * parent's row is written only if it is still the version read (`xmin`, which every update of the row changes), and
 * every other write hangs on that one, so two concurrent "Complete" taps, or a completion beside a journal entry or a
 * story, cannot both build on the same row: the one that loses writes nothing and reads again, and is then a replay
 * (no XP). After a few lost races it takes the row lock (`completeLesson`) and is sure to finish. Before, the same
 * work took a transaction of 6–7 statements holding a pool connection from BEGIN to COMMIT (docs/benchmarks.md).
 */
export async function completeLessonInOneWrite(
  db: AppDb,
  curriculum: Curriculum,
  planGate: LessonPlanGate,
  userId: number,
  lessonId: number,
  input: CompleteLessonInput,
  now: Date,
): Promise<CompletionResult> {
  const lesson = lessonToComplete(curriculum, lessonId, input);
  // Read before the write, which ends the saved attempt a completion without answers is scored from.
  const scored = await scoreCompletion(db, lesson, userId, input, curriculum.contentVersionOf(lessonId));
  for (let attempt = 0; attempt < ONE_WRITE_TRIES; attempt += 1) {
    const [read] = await completionReadOf(db).execute({ userId });
    if (!read) throw unauthorized();
    const { user } = read;
    planGate.requireOf(lesson, { createdAt: user.createdAt, subscription: read.subscription, familyPremium: read.familyPremium });
    const done = parseCompletedIds(read.done);
    const plan = planCompletion(curriculum, lesson, user, done, now);
    const set = plan.change.set;
    const at = now.toISOString();
    const values: CompletionWriteValues = {
      userId,
      version: read.version,
      xp: set.xp,
      level: set.level,
      streak: set.streak,
      lastActiveDate: set.lastActiveDate,
      streakStartedOn: set.streakStartedOn,
      streakWeekDays: set.streakWeekDays,
      dailyGoalProgress: set.dailyGoalProgress,
      completedLevels: JSON.stringify(set.completedLevels ?? user.completedLevels),
      currentLevelId: set.currentLevelId ?? user.currentLevelId,
      achievements: JSON.stringify(set.achievements),
      achievementDates: JSON.stringify(set.achievementDates),
      at,
      levelId: lesson.levelId,
      lessonId,
      score: scored.score,
      answers: scored.answers === null ? null : JSON.stringify(scored.answers),
      xpAwarded: plan.xpAwarded,
      startedOn: localDate(now, user.timeZone),
    };
    const [row] = await (lesson.practice ? completionWriteWithPractice : completionWrite).run(db, values);
    if (!row) continue;
    const progress: ProgressEntry = {
      id: row.id,
      lessonId: row.lesson_id,
      levelId: row.level_id,
      completed: row.completed,
      score: row.score,
      completedAt: row.completed_at === null ? null : new Date(row.completed_at).toISOString(),
    };
    return completionResult(lesson, plan, toPublicUser({ ...user, ...set }, now), progress);
  }
  return db.transaction(async (tx) => {
    const result = await completeLesson(tx as unknown as AppDb, curriculum, userId, lessonId, input, now);
    await clearAttempt(tx as unknown as AppDb, userId, lessonId);
    return result;
  });
}
