import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Child, Family } from "@shared/schemas/family";
import type { AddChildInput, UpdateChildInput } from "@shared/schemas/family";
import { apiRequest } from "@client/lib/api";
import { reads } from "@shared/api/reads";
import { currentUserQuery } from "./current-user";
import { userStatsQuery } from "./learning/user-stats";
import { useRememberedChild } from "@client/lib/selected-child";
import { hasSeveralChildren, homeAgeGroup, selectedChild } from "@shared/rules/selected-child";

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

/**
 * The age group of the child the screens of every day follow (docs/product-rules.md#home-for-the-selected-child):
 * the child chosen on home's switcher on this device, else the first; until the family is read, the onboarding answer.
 */
export function useSelectedAgeGroup(userId: number, childAge: string | undefined): string | undefined {
  const family = useFamily();
  const [remembered] = useRememberedChild(userId);
  if (!family.data) return childAge;
  return homeAgeGroup(selectedChild(family.data.children, remembered), childAge);
}

/**
 * The child the screens of every day follow, when there is a choice to name (two children or more): the child and
 * their place in the family (for "Child 2"); undefined with one child or before the family is read.
 */
export function useFollowedChild(userId: number): { child: Child; index: number } | undefined {
  const family = useFamily();
  const [remembered] = useRememberedChild(userId);
  const children = family.data?.children ?? [];
  if (!hasSeveralChildren(children)) return undefined;
  const child = selectedChild(children, remembered);
  return child ? { child, index: children.indexOf(child) } : undefined;
}
