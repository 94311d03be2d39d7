import fs from "node:fs";
import { pathToFileURL } from "node:url";
import type { FastifyBaseLogger } from "fastify";
import { type Read, reads } from "../../shared/api/reads";
import { hourIn } from "../../shared/rules/reminders";
import { type PublicUser, isValidTimeZone } from "../../shared/schemas/auth";
import { screenReadsAt } from "../../shared/screens";
import type { UserSettings } from "../../shared/settings";
import { type DisplayLanguage, SOURCE_LANGUAGE } from "../../shared/i18n/locales";
import type { Headroom } from "../http/headroom";
import type { RenderedPage } from "../http/spa";
import type { LoadRead } from "./loaders";

/**
 * The app's server renderer (src/client/server-render.tsx, built by scripts/build.mjs into dist/server/render/): the
 * app at an address from the reads loaded for it, or undefined when the screen needs more than it was given.
 */
export interface ScreenRenderer {
  renderScreen(
    url: string,
    loaded: ReadonlyArray<readonly [queryKey: readonly unknown[], answer: unknown, path: string]>,
    hour: number,
    language?: DisplayLanguage,
    options?: { childId?: number | undefined },
  ): Promise<{ html: string; title?: string; state: unknown; paths: string[]; startHint?: string } | undefined>;
}

/** The built renderer, when the build made one (a server run from source has none, and pages are rendered by the browser). */
export async function loadScreenRenderer(file: string): Promise<ScreenRenderer | undefined> {
  if (!fs.existsSync(file)) return undefined;
  const module = (await import(pathToFileURL(file).href)) as Partial<ScreenRenderer>;
  return module.renderScreen ? { renderScreen: module.renderScreen } : undefined;
}

export interface ServerRenderingOptions {
  loadRead: LoadRead;
  renderer: ScreenRenderer;
  /** Whether there is time to render now (http/headroom.ts); without it the browser renders the page. */
  headroom: Headroom;
  clock: () => Date;
  log: FastifyBaseLogger;
}

/**
 * Renders a signed-in parent's screen into its page (docs/decisions/0005-server-rendering-with-hydration.md): the
 * route table (src/shared/screens.ts) says what the screen at the address reads; each read is loaded by its domain
 * function (rendering/loaders.ts), never through the server's own HTTP routes; the app renders with them at the
 * parent's local hour, and the page carries them for the browser to hydrate the same tree. Undefined, and the page
 * goes out to be rendered by the browser, when the screen declares no reads, a read is refused or fails (the browser
 * then shows the screen's own message), onboarding is still to do, or there is no time to spare.
 */
export function serverRendering({ loadRead, renderer, headroom, clock, log }: ServerRenderingOptions) {
  /**
   * `deviceTimeZone`: the zone the parent's device is in now (the app's cookie), when it names a real zone; else the
   * one stored with their account. `deviceChildId`: the child the device chose on home's switcher (its cookie), if any.
   */
  return async function renderPage(
    url: string,
    userId: number,
    deviceTimeZone?: string,
    language: DisplayLanguage = SOURCE_LANGUAGE,
    deviceChildId?: number,
  ): Promise<RenderedPage | undefined> {
    const pathname = url.split(/[?#]/, 1)[0] ?? "/";
    const screen = screenReadsAt(pathname, userId, language);
    if (!screen) return undefined;
    const done = headroom.begin();
    if (!done) return undefined;
    try {
      const answers = await Promise.all(screen.reads.map((read) => loadRead(read, userId)));
      const answerOf = (wanted: Read) => answers[screen.reads.findIndex((read) => read.path === wanted.path)];
      const me = answerOf(reads.me()) as PublicUser | undefined;
      if (!me?.onboardingCompleted) return undefined;
      const zone = deviceTimeZone && isValidTimeZone(deviceTimeZone) ? deviceTimeZone : me.timeZone;
      const hour = hourIn(clock(), zone);
      const rendered = await renderer.renderScreen(
        url,
        screen.reads.map((read, index) => [read.key, answers[index], read.path] as const),
        hour,
        language,
        { childId: deviceChildId },
      );
      if (!rendered) return undefined;
      const settings = answerOf(reads.settings(userId)) as UserSettings | undefined;
      const lesson = screen.reads.find((read): read is Read<"lesson"> => read.name === "lesson");
      return {
        html: rendered.html,
        ...(rendered.title !== undefined && { title: rendered.title }),
        ...(rendered.startHint !== undefined && { startHint: rendered.startHint }),
        state: { state: rendered.state, paths: rendered.paths, hour, language },
        ...(settings && { appearance: { darkMode: settings.darkMode, fontSize: settings.fontSize } }),
        ...(lesson && { lessonId: lesson.params.lessonId }),
        language,
      };
    } catch (error) {
      // A refused read (a lesson past the parent's plan) or a failed one: the browser renders the screen and its message.
      log.debug({ err: error, url }, "the screen was not rendered on the server; the browser renders it");
      return undefined;
    } finally {
      done();
    }
  };
}

/** The paths the browser should fetch with a page it renders itself: the screen's reads, or the shell's settings. */
export function preloadPaths(pathname: string, userId: number, language: DisplayLanguage): string[] {
  const screenReads = screenReadsAt(pathname, userId, language)?.reads ?? [reads.settings(userId)];
  // The page itself has the browser ask who is signed in, and a lesson's page asks for the lesson (scripts/build.mjs).
  return screenReads.filter((read) => read.name !== "me" && read.name !== "lesson").map((read) => read.path);
}

/**
 * A `Link` header that has the browser fetch these API paths at once, as lib/api.ts fetches them (cookies sent), so
 * that the app's request is answered from the preload.
 */
export function preloadLinkHeader(paths: string[]): string {
  return paths.map((path) => `<${path}>; rel=preload; as=fetch; crossorigin=use-credentials`).join(", ");
}
