/**
 * The API reads a screen can be server-rendered from, each declared once: its name, its parameters, the query key the
 * client caches its answer under, and the path it is fetched from. The client builds its queries from these
 * (features/…/api), the route table names which of them each screen needs (src/shared/screens.ts), and the server
 * loads them by calling the domain functions behind each path directly (src/server/rendering/loaders.ts), so the
 * answer the page carries is the answer the API gives and the key it is stored under is the one the screen reads.
 */
export type ReadParams = {
  me: Record<string, never>;
  settings: { userId: number };
  levels: Record<string, never>;
  level: { levelId: number };
  lessons: Record<string, never>;
  lesson: { lessonId: number };
  progress: { userId: number };
  userStats: { userId: number };
  mood: { userId: number };
  practices: { userId: number };
  favorites: { userId: number };
  attempt: { userId: number; lessonId: number };
  subscription: { userId: number };
  stories: Record<string, never>;
  storyProgress: { userId: number };
  journal: Record<string, never>;
  insights: { userId: number };
};

export type ReadName = keyof ReadParams;

interface ReadOf<Name extends ReadName> {
  name: Name;
  params: ReadParams[Name];
  key: readonly unknown[];
  path: string;
}

/** One read: what to load, where the client caches it and where the API answers it (a union by name). */
export type Read<Name extends ReadName = ReadName> = Name extends ReadName ? ReadOf<Name> : never;

const read = <Name extends ReadName>(name: Name, params: ReadParams[Name], key: readonly unknown[], path: string) =>
  ({ name, params, key, path }) as Read<Name>;

const none: Record<string, never> = {};

/** Every read by name; each query key is the one the client has always used for that answer. */
export const reads = {
  me: () => read("me", none, ["auth", "me"], "/api/auth/me"),
  settings: (userId: number) =>
    read("settings", { userId }, ["user", userId, "settings"], `/api/user/${userId}/settings`),
  levels: () => read("levels", none, ["levels"], "/api/levels"),
  level: (levelId: number) => read("level", { levelId }, ["levels", levelId], `/api/levels/${levelId}`),
  lessons: () => read("lessons", none, ["lessons"], "/api/lessons"),
  lesson: (lessonId: number) => read("lesson", { lessonId }, ["lessons", lessonId], `/api/lessons/${lessonId}`),
  progress: (userId: number) =>
    read("progress", { userId }, ["user", userId, "progress"], `/api/user/${userId}/progress`),
  userStats: (userId: number) => read("userStats", { userId }, ["user", userId, "stats"], `/api/user/${userId}`),
  mood: (userId: number) => read("mood", { userId }, ["user", userId, "mood"], `/api/user/${userId}/mood`),
  practices: (userId: number) =>
    read("practices", { userId }, ["user", userId, "practices"], `/api/user/${userId}/practices`),
  favorites: (userId: number) =>
    read("favorites", { userId }, ["user", userId, "favorites"], `/api/user/${userId}/favorites`),
  attempt: (userId: number, lessonId: number) =>
    read(
      "attempt",
      { userId, lessonId },
      ["user", userId, "attempt", lessonId],
      `/api/user/${userId}/lessons/${lessonId}/attempt`,
    ),
  subscription: (userId: number) =>
    read("subscription", { userId }, ["user", userId, "subscription"], `/api/user/${userId}/subscription`),
  stories: () => read("stories", none, ["stories"], "/api/stories"),
  storyProgress: (userId: number) =>
    read("storyProgress", { userId }, ["user", userId, "stories", "progress"], `/api/user/${userId}/stories/progress`),
  journal: () => read("journal", none, ["journal"], "/api/journal"),
  insights: (userId: number) =>
    read("insights", { userId }, ["user", userId, "insights"], `/api/user/${userId}/insights`),
} satisfies { [Name in ReadName]: (...args: never[]) => Read<Name> };
