import type { ContentAgeGroup } from "../content/age-groups";
import type { ChildAgeGroup } from "./child-age";

/**
 * Which child home is about (docs/product-rules.md#home-for-the-selected-child): the one this device last chose on
 * the switcher, while that child is still in the family; else the first child (the family's order: the longest kept).
 */
export function selectedChild<Child extends { id: number }>(
  children: readonly Child[],
  rememberedId: number | undefined,
): Child | undefined {
  return children.find((child) => child.id === rememberedId) ?? children[0];
}

/** The switcher is shown, and the lessons for more than one child have their own row, from two children on. */
export function hasSeveralChildren(children: readonly unknown[]): boolean {
  return children.length >= 2;
}

/**
 * The age group home follows: the selected child's, when the family is known and has a child; else the onboarding
 * answer the account carries (`onboardingData.childAge`, which the server keeps from the children).
 */
export function homeAgeGroup(
  child: { ageGroup: ChildAgeGroup | null } | undefined,
  childAge: string | undefined,
): string | undefined {
  if (child) return child.ageGroup ?? undefined;
  return childAge;
}

/**
 * Whether a practice still fits the child home follows: a practice from a level written for other ages does not (a
 * baby's practice once the child is nine). The general path's practices fit every child, and every practice fits
 * when no single age group is known.
 */
export function practiceFits(levelAges: readonly ContentAgeGroup[] | undefined, ageGroup: string | undefined): boolean {
  if (!levelAges || levelAges.length === 0) return true;
  if (!ageGroup || ageGroup === "multiple") return true;
  return (levelAges as readonly string[]).includes(ageGroup);
}

/** The first practice, newest first, that fits the child home follows: what replaces one that no longer fits. */
export function fittingPractice<Practice extends { ages?: readonly ContentAgeGroup[] | undefined }>(
  practices: readonly Practice[],
  ageGroup: string | undefined,
): Practice | undefined {
  return practices.find((practice) => practiceFits(practice.ages, ageGroup));
}

/**
 * A child the parent has not given a birth month yet (an account from before children were kept by month): home
 * asks once for it. The entry standing for several children is asked about in Edit Profile, child by child.
 */
export function childAwaitingMonth<Child extends { birthMonth: string | null; ageGroup: ChildAgeGroup | null }>(
  children: readonly Child[],
): Child | undefined {
  return children.find((child) => child.birthMonth === null && child.ageGroup !== "multiple");
}
