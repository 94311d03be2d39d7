import { and, ne, sql } from "drizzle-orm";
import type { AppDb } from "../db/client";
import { sessions } from "../db/schema";

/** A database handle or a transaction: both can delete. */
type Writer = Pick<AppDb, "delete">;

/**
 * Signs a parent out on other devices by deleting their session rows, every one or all but `keepSid` (the
 * session of the request that asked). A deleted row is a signed-out cookie on the next request. Returns how many
 * sessions' ids, for `request.session.forgetChanged` once the change is committed.
 */
export async function endSessionsOf(db: Writer, userId: number, keepSid?: string): Promise<string[]> {
  const ofParent = sql`(${sessions.sess} ->> 'userId')::int = ${userId}`;
  const ended = await db
    .delete(sessions)
    .where(keepSid === undefined ? ofParent : and(ofParent, ne(sessions.sid, keepSid)))
    .returning({ sid: sessions.sid });
  return ended.map((row) => row.sid);
}
