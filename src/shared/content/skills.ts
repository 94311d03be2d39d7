/** Skill tags: each lesson practises one; profile focus areas are computed per skill. */
export const SKILLS = {
  "emotional-validation": "Emotional Validation",
  "setting-boundaries": "Setting Boundaries",
  communication: "Communication",
  "offering-choices": "Offering Choices",
  routines: "Routines and Transitions",
  "calm-and-self-care": "Calm and Self-Care",
  repair: "Repair and Reconnection",
} as const;

export type SkillId = keyof typeof SKILLS;
export const SKILL_IDS = Object.keys(SKILLS) as [SkillId, ...SkillId[]];
