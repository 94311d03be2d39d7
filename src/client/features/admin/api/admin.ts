import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { PlanCounts, WaitlistSignup } from "@shared/schemas/admin";
import { apiRequest } from "@client/lib/api";

/** Whether this browser session holds admin rights (set by the password login on the server). */
export const adminSessionQuery = queryOptions({
  queryKey: ["admin", "session"] as const,
  queryFn: () => apiRequest<{ isAdmin: boolean }>("GET", "/api/admin/session"),
});

/** The signups, newest first; only requested once unlocked (docs/screens.md#admin-dashboard). */
export const adminWaitlistQuery = queryOptions({
  queryKey: ["admin", "waitlist"] as const,
  queryFn: () => apiRequest<WaitlistSignup[]>("GET", "/api/admin/waitlist"),
});

/** Parents by plan and status (counts only). */
export const adminPlansQuery = queryOptions({
  queryKey: ["admin", "plans"] as const,
  queryFn: () => apiRequest<PlanCounts>("GET", "/api/admin/plans"),
});

export function useAdminPlans(enabled: boolean) {
  return useQuery({ ...adminPlansQuery, enabled });
}

export function useAdminSession() {
  return useQuery(adminSessionQuery);
}

export function useAdminWaitlist(enabled: boolean) {
  return useQuery({ ...adminWaitlistQuery, enabled });
}

export function useAdminLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => apiRequest<{ isAdmin: boolean }>("POST", "/api/admin/login", { password }),
    onSuccess: (session) => queryClient.setQueryData(adminSessionQuery.queryKey, session),
  });
}

export function useAdminLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<{ isAdmin: boolean }>("POST", "/api/admin/logout"),
    onSettled: () => {
      queryClient.setQueryData(adminSessionQuery.queryKey, { isAdmin: false });
      queryClient.removeQueries({ queryKey: adminWaitlistQuery.queryKey });
      queryClient.removeQueries({ queryKey: adminPlansQuery.queryKey });
    },
  });
}
