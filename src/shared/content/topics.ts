/**
 * Topic tags (docs/product-rules.md#for-you): what a lesson is about in the words a parent uses for their day
 * (bedtime, screens, siblings…), finer than its one `skill`. A lesson names one to four. The onboarding's challenges
 * and goals are matched to them by src/shared/rules/for-you.ts.
 */
export const TOPICS = [
  "tantrums",
  "bedtime",
  "mealtimes",
  "siblings",
  "screens",
  "cooperation",
  "separation",
  "parent-calm",
  "feelings",
  "limits",
  "routines",
  "connection",
  "independence",
  "choices",
  "repair",
  "worries",
  "friendships",
  "school",
  "bodies",
  "online-safety",
  "risk",
] as const;

export type Topic = (typeof TOPICS)[number];
