import type { I18n } from "@lingui/core";
import type { ReminderPayload } from "../../shared/schemas/push";
import { PRODUCT_NAME } from "../../shared/product";
import { i18nFor } from "../i18n/i18n";

/** The daily nudge: an invitation, never a guilt trip. In the parent's language (`i18n`), English by default. */
export function dailyReminderCopy(
  nextLesson: { title: string; url: string } | null,
  i18n: I18n = i18nFor("en"),
): ReminderPayload {
  return {
    title: i18n._(/*i18n*/ { id: "Five minutes with Pip?", comment: "Daily reminder's title; Pip is a character of the app" }),
    body: nextLesson
      ? i18n._(/*i18n*/ { id: "“{title}” is ready whenever you are.", comment: "Daily reminder; {title} is a lesson's title", values: { title: nextLesson.title } })
      : i18n._(/*i18n*/ "Pip would love to play a favourite lesson with you again."),
    url: nextLesson?.url ?? "/",
    tag: "daily-reminder",
  };
}

/** The weekly note: what the parent did this week, warmly, and a way in when it was nothing. */
export function weeklyProgressCopy(
  lessonsThisWeek: number,
  nextLesson: { title: string; url: string } | null,
  i18n: I18n = i18nFor("en"),
): ReminderPayload {
  const body =
    lessonsThisWeek > 0
      ? i18n._(
          /*i18n*/ "You finished {lessons, plural, one {# lesson} other {# lessons}} this week. Small steps add up. Pip is proud of you.",
          { lessons: lessonsThisWeek },
        )
      : i18n._(/*i18n*/ "A new week is a fine place to start. Pip has a five-minute lesson ready when you are.");
  const title = i18n._(/*i18n*/ {
    id: "Your week with {product}",
    comment: "Mail and notification title; {product} is the app's name, Growly",
    values: { product: PRODUCT_NAME },
  });
  return { title, body, url: nextLesson?.url ?? "/", tag: "weekly-progress" };
}
