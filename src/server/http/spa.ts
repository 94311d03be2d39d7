import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { GUEST_LESSON_PATH } from "@shared/guest-lesson";
import { LESSON_PLAY_PATH } from "@shared/lesson-paths";
import { ROOT_END, ROOT_START, SERVER_STATE_ID, SIGNED_OUT_MARKER } from "@shared/page-markers";
import { FONT_SIZES, type UserSettings } from "@shared/settings";
import {
  type DisplayLanguage,
  type Language,
  directionOf,
  isLanguage,
  LANGUAGE_CODES,
  landingPathOf,
  OFFERED_LANGUAGES,
  SOURCE_LANGUAGE,
} from "@shared/i18n/locales";

/**
 * Paths a signed-out visitor sees as an app screen; every other path shows the landing page (docs/screens.md#routes).
 */
const SIGNED_OUT_APP_PATHS = [
  "/login",
  "/register",
  "/waitlist",
  "/control-panel",
  "/get-help",
  "/forgot-password",
  "/reset-password",
  // An invitation link (docs/product-rules.md#a-second-carer): the invited adult signs in or registers from it.
  "/invite",
  GUEST_LESSON_PATH,
];

/** One HTML page, kept in memory with its compressed forms. */
export interface Page {
  identity: Buffer;
  gzip: Buffer;
  brotli: Buffer;
}

export interface SpaFiles {
  /** The app shell: the signed-out forms (and signed-in screens when the build has no page of their own). */
  appHtml: Page;
  /**
   * The app shell for a visitor the server knows has no session: it says so (SIGNED_OUT_MARKER), so the app does not
   * ask /api/auth/me (whose 401 the browser would log as an error on every signed-out page).
   */
  signedOutHtml: Page;
  /**
   * The pages served under the private admin path, the only ones that name it (the admin screens learn their address
   * from it): the app shell, and the signed-in page.
   */
  adminHtml: { signedOut: Page; signedIn: Page };
  /** The app shell that also has the browser fetch the signed-in app's scripts at once (scripts/build.mjs). */
  signedInHtml: Page;
  /**
   * The prerendered landing page in a language (same scripts, markup already painted), with its canonical address
   * and the offered languages' alternates; English for a language the build has no page of.
   */
  landingHtml(language: Language): Page;
  /**
   * The signed-in page for playing a lesson of the curriculum: it also has the browser fetch the lesson screen's
   * scripts and the lesson's content at once. Undefined for an id that is no lesson.
   */
  lessonHtml(lessonId: number): Page | undefined;
  /**
   * A signed-in page with a screen rendered on the server for one parent (src/server/rendering/render-page.ts): the
   * screen's markup in the app's root and the state it was rendered from beside it; made for the request, never
   * kept. Undefined when the build's page has no place for it.
   */
  renderedPage(screen: RenderedPage): string | undefined;
}

/** A screen rendered on the server, ready for its page. */
export interface RenderedPage {
  /** The app's markup, for #root. */
  html: string;
  /** The screen's title, already escaped, for the page's <title>. */
  title?: string;
  /** What the browser hydrates from (src/client/lib/server-state.ts), serialised with `stateScript`. */
  state: unknown;
  /** The parent's look, from their settings, for the page to paint in from the start. */
  appearance?: PageAppearance;
  /** The language the screen was rendered in. */
  language?: DisplayLanguage;
  /** The lesson the page plays, when it plays one: its page brings the lesson screen's scripts. */
  lessonId?: number;
  /**
   * "Still loading… reload the page", put beside #root: the rendered screen looks ready before the app has started,
   * and if it never does (its start chunk missing) the line shows after a delay (src/client/app/full-page-loading.tsx).
   */
  startHint?: string;
}

/** How the parent has the app look (their settings), set on a page made for them as the app sets it (lib/appearance.ts). */
export type PageAppearance = Pick<UserSettings, "darkMode" | "fontSize">;

/**
 * The <html> tag's language attributes: `lang` names the language the app then loads (src/client/lib/i18n/i18n.ts),
 * and a right-to-left language turns the page right to left (`dir`) from its first paint.
 */
export function languageAttributes(language: DisplayLanguage): string {
  return directionOf(language) === "rtl" ? `lang="${language}" dir="rtl"` : `lang="${language}"`;
}

