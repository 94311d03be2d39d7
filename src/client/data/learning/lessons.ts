import { queryOptions, useQuery } from "@tanstack/react-query";
import type { LessonSummary } from "@shared/schemas/learning";
import { apiRequest } from "@client/lib/api";
import { reads } from "@shared/api/reads";

/** docs/screens.md#api-calls: GET /api/lessons, every lesson without its content. */
export const fetchLessons = () => apiRequest<LessonSummary[]>("GET", reads.lessons().path);

export const lessonsQuery = queryOptions({
  queryKey: reads.lessons().key,
  queryFn: fetchLessons,
});

export function useLessons() {
  return useQuery(lessonsQuery);
}
