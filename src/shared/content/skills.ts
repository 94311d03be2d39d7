/** Skill tags: each lesson practises one; profile focus areas are computed per skill. */
export const SKILLS = {
  "emotional-validation": /*i18n*/ "Emotional Validation",
  "setting-boundaries": /*i18n*/ "Setting Boundaries",
  communication: /*i18n*/ "Communication",
  "offering-choices": /*i18n*/ "Offering Choices",
  routines: /*i18n*/ "Routines and Transitions",
  "calm-and-self-care": /*i18n*/ "Calm and Self-Care",
  repair: /*i18n*/ "Repair and Reconnection",
} as const;

export type SkillId = keyof typeof SKILLS;
export const SKILL_IDS = Object.keys(SKILLS) as [SkillId, ...SkillId[]];
