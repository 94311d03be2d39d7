import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { showToast } from "../components/ui/toast";
import { whenIdle } from "../lib/when-idle";

let started = false;

const NEW_VERSION = msg`A new version is ready`;
const REFRESH = msg({ message: "Refresh", comment: 'Button on the "A new version is ready" notice: reloads the app' });

/**
 * Registers the service worker once, when the browser is idle after load; its code (workbox-window) is a chunk of
 * its own, fetched only then. The prerendered landing page does not call this: a first-time visitor's page stays
 * as light as before, and the worker arrives with the app itself (signing in, registering, any app screen).
 */
export function registerServiceWorkerWhenIdle(): void {
  if (started || !import.meta.env.PROD || typeof navigator === "undefined" || !("serviceWorker" in navigator)) return;
  started = true;
  const offerUpdate = (refresh: () => void) =>
    showToast(({ toast }) =>
      toast(i18n._(NEW_VERSION), {
        id: "new-version",
        duration: Number.POSITIVE_INFINITY,
        action: { label: i18n._(REFRESH), onClick: refresh },
      }),
    );
  const register = () => void import("./service-worker").then((module) => module.registerServiceWorker(offerUpdate));
  if (document.readyState === "complete") whenIdle(register);
  else window.addEventListener("load", () => whenIdle(register), { once: true });
}
