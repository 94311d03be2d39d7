/** docs/product-rules.md#achievements: the achievements a parent can earn. */
export const ACHIEVEMENTS = {
  "first-lesson": { title: "First Step", description: "You finished your first lesson.", howToEarn: "Finish any lesson." },
  "first-level": {
    title: "Level Complete",
    description: "You finished every lesson of a level.",
    howToEarn: "Finish every lesson of one level.",
  },
  "streak-3": { title: "Three-Day Streak", description: "You learned three days in a row.", howToEarn: "Finish a lesson or story on three days in a row." },
  "streak-7": { title: "Week of Growth", description: "You learned seven days in a row.", howToEarn: "Finish a lesson or story on seven days in a row." },
  "ten-lessons": { title: "Ten Lessons", description: "You finished ten lessons.", howToEarn: "Finish ten different lessons." },
  "first-journal": {
    title: "First Reflection",
    description: "You wrote your first journal entry.",
    howToEarn: "Write your first journal entry, after a lesson or in your journal.",
  },
  "first-story": { title: "Storyteller", description: "You played your first practice story.", howToEarn: "Play a practice story to the end." },
  // The title is the module closing's badge title in its lesson file (content/lessons/07-module-1-closing.json).
  "module-1": {
    title: "Feelings First",
    description: "You closed the Big Feelings module with care for yourself.",
    howToEarn: "Finish Module 1 Closing, the last lesson of Big Feelings.",
  },
} as const;

export type AchievementId = keyof typeof ACHIEVEMENTS;

/** Whether an id names a known achievement (a module-closer's badge names its achievement by id). */
export function isAchievementId(id: string): id is AchievementId {
  return Object.hasOwn(ACHIEVEMENTS, id);
}

/** Achievements that lesson progress earns, given the totals after a completion. */
export function lessonAchievements(facts: { lessonsCompleted: number; levelsCompleted: number; streak: number }): AchievementId[] {
  const earned: AchievementId[] = [];
  if (facts.lessonsCompleted >= 1) earned.push("first-lesson");
  if (facts.levelsCompleted >= 1) earned.push("first-level");
  if (facts.streak >= 3) earned.push("streak-3");
  if (facts.streak >= 7) earned.push("streak-7");
  if (facts.lessonsCompleted >= 10) earned.push("ten-lessons");
  return earned;
}
