import { createContext, useCallback, useContext, useSyncExternalStore, type ReactNode } from "react";
import { selectedChildCookie } from "@shared/page-markers";

/**
 * The child this device last chose on home's switcher, kept per account in a cookie (src/shared/page-markers.ts says
 * why a cookie): the server reads it from the page's request and renders with it (src/client/server-render.tsx), the
 * browser reads it from `document.cookie`, so both draw the same child.
 */
const ServerChoiceContext = createContext<{ childId: number | undefined } | null>(null);

/** For a screen rendered on the server: the child the page's request chose, or none. */
export function SelectedChildProvider({ childId, children }: { childId: number | undefined; children: ReactNode }) {
  return <ServerChoiceContext.Provider value={{ childId }}>{children}</ServerChoiceContext.Provider>;
}

/** A whole id, as the cookie and the server keep it; undefined for anything else. */
export function childIdFrom(value: string | undefined): number | undefined {
  if (value === undefined || !/^\d{1,9}$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 ? id : undefined;
}

function readCookie(userId: number): number | undefined {
  if (typeof document === "undefined") return undefined;
  const name = `${selectedChildCookie(userId)}=`;
  const entry = document.cookie.split("; ").find((part) => part.startsWith(name));
  return childIdFrom(entry?.slice(name.length));
}

const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The remembered child's id (it may have been removed since: shared/rules/selected-child.ts decides) and a way to change it. */
export function useRememberedChild(userId: number): [number | undefined, (childId: number) => void] {
  const server = useContext(ServerChoiceContext);
  const childId = useSyncExternalStore(
    subscribe,
    () => readCookie(userId),
    () => (server ? server.childId : readCookie(userId)),
  );
  const choose = useCallback(
    (next: number) => {
      document.cookie = `${selectedChildCookie(userId)}=${next}; path=/; max-age=31536000; samesite=lax`;
      for (const listener of listeners) listener();
    },
    [userId],
  );
  return [childId, choose];
}
