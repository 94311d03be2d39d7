import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { pathLevels } from "@shared/rules/locks";
import { pathStatuses } from "@shared/rules/for-you";
import { isLessonOpen } from "@shared/rules/plans";
import type { OnboardingData } from "@shared/schemas/auth";
import type { LessonSummary, Level, ProgressEntry } from "@shared/schemas/learning";
import { notify } from "../components/ui/toast";
import { apiRequest } from "../lib/api";
import { flushOutbox } from "../lib/outbox";
import { sendUnsentPlaces } from "../lib/device-places";
import { currentUserQuery } from "./current-user";
import { reads } from "@shared/api/reads";
import type { DisplayLanguage } from "@shared/i18n/locales";
import { useContentLanguage } from "../lib/i18n/content-language";

/** How many of the parent's next lessons are fetched ahead, so they play with no connection. */
export const LESSONS_KEPT_AHEAD = 3;

/**
 * While the app is open: sends what was kept on this phone as soon as there is a connection (at start and on every
 * reconnect), then refreshes the parent's numbers; and fetches ahead what a lesson on the bus needs (the curriculum
 * outline, the parent's progress and the next lessons' content), which the service worker keeps for offline use: at
 * start, on every reconnect, and when a service worker first takes the page over.
 */
export function useOfflineSync(userId: number | undefined): void {
  const queryClient = useQueryClient();
  // A switch of language fetches ahead again, in the new language: each is kept apart.
  const language = useContentLanguage();
  useEffect(() => {
    if (userId === undefined) return;
    let stopped = false;
    const sync = async () => {
      if (!navigator.onLine) return;
      const sent = await flushOutbox(userId).catch(() => 0);
      // Then the places kept offline in lessons no longer open (an open lesson sends its own).
      await sendUnsentPlaces(userId).catch(() => undefined);
      if (stopped) return;
      if (sent > 0) {
        // Catalog ids: notify() shows them in the page's language.
        notify({
          title: /*i18n*/ "Synced",
          description: /*i18n*/ "What you did offline is saved to your account.",
        });
        await queryClient.invalidateQueries({ queryKey: ["user", userId] });
        await queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey });
      }
      await fetchAhead(userId, language).catch(() => undefined);
    };
    void sync();
    window.addEventListener("online", sync);
    // On the first visit the service worker takes the page over only after the app has started: what it fetches ahead
    // from then on is kept.
    const workers = "serviceWorker" in navigator ? navigator.serviceWorker : undefined;
    workers?.addEventListener("controllerchange", sync);
    return () => {
      stopped = true;
      window.removeEventListener("online", sync);
      workers?.removeEventListener("controllerchange", sync);
    };
  }, [userId, queryClient, language]);
}

/**
 * The lessons fetched ahead: Up next first (docs/product-rules.md#for-you: it may be a lesson further along that
 * matches the parent's answers), then the next ones of the path, which starts at the child's age
 * (docs/product-rules.md#age-levels); LESSONS_KEPT_AHEAD in all.
 */
export function lessonsKeptAhead<Lesson extends LessonSummary>(
  levels: readonly Level[],
  lessons: readonly Lesson[],
  completed: ReadonlySet<number>,
  answers: OnboardingData | null | undefined,
  /** Whether the parent's plan opens a lesson: one it does not would only be refused (402), so none is fetched. */
  opens: (lesson: Lesson) => boolean = () => true,
): Lesson[] {
  const childAge = answers?.childAge;
  const statuses = pathStatuses(levels, lessons, completed, childAge, answers);
  const levelOrder = new Map(pathLevels(levels, childAge).map((level, index) => [level.id, index]));
  const onPath = [...lessons]
    .sort((a, b) => (levelOrder.get(a.levelId) ?? 0) - (levelOrder.get(b.levelId) ?? 0) || a.order - b.order)
    .filter((lesson) => statuses.get(lesson.id) !== "completed" && opens(lesson));
  const upNext = onPath.filter((lesson) => statuses.get(lesson.id) === "current");
  return [...new Set([...upNext, ...onPath])].slice(0, LESSONS_KEPT_AHEAD);
}

/** Read as every screen reads them, answers checked against their schemas (src/shared/api/responses.ts). */
const getJson = <T>(path: string): Promise<T> => apiRequest<T>("GET", path);

/**
 * Reads, through the service worker, what the next lessons need offline. Only where a service worker controls the
 * page: without one nothing would be kept.
 */
async function fetchAhead(userId: number, language: DisplayLanguage): Promise<void> {
  if (!("serviceWorker" in navigator) || !navigator.serviceWorker.controller) return;
  const [levels, lessons, progress, , stats, plan] = await Promise.all([
    getJson<Level[]>(reads.levels(language).path),
    getJson<LessonSummary[]>(reads.lessons(language).path),
    getJson<ProgressEntry[]>(`/api/user/${userId}/progress`),
    getJson<unknown>("/api/auth/me"),
    getJson<{ onboardingData?: OnboardingData | null }>(`/api/user/${userId}`),
    getJson<{ hasFullAccess: boolean }>(`/api/user/${userId}/subscription`),
  ]);
  const completed = new Set(progress.filter((entry) => entry.completed).map((entry) => entry.lessonId));
  const ahead = lessonsKeptAhead(levels, lessons, completed, stats.onboardingData, (lesson) =>
    isLessonOpen(lesson, plan.hasFullAccess),
  );
  const levelIds = [...new Set(ahead.map((lesson) => lesson.levelId))];
  // Plan refusals (402) and the like are simply not kept.
  await Promise.allSettled([
    ...ahead.map((lesson) => getJson(reads.lesson(lesson.id, language).path)),
    ...levelIds.map((levelId) => getJson(reads.level(levelId, language).path)),
    ...levelIds.map((levelId) => getJson(`/api/user/${userId}/levels/${levelId}/progress`)),
    getJson(`/api/user/${userId}/settings`),
  ]);
}
