import { z } from "zod";
import { plainText } from "./text";

/** Bytes a base64url text decodes to, or -1 when it is not base64url. */
function base64urlBytes(text: string): number {
  if (!/^[A-Za-z0-9_-]+={0,2}$/.test(text)) return -1;
  const bare = text.replace(/=+$/, "");
  if (bare.length % 4 === 1) return -1;
  return Math.floor((bare.length * 3) / 4);
}

/** Push services are always reached over HTTPS. */
const endpoint = z
  .string({ error: /*i18n*/ "endpoint must be the push service's https URL" })
  .max(1000, { error: /*i18n*/ "endpoint is too long" })
  // The URL parser quietly drops tabs and line breaks; the endpoint is stored as sent, so it must be plain text.
  .check(plainText(/*i18n*/ "The endpoint"))
  .refine(
    (value) => {
      try {
        const url = new URL(value);
        return url.protocol === "https:" && url.username === "" && url.password === "";
      } catch {
        return false;
      }
    },
    { error: /*i18n*/ "endpoint must be the push service's https URL" },
  );

/** PushSubscription#toJSON() of the browser: the endpoint and the keys that encrypt what is sent to it. */
export const pushSubscriptionSchema = z
  .object({
    endpoint,
    expirationTime: z.number().nullable().optional(),
    keys: z
      .object(
        {
          // An uncompressed P-256 public key is 65 bytes, the auth secret 16.
          p256dh: z
            .string({ error: /*i18n*/ "keys.p256dh is missing" })
            .refine((value) => base64urlBytes(value) === 65, {
              error: /*i18n*/ "keys.p256dh must be a P-256 public key in base64url",
            }),
          auth: z
            .string({ error: /*i18n*/ "keys.auth is missing" })
            .refine((value) => base64urlBytes(value) === 16, { error: /*i18n*/ "keys.auth must be 16 bytes in base64url" }),
        },
        { error: /*i18n*/ "keys are missing" },
      )
      .strict(),
  })
  .strict();
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

export const removePushSubscriptionSchema = z.object({ endpoint }).strict();

/** GET /api/push/public-key: the server's VAPID public key, the browser's applicationServerKey. */
export type PushPublicKey = z.infer<typeof pushPublicKeySchema>;

/** What a reminder notification carries to the service worker. */
export interface ReminderPayload {
  title: string;
  body: string;
  /** The page a tap opens (the next lesson). */
  url: string;
  tag: "daily-reminder" | "weekly-progress";
}

export const pushPublicKeySchema = z.strictObject({ publicKey: z.string().min(1) });
