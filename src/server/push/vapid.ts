import webPush from "web-push";
import type { AppDb } from "../db/client";
import { getOrCreateSetting } from "../db/settings";

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The server's VAPID key pair: generated once and kept in the database like the session secret, so every instance
 * signs with the same keys and the browsers' subscriptions (made with the public key) stay valid across restarts.
 */
export async function resolveVapidKeys(db: AppDb): Promise<VapidKeys> {
  const { value } = await getOrCreateSetting(db, "vapid_keys", () => JSON.stringify(webPush.generateVAPIDKeys()));
  const keys = JSON.parse(value) as Partial<VapidKeys>;
  if (typeof keys.publicKey !== "string" || typeof keys.privateKey !== "string") throw new Error("The stored VAPID keys are unreadable");
  return { publicKey: keys.publicKey, privateKey: keys.privateKey };
}

/**
 * The keys, read from the database on first use and then kept; a failed read (the database briefly away) is tried
 * again next time, so an instance starts and serves everything else meanwhile.
 */
export function vapidKeySource(db: AppDb): () => Promise<VapidKeys> {
  let keys: Promise<VapidKeys> | undefined;
  return () => {
    keys ??= resolveVapidKeys(db).catch((error: unknown) => {
      keys = undefined;
      throw error;
    });
    return keys;
  };
}
