import { expect } from "vitest";
import type { Database } from "../db/client";

/**
 * The notifications the database delivers to the app, tapped on their way to the app's own handlers, so a test can
 * wait for them instead of sleeping: `settled()` sends a mark on the channel and resolves once the app has received
 * it. PostgreSQL delivers a channel's notifications in the order their transactions committed, so every notification
 * committed before the mark has reached the app by then (the session cache has dropped what it names, say).
 */
export function tapNotifications() {
  const delivered: Array<{ channel: string; payload: string }> = [];
  let marks = 0;
  return {
    delivered,
    /** For createTestApp's `appDatabase`: the same database, each notification recorded before the app handles it. */
    appDatabase: (database: Database): Database => ({
      ...database,
      listen: (channel, handlers) =>
        database.listen(channel, {
          ...handlers,
          onMessage: (payload) => {
            delivered.push({ channel, payload });
            handlers.onMessage(payload);
          },
        }),
    }),
    async settled(database: Database, channel: string): Promise<void> {
      marks += 1;
      const mark = `test-mark-${marks}`;
      await database.pool.query("select pg_notify($1, $2)", [channel, mark]);
      await expect
        .poll(() => delivered.some((one) => one.channel === channel && one.payload === mark), {
          timeout: 5_000,
          interval: 10,
        })
        .toBe(true);
    },
  };
}
