// Builds everything `npm start` serves: the client (Vite), the prerendered landing page, and the
// server bundle (esbuild) with its migrations beside it. Writes dist/.build-stamp last.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { pathToFileURL } from "node:url";
import { build as viteBuild } from "vite";
import { build as esbuild } from "esbuild";

const root = path.resolve(import.meta.dirname, "..");
const dist = path.join(root, "dist");
const started = Date.now();

fs.rmSync(path.join(dist, ".build-stamp"), { force: true });

await viteBuild({ configFile: path.join(root, "vite.config.ts"), logLevel: "warn" });

// The landing page is the same for every visitor: render it once, so it paints before any script runs.
const prerenderDir = path.join(dist, "prerender");
await viteBuild({
  configFile: path.join(root, "vite.config.ts"),
  logLevel: "warn",
  build: { ssr: "prerender.tsx", outDir: prerenderDir, emptyOutDir: true },
});
const { renderLanding } = await import(pathToFileURL(path.join(prerenderDir, "prerender.js")).href);
const appHtml = fs.readFileSync(path.join(dist, "client", "index.html"), "utf8");
// The stylesheet is inlined too: one round trip fewer before the first paint on a phone.
const stylesheet = appHtml.match(/<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/);
if (!stylesheet) throw new Error("index.html lost its stylesheet link");
const css = fs.readFileSync(path.join(dist, "client", stylesheet[1]), "utf8");
const landingHtml = appHtml
  .replace('<html lang="en">', '<html lang="en" data-page="landing">')
  .replace(stylesheet[0], () => `<style>${css}</style>`)
  .replace(/<div id="root">[\s\S]*?<\/div>(\s*<\/body>)/, (_root, end) => `<div id="root">${renderLanding()}</div>${end}`)
  // The page is painted and usable (its links are real links) from the HTML alone; the app's script only hydrates
  // it. A tiny boot script fetches the app once the HTML has painted its content, so on a slow phone connection the
  // app's bytes never stand between the visitor and the first paint (Lighthouse mobile LCP ≈ 1.5 s → ≈ 0.9 s).
  .replace(/<link rel="modulepreload"[^>]*>\s*/g, "")
  .replace(/<script type="module" crossorigin src="\/assets\/([^"]+\.js)"><\/script>/, (_tag, entry) => {
    const boot = [
      "let started = false;",
      `const start = () => { if (!started) { started = true; import("./${entry}"); } };`,
      // Once the page's own HTML has painted its content; where the browser cannot tell, once the page has loaded.
      'if (typeof PerformanceObserver !== "undefined" && PerformanceObserver.supportedEntryTypes?.includes("paint")) {',
      "  new PerformanceObserver((list) => {",
      '    if (list.getEntries().some((entry) => entry.name === "first-contentful-paint")) setTimeout(start, 0);',
      '  }).observe({ type: "paint", buffered: true });',
      "  setTimeout(start, 3000);",
      '} else if (document.readyState === "complete") start();',
      'else addEventListener("load", start, { once: true });',
      "",
    ].join("\n");
    const name = `landing-boot-${crypto.createHash("sha256").update(boot).digest("base64url").slice(0, 8)}.js`;
    fs.writeFileSync(path.join(dist, "client", "assets", name), boot);
    return `<script type="module" src="/assets/${name}"></script>`;
  });
if (!landingHtml.includes('data-page="landing"') || !landingHtml.includes("<style>") || !landingHtml.includes("landing-boot-")) {
  throw new Error("index.html lost its #root, <html lang> or entry script marker");
}
fs.writeFileSync(path.join(dist, "client", "landing.html"), landingHtml);

