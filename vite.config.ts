import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";

// The client is one SPA; the landing page is prerendered from the same tree at build time
// (scripts/build.mjs) and the signed-in app is split into lazy chunks.
export default defineConfig({
  root: "src/client",
  publicDir: "public",
  plugins: [react(), tailwindcss()],
  build: {
    outDir: "../../dist/client",
    emptyOutDir: true,
    // Source maps only for `npm run coverage:browser`, which maps the code Chromium ran back to src/client.
    sourcemap: process.env.GROWLY_SOURCEMAPS === "1",
  },
  server: {
    proxy: { "/api": "http://127.0.0.1:3001" },
  },
});
