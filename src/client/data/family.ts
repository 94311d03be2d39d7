import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Family } from "@shared/schemas/family";
import type { AddChildInput, UpdateChildInput } from "@shared/schemas/family";
import { apiRequest } from "@client/lib/api";
import { reads } from "@shared/api/reads";
import { currentUserQuery } from "./current-user";
import { userStatsQuery } from "./learning/user-stats";

export const familyQuery = () =>
  queryOptions({ queryKey: reads.family().key, queryFn: () => apiRequest<Family>("GET", reads.family().path) });

export function useFamily() {
  return useQuery(familyQuery());
}

type FamilyChange =
  | { kind: "add"; child: AddChildInput }
  | { kind: "update"; id: number; changes: UpdateChildInput }
  | { kind: "remove"; id: number };

/**
 * Adds, changes or removes a child. The server answers with the whole family, which replaces the cached one; the
 * onboarding answer `childAge` follows the children on the server, so the parent's cached copies are read again.
 */
export function useChangeFamily(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: FamilyChange) =>
      change.kind === "add"
        ? apiRequest<Family>("POST", "/api/family/children", change.child)
        : change.kind === "update"
          ? apiRequest<Family>("PATCH", `/api/family/children/${change.id}`, change.changes)
          : apiRequest<Family>("DELETE", `/api/family/children/${change.id}`),
    onSuccess: async (saved) => {
      queryClient.setQueryData(familyQuery().queryKey, saved);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: userStatsQuery(userId).queryKey }),
      ]);
    },
  });
}
