import type { I18n } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";

/**
 * docs/product-rules.md#streaks-and-the-daily-goal: today's lessons and practice stories against the daily goal, in
 * words ("1 of 3 lessons or stories"), and past the goal the count itself ("4 today, goal 3").
 */
export function dailyGoalCount(i18n: I18n, progress: number, target: number): string {
  if (progress > target) {
    return i18n._(
      msg({
        message: plural(target, { one: `${progress} today, goal #`, other: `${progress} today, goal #` }),
        comment: "Lessons and stories finished today, past the daily goal: 4 today, goal 3",
      }),
    );
  }
  return i18n._(
    msg({
      message: plural(target, { one: `${progress} of # lesson or story`, other: `${progress} of # lessons or stories` }),
      comment: "Lessons and practice stories finished today against the daily goal: 1 of 3 lessons or stories",
    }),
  );
}
