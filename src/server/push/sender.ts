import webPush, { WebPushError } from "web-push";
import type { ReminderPayload } from "../../shared/schemas/push";
import type { VapidKeys } from "./vapid";

export interface StoredSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** "sent", or "gone" when the push service says the subscription no longer exists (404/410). */
export type PushOutcome = "sent" | "gone";

export interface PushSender {
  send(subscription: StoredSubscription, payload: ReminderPayload): Promise<PushOutcome>;
}

/** Sends through the browsers' push services with Web Push (RFC 8030, encrypted per RFC 8291, VAPID signed). */
export function webPushSender(vapid: () => Promise<VapidKeys>, contact: string): PushSender {
  return {
    async send(subscription, payload) {
      const keys = await vapid();
      try {
        await webPush.sendNotification(
          { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
          JSON.stringify(payload),
          {
            vapidDetails: { subject: contact, publicKey: keys.publicKey, privateKey: keys.privateKey },
            // A reminder is about today: a phone that stays off for twelve hours does not need it any more.
            TTL: 12 * 60 * 60,
            urgency: "normal",
            topic: payload.tag,
            timeout: 10_000,
          },
        );
        return "sent";
      } catch (error) {
        if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410)) return "gone";
        throw error;
      }
    },
  };
}
