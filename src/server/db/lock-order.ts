import { eq } from "drizzle-orm";
import type { AppDb } from "./client";
import { users } from "./schema";

/**
 * The one lock order of every write that locks (docs/deploy.md#database-connections): the parent's row first, then
 * whatever else the change touches (its Idempotency-Key, its progress, its sessions). Two transactions of one parent
 * then queue on that row instead of each holding what the other waits for: a foreign key's share lock on the parent's
 * row taken before the row lock is what made two keyed journal entries deadlock. True when the parent's row exists.
 */
export async function lockParent(tx: AppDb, userId: number): Promise<boolean> {
  const rows = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
  return rows.length > 0;
}
