import { eq, sql } from "drizzle-orm";
import { type Language, isLanguage } from "../../shared/i18n/locales";
import type { AppDb } from "../db/client";
import { users } from "../db/schema";
import type { UserLanguageLookup } from "./i18n";

/** A parent's stored language (`settings.language`), read alone: one small query, only where a text is translated. */
export function userLanguageLookup(db: AppDb): UserLanguageLookup {
  return async (userId: number): Promise<Language | undefined> => {
    const [row] = await db
      .select({ language: sql<string | null>`${users.settings} ->> 'language'` })
      .from(users)
      .where(eq(users.id, userId));
    if (!row) return undefined;
    return isLanguage(row.language) ? row.language : "en";
  };
}
