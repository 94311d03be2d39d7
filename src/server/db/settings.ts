import { eq } from "drizzle-orm";
import type { AppDb } from "./client";
import { appSettings } from "./schema";

/**
 * Reads a shared value, creating it once when absent. The insert ignores a concurrent winner,
 * so every instance ends up with the same value.
 */
export async function getOrCreateSetting(
  db: AppDb,
  key: string,
  create: () => string | Promise<string>,
): Promise<{ value: string; created: boolean }> {
  const existing = await db.select().from(appSettings).where(eq(appSettings.key, key));
  if (existing[0]) return { value: existing[0].value, created: false };
  const value = await create();
  const inserted = await db.insert(appSettings).values({ key, value }).onConflictDoNothing().returning();
  if (inserted[0]) return { value, created: true };
  const [winner] = await db.select().from(appSettings).where(eq(appSettings.key, key));
  if (!winner) throw new Error(`Setting ${key} vanished while being created`);
  return { value: winner.value, created: false };
}

export async function putSetting(db: AppDb, key: string, value: string): Promise<void> {
  await db.insert(appSettings).values({ key, value }).onConflictDoUpdate({ target: appSettings.key, set: { value } });
}
