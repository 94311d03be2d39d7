import path from "node:path";

/**
 * The import aliases, one list for every tool: tsconfig.base.json's `paths` spell the same (import-aliases.test.ts
 * compares them), Vite and vitest take `viteAliases`, and esbuild (the server build) and tsx (`npm run dev`, scripts)
 * read tsconfig's `paths` themselves. An import that would climb three folders or more uses one of these instead.
 */
export const IMPORT_ALIASES = {
  "@client": "src/client",
  "@server": "src/server",
  "@shared": "src/shared",
  "@content": "content",
} as const;

const root = import.meta.dirname;

export const viteAliases = Object.entries(IMPORT_ALIASES).map(([alias, folder]) => ({
  find: new RegExp(`^${alias}/`),
  replacement: `${path.join(root, folder)}/`,
}));

/** The React plugin's options for Lingui's macros, the same for the build and the tests (lingui.config.ts). */
export const LINGUI_SWC = { plugins: [["@lingui/swc-plugin", {}]] as [string, Record<string, unknown>][] };
