/**
 * Every lesson kind (`activityType`) of docs/lesson-players.md#player-kinds: one player and one content schema a kind.
 * What differs between two lessons of one kind (a slide layout, a steps lesson's words and retry rules) lives in the
 * lesson's data (`play`, src/shared/content/play-schema.ts), never in its kind.
 */
export const GENERIC_TYPES = ["multiple-choice", "drag-drop", "emotional-selector", "branching-scenario"] as const;
export const GUIDED_TYPES = ["roleplay-simulation", "module-closer"] as const;

export const ACTIVITY_TYPES = ["slides", "steps", ...GENERIC_TYPES, ...GUIDED_TYPES] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

/**
 * The lesson names that earlier versions used as activity types, and the kind each became. A lesson kept on a device
 * before the change (an offline copy, a service worker's cache) still finds its player through `kindOf`.
 */
const FORMER_TYPES: Readonly<Record<string, ActivityType>> = {
  when_pip_falls_and_cries: "slides",
  its_not_fair_everyone_laughed: "slides",
  uh_oh_everyone_laughed: "slides",
  big_loud_goodbye: "slides",
  dinner_disaster: "slides",
  the_tower_topple: "slides",
  sharing_shocker: "slides",
  why_didnt_you_pick_me: "slides",
  sample_dynamic_lesson: "slides",
  duplicate_dynamic_lesson: "slides",
  snack_attack: "steps",
  dinner_dilemma: "steps",
  pajama_puzzle: "steps",
  limits_quiz: "steps",
};

/** The kind an activity type names, today's or a former one; undefined for a name no version used. */
export function kindOf(activityType: string): ActivityType | undefined {
  if ((ACTIVITY_TYPES as readonly string[]).includes(activityType)) return activityType as ActivityType;
  return Object.hasOwn(FORMER_TYPES, activityType) ? FORMER_TYPES[activityType] : undefined;
}
