import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Level } from "@shared/schemas/learning";
import { apiRequest } from "@client/lib/api";
import { reads } from "@shared/api/reads";

/** docs/screens.md#api-calls: GET /api/levels/{levelId}; the screens read its title and colour. */
export const fetchLevel = (levelId: number) => apiRequest<Level>("GET", reads.level(levelId).path);

export const levelQuery = (levelId: number) =>
  queryOptions({
    queryKey: reads.level(levelId).key,
    queryFn: () => fetchLevel(levelId),
  });

export function useLevel(levelId: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...levelQuery(levelId), enabled });
}