// A signed-in visitor's screens are drawn by the signed-in app's chunk, which the entry imports only once it knows
// someone is signed in: the server sends signed-in visitors this page, which has the browser fetch that chunk and its
// static imports at once, beside the entry, instead of after /api/auth/me has answered.
const assetsDir = path.join(dist, "client", "assets");
const signedInChunk = fs.readdirSync(assetsDir).find((name) => /^signed-in-app-[\w-]+\.js$/.test(name));
if (!signedInChunk) throw new Error("the build has no signed-in-app chunk");
const entryChunk = appHtml.match(/<script type="module" crossorigin src="\/assets\/([^"]+\.js)"><\/script>/)?.[1];
const alreadyLoaded = new Set([entryChunk, ...[...appHtml.matchAll(/<link rel="modulepreload" crossorigin href="\/assets\/([^"]+\.js)">/g)].map((m) => m[1])]);
/** A chunk and every chunk it imports statically, leaving out those in `loaded`. */
function chunkWithImports(chunk, loaded) {
  const found = [];
  const queue = [chunk];
  while (queue.length > 0) {
    const name = queue.shift();
    if (loaded.has(name) || found.includes(name)) continue;
    found.push(name);
    const code = fs.readFileSync(path.join(assetsDir, name), "utf8");
    for (const [, next] of code.matchAll(/(?:\bfrom|\bimport)\s*["']\.\/([^"']+\.js)["']/g)) queue.push(next);
  }
  return found;
}
const preloads = chunkWithImports(signedInChunk, alreadyLoaded);
const modulePreloads = (names) => names.map((name) => `\n    <link rel="modulepreload" crossorigin href="/assets/${name}">`).join("");
// The PWA plugin writes its manifest and icon tags right up against </head>, so the match does not rely on a newline.
// Every signed-in screen starts by asking who is signed in (features/auth/api/current-user.ts): the browser asks at
// once, beside the scripts, and the app's own request is answered from that (credentials as lib/api.ts sends them).
const whoIsSignedIn = `\n    <link rel="preload" href="/api/auth/me" as="fetch" crossorigin="use-credentials">`;
const signedInHtml = appHtml.replace(/\s*<\/head>/, () => `${modulePreloads(preloads)}${whoIsSignedIn}\n  </head>`);
if (!signedInHtml.includes(signedInChunk)) throw new Error("index.html lost its </head>");
fs.writeFileSync(path.join(dist, "client", "signed-in.html"), signedInHtml);

// A lesson opened by its address (a reminder, a bookmark): the lesson screen's chunk comes beside the rest, and the
// server puts the lesson's own content in the marker (src/server/http/spa.ts), so it is fetched beside the scripts too.
const lessonChunk = fs.readdirSync(assetsDir).find((name) => /^lesson-host-page-[\w-]+\.js$/.test(name));
if (!lessonChunk) throw new Error("the build has no lesson-host-page chunk");
const lessonHtml = signedInHtml.replace(
  /\s*<\/head>/,
  () => `${modulePreloads(chunkWithImports(lessonChunk, new Set([...alreadyLoaded, ...preloads])))}\n    <!--lesson-preload-->\n  </head>`,
);
fs.writeFileSync(path.join(dist, "client", "signed-in-lesson.html"), lessonHtml);
fs.rmSync(prerenderDir, { recursive: true, force: true });

await esbuild({
  entryPoints: [path.join(root, "src/server/main.ts")],
  outfile: path.join(dist, "server", "main.js"),
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  logLevel: "warning",
});
fs.cpSync(path.join(root, "src/server/db/migrations"), path.join(dist, "server", "migrations"), { recursive: true });

// Precompressed copies: the server sends .br or .gz without compressing per request.
const COMPRESSIBLE = /\.(js|css|html|svg|txt|json)$/;
for (const entry of fs.readdirSync(path.join(dist, "client"), { recursive: true })) {
  const file = path.join(dist, "client", String(entry));
  if (!COMPRESSIBLE.test(file) || !fs.statSync(file).isFile()) continue;
  const bytes = fs.readFileSync(file);
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(bytes, { level: 9 }));
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
}

fs.writeFileSync(path.join(dist, ".build-stamp"), new Date().toISOString());
console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
