import webPush, { WebPushError } from "web-push";
import type { ReminderPayload } from "../../shared/schemas/push";
import { PrivateAddressRefused, publicAddressAgent } from "./public-address";
import { type PushTestServices, pushEndpointProblem } from "./push-services";
import type { VapidKeys } from "./vapid";

export interface StoredSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * "sent"; "gone" when the push service says the subscription no longer exists (404/410); "refused" when the endpoint
 * is not a known push service or its name resolved to an address that is not public, so nothing was sent.
 */
export type PushOutcome = "sent" | "gone" | "refused";

export interface PushSender {
  send(subscription: StoredSubscription, payload: ReminderPayload): Promise<PushOutcome>;
}

/**
 * Sends through the browsers' push services with Web Push (RFC 8030, encrypted per RFC 8291, VAPID signed). Every
 * send is checked again (a subscription may predate the checks), and its connection reaches public addresses only.
 */
export function webPushSender(
  vapid: () => Promise<VapidKeys>,
  contact: string,
  testServices?: PushTestServices,
): PushSender {
  const agent = publicAddressAgent({ ca: testServices?.ca });
  return {
    async send(subscription, payload) {
      if (pushEndpointProblem(subscription.endpoint, testServices) !== undefined) return "refused";
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
            agent,
          },
        );
        return "sent";
      } catch (error) {
        if (error instanceof PrivateAddressRefused) return "refused";
        if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410)) return "gone";
        throw error;
      }
    },
  };
}
