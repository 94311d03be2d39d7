import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Child, Family } from "@shared/schemas/family";
import type {
  AcceptInvitationInput,
  AcceptedInvitation,
  AddChildInput,
  CreatedInvitation,
  CreateInvitationInput,
  FamilySettingsInput,
  UpdateChildInput,
} from "@shared/schemas/family";
import { notify } from "@client/components/ui/toast";
import { ApiError, apiRequest } from "@client/lib/api";
import { reads } from "@shared/api/reads";
import { currentUserQuery } from "./current-user";
import { subscriptionQuery } from "./subscription";
import { userStatsQuery } from "./learning/user-stats";
import { useRememberedChild } from "@client/lib/selected-child";
import { hasSeveralChildren, homeAgeGroup, selectedChild } from "@shared/rules/selected-child";

/**
 * Unlike the reads only the parent changes (never stale, docs/screens.md#api-calls), the family is changed by its other
 * adults too: the owner removes a carer, an adult says no to sharing answers. So it is read again when a screen that
 * shows it opens, or the window comes back, ten seconds after it was last read; a page just rendered by the server
 * is not read twice.
 */
export const FAMILY_STALE_MS = 10_000;

export const familyQuery = () =>
  queryOptions({
    queryKey: reads.family().key,
    queryFn: () => apiRequest<Family>("GET", reads.family().path),
    staleTime: FAMILY_STALE_MS,
    refetchOnWindowFocus: true,
  });

/**
 * A family write refused as not allowed (403), about someone or something gone (404) or in conflict with the family as
 * it stands (409) means the family seen here is out of date: another adult may have removed this one, left, or withdrawn
 * the invitation. The family, and the plan it gives, are read again so the screen shows the truth at once.
 */
export async function refreshRefusedFamily(queryClient: QueryClient, error: Error): Promise<void> {
  if (!(error instanceof ApiError) || ![403, 404, 409].includes(error.status)) return;
  const seen = queryClient.getQueryData(familyQuery().queryKey);
  const userId = queryClient.getQueryData(currentUserQuery.queryKey)?.id;
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: familyQuery().queryKey }),
    userId === undefined ? undefined : queryClient.invalidateQueries({ queryKey: subscriptionQuery(userId).queryKey }),
  ]);
  if (seen && leftFamily(seen, queryClient.getQueryData(familyQuery().queryKey))) {
    // What was read for the children one followed is read again, as after leaving (useFamilyAdults).
    await queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== familyQuery().queryKey[0] });
    explained.add(error);
    notify({
      title: /*i18n*/ "You are no longer part of that family",
      description: /*i18n*/ "Its children are no longer shown here. Your own lessons, progress and journal stay yours.",
    });
  }
}

const explained = new WeakSet<Error>();

/** Whether a refused family write was explained as this adult's removal: its own failure message would mislead. */
export const isExplainedRefusal = (error: Error) => explained.has(error);

/** Whether none of the other adults of the family seen before is in the family read now: this adult was removed. */
function leftFamily(seen: Family, now: Family | undefined): boolean {
  const others = seen.adults.filter((adult) => !adult.you).map((adult) => adult.id);
  return others.length > 0 && now !== undefined && !now.adults.some((adult) => others.includes(adult.id));
}

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
    onError: (error) => refreshRefusedFamily(queryClient, error),
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

/**
 * The family's adults and invitations (docs/product-rules.md#a-second-carer): the owner makes an invitation link or
 * withdraws one, removes a carer; a carer leaves (their own id). Each answer but the new link is the whole family.
 */
export function useFamilyAdults() {
  const queryClient = useQueryClient();
  const replaced = (saved: Family) => queryClient.setQueryData(familyQuery().queryKey, saved);
  const invite = useMutation({
    mutationFn: (input: CreateInvitationInput) =>
      apiRequest<CreatedInvitation>("POST", "/api/family/invitations", input),
    // The new invitation is in the family's list of pending ones.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: familyQuery().queryKey }),
    onError: (error) => refreshRefusedFamily(queryClient, error),
  });
  const revoke = useMutation({
    mutationFn: (id: number) => apiRequest<Family>("DELETE", `/api/family/invitations/${id}`),
    onSuccess: replaced,
    onError: (error) => refreshRefusedFamily(queryClient, error),
  });
  const remove = useMutation({
    mutationFn: (id: number) => apiRequest<Family>("DELETE", `/api/family/adults/${id}`),
    onError: (error) => refreshRefusedFamily(queryClient, error),
    // Leaving changes the children one follows: what was read for them is read again.
    onSuccess: async (saved) => {
      replaced(saved);
      await queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== familyQuery().queryKey[0] });
    },
  });
  return { invite, revoke, remove };
}

/**
 * Accepts an invitation: the answer is the family joined (or the adult's own, `alreadyIn`). Everything cached of the family, the parent and their
 * stats is read again, as the children (and the age their screens follow) are now the new family's.
 */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AcceptInvitationInput) =>
      apiRequest<AcceptedInvitation>("POST", "/api/family/invitations/accept", input),
    onSuccess: async ({ alreadyIn, ...joined }) => {
      queryClient.setQueryData(familyQuery().queryKey, joined);
      // One's own family's link: nothing changed but the family read now.
      if (alreadyIn) return;
      await queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== familyQuery().queryKey[0] });
    },
  });
}

/**
 * The signed-in adult's own yes to showing each other's lesson answers (docs/product-rules.md#the-same-page). The
 * answer is the family; the shared answers read before are read again, as they may now be refused or allowed.
 */
export function useShareAnswers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: FamilySettingsInput) => apiRequest<Family>("PATCH", "/api/family/settings", input),
    onError: (error) => refreshRefusedFamily(queryClient, error),
    onSuccess: async (saved) => {
      queryClient.setQueryData(familyQuery().queryKey, saved);
      await queryClient.invalidateQueries({ queryKey: ["same-page"] });
    },
  });
}
