import { z } from "zod";

import {
  AVAILABLE_TIMES,
  CHILD_AGES,
  type Choice,
  FAMILY_STRUCTURES,
  LEARNING_STYLES,
  PARENTING_CHALLENGES,
  PRIMARY_GOALS,
} from "../onboarding-choices";

export * from "../onboarding-choices";

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
    .refine((answers) => new Set(answers).size === answers.length, { error: /*i18n*/ "Each answer can be chosen once" });

/** docs/screens.md#form-validation: the onboarding form's required fields and their exact messages. */
export const onboardingFormSchema = z
  .object({
    childAge: pick(CHILD_AGES, /*i18n*/ "Please select your child's age"),
    familyStructure: pick(FAMILY_STRUCTURES, /*i18n*/ "Please select your family structure"),
    preferredLearningStyle: pick(LEARNING_STYLES, /*i18n*/ "Please select your preferred learning style"),
    availableTime: pick(AVAILABLE_TIMES, /*i18n*/ "Please select your available time"),
    parentingChallenges: pickSome(PARENTING_CHALLENGES, /*i18n*/ "Please select at least one challenge"),
    primaryGoals: pickSome(PRIMARY_GOALS, /*i18n*/ "Please select at least one goal"),
  })
  .strict();
export type OnboardingForm = z.infer<typeof onboardingFormSchema>;
