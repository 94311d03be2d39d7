import { z } from "zod";

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
  { value: "0-2", label: "0–2 years" },
  { value: "3-5", label: "3–5 years" },
  { value: "6-8", label: "6–8 years" },
  { value: "9-12", label: "9–12 years" },
  { value: "13+", label: "13+ years" },
  { value: "multiple", label: "Children in more than one age group" },
] as const satisfies readonly Choice[];

/** docs/screens.md#form-validation: the stored values are fixed there; the labels are ours. */
export const FAMILY_STRUCTURES = [
  { value: "single-parent", label: "Single parent" },
  { value: "two-parent", label: "Two parents at home" },
  { value: "blended", label: "Blended family" },
  { value: "extended", label: "Extended family (grandparents, relatives or kinship carers)" },
  { value: "other", label: "Something else" },
] as const satisfies readonly Choice[];

export const LEARNING_STYLES = [
  { value: "visual", label: "Pictures and illustrated examples" },
  { value: "interactive", label: "Practise with scenarios and quizzes" },
  { value: "video", label: "Watching someone show me" },
  { value: "audio", label: "Listening, like a podcast" },
  { value: "mixed", label: "A mix of everything" },
] as const satisfies readonly Choice[];

export const AVAILABLE_TIMES = [
  { value: "5-10-minutes", label: "5–10 minutes a day" },
  { value: "15-20-minutes", label: "15–20 minutes a day" },
  { value: "30-minutes", label: "About 30 minutes a day" },
  { value: "1-hour", label: "An hour or more a day" },
  { value: "weekends", label: "Mostly at weekends" },
] as const satisfies readonly Choice[];

export const PARENTING_CHALLENGES = [
  { value: "tantrums", label: "Tantrums and meltdowns" },
  { value: "bedtime", label: "Bedtime battles" },
  { value: "mealtimes", label: "Mealtime struggles" },
  { value: "siblings", label: "Sibling fights and jealousy" },
  { value: "screens", label: "Switching off screens" },
  { value: "cooperation", label: "Listening and cooperation" },
  { value: "separation", label: "Goodbyes and separation worries" },
  { value: "my-temper", label: "Keeping my own temper" },
] as const satisfies readonly Choice[];

export const PRIMARY_GOALS = [
  { value: "stay-calm", label: "Stay calm in hard moments" },
  { value: "understand-feelings", label: "Understand my child's feelings" },
  { value: "kind-limits", label: "Set limits with kindness" },
  { value: "routines", label: "Build smoother routines" },
  { value: "connection", label: "Feel closer to my child" },
  { value: "independence", label: "Encourage independence" },
  { value: "fewer-struggles", label: "Have fewer power struggles" },
  { value: "repair", label: "Repair after we clash" },
] as const satisfies readonly Choice[];

type Values<List extends readonly Choice[]> = List[number]["value"];
const valuesOf = <List extends readonly Choice[]>(list: List) =>
  list.map((choice) => choice.value) as unknown as readonly [Values<List>, ...Values<List>[]];

/** A required single choice: a missing or unknown answer gets its message from docs/screens.md#form-validation. */
const pick = <List extends readonly Choice[]>(list: List, message: string) =>
  z.enum(valuesOf(list), { error: message });

/** A multi-select with at least one known answer, each at most once. */
const pickSome = <List extends readonly Choice[]>(list: List, message: string) =>
  z
    .array(z.enum(valuesOf(list), { error: message }), { error: message })
    .min(1, { error: message })
    .max(list.length)
    .refine((answers) => new Set(answers).size === answers.length, { error: "Each answer can be chosen once" });

/** docs/screens.md#form-validation: the onboarding form's required fields and their exact messages. */
export const onboardingFormSchema = z
  .object({
    childAge: pick(CHILD_AGES, "Please select your child's age"),
    familyStructure: pick(FAMILY_STRUCTURES, "Please select your family structure"),
    preferredLearningStyle: pick(LEARNING_STYLES, "Please select your preferred learning style"),
    availableTime: pick(AVAILABLE_TIMES, "Please select your available time"),
    parentingChallenges: pickSome(PARENTING_CHALLENGES, "Please select at least one challenge"),
    primaryGoals: pickSome(PRIMARY_GOALS, "Please select at least one goal"),
  })
  .strict();
export type OnboardingForm = z.infer<typeof onboardingFormSchema>;
