import { eq } from "drizzle-orm";
import { type UserSettings, resolveSettings } from "../../shared/schemas/settings";
import type { AppDb } from "../db/client";
import { users } from "../db/schema";
import { unauthorized } from "../http/errors";

/** The parent's stored settings with every default filled in; 401 when the account is gone. */
export async function readSettings(db: AppDb, userId: number): Promise<UserSettings> {
  const [row] = await db.select({ settings: users.settings }).from(users).where(eq(users.id, userId));
  if (!row) throw unauthorized();
  return resolveSettings(row.settings);
}
