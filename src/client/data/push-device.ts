import { useCallback, useEffect, useState } from "react";
import { useHydrated } from "@client/lib/hydrated";
import type { PushPublicKey } from "@shared/schemas/push";
import { apiRequest } from "@client/lib/api";

/** Notification permission on this device, or "unsupported" where the browser has no Web Push. */
export type DevicePermission = "unsupported" | "default" | "granted" | "denied";

export function devicePermission(): DevicePermission {
  if (typeof window === "undefined" || !("Notification" in window) || !("serviceWorker" in navigator) || !("PushManager" in window)) {
    return "unsupported";
  }
  return Notification.permission;
}

async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  if (!("serviceWorker" in navigator)) return undefined;
  return (await navigator.serviceWorker.getRegistration("/")) ?? undefined;
}

/** This device's push subscription, if it has one. */
async function currentSubscription(): Promise<PushSubscription | null> {
  const ready = await registration();
  return ready ? ready.pushManager.getSubscription() : null;
}

function toBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/").padEnd(Math.ceil(base64url.length / 4) * 4, "=");
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/**
 * Asks the browser's permission (only now, because the parent turned a reminder on), subscribes this device with the
 * server's key and hands the subscription to the server. Answers the permission the browser ended with.
 */
export async function subscribeThisDevice(userId: number): Promise<DevicePermission> {
  if (devicePermission() === "unsupported") return "unsupported";
  const permission = Notification.permission === "default" ? await Notification.requestPermission() : Notification.permission;
  if (permission !== "granted") return permission;
  const ready = await navigator.serviceWorker.ready;
  const { publicKey } = await apiRequest<PushPublicKey>("GET", "/api/push/public-key");
  const subscription =
    (await ready.pushManager.getSubscription()) ??
    (await withinSeconds(SUBSCRIBE_SECONDS, ready.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: toBytes(publicKey) })));
  await apiRequest("POST", `/api/user/${userId}/push-subscriptions`, subscription.toJSON());
  return "granted";
}

/**
 * A browser that cannot reach its push service never settles subscribe(); after this long the switch says it could
 * not be turned on instead of waiting in silence.
 */
const SUBSCRIBE_SECONDS = 15;

function withinSeconds<T>(seconds: number, work: Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(/*i18n*/ "The push service did not answer")), seconds * 1000);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** Forgets this device on the server and in the browser. */
export async function unsubscribeThisDevice(userId: number): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  await apiRequest("DELETE", `/api/user/${userId}/push-subscriptions`, { endpoint: subscription.endpoint });
  await subscription.unsubscribe();
}

/** The real state of this device: its permission and whether it is subscribed; `refresh` reads them again. */
export function usePushDevice(): { permission: DevicePermission; subscribed: boolean | undefined; refresh: () => void } {
  const [permission, setPermission] = useState<DevicePermission>(devicePermission);
  const [subscribed, setSubscribed] = useState<boolean | undefined>(undefined);
  // The server knows nothing of this device: a page it drew says "unsupported", and the browser, taking that page
  // over, first draws the same, then this device's own answer (lib/hydrated.ts).
  const hydrated = useHydrated();
  const refresh = useCallback(() => {
    setPermission(devicePermission());
    currentSubscription()
      .then((subscription) => setSubscribed(subscription !== null))
      .catch(() => setSubscribed(false));
  }, []);
  useEffect(() => {
    refresh();
    // The parent may change the permission in the browser's site settings and come back.
    const onVisible = () => {
      if (document.visibilityState === "visible") refresh();
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => document.removeEventListener("visibilitychange", onVisible);
  }, [refresh]);
  return { permission: hydrated ? permission : "unsupported", subscribed, refresh };
}
