import { sql } from "drizzle-orm";
import type { AppDb } from "../db/client";
import { namedStatement } from "../db/named-statement";
import { findUserById, toPublicUser } from "../users/users";

/**
 * The home screen's read, the parent's whole progress list, written as JSON by the database: one named statement
 * (db/named-statement.ts), one row, one text column sent as it is. Building the list in the app (a row object, a Date
 * and an ISO string per lesson, then serialising them) was its largest cost under the mixed visit
 * (docs/benchmarks.md). The entries are those of `toProgressEntry`, with `completedAt` as `toISOString` writes it
 * (milliseconds, "Z"); `progress.api.test.ts` compares the two.
 */
const progressListOf = namedStatement<{ userId: number }, { list: string }>(
  "progress_list_json",
  (value) => sql`
    select coalesce(json_agg(json_build_object(
      'id', id, 'lessonId', lesson_id, 'levelId', level_id, 'completed', completed, 'score', score,
      'completedAt', to_char(completed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    ) order by id), '[]')::text as list
    from user_progress
    where user_id = ${value("userId")}`,
);

/** The parent's whole progress list as the API sends it: JSON text written by the database. */
export async function progressListJson(db: AppDb, userId: number): Promise<string> {
  const [found] = await progressListOf.run(db, { userId });
  return found?.list ?? "[]";
}

/** The signed-in parent as GET /api/user/{id} and /api/auth/me answer; undefined when the account is gone. */
export async function publicUserOf(db: AppDb, userId: number, now: Date) {
  const row = await findUserById(db, userId);
  return row && toPublicUser(row, now);
}
