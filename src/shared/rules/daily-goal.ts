import type { StreakRhythm } from "./days";

/**
 * docs/product-rules.md#streaks-and-the-daily-goal: the day the onboarding's "How much time do you have?" suggests — a
 * daily goal of lessons or stories, and for a parent who has time mostly at weekends, the kinder streak's rhythm of
 * three days a week. Set once, when onboarding is done; the parent changes either in Settings at any time.
 */
export interface SuggestedDay {
  dailyGoalTarget: number;
  streakRhythm: StreakRhythm;
}

const SUGGESTED: Record<string, SuggestedDay> = {
  "5-10-minutes": { dailyGoalTarget: 1, streakRhythm: 7 },
  "15-20-minutes": { dailyGoalTarget: 2, streakRhythm: 7 },
  "30-minutes": { dailyGoalTarget: 3, streakRhythm: 7 },
  "1-hour": { dailyGoalTarget: 5, streakRhythm: 7 },
  weekends: { dailyGoalTarget: 2, streakRhythm: 3 },
};

/** The day an answer suggests; none for an answer Growly does not know. */
export function suggestedDay(availableTime: string | null | undefined): SuggestedDay | undefined {
  return availableTime ? SUGGESTED[availableTime] : undefined;
}
