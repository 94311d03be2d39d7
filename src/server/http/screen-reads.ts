import { playedLesson, screenAddress } from "./spa";

/** The level a lesson of the curriculum belongs to; undefined for an id that is no lesson. */
export type LevelOfLesson = (lessonId: number) => number | undefined;

/** Reads every signed-in screen makes: the shell applies the parent's appearance (features/shell/app-shell.tsx). */
const SHELL_READS = (userId: number) => [`/api/user/${userId}/settings`];

/** The curriculum's outline and the parent's completions: the lesson path's locks need all three. */
const PATH_READS = (userId: number) => ["/api/levels", "/api/lessons", `/api/user/${userId}/progress`];

/**
 * What a signed-in screen reads as it opens, by its address: the queries of features/home/home-page.tsx (and its
 * mood, practice and favourites cards), features/lessons/lessons-overview-page.tsx and
 * features/lessons/lesson-host-page.tsx. The server names them in the page's `Link` header (`preloadLinkHeader`), so
 * the browser asks for them with the page instead of after the app's scripts have run and drawn the screen once;
 * the app's own requests are then answered from them. Only what the screen always reads is named: a preload left
 * unused is a wasted request. tests/e2e/daily-screens.test.ts fails when one goes unused.
 */
export function screenReads(pathname: string, userId: number, levelOfLesson: LevelOfLesson): string[] {
  const clean = screenAddress(pathname);
  if (clean === "/") {
    return [
      ...PATH_READS(userId),
      `/api/user/${userId}`,
      `/api/user/${userId}/mood`,
      `/api/user/${userId}/practices`,
      `/api/user/${userId}/favorites`,
      ...SHELL_READS(userId),
    ];
  }
  if (clean === "/lessons-overview") return [...PATH_READS(userId), ...SHELL_READS(userId)];
  const played = playedLesson(clean);
  const levelId = played && levelOfLesson(played.lessonId);
  // Only a lesson of the curriculum reached through its own level's address: any other address shows a message.
  if (!played || levelId === undefined || String(levelId) !== played.levelSegment) return SHELL_READS(userId);
  return [
    `/api/levels/${levelId}`,
    ...PATH_READS(userId),
    `/api/user/${userId}/lessons/${played.lessonId}/attempt`,
    ...SHELL_READS(userId),
  ];
}

/**
 * A `Link` header that has the browser fetch these API paths at once, as lib/api.ts fetches them (cookies sent), so
 * that the app's request is answered from the preload.
 */
export function preloadLinkHeader(paths: string[]): string {
  return paths.map((path) => `<${path}>; rel=preload; as=fetch; crossorigin=use-credentials`).join(", ");
}
