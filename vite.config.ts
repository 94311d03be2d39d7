import { defineConfig } from "vite";
import react from "@vitejs/plugin-react-swc";
import tailwindcss from "@tailwindcss/vite";
import { VitePWA } from "vite-plugin-pwa";
import { LINGUI_SWC, viteAliases } from "./import-aliases";
import { PRODUCT_DESCRIPTION, PRODUCT_NAME } from "./src/shared/product";

// The client is one app; the landing page is prerendered and the signed-in screens server-rendered from the same tree
// (scripts/build.mjs) and the signed-in app is split into lazy chunks.
export default defineConfig(({ isSsrBuild }) => ({
  root: "src/client",
  publicDir: "public",
  resolve: { alias: viteAliases },
  // Which languages this build offers (src/shared/i18n/locales.ts): the four unless GROWLY_LANGUAGES names others.
  define: { __GROWLY_LANGUAGES__: JSON.stringify(process.env.GROWLY_LANGUAGES ?? "") },
  plugins: [
    // Lingui's macros (<Trans>, t`…`) become catalog look-ups as the code is compiled (lingui.config.ts).
    react(LINGUI_SWC),
    tailwindcss(),
    // The web manifest, its icons (drawn from favicon.svg at build) and the service worker (src/client/sw.ts).
    // Not for the server-render build (src/client/server-render.tsx), which renders HTML only.
    !isSsrBuild &&
      VitePWA({
        strategies: "injectManifest",
        srcDir: ".",
        filename: "sw.ts",
        // The app registers the worker itself once the page has loaded (src/client/app/service-worker.ts).
        injectRegister: false,
        pwaAssets: { image: "public/favicon.svg", preset: "minimal-2023", overrideManifestIcons: true },
        manifest: {
          id: "/",
          name: `${PRODUCT_NAME}: bite-sized parenting lessons`,
          short_name: PRODUCT_NAME,
          description: PRODUCT_DESCRIPTION,
          start_url: "/",
          scope: "/",
          display: "standalone",
          orientation: "portrait",
          theme_color: "#5b3fd6",
          background_color: "#fffaf3",
          lang: "en",
          categories: ["education", "lifestyle"],
        },
        injectManifest: {
          // The app shell (index.html), every script and stylesheet, and the icons. The prerendered landing page
          // and the precompressed copies are not needed offline.
          globPatterns: ["index.html", "**/*.{js,css,svg,png,ico}"],
          globIgnores: ["**/*-boot-*.js"],
          maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        },
      }),
  ],
  build: {
    outDir: "../../dist/client",
    emptyOutDir: true,
    // Source maps only for `npm run coverage:browser`, which maps the code Chromium ran back to src/client.
    sourcemap: process.env.GROWLY_SOURCEMAPS === "1",
  },
  server: {
    proxy: { "/api": "http://127.0.0.1:3001" },
  },
}));
