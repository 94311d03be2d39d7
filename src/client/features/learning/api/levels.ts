import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Level } from "@shared/schemas/learning";
import { apiRequest } from "@client/lib/api";

/** docs/screens.md#api-calls: GET /api/levels, every level of the curriculum. */
export const fetchLevels = () => apiRequest<Level[]>("GET", "/api/levels");

export const levelsQuery = queryOptions({
  queryKey: ["levels"] as const,
  queryFn: fetchLevels,
});

export function useLevels() {
  return useQuery(levelsQuery);
}
