import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ChangePlanInput, RedeemGiftInput, SubscriptionView } from "@shared/schemas/subscription";
import { apiRequest } from "@client/lib/api";
import { leaveApp } from "@client/lib/leave-app";
import { reads } from "@shared/api/reads";

export const subscriptionQuery = (userId: number) =>
  queryOptions({
    queryKey: reads.subscription(userId).key,
    queryFn: () => apiRequest<SubscriptionView>("GET", reads.subscription(userId).path),
  });

/** While a payment is being confirmed, the plan is asked for again this often. */
const CONFIRMING_POLL_MS = 2_000;

/**
 * The parent's plan; `userId` undefined asks nothing. `confirming`: a payment was just made and the payment provider's
 * word has not reached the server yet, so the plan is asked for again until it does.
 */
export function useSubscription(userId: number | undefined, confirming = false) {
  return useQuery({
    ...subscriptionQuery(userId ?? 0),
    enabled: userId !== undefined,
    refetchInterval: confirming ? CONFIRMING_POLL_MS : false,
  });
}

/** Asks for the payment provider's page (its checkout, or the parent's billing page) and goes there. */
export function useBillingRedirect(userId: number) {
  return useMutation({
    mutationFn: async (page: "checkout" | "portal") => {
      const { url } = await apiRequest<{ url: string }>("POST", `/api/user/${userId}/subscription/${page}`, {});
      leaveApp(url);
    },
  });
}

/** Every change the Subscription screen can ask for: one POST each, answered with the plan as it now stands. */
export type SubscriptionChange =
  | { action: "change"; body: ChangePlanInput }
  | { action: "gift"; body: RedeemGiftInput }
  | { action: "pause" | "resume" | "cancel" };

export function useChangeSubscription(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: SubscriptionChange) =>
      apiRequest<SubscriptionView>("POST", `/api/user/${userId}/subscription/${change.action}`, "body" in change ? change.body : {}),
    onSuccess: async (saved) => {
      queryClient.setQueryData(subscriptionQuery(userId).queryKey, saved);
      // A lesson refused by the old plan may open now (or the other way round): ask again when next shown.
      await queryClient.invalidateQueries({ queryKey: ["lessons"], predicate: (query) => query.queryKey.length === 2 });
    },
  });
}
