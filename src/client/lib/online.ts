import { useSyncExternalStore } from "react";

function subscribe(onChange: () => void): () => void {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
}

/** Whether the browser has a network connection; the server render assumes it has. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, () => navigator.onLine, () => true);
}

/** The one sentence every screen that needs the network shows when there is none. */
/** A catalog id: shown with `i18n._(OFFLINE_MESSAGE)`. */
export const OFFLINE_MESSAGE = /*i18n*/ "You're offline. This needs a connection, and it will load when you're back online.";
