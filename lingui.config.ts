import { defineConfig } from "@lingui/cli";
import { formatter } from "@lingui/format-po";
import { LANGUAGE_TABLE } from "./src/shared/i18n/languages";

/**
 * The app's message catalogs (docs/decisions/0012-translations-with-lingui.md, docs/translating.md): one PO file per
 * part of the app and language under src/locales/, which translators edit. `npm run i18n:extract` brings them up to
 * date with the code; `npm run i18n:compile` (run by dev, build and test) compiles them to src/locales/…/*.ts, which are
 * not kept in git. The landing page loads its own small catalog; the rest of the app loads the others once.
 * The languages are the table's (src/shared/i18n/languages.ts): each parents' language has its PO files, and "pseudo"
 * is Lingui's pseudo-localisation of English, the development language that shows any text written outside a catalog;
 * the other development languages are made from it by scripts/i18n-compile.mjs and have no PO files.
 */
const PSEUDO_LOCALE = "pseudo";
const client = "<rootDir>/src/client";
export default defineConfig({
  sourceLocale: "en",
  locales: LANGUAGE_TABLE.filter((row) => !row.development || row.code === PSEUDO_LOCALE).map((row) => row.code),
  pseudoLocale: PSEUDO_LOCALE,
  fallbackLocales: { default: "en" },
  format: formatter({ lineNumbers: false }),
  orderBy: "messageId",
  catalogs: [
    {
      path: "<rootDir>/src/locales/landing/{locale}",
      include: [`${client}/features/landing`, `${client}/components/art`, `${client}/lib/i18n`, `${client}/app`],
    },
    {
      path: "<rootDir>/src/locales/public/{locale}",
      include: ["auth", "waitlist", "get-help", "help", "onboarding", "invite"].map((name) => `${client}/features/${name}`),
    },
    {
      path: "<rootDir>/src/locales/home/{locale}",
      include: ["home", "shell", "progress", "subscription"].map((name) => `${client}/features/${name}`),
    },
    {
      path: "<rootDir>/src/locales/lessons/{locale}",
      // The players' own frame (src/client/players without activities/): the feedback sheet, the registry's cards.
      include: [`${client}/features/lessons`, `${client}/players`],
      exclude: [`${client}/players/activities/**`],
    },
    {
      path: "<rootDir>/src/locales/activities/{locale}",
      include: [`${client}/players/activities/slides`, `${client}/players/activities/steps`],
    },
    {
      path: "<rootDir>/src/locales/players/{locale}",
      include: [`${client}/players/activities`],
      exclude: [`${client}/players/activities/slides/**`, `${client}/players/activities/steps/**`],
    },
    {
      path: "<rootDir>/src/locales/screens/{locale}",
      include: ["journal", "profile", "settings", "stories"].map((name) => `${client}/features/${name}`),
    },
    {
      path: "<rootDir>/src/locales/common/{locale}",
      include: [`${client}/components`, `${client}/lib`, `${client}/data`],
      exclude: [`${client}/components/art/**`, `${client}/lib/i18n/**`],
    },
    { path: "<rootDir>/src/locales/shared/{locale}", include: ["<rootDir>/src/shared"] },
    { path: "<rootDir>/src/locales/server/{locale}", include: ["<rootDir>/src/server"] },
  ],
});
