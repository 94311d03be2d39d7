import fs from "node:fs";
import path from "node:path";
import { formatter } from "@lingui/format-po";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { describe, expect, it } from "vitest";
import { LANGUAGE_CODES, SOURCE_LANGUAGE } from "@shared/i18n/locales";

/**
 * The catalogs are complete (docs/translating.md): every message of the English source has a translation in Spanish,
 * French and German that compiles and keeps the same placeholders and tags. (scripts/check-catalogs.mjs, in
 * `npm run check`, checks the catalogs hold exactly the code's messages.)
 */
const localesDir = path.join(import.meta.dirname, "..", "..", "src", "locales");
// The parents' languages of the table of languages (src/shared/i18n/languages.ts) but English.
const TRANSLATED = LANGUAGE_CODES.filter((language) => language !== SOURCE_LANGUAGE);
const po = formatter({ lineNumbers: false });

type Catalog = Record<string, { message?: string; translation?: string }>;
function read(part: string, language: string): Catalog {
  const file = path.join(localesDir, part, `${language}.po`);
  return po.parse(fs.readFileSync(file, "utf8"), { locale: language, sourceLocale: "en", filename: file }) as Catalog;
}

/**
 * The names a message relies on: its arguments (`{name}`, `{count, plural, …}`, also inside a plural's or a select's
 * forms) from the compiled message, and its tags (`<0>`) from the text.
 */
function namesIn(message: string): string[] {
  const names = new Set<string>();
  // A compiled message is a list of pieces: text, or an argument [name, format?, forms?], each form a list of pieces.
  const walk = (pieces: unknown): void => {
    if (!Array.isArray(pieces)) return;
    for (const piece of pieces) {
      if (!Array.isArray(piece) || typeof piece[0] !== "string") continue;
      names.add(`{${piece[0]}}`);
      const forms: unknown = piece[2];
      if (forms && typeof forms === "object") for (const form of Object.values(forms)) walk(form);
    }
  };
  walk(compileMessage(message));
  for (const [, tag] of message.matchAll(/<\/?(\d+)\/?>/g)) names.add(`<${tag}>`);
  return [...names].sort();
}

const parts = fs.readdirSync(localesDir).filter((name) => fs.existsSync(path.join(localesDir, name, "en.po")));

describe("the translation catalogs", () => {
  it("have the app's parts, each with messages in English", () => {
    expect(parts).toEqual(expect.arrayContaining(["landing", "common", "shared", "server"]));
  });

  describe.each(parts)("%s", (part) => {
    const english = read(part, "en");
    const sourceOf = (id: string) => english[id]?.translation || english[id]?.message || id;

    it.each(TRANSLATED)("has every message in %s, compiling, with the English's placeholders and tags", (language) => {
      const catalog = read(part, language);
      const missing = Object.keys(english).filter((id) => !catalog[id]?.translation?.trim());
      expect(missing.map(sourceOf), `untranslated in src/locales/${part}/${language}.po`).toEqual([]);
      const problems: string[] = [];
      for (const id of Object.keys(english)) {
        const translation = catalog[id]!.translation!;
        try {
          compileMessage(translation);
        } catch (error) {
          problems.push(`${sourceOf(id)} → ${translation}: ${String(error)}`);
          continue;
        }
        if (namesIn(translation).join() !== namesIn(sourceOf(id)).join()) {
          problems.push(`${sourceOf(id)} → ${translation}: placeholders differ`);
        }
      }
      expect(problems).toEqual([]);
    });
  });

  // The browser loads the app's parts into one catalog (src/client/lib/i18n/i18n.ts): one message in two parts, with
  // two translations, would show one of them in both places ("Play" of a story where the reading goes on).
  it.each(TRANSLATED)("give a message the app's parts share one translation in %s", (language) => {
    const seen = new Map<string, { part: string; translation: string }>();
    const clashes: string[] = [];
    for (const part of parts.filter((name) => name !== "server")) {
      const english = read(part, "en");
      const catalog = read(part, language);
      for (const id of Object.keys(english)) {
        const translation = catalog[id]?.translation ?? "";
        const before = seen.get(id);
        if (before && before.translation !== translation) {
          clashes.push(`${english[id]?.message ?? id}: ${before.part} "${before.translation}", ${part} "${translation}"`);
        }
        if (!before) seen.set(id, { part, translation });
      }
    }
    expect(clashes).toEqual([]);
  });

  it("notice a translation that drops a placeholder or a tag", () => {
    expect(namesIn("Welcome back, {name}! Read the <0>guide</0>.")).toEqual(["<0>", "{name}"]);
    expect(namesIn("¡Hola de nuevo! Lee la guía.")).toEqual([]);
    expect(namesIn("{count, plural, one {# lesson} other {# lessons}}")).toEqual(["{count}"]);
  });
});
