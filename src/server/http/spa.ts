import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { FIRST_SCREEN_ID, LESSON_PLAY_PATH } from "@shared/lesson-paths";

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
  /** The app shell that also has the browser fetch the signed-in app's scripts at once (scripts/build.mjs). */
  signedInHtml: Page;
  /** The prerendered landing page (same scripts, markup already painted). */
  landingHtml: Page;
  /**
   * The signed-in page for playing a lesson of the curriculum: it also has the browser fetch the lesson screen's
   * scripts and the lesson's content at once, and carries the lesson's first screen when given one
   * (src/server/http/first-screen.ts). Undefined for an id that is no lesson.
   */
  lessonHtml(lessonId: number, firstScreen?: string): Page | undefined;
}

function compressPage(html: string): Page {
  const identity = Buffer.from(html);
  return {
    identity,
    gzip: zlib.gzipSync(identity, { level: 9 }),
    brotli: zlib.brotliCompressSync(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  };
}

/** Reads the built pages once and stamps the configured admin path into them. */
export function loadSpaFiles(
  clientDir: string,
  adminPath: string,
  isLesson: (lessonId: number) => boolean,
): SpaFiles | undefined {
  const appFile = path.join(clientDir, "index.html");
  const landingFile = path.join(clientDir, "landing.html");
  if (!fs.existsSync(appFile) || !fs.existsSync(landingFile)) return undefined;
  const stamp = (html: string) =>
    html.replace(
      '<meta name="growly-admin-path" content="admin"',
      `<meta name="growly-admin-path" content="${adminPath}"`,
    );
  const signedInFile = path.join(clientDir, "signed-in.html");
  const lessonFile = path.join(clientDir, "signed-in-lesson.html");
  const appHtml = compressPage(stamp(fs.readFileSync(appFile, "utf8")));
  const signedInHtml = fs.existsSync(signedInFile)
    ? compressPage(stamp(fs.readFileSync(signedInFile, "utf8")))
    : appHtml;
  const lessonTemplate = fs.existsSync(lessonFile) ? stamp(fs.readFileSync(lessonFile, "utf8")) : undefined;
  // Up to two pages per lesson (with its first screen and without), made the first time each is asked for; only the
  // curriculum's lessons, so the number of pages kept is bounded by it.
  const lessonPages = new Map<string, Page>();
  return {
    appHtml,
    signedInHtml,
    landingHtml: compressPage(stamp(fs.readFileSync(landingFile, "utf8"))),
    lessonHtml(lessonId, firstScreen) {
      if (!lessonTemplate || !isLesson(lessonId)) return undefined;
      const key = `${lessonId}${firstScreen === undefined ? "" : ":drawn"}`;
      let page = lessonPages.get(key);
      if (!page) {
        // The same request lib/api.ts makes (cookies sent), so the lesson screen's read is answered from it.
        const preload = `<link rel="preload" href="/api/lessons/${lessonId}" as="fetch" crossorigin="use-credentials">`;
        // Laid over the app until the app has drawn the lesson itself (src/client/lib/first-screen.ts); its content is
        // inert (no taps, no focus, not read out), the box around it scrolls.
        const drawing =
          firstScreen === undefined ? "" : `<div id="${FIRST_SCREEN_ID}"><div inert>${firstScreen}</div></div>`;
        page = compressPage(
          lessonTemplate.replace("<!--lesson-preload-->", () => preload).replace("<!--first-screen-->", () => drawing),
        );
        lessonPages.set(key, page);
      }
      return page;
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

/** Which page a browser navigation gets: app shell when signed in or on a signed-out screen, else landing. */
export function choosePage(files: SpaFiles, pathname: string, signedIn: boolean, adminPath: string): Page {
  // The service worker keeps the app shell under its own name, for any screen opened offline.
  if (pathname === "/index.html") return files.appHtml;
  if (signedIn) {
    const lessonId = playedLesson(pathname)?.lessonId;
    return (lessonId !== undefined && files.lessonHtml(lessonId)) || files.signedInHtml;
  }
  const clean = pathname.replace(/\/+$/, "") || "/";
  if (SIGNED_OUT_APP_PATHS.includes(clean) || clean === `/${adminPath}`) return files.appHtml;
  return files.landingHtml;
}

export function sendPage(request: FastifyRequest, reply: FastifyReply, page: Page) {
  const accepted = String(request.headers["accept-encoding"] ?? "");
  const [encoding, body] = /\bbr\b/.test(accepted)
    ? ["br", page.brotli]
    : /\bgzip\b/.test(accepted)
      ? ["gzip", page.gzip]
      : [undefined, page.identity];
  if (encoding) reply.header("content-encoding", encoding);
  return reply
    .header("cache-control", "no-cache")
    .header("vary", "accept-encoding")
    .type("text/html; charset=utf-8")
    .send(body);
}

export function isPageRequest(request: FastifyRequest): boolean {
  return (
    (request.method === "GET" || request.method === "HEAD") &&
    !request.url.startsWith("/api/") &&
    request.url !== "/api"
  );
}
