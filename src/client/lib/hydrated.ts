import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False while the component is the server's markup waiting for its scripts (and during its hydration), true once the
 * browser has taken it over; always true for a component the browser rendered itself. React renders hydration with
 * the server's answer, then at once again with the browser's, so the markup matches and the control wakes up.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * docs/screens.md#no-lost-taps: a control that needs the app's scripts shows, until they have taken it over, that
 * it is not ready yet (src/client/index.css styles `data-not-ready`), rather than silently ignoring a tap.
 */
export function notReadyProps(hydrated: boolean): { "data-not-ready"?: ""; "aria-disabled"?: true } {
  return hydrated ? {} : { "data-not-ready": "", "aria-disabled": true };
}
