import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Level } from "@shared/schemas/learning";
import { apiRequest } from "@client/lib/api";
import { reads } from "@shared/api/reads";

/** docs/screens.md#api-calls: GET /api/levels, every level of the curriculum. */
export const fetchLevels = () => apiRequest<Level[]>("GET", reads.levels().path);

export const levelsQuery = queryOptions({
  queryKey: reads.levels().key,
  queryFn: fetchLevels,
});

export function useLevels() {
  return useQuery(levelsQuery);
}
