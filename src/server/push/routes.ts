import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { pushSubscriptionSchema, removePushSubscriptionSchema, type PushPublicKey } from "../../shared/schemas/push";
import type { AppDb } from "../db/client";
import { pushSubscriptions } from "../db/schema";
import { parseBody } from "../http/errors";
import { requireSelf } from "../auth/session";
import { syncReminderSchedules } from "./schedules";
import type { VapidKeys } from "./vapid";

/** A subscription is a URL and two keys: a few hundred bytes. Anything much larger is refused with 413. */
const SUBSCRIPTION_BODY_LIMIT = 4 * 1024;

/** A parent's devices that may receive reminders (own only), and the key browsers subscribe with. */
export function pushRoutes(db: AppDb, vapid: () => Promise<VapidKeys>) {
  return async function register(app: FastifyInstance) {
    app.get("/api/push/public-key", async (): Promise<PushPublicKey> => ({ publicKey: (await vapid()).publicKey }));

    app.post<{ Params: { id: string } }>(
      "/api/user/:id/push-subscriptions",
      { bodyLimit: SUBSCRIPTION_BODY_LIMIT },
      async (request, reply) => {
        const userId = requireSelf(request, request.params.id);
        const input = parseBody(pushSubscriptionSchema, request.body);
        // An endpoint belongs to one browser profile: signing in as someone else there moves it to them.
        await db
          .insert(pushSubscriptions)
          .values({ userId, endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth })
          .onConflictDoUpdate({
            target: pushSubscriptions.endpoint,
            set: { userId, p256dh: input.keys.p256dh, auth: input.keys.auth, createdAt: new Date() },
          });
        await syncReminderSchedules(db, userId);
        return reply.code(201).send({ endpoint: input.endpoint });
      },
    );

    app.delete<{ Params: { id: string } }>(
      "/api/user/:id/push-subscriptions",
      { bodyLimit: SUBSCRIPTION_BODY_LIMIT },
      async (request, reply) => {
        const userId = requireSelf(request, request.params.id);
        const input = parseBody(removePushSubscriptionSchema, request.body);
        await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, input.endpoint)));
        return reply.code(204).send();
      },
    );
  };
}
