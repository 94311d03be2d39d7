import type { ReminderPayload } from "../../shared/schemas/push";
import { PRODUCT_NAME } from "../../shared/product";

/** The daily nudge: an invitation, never a guilt trip. */
export function dailyReminderCopy(nextLesson: { title: string; url: string } | null): ReminderPayload {
  return {
    title: "Five minutes with Pip?",
    body: nextLesson ? `“${nextLesson.title}” is ready whenever you are.` : "Pip would love to play a favourite lesson with you again.",
    url: nextLesson?.url ?? "/",
    tag: "daily-reminder",
  };
}

/** The weekly note: what the parent did this week, warmly, and a way in when it was nothing. */
export function weeklyProgressCopy(lessonsThisWeek: number, nextLesson: { title: string; url: string } | null): ReminderPayload {
  const body =
    lessonsThisWeek > 0
      ? `You finished ${lessonsThisWeek} ${lessonsThisWeek === 1 ? "lesson" : "lessons"} this week. Small steps add up. Pip is proud of you.`
      : "A new week is a fine place to start. Pip has a five-minute lesson ready when you are.";
  return { title: `Your week with ${PRODUCT_NAME}`, body, url: nextLesson?.url ?? "/", tag: "weekly-progress" };
}