/** The page's <html> start tag in the parent's language and look: the dark theme's class, the text size's scale. */
function htmlTagIn(appearance: PageAppearance | undefined, language: DisplayLanguage): string {
  const lang = `<html ${languageAttributes(language)}`;
  if (!appearance) return `${lang}>`;
  const scale = FONT_SIZES[appearance.fontSize]?.scale ?? FONT_SIZES.medium.scale;
  return `${lang}${appearance.darkMode ? ' class="dark"' : ""} style="--growly-font-size:${scale}">`;
}

/** Where the build leaves room for the landing page's canonical and alternate links (scripts/build.mjs). */
const LANGUAGE_LINKS_MARKER = "<!--language-links-->";

/** The landing page's canonical link and one alternate per offered language (and x-default), at `publicUrl`. */
export function languageLinks(language: Language, publicUrl: string): string {
  const at = (path: string) => `${publicUrl.replace(/\/+$/, "")}${path}`;
  const offered = OFFERED_LANGUAGES.filter(isLanguage);
  return [
    `<link rel="canonical" href="${at(landingPathOf(language))}">`,
    ...offered.map((code) => `<link rel="alternate" hreflang="${code}" href="${at(landingPathOf(code))}">`),
    `<link rel="alternate" hreflang="x-default" href="${at("/")}">`,
  ].join("\n    ");
}

/**
 * The same page in another language: its <html lang> (and dir) set (the app reads it to load that language's catalog before
 * it draws, src/client/lib/i18n/i18n.ts). Each page's copies are made once and kept.
 */
const translatedPages = new WeakMap<Page, Map<DisplayLanguage, Page>>();
export function pageIn(page: Page, language: DisplayLanguage): Page {
  if (language === SOURCE_LANGUAGE) return page;
  let copies = translatedPages.get(page);
  if (!copies) translatedPages.set(page, (copies = new Map()));
  let copy = copies.get(language);
  if (!copy) {
    copy = compressPage(page.identity.toString("utf8").replace(/<html lang="en"/, () => `<html ${languageAttributes(language)}`));
    copies.set(language, copy);
  }
  return copy;
}

/** The app's root with what the build put in it (the loading screen) between the markers (src/shared/page-markers.ts). */
const ROOT_CONTENT = new RegExp(`${ROOT_START}[\\s\\S]*?${ROOT_END}`);

/**
 * Data for the app in the page, as JSON the browser never runs (src/client/lib/server-state.ts). Every "<" is escaped,
 * so no text in it (a parent's name) can close the element or open another.
 */
const stateScript = (state: unknown) =>
  `<script type="application/json" id="${SERVER_STATE_ID}">${JSON.stringify(state).replaceAll("<", "\\u003c")}</script>`;

/** The page's own ask for who is signed in (scripts/build.mjs): a page that carries the answer goes without it. */
const WHO_IS_SIGNED_IN_PRELOAD = /\s*<link rel="preload" href="\/api\/auth\/me"[^>]*>/;

/** Where the lesson page has the browser fetch the lesson's content (scripts/build.mjs). */
const LESSON_PRELOAD_MARKER = "<!--lesson-preload-->";

