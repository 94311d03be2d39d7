import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ChangePlanInput, RedeemGiftInput, SubscriptionView } from "@shared/schemas/subscription";
import { apiRequest } from "@client/lib/api";
import { reads } from "@shared/api/reads";

export const subscriptionQuery = (userId: number) =>
  queryOptions({
    queryKey: reads.subscription(userId).key,
    queryFn: () => apiRequest<SubscriptionView>("GET", reads.subscription(userId).path),
  });

/** The parent's plan; `userId` undefined asks nothing. */
export function useSubscription(userId: number | undefined) {
  return useQuery({ ...subscriptionQuery(userId ?? 0), enabled: userId !== undefined });
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
