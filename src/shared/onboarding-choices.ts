/*
 * The onboarding's answers, free of the validation library so home and the server's rules can read them (the form's
 * schema is src/shared/schemas/onboarding.ts).
 */

/** One answer of the onboarding form: what is stored, and what the parent reads. */
export interface Choice<Value extends string = string> {
  value: Value;
  label: string;
}

/**
 * docs/screens.md#onboarding, docs/screens.md#form-validation: the form offers 13+ besides the greeting's age groups;
 * "multiple" covers siblings of several ages.
 */
export const CHILD_AGES = [
  { value: "0-2", label: /*i18n*/ "0–2 years" },
  { value: "3-5", label: /*i18n*/ "3–5 years" },
  { value: "6-8", label: /*i18n*/ "6–8 years" },
  { value: "9-12", label: /*i18n*/ "9–12 years" },
  { value: "13+", label: /*i18n*/ "13+ years" },
  { value: "multiple", label: /*i18n*/ "Children in more than one age group" },
] as const satisfies readonly Choice[];

/** docs/screens.md#form-validation: the stored values are fixed there; the labels are ours. */
export const FAMILY_STRUCTURES = [
  { value: "single-parent", label: /*i18n*/ "Single parent" },
  { value: "two-parent", label: /*i18n*/ "Two parents at home" },
  { value: "blended", label: /*i18n*/ "Blended family" },
  { value: "extended", label: /*i18n*/ "Extended family (grandparents, relatives or kinship carers)" },
  { value: "other", label: /*i18n*/ "Something else" },
] as const satisfies readonly Choice[];

export const LEARNING_STYLES = [
  { value: "visual", label: /*i18n*/ "Pictures and illustrated examples" },
  { value: "interactive", label: /*i18n*/ "Practise with scenarios and quizzes" },
  { value: "video", label: /*i18n*/ "Watching someone show me" },
  { value: "audio", label: /*i18n*/ "Listening, like a podcast" },
  { value: "mixed", label: /*i18n*/ "A mix of everything" },
] as const satisfies readonly Choice[];

export const AVAILABLE_TIMES = [
  { value: "5-10-minutes", label: /*i18n*/ "5–10 minutes a day" },
  { value: "15-20-minutes", label: /*i18n*/ "15–20 minutes a day" },
  { value: "30-minutes", label: /*i18n*/ "About 30 minutes a day" },
  { value: "1-hour", label: /*i18n*/ "An hour or more a day" },
  { value: "weekends", label: /*i18n*/ "Mostly at weekends" },
] as const satisfies readonly Choice[];

export const PARENTING_CHALLENGES = [
  { value: "tantrums", label: /*i18n*/ "Tantrums and meltdowns" },
  { value: "bedtime", label: /*i18n*/ "Bedtime battles" },
  { value: "mealtimes", label: /*i18n*/ "Mealtime struggles" },
  { value: "siblings", label: /*i18n*/ "Sibling fights and jealousy" },
  { value: "screens", label: /*i18n*/ "Switching off screens" },
  { value: "cooperation", label: /*i18n*/ "Listening and cooperation" },
  { value: "separation", label: /*i18n*/ "Goodbyes and separation worries" },
  { value: "my-temper", label: /*i18n*/ "Keeping my own temper" },
] as const satisfies readonly Choice[];

export const PRIMARY_GOALS = [
  { value: "stay-calm", label: /*i18n*/ "Stay calm in hard moments" },
  { value: "understand-feelings", label: /*i18n*/ "Understand my child's feelings" },
  { value: "kind-limits", label: /*i18n*/ "Set limits with kindness" },
  { value: "routines", label: /*i18n*/ "Build smoother routines" },
  { value: "connection", label: /*i18n*/ "Feel closer to my child" },
  { value: "independence", label: /*i18n*/ "Encourage independence" },
  { value: "fewer-struggles", label: /*i18n*/ "Have fewer power struggles" },
  { value: "repair", label: /*i18n*/ "Repair after we clash" },
] as const satisfies readonly Choice[];

export type ChallengeValue = (typeof PARENTING_CHALLENGES)[number]["value"];
export type GoalValue = (typeof PRIMARY_GOALS)[number]["value"];
export type LearningStyleValue = (typeof LEARNING_STYLES)[number]["value"];
