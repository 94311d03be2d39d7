import { queryOptions, useQuery } from "@tanstack/react-query";
import type { LessonSummary } from "@shared/schemas/learning";
import { apiRequest } from "@client/lib/api";

/** docs/screens.md#api-calls: GET /api/lessons, every lesson without its content. */
export const fetchLessons = () => apiRequest<LessonSummary[]>("GET", "/api/lessons");

export const lessonsQuery = queryOptions({
  queryKey: ["lessons"] as const,
  queryFn: fetchLessons,
});

export function useLessons() {
  return useQuery(lessonsQuery);
}
