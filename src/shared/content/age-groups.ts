/**
 * The onboarding age groups a lesson or story is written for (the child in its scenes), as plain data without the
 * validation library, so the screens of every day can match content to a child's age without loading it.
 */
export const CONTENT_AGE_GROUPS = ["0-2", "3-5", "6-8", "9-12", "13+"] as const;
export type ContentAgeGroup = (typeof CONTENT_AGE_GROUPS)[number];

/**
 * What a lesson's or story's `ages` may hold: the age groups of the child in its scenes, and "multiple" for content
 * written for a parent of more than one child (brothers and sisters; the onboarding's "Children in more than one age
 * group"), docs/content-guide.md#counts.
 */
export const CONTENT_AGE_TAGS = [...CONTENT_AGE_GROUPS, "multiple"] as const;
export type ContentAgeTag = (typeof CONTENT_AGE_TAGS)[number];
