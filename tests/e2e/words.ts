import fs from "node:fs";
import path from "node:path";
import { formatter } from "@lingui/format-po";

/**
 * What a screen says in `language` for an English text of the app, read from the catalogs themselves
 * (src/locales/*\/<language>.po), with `{placeholders}` filled: the journeys find buttons as a parent reading that
 * language would.
 */
export function wordsIn(language: string): (english: string, values?: Record<string, string | number>) => string {
  const localesDir = path.resolve("src/locales");
  const translations = new Map<string, string>();
  for (const part of fs.readdirSync(localesDir)) {
    const file = path.join(localesDir, part, `${language}.po`);
    if (!fs.existsSync(file)) continue;
    const catalog = formatter({ lineNumbers: false }).parse(fs.readFileSync(file, "utf8"), {
      locale: language,
      sourceLocale: "en",
      filename: file,
    }) as Record<string, { message?: string; translation?: string }>;
    for (const [id, entry] of Object.entries(catalog)) translations.set(entry.message ?? id, entry.translation ?? "");
  }
  return (english, values = {}) => {
    const text = translations.get(english);
    if (!text) throw new Error(`no ${language} translation of "${english}"`);
    return text.replace(/\{(\w+)\}/g, (_whole, name: string) => String(values[name] ?? `{${name}}`));
  };
}

