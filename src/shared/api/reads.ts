/**
 * The API reads a screen can be server-rendered from, each declared once: its name, its parameters, the query key the
 * client caches its answer under, and the path it is fetched from. The client builds its queries from these
 * (features/…/api), the route table names which of them each screen needs (src/shared/screens.ts), and the server
 * loads them by calling the domain functions behind each path directly (src/server/rendering/loaders.ts), so the
 * answer the page carries is the answer the API gives and the key it is stored under is the one the screen reads.
 */
import type { DisplayLanguage } from "../i18n/locales";

/** Reads of content (lessons, stories, practices, titles) name their language: each language is cached apart. */
type InLanguage = { language: DisplayLanguage };

export type ReadParams = {
  me: Record<string, never>;
  settings: { userId: number };
  levels: InLanguage;
  level: { levelId: number } & InLanguage;
  lessons: InLanguage;
  lesson: { lessonId: number } & InLanguage;
  progress: { userId: number };
  userStats: { userId: number };
  mood: { userId: number };
  practices: { userId: number } & InLanguage;
  favorites: { userId: number };
  attempt: { userId: number; lessonId: number };
  subscription: { userId: number };
  stories: InLanguage;
  storyProgress: { userId: number };
  journal: Record<string, never>;
  family: Record<string, never>;
  insights: { userId: number } & InLanguage;
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

/**
 * A content path in `language` (docs/translating.md#lessons-and-stories): the server answers in it, and the address, so
 * the service worker's copy, differs by language.
 */
export const inLanguage = (path: string, language: DisplayLanguage) => `${path}?language=${language}`;

/** Every read by name; a content read's query key ends with its language. */
export const reads = {
  me: () => read("me", none, ["auth", "me"], "/api/auth/me"),
  settings: (userId: number) =>
    read("settings", { userId }, ["user", userId, "settings"], `/api/user/${userId}/settings`),
  levels: (language: DisplayLanguage) =>
    read("levels", { language }, ["levels", language], inLanguage("/api/levels", language)),
  level: (levelId: number, language: DisplayLanguage) =>
    read("level", { levelId, language }, ["levels", levelId, language], inLanguage(`/api/levels/${levelId}`, language)),
  lessons: (language: DisplayLanguage) =>
    read("lessons", { language }, ["lessons", language], inLanguage("/api/lessons", language)),
  lesson: (lessonId: number, language: DisplayLanguage) =>
    read("lesson", { lessonId, language }, ["lessons", lessonId, language], inLanguage(`/api/lessons/${lessonId}`, language)),
  progress: (userId: number) =>
    read("progress", { userId }, ["user", userId, "progress"], `/api/user/${userId}/progress`),
  userStats: (userId: number) => read("userStats", { userId }, ["user", userId, "stats"], `/api/user/${userId}`),
  mood: (userId: number) => read("mood", { userId }, ["user", userId, "mood"], `/api/user/${userId}/mood`),
  practices: (userId: number, language: DisplayLanguage) =>
    read(
      "practices",
      { userId, language },
      ["user", userId, "practices", language],
      inLanguage(`/api/user/${userId}/practices`, language),
    ),
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
  stories: (language: DisplayLanguage) =>
    read("stories", { language }, ["stories", language], inLanguage("/api/stories", language)),
  storyProgress: (userId: number) =>
    read("storyProgress", { userId }, ["user", userId, "stories", "progress"], `/api/user/${userId}/stories/progress`),
  journal: () => read("journal", none, ["journal"], "/api/journal"),
  family: () => read("family", none, ["family"], "/api/family"),
  insights: (userId: number, language: DisplayLanguage) =>
    read(
      "insights",
      { userId, language },
      ["user", userId, "insights", language],
      inLanguage(`/api/user/${userId}/insights`, language),
    ),
} satisfies { [Name in ReadName]: (...args: never[]) => Read<Name> };
