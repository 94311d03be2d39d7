import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PublicUser } from "@shared/schemas/auth";
import { apiRequest } from "@client/lib/api";
import { reads } from "@shared/api/reads";

/**
 * docs/screens.md#api-calls: GET /api/user/{id}; streak and daily goal are already "as of today" (the parent's calendar
 * day).
 */
export const fetchUserStats = (userId: number) => apiRequest<PublicUser>("GET", reads.userStats(userId).path);

export const userStatsQuery = (userId: number) =>
  queryOptions({
    queryKey: reads.userStats(userId).key,
    queryFn: () => fetchUserStats(userId),
  });

export function useUserStats(userId: number) {
  return useQuery(userStatsQuery(userId));
}
