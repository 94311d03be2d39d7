import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Level } from "@shared/schemas/learning";
import { apiRequest } from "@client/lib/api";

/** docs/screens.md#api-calls: GET /api/levels/{levelId}; the screens read its title and colour. */
export const fetchLevel = (levelId: number) => apiRequest<Level>("GET", `/api/levels/${levelId}`);

export const levelQuery = (levelId: number) =>
  queryOptions({
    queryKey: ["levels", levelId] as const,
    queryFn: () => fetchLevel(levelId),
  });

export function useLevel(levelId: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...levelQuery(levelId), enabled });
}
