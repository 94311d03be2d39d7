import { dehydrate, type DehydratedState, hashKey, type QueryKey } from "@tanstack/react-query";
import { I18nProvider } from "@lingui/react";
import { renderToReadableStream, renderToString } from "react-dom/server";
import { App } from "./app/app";
import { AppStartHint } from "./app/full-page-loading";
import { LandingRoot, landingHead } from "./features/landing";
import { Providers } from "./app/providers";
import { createQueryClient } from "./app/query-client";
import { i18nFor } from "./lib/i18n/server-catalogs";
import { type DisplayLanguage, SOURCE_LANGUAGE } from "@shared/i18n/locales";

/** One read the server loaded for the screen: the query key the app reads it under, the API's answer, its path. */
export type LoadedRead = readonly [queryKey: QueryKey, answer: unknown, path: string];

export interface RenderedScreen {
  /** The app's markup at that address, for the page's #root. */
  html: string;
  /** The screen's own title, for the page's <title> (as React escaped it), when the screen sets one in its markup. */
  title?: string;
  /** The query cache it was rendered from, for the browser to hydrate the same tree (src/client/lib/server-state.ts). */
  state: DehydratedState;
  /** The API path of each query in `state`, in its order: the browser checks each answer against its route's schema. */
  paths: string[];
  /** "Still loading… reload the page" in the screen's language, for beside #root: shown if the app never starts. */
  startHint: string;
}

const LEADING_TITLE = /^<title>([^<]*)<\/title>/;

export interface RenderOptions {
  /** The longest the render may take (tests of what is rendered give a busy machine more). */
  limitMs?: number;
  /** The child the device chose on home's switcher (its cookie, src/shared/page-markers.ts), when it sent one. */
  childId?: number | undefined;
}

/** The longest a render may take before the page goes out rendered by the browser instead. */
export const RENDER_LIMIT_MS = 2_000;

/**
 * Server rendering (docs/decisions/0005-server-rendering-with-hydration.md): the whole app at `url`, for the signed-in
 * parent whose reads the server loaded (src/server/rendering/render-page.ts), with the app's own components and query
 * cache, so the browser hydrates exactly this tree. `hour` is the parent's local hour, which the greeting reads.
 * Undefined when the screen reads something the server did not load (it would render a loading state): the page then
 * goes out without it and the browser renders the screen, never a half-rendered one. `language` is the parent's
 * (src/server/i18n/request-language.ts).
 */
export async function renderScreen(
  url: string,
  loaded: readonly LoadedRead[],
  hour: number,
  language: DisplayLanguage = SOURCE_LANGUAGE,
  { limitMs = RENDER_LIMIT_MS, childId }: RenderOptions = {},
): Promise<RenderedScreen | undefined> {
  const queryClient = createQueryClient();
  try {
    for (const [queryKey, answer] of loaded) queryClient.setQueryData(queryKey, answer);
    const rendered = await renderAll(
      <Providers
        queryClient={queryClient}
        i18n={i18nFor(language)}
        ssrPath={url}
        localHour={() => hour}
        serverChildId={{ childId }}
      >
        <App />
      </Providers>,
      limitMs,
    );
    // A query the screen made that no loaded read answered is still pending: the screen would show a loading state.
    const missing = queryClient
      .getQueryCache()
      .getAll()
      .some((query) => query.state.data === undefined);
    // A <title> the screen renders comes first (React hoists it): it belongs in the page's head, where the browser
    // hydrates it, not in #root.
    const title = LEADING_TITLE.exec(rendered)?.[1];
    const html = rendered.replace(LEADING_TITLE, "");
    if (missing || html === "") return undefined;
    const state = dehydrate(queryClient);
    const pathOf = new Map(loaded.map(([queryKey, , path]) => [hashKey(queryKey), path]));
    const paths = state.queries.map((query) => pathOf.get(query.queryHash));
    if (paths.some((path) => path === undefined)) return undefined;
    const startHint = renderStartHint(language);
    return { html, state, paths: paths as string[], startHint, ...(title !== undefined && { title }) };
  } finally {
    // Nothing of a parent's stays in the server's memory, and no timer of the cache keeps it.
    queryClient.clear();
  }
}

/**
 * React's streaming server rendering, read to its end once every boundary is ready (the lazily loaded screens have
 * arrived): the data is loaded before rendering starts, so nothing streams later, and the page needs no inline
 * script to put late boundaries in place.
 */
async function renderAll(tree: React.ReactNode, limitMs: number): Promise<string> {
  const abort = new AbortController();
  const limit = setTimeout(() => abort.abort(new Error("the screen took too long to render")), limitMs);
  try {
    let failed: unknown;
    const stream = await renderToReadableStream(tree, {
      signal: abort.signal,
      // Every boundary's content in its place: a large one (home's path) would otherwise be sent after the rest, with
      // an inline script to move it in, which the page's Content-Security-Policy does not run.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (error) => {
        failed ??= error;
      },
    });
    await stream.allReady;
    const html = await new Response(stream).text();
    if (failed !== undefined) throw failed instanceof Error ? failed : new Error(String(failed));
    return html;
  } finally {
    clearTimeout(limit);
  }
}

/**
 * Build-time render of the landing page in a language: the same tree the browser hydrates on it
 * (src/client/landing-start.tsx).
 */
export function renderLanding(language: DisplayLanguage = SOURCE_LANGUAGE): string {
  return renderToString(<LandingRoot i18n={i18nFor(language)} />);
}

/** "Still loading… reload the page" in a language, for beside the root of a page drawn before the app starts. */
export function renderStartHint(language: DisplayLanguage = SOURCE_LANGUAGE): string {
  return renderToString(
    <I18nProvider i18n={i18nFor(language)}>
      <AppStartHint />
    </I18nProvider>,
  );
}

/** The landing page's title and description in a language, for its page's head (scripts/build.mjs). */
export function renderLandingHead(language: DisplayLanguage = SOURCE_LANGUAGE): { title: string; description: string } {
  return landingHead(i18nFor(language));
}
