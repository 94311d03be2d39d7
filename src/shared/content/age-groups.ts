/**
 * The onboarding age groups a lesson or story is written for (the child in its scenes), as plain data without the
 * validation library, so the screens of every day can match content to a child's age without loading it.
 */
export const CONTENT_AGE_GROUPS = ["0-2", "3-5", "6-8", "9-12", "13+"] as const;
export type ContentAgeGroup = (typeof CONTENT_AGE_GROUPS)[number];
