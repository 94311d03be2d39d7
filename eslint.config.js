import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import { boundariesConfig } from "./eslint.boundaries.js";
import { cyclesConfig } from "./eslint.cycles.js";

export default tseslint.config(
  { ignores: ["dist/", "node_modules/", "data/", ".tmp/", "coverage/", "src/server/db/migrations/", "src/locales/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["src/client/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
    },
  },
  {
    files: ["scripts/**/*.mjs", "tests/**/*.ts"],
    languageOptions: {
      globals: {
        process: "readonly",
        console: "readonly",
        URL: "readonly",
        setTimeout: "readonly",
        clearTimeout: "readonly",
        fetch: "readonly",
      },
    },
  },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    // Deep climbs hide where code lives; the aliases of import-aliases.ts say it. Only files outside the aliased
    // folders (the repository's package.json, tests/support) are still reached by climbing.
    files: ["**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(\\.\\./){3,}(?!\\.\\./|package\\.json$|tests/)",
              message:
                "Import through @client/…, @server/…, @shared/… or @content/… (import-aliases.ts) instead of climbing three folders.",
            },
          ],
        },
      ],
    },
  },
  ...boundariesConfig,
  ...cyclesConfig,
);
