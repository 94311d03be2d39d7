// Builds everything `npm start` serves: the client (Vite), the prerendered landing page, and the
// server bundle (esbuild) with its migrations beside it. Writes dist/.build-stamp last. `--server-only` builds the
// server bundle alone.
import { spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { pathToFileURL } from "node:url";
import { build as viteBuild } from "vite";
import { build as esbuild } from "esbuild";
import { LANGUAGE_TABLE, LANGUAGES, TRANSLATED_LANGUAGES } from "./lib/languages.mjs";

const root = path.resolve(import.meta.dirname, "..");
const dist = path.join(root, "dist");
const started = Date.now();

fs.rmSync(path.join(dist, ".build-stamp"), { force: true });

// The translations' catalogs, compiled from src/locales/*/*.po (docs/translating.md).
const compiled = spawnSync(process.execPath, [path.join(root, "scripts", "i18n-compile.mjs")], {
  stdio: "inherit",
  cwd: root,
});
if (compiled.status !== 0) process.exit(compiled.status ?? 1);

// Every lesson, story, level and badge whole in each translated language (docs/translating.md#lessons-and-stories): a
// missing or English text stops the build, as it would stop the server's start.
const contentChecked = spawnSync(
  process.execPath,
  ["--import", "tsx", path.join(root, "scripts", "content-translation-check.ts"), "--quiet", "--language", TRANSLATED_LANGUAGES.join(",")],
  { stdio: "inherit", cwd: root },
);
if (contentChecked.status !== 0) process.exit(contentChecked.status ?? 1);

// `--server-only`: the server bundle alone, which answers the API (scripts/new-language-proof.mjs); no build stamp,
// since the client is not built.
if (process.argv.includes("--server-only")) {
  await buildServer();
  console.log(`Built the server in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  process.exit(0);
}

await viteBuild({ configFile: path.join(root, "vite.config.ts"), logLevel: "warn" });

// The server renders signed-in screens with the app's own components (src/client/server-render.tsx,
// docs/decisions/0005-server-rendering-with-hydration.md): their code, with React, bundled whole beside the server, so
// that it runs wherever the server does. The same bundle renders the landing page once, here.
const renderDir = path.join(dist, "server", "render");
await viteBuild({
  configFile: path.join(root, "vite.config.ts"),
  logLevel: "warn",
  ssr: { noExternal: true },
  // React's production build whatever NODE_ENV the server runs with: the development build renders several times slower.
  define: { "process.env.NODE_ENV": JSON.stringify("production") },
  build: { ssr: "server-render.tsx", outDir: renderDir, emptyOutDir: true, copyPublicDir: false },
});
const { renderLanding, renderLandingHead, renderStartHint } = await import(pathToFileURL(path.join(renderDir, "server-render.js")).href);
const builtAppHtml = fs.readFileSync(path.join(dist, "client", "index.html"), "utf8");
const assetsDir = path.join(dist, "client", "assets");
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
const chunkNamed = (prefix) => {
  const name = fs.readdirSync(assetsDir).find((file) => new RegExp(`^${prefix}-[\\w-]+\\.js$`).test(file));
  if (!name) throw new Error(`the build has no ${prefix} chunk`);
  return name;
};
const entryChunk = builtAppHtml.match(/<script type="module" crossorigin src="\/assets\/([^"]+\.js)"><\/script>/)?.[1];
if (!entryChunk) throw new Error("index.html lost its entry script");
const entryLoaded = new Set([entryChunk, ...[...builtAppHtml.matchAll(/<link rel="modulepreload" crossorigin href="\/assets\/([^"]+\.js)">/g)].map((m) => m[1])]);
// The entry starts either the landing page's own small tree or the app (src/client/main.tsx), each a chunk of its own:
// every page but the landing page asks for the app's chunks beside the entry (module preloads), the landing page for
// its own only (below), so it never downloads the app's data layer and router.
const appStartChunks = chunkWithImports(chunkNamed("app-start"), entryLoaded);
const landingStartChunks = chunkWithImports(chunkNamed("landing-start"), entryLoaded);
const appHtml = builtAppHtml.replace(
  /(<script type="module" crossorigin src="\/assets\/[^"]+\.js"><\/script>)/,
  (tag) => `${tag}${appStartChunks.map((name) => `\n    <link rel="modulepreload" crossorigin href="/assets/${name}">`).join("")}`,
);
fs.writeFileSync(path.join(dist, "client", "index.html"), appHtml);
// The stylesheet is inlined too: one round trip fewer before the first paint on a phone. Its disabled link (never
// fetched) tells Vite's loader of later chunks that the page has the stylesheet already, so it is not fetched again.
const stylesheet = appHtml.match(/<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/);
if (!stylesheet) throw new Error("index.html lost its stylesheet link");
const css = fs.readFileSync(path.join(dist, "client", stylesheet[1]), "utf8");
const inlineStylesheet = (html) =>
  html.replace(
    stylesheet[0],
    () => `<style>${css}</style>\n    <link rel="stylesheet" href="${stylesheet[1]}" disabled>`,
  );
const ENTRY_TAG = /<script type="module" crossorigin src="\/assets\/([^"]+\.js)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="\/assets\/([^"]+\.js)">/g;
/**
 * A page's scripts start once its own HTML has painted, so on a slow phone the app's bytes never stand between the
 * parent and the first paint, and scripts already in the browser's cache cannot run before it either. A tiny boot
 * script waits for the first contentful paint (where the browser cannot tell, for the load event), then asks for the
 * page's modules at once (`preloads`, as <link rel="modulepreload">) and imports the entry. Returns the boot's tag.
 */
function bootScript(label, entry, preloads) {
  const boot = [
    "let started = false;",
    // Each request costs the main thread a few milliseconds on a phone: asked four to a task, so that no task is long.
    `const preloads = ${JSON.stringify(preloads)};`,
    "const preloadSome = () => {",
    "  for (const name of preloads.splice(0, 4)) {",
    '    const link = document.createElement("link");',
    '    link.rel = "modulepreload";',
    "    link.href = `/assets/${name}`;",
    "    document.head.append(link);",
    "  }",
    "  if (preloads.length > 0) setTimeout(preloadSome, 0);",
    "};",
    "const start = () => {",
    "  if (started) return;",
    "  started = true;",
    `  import("./${entry}");`,
    "  preloadSome();",
    "};",
    'if (typeof PerformanceObserver !== "undefined" && PerformanceObserver.supportedEntryTypes?.includes("paint")) {',
    "  new PerformanceObserver((list) => {",
    '    if (list.getEntries().some((entry) => entry.name === "first-contentful-paint")) setTimeout(start, 0);',
    '  }).observe({ type: "paint", buffered: true });',
    "  setTimeout(start, 3000);",
    '} else if (document.readyState === "complete") start();',
    'else addEventListener("load", start, { once: true });',
    "",
  ].join("\n");
  const name = `${label}-boot-${crypto.createHash("sha256").update(boot).digest("base64url").slice(0, 8)}.js`;
  fs.writeFileSync(path.join(dist, "client", "assets", name), boot);
  return `<script type="module" src="/assets/${name}"></script>`;
}
/** The page with its entry script and module preloads replaced by a boot script that asks for them after the paint. */
function bootedPage(html, label, extraPreloads = []) {
  const entry = html.match(ENTRY_TAG)?.[1];
  if (!entry) throw new Error("index.html lost its entry script");
  const preloads = [...[...html.matchAll(MODULE_PRELOAD)].map((m) => m[1]), ...extraPreloads];
  return html.replace(MODULE_PRELOAD, "").replace(ENTRY_TAG, () => bootScript(label, entry, preloads));
}

// The page is painted and usable (its links are real links) from the HTML alone; the app's script only hydrates it,
// and its modules are found from the entry (Lighthouse mobile LCP ≈ 1.5 s → ≈ 0.9 s with the boot script).
// One page per language (landing.html in English, landing-es.html…), each with room for its canonical and alternate
// links, which the server fills with its public address (src/server/http/spa.ts). The parents' languages of the table
// of languages (src/shared/i18n/languages.ts); a development language is shown the English page.
const escapeHtml = (text) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");
const rightToLeft = new Set(LANGUAGE_TABLE.filter((row) => row.direction === "rtl").map((row) => row.code));
for (const language of LANGUAGES) {
  const landingHtml = bootedPage(
    inlineStylesheet(appHtml)
      // A right-to-left language's page runs right to left from its first paint.
      .replace('<html lang="en">', `<html lang="${language}"${rightToLeft.has(language) ? ' dir="rtl"' : ""} data-page="landing">`)
      .replace(/\s*<\/head>/, () => `\n    <!--language-links-->\n  </head>`)
      // The page's title and description in its language.
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(renderLandingHead(language).title)}</title>`)
      .replace(/(<meta name="description" content=")[^"]*(")/, (_tag, start, end) => `${start}${escapeHtml(renderLandingHead(language).description)}${end}`)
      .replace(
        /<div id="root">[\s\S]*?<\/div>(\s*<\/body>)/,
        // Its links work before the app starts; the rest (the language menu, the forms) says so if the app never does.
        (_root, end) => `${renderStartHint(language)}<div id="root">${renderLanding(language)}</div>${end}`,
      )
      .replace(MODULE_PRELOAD, ""),
    "landing",
    [...entryLoaded].filter((name) => name !== entryChunk).concat(landingStartChunks),
  );
  if (
    !landingHtml.includes('data-page="landing"') ||
    !landingHtml.includes("<style>") ||
    !landingHtml.includes("landing-boot-") ||
    !landingHtml.includes("<!--language-links-->")
  ) {
    throw new Error("index.html lost its #root, <html lang>, </head> or entry script marker");
  }
  fs.writeFileSync(
    path.join(dist, "client", language === "en" ? "landing.html" : `landing-${language}.html`),
    landingHtml,
  );
}

// A signed-in visitor's screens are drawn by the signed-in app's chunk, which the entry imports only once it knows
// someone is signed in: the server sends signed-in visitors this page, which has the browser fetch that chunk and its
// static imports at once, beside the entry, instead of after /api/auth/me has answered.
const signedInChunk = fs.readdirSync(assetsDir).find((name) => /^signed-in-app-[\w-]+\.js$/.test(name));
if (!signedInChunk) throw new Error("the build has no signed-in-app chunk");
const alreadyLoaded = new Set([
  appHtml.match(ENTRY_TAG)?.[1],
  ...[...appHtml.matchAll(MODULE_PRELOAD)].map((m) => m[1]),
]);
const preloads = chunkWithImports(signedInChunk, alreadyLoaded);
// Every signed-in screen starts by asking who is signed in (features/auth/api/current-user.ts): the browser asks at
// once, beside the page, and the app's own request is answered from that (credentials as lib/api.ts sends them).
// The screen's own first reads come in the page's Link header (src/server/http/screen-reads.ts).
const whoIsSignedIn = `\n    <link rel="preload" href="/api/auth/me" as="fetch" crossorigin="use-credentials">`;
// The PWA plugin writes its manifest and icon tags right up against </head>, so the match does not rely on a newline.
// The server renders the screen into the app's root, in place of the loading screen between the markers
// (src/shared/page-markers.ts, src/server/http/spa.ts); a page the browser renders keeps the loading screen.
const withWhoIsSignedIn = inlineStylesheet(appHtml)
  .replace(/\s*<\/head>/, () => `${whoIsSignedIn}\n  </head>`)
  .replace(
    /<div id="root">([\s\S]*?)<\/div>(\s*<\/body>)/,
    (_root, loading, end) => `<div id="root"><!--root-->${loading}<!--/root--></div>${end}`,
  );
// Its stylesheet is inlined and its scripts booted as on the landing page: the loading screen paints from the HTML
// alone (docs/benchmarks.md#the-first-paint-and-the-screens-reads-2026-11-24).
const signedInHtml = bootedPage(withWhoIsSignedIn, "signed-in", preloads);
if (
  !preloads.includes(signedInChunk) ||
  !signedInHtml.includes("signed-in-boot-") ||
  !signedInHtml.includes("/api/auth/me")
) {
  throw new Error("index.html lost its </head>");
}
if (!signedInHtml.includes("<!--root-->") || !signedInHtml.includes("<!--/root-->"))
  throw new Error("index.html lost its #root");
fs.writeFileSync(path.join(dist, "client", "signed-in.html"), signedInHtml);

// A lesson opened by its address (a reminder, a bookmark): the lesson screen's chunk comes beside the rest, and the
// server puts the lesson's own content in the marker (src/server/http/spa.ts), so it is fetched beside the scripts too.
const lessonChunk = fs.readdirSync(assetsDir).find((name) => /^lesson-host-page-[\w-]+\.js$/.test(name));
if (!lessonChunk) throw new Error("the build has no lesson-host-page chunk");
const lessonHtml = bootedPage(
  withWhoIsSignedIn.replace(/\s*<\/head>/, () => `\n    <!--lesson-preload-->\n  </head>`),
  "signed-in-lesson",
  [...preloads, ...chunkWithImports(lessonChunk, new Set([...alreadyLoaded, ...preloads]))],
);
fs.writeFileSync(path.join(dist, "client", "signed-in-lesson.html"), lessonHtml);

await buildServer();

// Precompressed copies: the server sends .br or .gz without compressing per request.
const COMPRESSIBLE = /\.(js|css|html|svg|txt|json)$/;
for (const entry of fs.readdirSync(path.join(dist, "client"), { recursive: true })) {
  const file = path.join(dist, "client", String(entry));
  if (!COMPRESSIBLE.test(file) || !fs.statSync(file).isFile()) continue;
  const bytes = fs.readFileSync(file);
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(bytes, { level: 9 }));
  fs.writeFileSync(
    `${file}.br`,
    zlib.brotliCompressSync(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
}

fs.writeFileSync(path.join(dist, ".build-stamp"), new Date().toISOString());
console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s`);

/** The server bundle (esbuild) with its migrations beside it. */
async function buildServer() {
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
}
