import type { AchievementId } from "../../shared/rules/achievements";

/**
 * A parent's achievements after earning `earned` at `now`: ids they already hold keep their first date, new ones
 * are appended with `now` as their date. The caller writes both columns in the transaction that holds the row lock.
 */
export function earnAchievements(
  user: { achievements: string[]; achievementDates: Record<string, string> },
  earned: readonly AchievementId[],
  now: Date,
): { newAchievements: AchievementId[]; achievements: string[]; achievementDates: Record<string, string> } {
  const newAchievements = [...new Set(earned)].filter((id) => !user.achievements.includes(id));
  const achievementDates = { ...user.achievementDates };
  for (const id of newAchievements) achievementDates[id] = now.toISOString();
  return { newAchievements, achievements: [...user.achievements, ...newAchievements], achievementDates };
}
