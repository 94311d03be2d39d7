import { and, count, eq, gt, sql, sum } from "drizzle-orm";
import type { AppDb } from "../db/client";
import { userProgress, users } from "../db/schema";
import { toPublicUser } from "../users/users";
import { sendOnce } from "./claims";
import { type MailContext, listUnsubscribeHeaders, unsubscribeUrl } from "./mail-context";
import { weeklyProgressMail } from "./templates";
import type { Curriculum } from "../curriculum/curriculum";
import { nextLessonFor } from "../curriculum/next-lesson";
import { answerLabel, isParentAnswer } from "../../shared/rules/for-you";
import { i18nFor, languageOfSettings } from "../i18n/i18n";

/** The weekly note goes out on Sunday from 17:00 in the parent's own time zone, once per week. */
export const WEEKLY_SEND_WEEKDAY = "Sun";
export const WEEKLY_SEND_HOUR = 17;

/** How often each instance looks for parents whose weekly mail is due. */
export const WEEKLY_CHECK_INTERVAL_MS = 15 * 60_000;

const WEEK_MS = 7 * 24 * 60 * 60_000;

interface Log {
  error(fields: object, message: string): void;
}

/** The local weekday ("Mon"…"Sun"), hour and date of an instant in a time zone. */
export function localMoment(instant: Date, timeZone: string): { weekday: string; hour: number; date: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone,
      weekday: "short",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return { weekday: parts.weekday ?? "", hour: Number(parts.hour), date: `${parts.year}-${parts.month}-${parts.day}` };
}

/** ISO 8601 week of a calendar date (YYYY-MM-DD), e.g. "2026-W48". */
export function isoWeek(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  const weekday = day.getUTCDay() || 7;
  day.setUTCDate(day.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((day.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${day.getUTCFullYear()}-W${String(week).padStart(2, "0")}`;
}

/**
 * Sends the weekly progress mail to every parent with Email notifications on whose Sunday evening has come, once
 * per parent and week even when several instances run this at the same moment. Returns how many this call sent.
 */
export async function sendWeeklyProgressMails(db: AppDb, mail: MailContext, now: Date, log: Log, curriculum?: Curriculum): Promise<number> {
  const parents = await db
    .select()
    .from(users)
    .where(sql`${users.settings} -> 'notifications' ->> 'email' = 'true'`);
  let sent = 0;
  for (const parent of parents) {
    const local = localMoment(now, parent.timeZone);
    if (local.weekday !== WEEKLY_SEND_WEEKDAY || local.hour < WEEKLY_SEND_HOUR) continue;
    const claim = { kind: "weekly" as const, key: `user:${parent.id}:${isoWeek(local.date)}`, userId: parent.id };
    try {
      const claimed = await sendOnce(db, claim, async () => {
        const [week] = await db
          .select({ lessons: count(), xp: sum(userProgress.xpAwarded) })
          .from(userProgress)
          .where(and(eq(userProgress.userId, parent.id), gt(userProgress.completedAt, new Date(now.getTime() - WEEK_MS))));
        const url = unsubscribeUrl(mail, { kind: "parent", id: parent.id });
        const language = languageOfSettings(parent.settings);
        const nextLesson = curriculum ? await nextLessonFor(db, curriculum.inLanguage(language), parent.id, parent.onboardingData) : null;
        const figures = {
          nextLesson: nextLesson && { ...nextLesson, ...(nextLesson.because && isParentAnswer(nextLesson.because) && { because: answerLabel(nextLesson.because) }) },
          username: parent.username,
          lessonsThisWeek: Number(week?.lessons ?? 0),
          xpThisWeek: Number(week?.xp ?? 0),
          streak: toPublicUser(parent, now).streak,
          totalXp: parent.xp,
        };
        await mail.mailer.send({ to: parent.email, ...weeklyProgressMail(figures, mail.publicUrl, url, i18nFor(language)), headers: listUnsubscribeHeaders(url) });
      });
      if (claimed) sent += 1;
    } catch (error) {
      log.error({ err: error, userId: parent.id }, "weekly progress mail failed");
    }
  }
  return sent;
}

/** Runs the weekly check now and then every interval until the returned function stops it. */
export function scheduleWeeklyProgressMails(run: () => Promise<unknown>, intervalMs = WEEKLY_CHECK_INTERVAL_MS): () => void {
  const tick = () => void run().catch(() => {});
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
