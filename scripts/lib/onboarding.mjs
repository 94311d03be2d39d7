/** The answers of the onboarding form a scripted parent gives, so that home does not send them to /onboarding. */
export const ONBOARDING_ANSWERS = {
  childAge: "3-5",
  familyStructure: "two-parent",
  preferredLearningStyle: "mixed",
  availableTime: "5-10-minutes",
  parentingChallenges: ["tantrums"],
  primaryGoals: ["stay-calm"],
};
