/** Every activityType of docs/lesson-players.md#player-kinds, grouped by the player that plays it. */
export const SLIDE_TYPES = [
  "when_pip_falls_and_cries", "its_not_fair_everyone_laughed", "uh_oh_everyone_laughed", "big_loud_goodbye",
  "dinner_disaster", "the_tower_topple", "sharing_shocker", "why_didnt_you_pick_me",
  "sample_dynamic_lesson", "duplicate_dynamic_lesson",
] as const;
export const STEP_TYPES = ["snack_attack", "dinner_dilemma", "pajama_puzzle", "limits_quiz"] as const;
export const GENERIC_TYPES = ["multiple-choice", "drag-drop", "emotional-selector", "branching-scenario"] as const;
export const GUIDED_TYPES = ["roleplay-simulation", "module-closer"] as const;

export const ACTIVITY_TYPES = [...SLIDE_TYPES, ...STEP_TYPES, ...GENERIC_TYPES, ...GUIDED_TYPES] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];
