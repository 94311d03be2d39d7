import moduleBadges from "@content/badges.json";
import { MODULE_BADGE_TEXTS } from "../../locales/module-badges";
import { withTexts } from "../content/translation";
import { type DisplayLanguage, isLanguage } from "../i18n/locales";

/** docs/product-rules.md#achievements: the achievements the rules award, whatever the curriculum holds. */
export const RULE_ACHIEVEMENTS = {
  "first-lesson": { title: /*i18n*/ "First Step", description: /*i18n*/ "You finished your first lesson.", howToEarn: /*i18n*/ "Finish any lesson." },
  "first-level": {
    title: /*i18n*/ "Level Complete",
    description: /*i18n*/ "You finished every lesson of a level.",
    howToEarn: /*i18n*/ "Finish every lesson of one level.",
  },
  "streak-3": { title: /*i18n*/ "Three-Day Streak", description: /*i18n*/ "You learned three days in a row.", howToEarn: /*i18n*/ "Finish a lesson or story on three days in a row." },
  "streak-7": { title: /*i18n*/ "Week of Growth", description: /*i18n*/ "You learned seven days in a row.", howToEarn: /*i18n*/ "Finish a lesson or story on seven days in a row." },
  "ten-lessons": { title: /*i18n*/ "Ten Lessons", description: /*i18n*/ "You finished ten lessons.", howToEarn: /*i18n*/ "Finish ten different lessons." },
  "first-journal": {
    title: /*i18n*/ "First Reflection",
    description: /*i18n*/ "You wrote your first journal entry.",
    howToEarn: /*i18n*/ "Write your first journal entry, after a lesson or in your journal.",
  },
  "first-story": { title: /*i18n*/ "Storyteller", description: /*i18n*/ "You played your first practice story.", howToEarn: /*i18n*/ "Play a practice story to the end." },
} as const;

export type RuleAchievementId = keyof typeof RULE_ACHIEVEMENTS;
/** A rule's achievement, or a module badge of content/badges.json. */
export type AchievementId = RuleAchievementId | (string & {});

interface AchievementText {
  title: string;
  description: string;
  howToEarn: string;
}

/**
 * Every achievement a parent can earn, as the profile lists them: the rules' ones, then the module badges of
 * content/badges.json, which are data (a module closing added in content/ brings its own). The server checks the
 * badges when it loads the curriculum (src/server/curriculum/curriculum.ts); the answers carry only the ids.
 */
function achievementsWith(badges: typeof moduleBadges): Readonly<Record<string, AchievementText>> {
  return {
    ...RULE_ACHIEVEMENTS,
    ...Object.fromEntries(badges.map(({ id, title, description, howToEarn }) => [id, { title, description, howToEarn }])),
  };
}

export const ACHIEVEMENTS = achievementsWith(moduleBadges);

// The module badges' words in each translated language (content/translations/<language>/badges.json), one entry per
// language of the table of languages in the index the catalogs' compile writes (scripts/i18n-compile.mjs); the rules'
// achievements are catalog messages, which the screens translate (`i18n._(title)`).
const ACHIEVEMENTS_IN = new Map<DisplayLanguage, Readonly<Record<string, AchievementText>>>();

/** Every achievement as the profile lists them, the module badges in `language`'s words. */
export function achievementsIn(language: DisplayLanguage): Readonly<Record<string, AchievementText>> {
  const texts = isLanguage(language) ? MODULE_BADGE_TEXTS[language] : undefined;
  if (!texts) return ACHIEVEMENTS;
  let achievements = ACHIEVEMENTS_IN.get(language);
  if (!achievements) {
    achievements = achievementsWith(withTexts(moduleBadges, texts));
    ACHIEVEMENTS_IN.set(language, achievements);
  }
  return achievements;
}

/** The title and texts of a known achievement (the rules' ones and the module badges), or undefined. */
export function achievementOf(id: string, language: DisplayLanguage = "en"): AchievementText | undefined {
  const achievements = achievementsIn(language);
  return Object.hasOwn(achievements, id) ? achievements[id] : undefined;
}

/** Achievements that lesson progress earns, given the totals after a completion. */
export function lessonAchievements(facts: { lessonsCompleted: number; levelsCompleted: number; streak: number }): RuleAchievementId[] {
  const earned: RuleAchievementId[] = [];
  if (facts.lessonsCompleted >= 1) earned.push("first-lesson");
  if (facts.levelsCompleted >= 1) earned.push("first-level");
  if (facts.streak >= 3) earned.push("streak-3");
  if (facts.streak >= 7) earned.push("streak-7");
  if (facts.lessonsCompleted >= 10) earned.push("ten-lessons");
  return earned;
}
