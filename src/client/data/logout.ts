import { hashKey, useQueryClient } from "@tanstack/react-query";
import { useLocation } from "wouter";
import { toastText } from "@shared/messages";
import { notify } from "@client/components/ui/toast";
import { apiRequest } from "@client/lib/api";
import { API_CACHE_NAME } from "@client/lib/offline-constants";
import { currentUserQuery } from "./current-user";
import { unsubscribeThisDevice } from "./push-device";

/** Clears every trace of the session the page can reach (HttpOnly cookies are the server's to end). */
function clearLocalState(): void {
  try {
    localStorage.clear();
    sessionStorage.clear();
  } catch {
    // Storage can be disabled; nothing to clear then.
  }
  // What the service worker kept of this parent's data for offline use.
  if (typeof caches !== "undefined") void caches.delete(API_CACHE_NAME).catch(() => undefined);
  for (const cookie of document.cookie.split(";")) {
    const name = cookie.split("=")[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

/** Forgets the signed-in parent on this page: storage, readable cookies and every cached answer. */
export function useForgetSession(): () => void {
  const queryClient = useQueryClient();
  return () => {
    clearLocalState();
    // The current-user query stays (now null) so the screens watching it switch to signed out;
    // every other cached answer belonged to the parent who left.
    queryClient.setQueryData(currentUserQuery.queryKey, null);
    const keep = hashKey(currentUserQuery.queryKey);
    queryClient.removeQueries({ predicate: (query) => query.queryHash !== keep });
  };
}

/**
 * docs/screens.md#signing-in-and-out logout sequence: server call, clear storage, cookies and cache, toast, go to /.
 */
export function useLogout() {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const forgetEverything = useForgetSession();
  return async function logout(): Promise<void> {
    // This device's reminders stop with the session, and its push endpoint is free for whoever signs in here next
    // (docs/product-rules.md). A device that cannot say (no worker, no connection) signs out all the same.
    const userId = queryClient.getQueryData(currentUserQuery.queryKey)?.id;
    if (userId !== undefined) await unsubscribeThisDevice(userId).catch(() => undefined);
    try {
      await apiRequest("POST", "/api/auth/logout");
      forgetEverything();
      notify(toastText.logoutSuccess);
    } catch {
      notify({ ...toastText.logoutFailure, variant: "destructive" });
      forgetEverything();
    }
    navigate("/");
  };
}
