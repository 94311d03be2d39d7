import { queryOptions } from "@tanstack/react-query";
import { GUEST_API_PATH } from "@shared/guest-lesson";
import type { GuestAttempt, GuestCompletion, GuestReflectionInput } from "@shared/schemas/guest-lesson";
import type { LessonAttemptState } from "@shared/schemas/attempt";
import { apiRequest } from "@client/lib/api";
import type { DisplayLanguage } from "@shared/i18n/locales";
import { inLanguage } from "@shared/api/reads";

/** PUT: the guest lesson's saved place (the server finds the attempt by this browser's guest cookie). */
export const GUEST_PLACE_PATH = `${GUEST_API_PATH}/place`;

/**
 * POST /api/guest-lesson: starts this browser's try of the guest lesson, or resumes it (a reload comes back to the same
 * card). Asked once per visit to the page: the answer is the session's starting point, never refetched under it.
 */
export const guestLessonQuery = (language: DisplayLanguage) =>
  queryOptions({
    queryKey: ["guest-lesson", language] as const,
    // The lesson comes in the language the page is shown in (a switch asks again, and keeps the place).
    queryFn: () => apiRequest<GuestAttempt>("POST", inLanguage("/api/guest-lesson", language)),
    staleTime: Infinity,
    gcTime: 0,
  });

/** The completion sends the answers the player was given; the server works out the score from them (never from the page). */
export const completeGuestLesson = (answers: Record<string, unknown> | null, language: DisplayLanguage) =>
  apiRequest<GuestCompletion>("POST", inLanguage("/api/guest-lesson/complete", language), answers ? { answers } : {});

export const saveGuestReflection = (reflection: GuestReflectionInput) =>
  apiRequest<{ reflectionSaved: true }>("POST", "/api/guest-lesson/reflection", reflection);

/** Start over: the place goes back to the first card. */
export const resetGuestPlace = (state: LessonAttemptState) =>
  apiRequest<unknown>("PUT", GUEST_PLACE_PATH, { state }).then(() => undefined);
