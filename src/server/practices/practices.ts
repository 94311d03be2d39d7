import { and, desc, eq, sql } from "drizzle-orm";
import { localDate } from "../../shared/rules/days";
import { levelForXp } from "../../shared/rules/levels";
import type { Lesson, Level } from "../../shared/schemas/learning";
import {
  PRACTICE_CHECK_IN_XP, PRACTICE_OUTCOMES, PRACTICE_OUTCOME_LABELS, type PracticeCheckInInput, type PracticeCheckInResult,
  type PracticeOutcome, type PracticeState, type PracticesOverview,
} from "../../shared/schemas/practices";
import type { AppDb } from "../db/client";
import { journalEntries, practiceCheckIns, userPractices, users } from "../db/schema";
import { conflict, notFound, unauthorized } from "../http/errors";
import { toPublicUser } from "../users/users";
import type { CurriculumView } from "../curriculum/curriculum";
import { earnAchievements } from "../progress/earn-achievements";
import { FIRST_JOURNAL } from "../journal/journal-entries";

type Transaction = Parameters<Parameters<AppDb["transaction"]>[0]>[0];
type PracticeRow = typeof userPractices.$inferSelect;


/**
 * A finished lesson's practice becomes the parent's current practice, asked about from the next local day.
 * Finishing the same lesson again makes it current again; XP already earned for it stays earned.
 */
export async function setCurrentPractice(tx: Transaction, lesson: Lesson, userId: number, today: string, now: Date): Promise<void> {
  if (!lesson.practice) return;
  await tx
    .insert(userPractices)
    .values({ userId, lessonId: lesson.id, startedOn: today, setAt: now })
    .onConflictDoUpdate({
      target: [userPractices.userId, userPractices.lessonId],
      set: { startedOn: today, setAt: now },
    });
}

function isOutcome(value: string | null): value is PracticeOutcome {
  return (PRACTICE_OUTCOMES as readonly string[]).includes(value ?? "");
}

function toState(
  row: PracticeRow,
  lesson: Lesson & { practice: NonNullable<Lesson["practice"]> },
  today: string,
  levelAges: Level["ages"],
): PracticeState {
  const tried = row.triedAt !== null;
  return {
    lessonId: lesson.id,
    levelId: lesson.levelId,
    lessonTitle: lesson.title,
    ...(levelAges && { ages: levelAges }),
    practice: lesson.practice,
    startedOn: row.startedOn,
    checkInOpen: !tried && today > row.startedOn && row.lastCheckInOn !== today,
    lastOutcome: isOutcome(row.lastOutcome) ? row.lastOutcome : null,
    tried,
  };
}

function lessonWithPractice(curriculum: CurriculumView, lessonId: number) {
  const lesson = curriculum.lessonById.get(lessonId);
  return lesson?.practice ? (lesson as Lesson & { practice: NonNullable<Lesson["practice"]> }) : undefined;
}

/** The current practice (the one set last whose lesson still has one) and how many practices were tried. */
export async function practicesOverview(db: AppDb, curriculum: CurriculumView, userId: number, now: Date): Promise<PracticesOverview> {
  const [user] = await db.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, userId));
  if (!user) throw unauthorized();
  const today = localDate(now, user.timeZone);
  const rows = await db.select().from(userPractices).where(eq(userPractices.userId, userId)).orderBy(desc(userPractices.setAt));
  const recent = rows.flatMap((row) => {
    const lesson = lessonWithPractice(curriculum, row.lessonId);
    return lesson ? [toState(row, lesson, today, curriculum.levelById.get(lesson.levelId)?.ages)] : [];
  });
  return {
    current: recent[0] ?? null,
    recent,
    triedCount: rows.filter((row) => row.triedAt !== null).length,
  };
}

/**
 * "Did you try it?" In one transaction with the parent's row locked, so twenty taps at once run one after the
 * other: the first "tried" (or "didn't go well") awards the XP and saves the note, the rest change nothing.
 * "Not yet" keeps the practice and asks again the next day. Before the day after it was set, there is nothing
 * to ask yet (409).
 */
export async function checkInPractice(
  db: AppDb,
  curriculum: CurriculumView,
  userId: number,
  lessonId: number,
  input: PracticeCheckInInput,
  now: Date,
): Promise<PracticeCheckInResult> {
  const lesson = lessonWithPractice(curriculum, lessonId);
  if (!lesson) throw notFound(/*i18n*/ "Practice not found");
  const levelAges = curriculum.levelById.get(lesson.levelId)?.ages;
  return db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for("update");
    if (!user) throw unauthorized();
    const [row] = await tx
      .select()
      .from(userPractices)
      .where(and(eq(userPractices.userId, userId), eq(userPractices.lessonId, lessonId)));
    if (!row) throw notFound(/*i18n*/ "Practice not found");
    const today = localDate(now, user.timeZone);
    if (today <= row.startedOn) throw conflict(/*i18n*/ "You can tell us how it went from tomorrow. Give it a try first.");

    const tried = input.outcome !== "not-yet";
    // A repeat answers with the state as it is: a tried practice stays tried, one "Not yet" a day is enough.
    const changes = tried ? row.triedAt === null : row.triedAt === null && row.lastCheckInOn !== today;
    if (!changes) {
      return {
        practice: toState(row, lesson, today, levelAges),
        xpAwarded: 0,
        user: toPublicUser(user, now),
        journalEntryId: null,
        newAchievements: [],
      };
    }

    const xpAwarded = tried && row.xpAwarded === 0 ? PRACTICE_CHECK_IN_XP : 0;
    const [updated] = await tx
      .update(userPractices)
      .set({
        lastOutcome: input.outcome,
        lastCheckInOn: today,
        ...(tried ? { triedAt: now } : {}),
        xpAwarded: sql`${userPractices.xpAwarded} + ${xpAwarded}`,
      })
      .where(and(eq(userPractices.userId, userId), eq(userPractices.lessonId, lessonId)))
      .returning();
    // Every answer that counts is kept with its time, for the patterns of /progress.
    await tx.insert(practiceCheckIns).values({ userId, lessonId, outcome: input.outcome, at: now });

    let journalEntryId: number | null = null;
    const note = input.note ?? "";
    if (note !== "") {
      const [entry] = await tx
        .insert(journalEntries)
        .values({
          userId,
          lessonId,
          lessonTitle: `Practice: ${lesson.practice.title}`,
          feeling: PRACTICE_OUTCOME_LABELS[input.outcome],
          improvementNotes: note,
        })
        .returning({ id: journalEntries.id });
      journalEntryId = entry?.id ?? null;
    }
    // A note is a journal entry: the first one earns "first-journal", with its date, once.
    const { newAchievements, achievements, achievementDates } = earnAchievements(user, note === "" ? [] : [FIRST_JOURNAL], now);
    const xp = user.xp + xpAwarded;
    const [saved] = await tx
      .update(users)
      .set({ xp, level: levelForXp(xp), achievements, achievementDates, updatedAt: now })
      .where(eq(users.id, userId))
      .returning();
    if (!saved || !updated) throw unauthorized();
    return { practice: toState(updated, lesson, today, levelAges), xpAwarded, user: toPublicUser(saved, now), journalEntryId, newAchievements };
  });
}
