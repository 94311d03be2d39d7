import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

/** Paths a signed-out visitor sees as an app screen; every other path shows the landing page (spec §2). */
const SIGNED_OUT_APP_PATHS = ["/login", "/register", "/waitlist", "/control-panel"];

export interface SpaFiles {
  /** The app shell: signed-in screens and the signed-out forms. */
  appHtml: string;
  /** The prerendered landing page (same scripts, markup already painted). */
  landingHtml: string;
}

/** Reads the built pages once and stamps the configured admin path into them. */
export function loadSpaFiles(clientDir: string, adminPath: string): SpaFiles | undefined {
  const appFile = path.join(clientDir, "index.html");
  const landingFile = path.join(clientDir, "landing.html");
  if (!fs.existsSync(appFile) || !fs.existsSync(landingFile)) return undefined;
  const stamp = (html: string) =>
    html.replace('<meta name="growly-admin-path" content="admin"', `<meta name="growly-admin-path" content="${adminPath}"`);
  return {
    appHtml: stamp(fs.readFileSync(appFile, "utf8")),
    landingHtml: stamp(fs.readFileSync(landingFile, "utf8")),
  };
}

/** Hashed assets are immutable; other public files are revalidated after five minutes. */
export async function serveStaticFiles(app: FastifyInstance, clientDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: clientDir,
    index: false,
    wildcard: false,
    allowedPath: (pathName) => !pathName.endsWith(".html"),
    setHeaders: (res, filePath) => {
      res.setHeader(
        "cache-control",
        filePath.includes(`${path.sep}assets${path.sep}`) ? "public, max-age=31536000, immutable" : "public, max-age=300",
      );
    },
  });
}

/** Which page a browser navigation gets: app shell when signed in or on a signed-out screen, else landing. */
export function choosePage(files: SpaFiles, pathname: string, signedIn: boolean, adminPath: string): string {
  if (signedIn) return files.appHtml;
  const clean = pathname.replace(/\/+$/, "") || "/";
  if (SIGNED_OUT_APP_PATHS.includes(clean) || clean === `/${adminPath}`) return files.appHtml;
  return files.landingHtml;
}

export function sendPage(reply: FastifyReply, html: string) {
  return reply.header("cache-control", "no-cache").type("text/html; charset=utf-8").send(html);
}

export function isPageRequest(request: FastifyRequest): boolean {
  return (request.method === "GET" || request.method === "HEAD") && !request.url.startsWith("/api/") && request.url !== "/api";
}