function compressPage(html: string): Page {
  const identity = Buffer.from(html);
  return {
    identity,
    gzip: zlib.gzipSync(identity, { level: 9 }),
    brotli: zlib.brotliCompressSync(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  };
}

/** The meta tag the client reads the admin path from (src/client/app/admin-path.tsx), as the build writes it. */
const ADMIN_PATH_META = '<meta name="growly-admin-path" content="admin"';

/**
 * Reads the built pages once. The admin path is private: every page has it blanked, but for the pages served under
 * it, which carry it so the admin screens know their address.
 */
export function loadSpaFiles(
  clientDir: string,
  adminPath: string,
  isLesson: (lessonId: number) => boolean,
  publicUrl = "",
): SpaFiles | undefined {
  const appFile = path.join(clientDir, "index.html");
  const landingFile = path.join(clientDir, "landing.html");
  if (!fs.existsSync(appFile) || !fs.existsSync(landingFile)) return undefined;
  const stamp = (html: string, value = "") =>
    html.replace(ADMIN_PATH_META, `<meta name="growly-admin-path" content="${value}"`);
  const read = (name: string) => {
    const file = path.join(clientDir, name);
    return fs.existsSync(file) ? fs.readFileSync(file, "utf8") : undefined;
  };
  const appSource = fs.readFileSync(appFile, "utf8");
  const signedInSource = read("signed-in.html");
  const appHtml = compressPage(stamp(appSource));
  const signedInTemplate = signedInSource && stamp(signedInSource);
  const lessonTemplate = read("signed-in-lesson.html") && stamp(read("signed-in-lesson.html")!);
  const signedInHtml = signedInTemplate ? compressPage(signedInTemplate) : appHtml;
  const adminSignedOut = compressPage(stamp(appSource, adminPath));
  /** The lesson page, with the lesson's own content fetched beside its scripts when `lessonId` is given. */
  const lessonPage = (lessonId: number | undefined) =>
    lessonTemplate!.replace(LESSON_PRELOAD_MARKER, () =>
      lessonId === undefined
        ? ""
        : // The same request lib/api.ts makes (cookies sent), so the lesson screen's read is answered from it.
          `<link rel="preload" href="/api/lessons/${lessonId}" as="fetch" crossorigin="use-credentials">`,
    );
  // One page per lesson, made the first time it is asked for; only the curriculum's lessons, so the number of pages
  // kept is bounded by it.
  const lessonPages = new Map<number, Page>();
  // One prerendered landing page per language (scripts/build.mjs): landing.html in English, landing-es.html…
  const landingPages = new Map<Language, Page>();
  for (const language of LANGUAGE_CODES) {
    const html = read(language === SOURCE_LANGUAGE ? "landing.html" : `landing-${language}.html`);
    if (html)
      landingPages.set(
        language,
        compressPage(stamp(html).replace(LANGUAGE_LINKS_MARKER, () => languageLinks(language, publicUrl))),
      );
  }
  return {
    appHtml,
    signedOutHtml: compressPage(
      stamp(appSource).replace('<html lang="en">', () => `<html lang="en" ${SIGNED_OUT_MARKER}>`),
    ),
    adminHtml: {
      signedOut: adminSignedOut,
      signedIn: signedInSource ? compressPage(stamp(signedInSource, adminPath)) : adminSignedOut,
    },
    signedInHtml,
    landingHtml: (language) => landingPages.get(language) ?? landingPages.get(SOURCE_LANGUAGE)!,
    lessonHtml(lessonId) {
      if (!lessonTemplate || !isLesson(lessonId)) return undefined;
      let page = lessonPages.get(lessonId);
      if (!page) {
        page = compressPage(lessonPage(lessonId));
        lessonPages.set(lessonId, page);
      }
      return page;
    },
    renderedPage({ html, title, state, appearance, lessonId, startHint = "", language = SOURCE_LANGUAGE }) {
      const page =
        lessonId !== undefined && lessonTemplate && isLesson(lessonId) ? lessonPage(undefined) : signedInTemplate;
      if (!page || !ROOT_CONTENT.test(page)) return undefined;
      return page
        .replace('<html lang="en">', () => htmlTagIn(appearance, language))
        .replace(WHO_IS_SIGNED_IN_PRELOAD, "")
        .replace('<div id="root">', () => `${stateScript(state)}${startHint}<div id="root">`)
        .replace(/<title>[^<]*<\/title>/, (tag) => (title === undefined ? tag : `<title>${title}</title>`))
        .replace(ROOT_CONTENT, () => html);
    },
  };
}

/**
 * The lesson a page's address plays, if it plays one (`/lessons/{levelId}/lesson/{lessonId}/old`), with the level
 * segment as written: whoever reads it checks it against the curriculum.
 */
export function playedLesson(pathname: string): { lessonId: number; levelSegment: string } | undefined {
  const [, levelSegment = "", lessonSegment = ""] = LESSON_PLAY_PATH.exec(pathname) ?? [];
  return /^\d{1,9}$/.test(lessonSegment) ? { lessonId: Number(lessonSegment), levelSegment } : undefined;
}

/**
 * A public file's cache-control, by its path on disk: Vite puts a content hash in every file name under assets/, so
 * those never change; the service worker and the manifest name everything else, so a new deploy must be seen at the
 * next visit; any other file is revalidated after five minutes.
 */
export function staticCacheControl(clientDir: string): (filePath: string) => string {
  const assets = path.join(clientDir, "assets") + path.sep;
  const alwaysRevalidated = new Set(["sw.js", "manifest.webmanifest"].map((name) => path.join(clientDir, name)));
  return (sentPath) => {
    // A precompressed copy (sw.js.br) is cached as the file it stands for.
    const filePath = sentPath.replace(/\.(br|gz)$/, "");
    return filePath.startsWith(assets)
      ? "public, max-age=31536000, immutable"
      : alwaysRevalidated.has(filePath)
        ? "no-cache"
        : "public, max-age=300";
  };
}

/** Public files, each with its cache-control set as it is sent: no hook runs for the other answers (the API's). */
export async function serveStaticFiles(app: FastifyInstance, clientDir: string): Promise<void> {
  const cacheControl = staticCacheControl(clientDir);
  await app.register(fastifyStatic, {
    root: clientDir,
    index: false,
    wildcard: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (response, filePath) => response.setHeader("cache-control", cacheControl(filePath)),
    allowedPath: (pathName) => !pathName.endsWith(".html"),
  });
}

/** A screen's address without trailing slashes: "/lessons-overview/" is the lessons overview. */
export const screenAddress = (pathname: string): string => pathname.replace(/\/+$/, "") || "/";

/**
 * Which page a browser navigation gets: app shell when signed in or on a signed-out screen, else landing; in
 * `language` (a landing page's own address, `/es/`, has its own language: the caller passes it).
 */
export function choosePage(
  files: SpaFiles,
  pathname: string,
  signedIn: boolean,
  adminPath: string,
  language: DisplayLanguage = SOURCE_LANGUAGE,
): Page {
  return pageIn(chooseEnglishPage(files, pathname, signedIn, adminPath, language), language);
}

function chooseEnglishPage(
  files: SpaFiles,
  pathname: string,
  signedIn: boolean,
  adminPath: string,
  language: DisplayLanguage,
): Page {
  // The service worker keeps the app shell under its own name, for any screen opened offline.
  if (pathname === "/index.html") return files.appHtml;
  const clean = screenAddress(pathname);
  if (clean === `/${adminPath}`) return signedIn ? files.adminHtml.signedIn : files.adminHtml.signedOut;
  if (signedIn) {
    const lessonId = playedLesson(pathname)?.lessonId;
    return (lessonId !== undefined && files.lessonHtml(lessonId)) || files.signedInHtml;
  }
  if (SIGNED_OUT_APP_PATHS.includes(clean)) return files.signedOutHtml;
  return files.landingHtml(isLanguage(language) ? language : SOURCE_LANGUAGE);
}

const brotliCompress = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The encoding a request accepts that a page is sent in: brotli, else gzip, else none. */
function pageEncoding(request: FastifyRequest): "br" | "gzip" | undefined {
  const accepted = String(request.headers["accept-encoding"] ?? "");
  return /\bbr\b/.test(accepted) ? "br" : /\bgzip\b/.test(accepted) ? "gzip" : undefined;
}

function sendHtml(reply: FastifyReply, encoding: "br" | "gzip" | undefined, body: Buffer, cacheControl: string) {
  if (encoding) reply.header("content-encoding", encoding);
  return reply
    .header("cache-control", cacheControl)
    .header("vary", "accept-encoding")
    .type("text/html; charset=utf-8")
    .send(body);
}

export function sendPage(request: FastifyRequest, reply: FastifyReply, page: Page) {
  const encoding = pageEncoding(request);
  const body = encoding === "br" ? page.brotli : encoding === "gzip" ? page.gzip : page.identity;
  return sendHtml(reply, encoding, body, "no-cache");
}

/**
 * A page made for one parent and this request: compressed as it is sent, at the fast levels (a page kept in memory
 * gets the slow, small ones once), and kept by no cache at all, the browser's own included: on a shared device, the
 * back button after sign-out finds nothing of theirs (the service worker keeps no page either: src/client/sw.ts).
 */
export async function sendPersonalPage(request: FastifyRequest, reply: FastifyReply, html: string) {
  const encoding = pageEncoding(request);
  const identity = Buffer.from(html);
  const body =
    encoding === "br"
      ? await brotliCompress(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
      : encoding === "gzip"
        ? await gzip(identity, { level: 6 })
        : identity;
  return sendHtml(reply, encoding, body, "private, no-store");
}

export function isPageRequest(request: FastifyRequest): boolean {
  return (
    (request.method === "GET" || request.method === "HEAD") &&
    !request.url.startsWith("/api/") &&
    request.url !== "/api"
  );
}
