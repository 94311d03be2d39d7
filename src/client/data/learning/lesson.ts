import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Lesson } from "@shared/schemas/learning";
import { apiRequest } from "@client/lib/api";
import { reads } from "@shared/api/reads";
import type { DisplayLanguage } from "@shared/i18n/locales";
import { useContentLanguage } from "@client/lib/i18n/content-language";

/** docs/lesson-players.md#progress-call: GET /api/lessons/{id}, one lesson with its content. */
export const fetchLesson = (lessonId: number, language: DisplayLanguage) =>
  apiRequest<Lesson>("GET", reads.lesson(lessonId, language).path);

export const lessonQuery = (lessonId: number, language: DisplayLanguage) =>
  queryOptions({
    queryKey: reads.lesson(lessonId, language).key,
    queryFn: () => fetchLesson(lessonId, language),
  });

export function useLesson(lessonId: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...lessonQuery(lessonId, useContentLanguage()), enabled });
}
