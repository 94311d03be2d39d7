import { and, desc, eq, notInArray } from "drizzle-orm";
import type { Clock } from "../clock";
import type { FastifyInstance } from "fastify";
import { pushSubscriptionSchema, removePushSubscriptionSchema, type PushPublicKey } from "../../shared/schemas/push";
import type { AppDb } from "../db/client";
import { pushSubscriptions } from "../db/schema";
import { badRequest, conflict, parseBody } from "../http/errors";
import { requireSelf } from "../auth/session";
import { type PushTestServices, pushEndpointProblem } from "./push-services";
import { syncReminderSchedules } from "./schedules";
import type { VapidKeys } from "./vapid";

/** A subscription is a URL and two keys: a few hundred bytes. Anything much larger is refused with 413. */
const SUBSCRIPTION_BODY_LIMIT = 4 * 1024;

/** A parent's devices that receive reminders; a new one past this drops the oldest (docs/product-rules.md#notifications-email-and-offline). */
export const MAX_SUBSCRIPTIONS_PER_PARENT = 10;

export const ENDPOINT_HELD_BY_ANOTHER_PARENT =
  /*i18n*/ "This device already gets reminders for another account. Sign out of that account here first, then turn reminders on again.";

/** A parent's devices that may receive reminders (own only), and the key browsers subscribe with. */
export function pushRoutes(db: AppDb, vapid: () => Promise<VapidKeys>, clock: Clock, testServices?: PushTestServices) {
  return async function register(app: FastifyInstance) {
    app.get("/api/push/public-key", async (): Promise<PushPublicKey> => ({ publicKey: (await vapid()).publicKey }));

    app.post<{ Params: { id: string } }>(
      "/api/user/:id/push-subscriptions",
      { bodyLimit: SUBSCRIPTION_BODY_LIMIT },
      async (request, reply) => {
        const userId = requireSelf(request, request.params.id);
        const input = parseBody(pushSubscriptionSchema, request.body);
        // Only a known push service is ever sent to: the server never requests an address a parent chose.
        const problem = pushEndpointProblem(input.endpoint, testServices);
        if (problem !== undefined) throw badRequest(problem);
        await db.transaction(async (tx) => {
          // An endpoint stays with the parent who holds it until they sign out there or remove it: nobody can take
          // over another parent's device by posting its endpoint.
          const kept = await tx
            .insert(pushSubscriptions)
            .values({ userId, endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth })
            .onConflictDoUpdate({
              target: pushSubscriptions.endpoint,
              set: { p256dh: input.keys.p256dh, auth: input.keys.auth, createdAt: new Date() },
              setWhere: eq(pushSubscriptions.userId, userId),
            })
            .returning({ id: pushSubscriptions.id });
          if (kept.length === 0) throw conflict(ENDPOINT_HELD_BY_ANOTHER_PARENT);
          const newest = tx
            .select({ id: pushSubscriptions.id })
            .from(pushSubscriptions)
            .where(eq(pushSubscriptions.userId, userId))
            .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
            .limit(MAX_SUBSCRIPTIONS_PER_PARENT);
          await tx
            .delete(pushSubscriptions)
            .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, newest)));
        });
        await syncReminderSchedules(db, userId, clock());
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
