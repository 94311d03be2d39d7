import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { LaunchMailPreview } from "@shared/schemas/admin";
import { apiRequest } from "@client/lib/api";

export const launchMailQuery = queryOptions({
  queryKey: ["admin", "launch-mail"] as const,
  queryFn: () => apiRequest<LaunchMailPreview>("GET", "/api/admin/launch-mail"),
});

/** The launch mail and its counts; read again every 2 s while this server is sending. */
export function useLaunchMail() {
  return useQuery({ ...launchMailQuery, refetchInterval: (query) => (query.state.data?.sending ? 2_000 : false) });
}

export function useSendLaunchMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<{ pending: number }>("POST", "/api/admin/launch-mail"),
    onSettled: () => queryClient.invalidateQueries({ queryKey: launchMailQuery.queryKey }),
  });
}
