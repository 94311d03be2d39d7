import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { suggestedDay } from "@shared/rules/daily-goal";
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
  suggestDay = false,
}: {
  form: UseFormReturn<Form, unknown, Output>;
  prefix?: string;
  /** Onboarding: say what daily goal the time answer will set (docs/product-rules.md#streaks-and-the-daily-goal). */
  suggestDay?: boolean;
}) {
  const { t } = useLingui();
  // docs/product-rules.md#for-you: what the way of learning changes, said plainly (there is no video).
  const learningStyleHint = (style: string | undefined) => {
    switch (style) {
      case "visual":
        return t({ message: "Lessons where you sort and pick come first in For you.", comment: "Under the learning-style question, once chosen" });
      case "interactive":
        return t({ message: "Lessons built on scenes and choices come first in For you.", comment: "Under the learning-style question, once chosen" });
      case "video":
        return t({
          message: "Growly has no videos yet. You can listen to any lesson instead (Listen, at the top of the lesson), and lessons with pictures to sort come first in For you.",
          comment: "Under the learning-style question, once 'Watching someone show me' is chosen",
        });
      case "audio":
        return t({
          message: "Lessons are read aloud to you by this device's own voice (Listen, at the top of the lesson). You can switch it off in Settings.",
          comment: "Under the learning-style question, once 'Listening, like a podcast' is chosen",
        });
      default:
        return undefined;
    }
  };
  const name = (field: keyof OnboardingForm) => `${prefix}${field}` as Path<Form>;
  const day = suggestDay ? suggestedDay(form.watch(name("availableTime")) as string | undefined) : undefined;
  const goal = day?.dailyGoalTarget ?? 0;
  const timeHint = day
    ? day.streakRhythm === 3
      ? t({
          message: plural(goal, {
            one: "Your daily goal will be # lesson or story on the days you learn, and your streak will ask for 3 days a week. You can change both any time in Settings.",
            other: "Your daily goal will be # lessons or stories on the days you learn, and your streak will ask for 3 days a week. You can change both any time in Settings.",
          }),
          comment: "Under the onboarding's time question, once an answer is chosen",
        })
      : t({
          message: plural(goal, {
            one: "Your daily goal will be # lesson or story a day. You can change it any time in Settings.",
            other: "Your daily goal will be # lessons or stories a day. You can change it any time in Settings.",
          }),
          comment: "Under the onboarding's time question, once an answer is chosen",
        })
    : undefined;
  const styleHint = learningStyleHint(form.watch(name("preferredLearningStyle")) as string | undefined);
  const error = (field: keyof OnboardingForm) => form.getFieldState(name(field), form.formState).error as FieldError | undefined;
  const field = (key: keyof OnboardingForm) => ({ field: form.register(name(key)), error: error(key) });
  return (
    <>
      <ChoiceGroup legend={t`Who is at home?`} type="radio" choices={FAMILY_STRUCTURES} {...field("familyStructure")} />
      <ChoiceGroup legend={t`How do you like to learn?`} hint={styleHint} type="radio" choices={LEARNING_STYLES} {...field("preferredLearningStyle")} />
      <ChoiceGroup legend={t`How much time do you have?`} hint={timeHint} type="radio" choices={AVAILABLE_TIMES} {...field("availableTime")} />
      <ChoiceGroup legend={t`What feels hardest right now?`} hint={t`Choose all that apply.`} type="checkbox" choices={PARENTING_CHALLENGES} {...field("parentingChallenges")} />
      <ChoiceGroup legend={t`What would you like to get better at?`} hint={t`Choose all that apply.`} type="checkbox" choices={PRIMARY_GOALS} {...field("primaryGoals")} />
    </>
  );
}
