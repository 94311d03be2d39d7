import { QueryClient } from "@tanstack/react-query";

/**
 * docs/screens.md#api-calls: no retries, no refetch on focus, cached data never goes stale by default.
 * Offline, every call is still tried once ("offlineFirst"): the service worker may answer a read from what it kept,
 * and a call it cannot answer fails at once, so the screen says it is offline instead of waiting forever.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: Infinity, networkMode: "offlineFirst" },
      mutations: { retry: false, networkMode: "offlineFirst" },
    },
  });
}
