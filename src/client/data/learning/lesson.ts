import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Lesson } from "@shared/schemas/learning";
import { apiRequest } from "@client/lib/api";
import { reads } from "@shared/api/reads";

/** docs/lesson-players.md#progress-call: GET /api/lessons/{id}, one lesson with its content. */
export const fetchLesson = (lessonId: number) => apiRequest<Lesson>("GET", reads.lesson(lessonId).path);

export const lessonQuery = (lessonId: number) =>
  queryOptions({
    queryKey: reads.lesson(lessonId).key,
    queryFn: () => fetchLesson(lessonId),
  });

export function useLesson(lessonId: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...lessonQuery(lessonId), enabled });
}
