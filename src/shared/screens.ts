import { type Read, reads } from "./api/reads";
import type { DisplayLanguage } from "./i18n/locales";

/**
 * The signed-in app's route table (docs/screens.md#routes): every screen's address pattern, and the API reads it needs
 * to render, declared once. The client builds its routes from it (src/client/app/signed-in-app.tsx, which names each
 * screen's component); the server matches a page's address against it, loads those reads and renders the screen with
 * them (src/server/rendering/render-page.ts). A screen without `reads` is rendered by the browser alone.
 */
export interface ScreenContext {
  userId: number;
  /** The language the screen is drawn in: its content reads ask for it. */
  language: DisplayLanguage;
  params: Readonly<Record<string, string>>;
}

interface ScreenRoute {
  /** wouter's pattern: `:name` takes one segment. */
  path: string;
  /** Every read the screen makes as it opens; undefined when the screen is rendered in the browser only. */
  reads?: (context: ScreenContext) => Read[] | undefined;
}

/** What every signed-in screen reads: who is signed in, and their settings for the shell's look (features/shell). */
const shellReads = (userId: number): Read[] => [reads.me(), reads.settings(userId)];

/** The learning path's outline and the parent's completions, which its locks need. */
const pathReads = ({ userId, language }: ScreenContext): Read[] => [
  reads.levels(language),
  reads.lessons(language),
  reads.progress(userId),
];

/** A route segment holding a whole id (features/lessons/lesson-params.ts): undefined for anything else. */
export function wholeId(segment: string | undefined): number | undefined {
  if (segment === undefined || !/^\d{1,9}$/.test(segment)) return undefined;
  const id = Number(segment);
  return id > 0 ? id : undefined;
}

/** A lesson's address: its level and lesson ids, or undefined when either is not a whole id. */
const lessonIds = (params: ScreenContext["params"]) => {
  const levelId = wholeId(params.levelId);
  const lessonId = wholeId(params.id);
  return levelId === undefined || lessonId === undefined ? undefined : { levelId, lessonId };
};

export const SIGNED_IN_SCREENS = {
  home: {
    path: "/",
    reads: (context) => [
      ...shellReads(context.userId),
      ...pathReads(context),
      reads.userStats(context.userId),
      reads.mood(context.userId),
      reads.practices(context.userId, context.language),
      reads.favorites(context.userId),
      // The children, for the switcher and the selected child's path (docs/product-rules.md#home-for-the-selected-child).
      reads.family(),
    ],
  },
  // Rendered by the browser: the server renders no screen before onboarding is done (rendering/render-page.ts).
  onboarding: { path: "/onboarding" },
  // An invitation link (docs/product-rules.md#a-second-carer): rendered by the browser, which accepts it as it opens.
  invite: { path: "/invite" },
  profile: {
    path: "/profile",
    reads: (context) => [
      ...shellReads(context.userId),
      ...pathReads(context),
      reads.userStats(context.userId),
      reads.practices(context.userId, context.language),
      // The family: the next steps are for the selected child's age, as on home.
      reads.family(),
    ],
  },
  editProfile: { path: "/profile/edit", reads: ({ userId }) => [...shellReads(userId), reads.family()] },
  settings: { path: "/settings", reads: ({ userId }) => shellReads(userId) },
  journal: {
    path: "/journal",
    reads: ({ userId }) => [...shellReads(userId), reads.journal(), reads.mood(userId)],
  },
  progress: {
    path: "/progress",
    reads: ({ userId, language }) => [...shellReads(userId), reads.insights(userId, language)],
  },
  subscription: {
    path: "/subscription",
    reads: ({ userId }) => [...shellReads(userId), reads.subscription(userId), reads.family()],
  },
  stories: {
    path: "/stories",
    // The family: stories for the selected child's age come first.
    reads: ({ userId, language }) => [
      ...shellReads(userId),
      reads.stories(language),
      reads.storyProgress(userId),
      reads.family(),
    ],
  },
  help: { path: "/help/:slug", reads: ({ userId }) => shellReads(userId) },
  // Rendered by the browser: it picks the helplines of the country chosen on the account or the device, else of the
  // browser's region (navigator.languages), which the server cannot know, and it must open the same signed in,
  // signed out and offline.
  getHelp: { path: "/get-help" },
  storyPlayer: { path: "/stories/:id" },
  lessonsOverview: {
    path: "/lessons-overview",
    // The family: the selected child's level comes first, as on home's path.
    reads: (context) => [...shellReads(context.userId), ...pathReads(context), reads.family()],
  },
  lessonIntro: {
    path: "/lessons/:levelId/lesson/:id",
    reads: (context) => {
      const { userId, params, language } = context;
      const ids = lessonIds(params);
      return (
        ids && [...shellReads(userId), ...pathReads(context), reads.level(ids.levelId, language), reads.subscription(userId)]
      );
    },
  },
  lessonPlay: {
    path: "/lessons/:levelId/lesson/:id/old",
    reads: (context) => {
      const { userId, params, language } = context;
      const ids = lessonIds(params);
      return (
        ids && [
          ...shellReads(userId),
          ...pathReads(context),
          reads.level(ids.levelId, language),
          reads.lesson(ids.lessonId, language),
          reads.attempt(userId, ids.lessonId),
        ]
      );
    },
  },
} satisfies Record<string, ScreenRoute>;

export type ScreenName = keyof typeof SIGNED_IN_SCREENS;

/**
 * The params of `pattern` in `pathname`, as wouter matches them (one segment a parameter, a trailing slash allowed,
 * letters in any case); undefined when it does not match.
 */
export function matchPattern(pattern: string, pathname: string): Record<string, string> | undefined {
  const want = pattern.split("/");
  const have = (pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname).split("/");
  if (want.length !== have.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, part] of want.entries()) {
    const segment = have[index]!;
    if (part.startsWith(":")) {
      if (segment === "") return undefined;
      try {
        params[part.slice(1)] = decodeURIComponent(segment);
      } catch {
        return undefined;
      }
    } else if (part.toLowerCase() !== segment.toLowerCase()) return undefined;
  }
  return params;
}

/** The screen at this address and the reads it renders from; undefined when none matches or it has no reads. */
export function screenReadsAt(
  pathname: string,
  userId: number,
  language: DisplayLanguage,
): { screen: ScreenName; reads: Read[] } | undefined {
  for (const [screen, route] of Object.entries(SIGNED_IN_SCREENS) as [ScreenName, ScreenRoute][]) {
    const params = matchPattern(route.path, pathname);
    if (!params) continue;
    const screenReads = route.reads?.({ userId, params, language });
    return screenReads ? { screen, reads: screenReads } : undefined;
  }
  return undefined;
}
