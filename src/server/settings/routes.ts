import { eq, sql } from "drizzle-orm";
import type { Clock } from "../clock";
import type { FastifyInstance } from "fastify";
import { type UserSettings, mergeSettings, resolveSettings, updateSettingsSchema } from "../../shared/schemas/settings";
import type { AppDb } from "../db/client";
import { sessions, users } from "../db/schema";
import { parseBody, unauthorized } from "../http/errors";
import { requireSelf } from "../auth/session";
import { syncReminderSchedules } from "../push/schedules";
import { readSettings } from "./settings";


/**
 * The parent's preferences, stored on the server so they follow them to every device (docs/product-rules.md#settings).
 */
export function settingsRoutes(db: AppDb, clock: Clock) {
  return async function register(app: FastifyInstance) {
    app.get<{ Params: { id: string } }>("/api/user/:id/settings", async (request): Promise<UserSettings> => {
      return readSettings(db, requireSelf(request, request.params.id));
    });

    app.patch<{ Params: { id: string } }>("/api/user/:id/settings", async (request): Promise<UserSettings> => {
      const userId = requireSelf(request, request.params.id);
      const change = parseBody(updateSettingsSchema, request.body);
      // Read-merge-write under the row lock, so two quick toggles on two devices both land.
      const saved = await db.transaction(async (tx) => {
        const [row] = await tx.select({ settings: users.settings }).from(users).where(eq(users.id, userId)).for("update");
        if (!row) throw unauthorized();
        const settings = mergeSettings(resolveSettings(row.settings), change);
        await tx.update(users).set({ settings, updatedAt: new Date() }).where(eq(users.id, userId));
        if (change.language === undefined) return { settings, changedSessions: [] };
        // Every session of the parent holds their language (auth/session-plugin.ts SessionFields): each device's
        // next outline read follows the new setting (the change drops cached sessions on every instance).
        const changedSessions = await tx
          .update(sessions)
          .set({ sess: sql`jsonb_set(${sessions.sess}, '{language}', to_jsonb(${settings.language}::text))` })
          .where(sql`(${sessions.sess} ->> 'userId')::int = ${userId}`)
          .returning({ sid: sessions.sid });
        return { settings, changedSessions: changedSessions.map((row) => row.sid) };
      });
      request.session.forgetChanged(saved.changedSessions);
      if (change.language !== undefined) request.session.language = saved.settings.language;
      // The reminder switches and time decide when the next reminders are due.
      if (change.notifications || change.reminderTime !== undefined || change.weeklyDay !== undefined) {
        await syncReminderSchedules(db, userId, clock());
      }
      return saved.settings;
    });
  };
}
