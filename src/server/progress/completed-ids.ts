import { type SQLWrapper, sql } from "drizzle-orm";

/**
 * The ids of the lessons a parent has completed, as one text column beside a query's own ("1,2,5"): both database
 * drivers hand text over alike, and the parent's row and their completions come in one round trip. `userId` is the
 * value or placeholder the query compares with.
 */
export const completedIdsColumn = (userId: number | SQLWrapper) =>
  sql<string>`coalesce((select string_agg(p.lesson_id::text, ',') from user_progress p where p.user_id = ${userId} and p.completed), '')`;

/** The set `completedIdsColumn` wrote. */
export const parseCompletedIds = (text: string): Set<number> => new Set(text === "" ? [] : text.split(",").map(Number));
