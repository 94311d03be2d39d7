import { useLingui } from "@lingui/react/macro";
import type { FieldError, FieldValues, Path, UseFormReturn } from "react-hook-form";
import {
  AVAILABLE_TIMES, FAMILY_STRUCTURES, LEARNING_STYLES, PARENTING_CHALLENGES, PRIMARY_GOALS,
  type OnboardingForm,
} from "@shared/schemas/onboarding";
import { ChoiceGroup } from "./ui/choice-group";

/**
 * The onboarding questions after the children (child-fields.tsx), used by onboarding and by Edit Profile's
 * "Parenting Profile" (a nested `prefix`).
 */
export function ParentingProfileFields<Form extends FieldValues, Output = Form>({
  form,
  prefix = "",
}: {
  form: UseFormReturn<Form, unknown, Output>;
  prefix?: string;
}) {
  const { t } = useLingui();
  const name = (field: keyof OnboardingForm) => `${prefix}${field}` as Path<Form>;
  const error = (field: keyof OnboardingForm) => form.getFieldState(name(field), form.formState).error as FieldError | undefined;
  const field = (key: keyof OnboardingForm) => ({ field: form.register(name(key)), error: error(key) });
  return (
    <>
      <ChoiceGroup legend={t`Who is at home?`} type="radio" choices={FAMILY_STRUCTURES} {...field("familyStructure")} />
      <ChoiceGroup legend={t`How do you like to learn?`} type="radio" choices={LEARNING_STYLES} {...field("preferredLearningStyle")} />
      <ChoiceGroup legend={t`How much time do you have?`} type="radio" choices={AVAILABLE_TIMES} {...field("availableTime")} />
      <ChoiceGroup legend={t`What feels hardest right now?`} hint={t`Choose all that apply.`} type="checkbox" choices={PARENTING_CHALLENGES} {...field("parentingChallenges")} />
      <ChoiceGroup legend={t`What would you like to get better at?`} hint={t`Choose all that apply.`} type="checkbox" choices={PRIMARY_GOALS} {...field("primaryGoals")} />
    </>
  );
}
