import { CONTENT_AGE_GROUPS, type ContentAgeGroup, type ContentAgeTag } from "../content/age-groups";

/** The content age group of the child named at onboarding; none for several children or no answer. */
export function contentAgeGroup(childAge: string | undefined | null): ContentAgeGroup | null {
  return (CONTENT_AGE_GROUPS as readonly string[]).includes(childAge ?? "") ? (childAge as ContentAgeGroup) : null;
}

/** How the heading names the age group, e.g. "3–5 years". */
export function ageGroupLabel(group: ContentAgeGroup): string {
  return group === "13+" ? "13+ years" : `${group.replace("-", "–")} years`;
}

/**
 * "For your child's age": the items written for the child's age group, in their order, and the rest. With no
 * known age group nothing is matched and every item stays in `rest`.
 */
export function splitByAge<Item extends { ages?: readonly ContentAgeTag[] | undefined }>(
  items: readonly Item[],
  childAge: string | undefined | null,
): { group: ContentAgeGroup | null; forAge: Item[]; rest: Item[] } {
  const group = contentAgeGroup(childAge);
  if (!group) return { group, forAge: [], rest: [...items] };
  return {
    group,
    forAge: items.filter((item) => item.ages?.includes(group)),
    rest: items.filter((item) => !item.ages?.includes(group)),
  };
}

/**
 * Content for more than one child (its `ages` carry "multiple"): what a parent of "more than one" is pointed to, and
 * what the content rules count (docs/content-guide.md#counts).
 */
export function forSeveralChildren(item: { ages?: readonly string[] | undefined }): boolean {
  return item.ages?.includes("multiple") === true;
}
