import { and, asc, count, eq, gte, lte } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { isStillTimely, shouldSendDailyReminder } from "../../shared/rules/reminders";
import { resolveSettings } from "../../shared/schemas/settings";
import type { AppDb } from "../db/client";
import { pushSubscriptions, reminderSchedules, userProgress, users } from "../db/schema";
import type { Curriculum } from "../curriculum/curriculum";
import { nextLessonFor } from "../curriculum/next-lesson";
import { dailyReminderCopy, weeklyProgressCopy } from "./reminder-copy";
import { i18nFor, languageOfSettings } from "../i18n/i18n";
import { type ReminderKind, isReminderOn, nextDue } from "./schedules";
import type { PushOutcome, PushSender } from "./sender";

export interface ClaimedReminder {
  userId: number;
  kind: ReminderKind;
  dueAt: Date;
}

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Claims the reminders due at `now`: in one transaction the due rows are locked (rows another instance holds are
 * skipped) and moved to their next time. Once this commits no other instance can see them due, so each reminder
 * is handed out exactly once however many instances poll.
 */
export async function claimDueReminders(db: AppDb, now: Date, limit = 100): Promise<ClaimedReminder[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({
        userId: reminderSchedules.userId,
        kind: reminderSchedules.kind,
        nextDueAt: reminderSchedules.nextDueAt,
        settings: users.settings,
        timeZone: users.timeZone,
      })
      .from(reminderSchedules)
      .innerJoin(users, eq(users.id, reminderSchedules.userId))
      .where(lte(reminderSchedules.nextDueAt, now))
      .orderBy(asc(reminderSchedules.nextDueAt))
      .limit(limit)
      .for("update", { of: reminderSchedules, skipLocked: true });
    const claimed: ClaimedReminder[] = [];
    for (const row of due) {
      const kind = row.kind as ReminderKind;
      const where = and(eq(reminderSchedules.userId, row.userId), eq(reminderSchedules.kind, row.kind));
      const settings = resolveSettings(row.settings);
      if (!isReminderOn(settings, kind)) {
        await tx.delete(reminderSchedules).where(where);
        continue;
      }
      await tx.update(reminderSchedules).set({ nextDueAt: nextDue(kind, now, row.timeZone, settings) }).where(where);
      claimed.push({ userId: row.userId, kind, dueAt: row.nextDueAt });
    }
    return claimed;
  });
}

/**
 * Sends one claimed reminder to every device of the parent. The daily one goes only while today's goal is not met;
 * a reminder claimed long after its time is dropped; a subscription the push service reports gone is deleted.
 * Returns how many devices it reached.
 */
export async function deliverReminder(
  db: AppDb,
  curriculum: Curriculum,
  sender: PushSender,
  reminder: ClaimedReminder,
  now: Date,
  log?: FastifyBaseLogger,
  countPush?: (outcome: PushOutcome | "failed") => void,
): Promise<number> {
  if (!isStillTimely(reminder.dueAt, now)) return 0;
  const [user] = await db.select().from(users).where(eq(users.id, reminder.userId));
  if (!user) return 0;
  if (reminder.kind === "daily" && !shouldSendDailyReminder(user, now)) return 0;
  const devices = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id));
  if (devices.length === 0) return 0;

  // In the parent's language (their settings), the next lesson's title too.
  const language = languageOfSettings(user.settings);
  const i18n = i18nFor(language);
  const nextLesson = await nextLessonFor(db, curriculum.inLanguage(language), user.id, user.onboardingData);
  let payload;
  if (reminder.kind === "daily") {
    payload = dailyReminderCopy(nextLesson, i18n);
  } else {
    const [week] = await db
      .select({ lessons: count() })
      .from(userProgress)
      .where(and(eq(userProgress.userId, user.id), gte(userProgress.completedAt, new Date(now.getTime() - WEEK_MS))));
    payload = weeklyProgressCopy(week?.lessons ?? 0, nextLesson, i18n);
  }

  let reached = 0;
  for (const device of devices) {
    try {
      const outcome = await sender.send(device, payload);
      countPush?.(outcome);
      if (outcome === "gone") {
        await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, device.id));
      } else if (outcome === "refused") {
        // Not a known push service, or its name resolved to an address that is not public: nothing was sent.
        log?.warn({ kind: reminder.kind, subscriptionId: device.id }, "push reminder refused: endpoint address not public");
      } else {
        reached += 1;
      }
    } catch (error) {
      countPush?.("failed");
      // One unreachable push service must not keep the parent's other devices from their reminder.
      log?.warn({ err: error, kind: reminder.kind }, "push reminder not delivered");
    }
  }
  return reached;
}

export interface ReminderSchedulerOptions {
  db: AppDb;
  curriculum: Curriculum;
  sender: PushSender;
  /** How often due reminders are looked for. */
  intervalMs: number;
  clock: () => Date;
  log: FastifyBaseLogger;
  /** Told each push's outcome (the metrics). */
  countPush?: (outcome: PushOutcome | "failed") => void;
}

/** Polls for due reminders and sends them; returns a stop function. Ticks never overlap within an instance. */
export function startReminderScheduler(options: ReminderSchedulerOptions): () => Promise<void> {
  const { db, curriculum, sender, clock, log, countPush } = options;
  let running: Promise<void> | undefined;
  const tick = async () => {
    for (;;) {
      const now = clock();
      const claimed = await claimDueReminders(db, now);
      for (const reminder of claimed) await deliverReminder(db, curriculum, sender, reminder, now, log, countPush);
      if (claimed.length < 100) return;
    }
  };
  const timer = setInterval(() => {
    if (running) return;
    running = tick()
      .catch((error: unknown) => log.warn({ err: error }, "reminder scheduler tick failed"))
      .finally(() => {
        running = undefined;
      });
  }, options.intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
