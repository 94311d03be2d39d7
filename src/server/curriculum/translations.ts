import fs from "node:fs";
import path from "node:path";
import { translationProblems, withTexts, type TextMap } from "../../shared/content/translation";
import { LANGUAGE_CODES, SOURCE_LANGUAGE, type Language } from "../../shared/i18n/locales";

/*
 * content/translations/<language>/ mirrors content/: `lessons/01-….json`, `stories/…`, `levels.json`, `badges.json`,
 * each the texts of its English file by path (src/shared/content/translation.ts; docs/translating.md#lessons-and-stories).
 */

/** The languages lessons and stories are written in besides English. */
export const TRANSLATED_LANGUAGES = LANGUAGE_CODES.filter((language) => language !== SOURCE_LANGUAGE);

/** Every content file a language translates, as paths inside content/: levels, badges, lessons, stories. */
export function translatedFiles(contentDir: string): string[] {
  const inFolder = (dir: string) =>
    fs
      .readdirSync(path.join(contentDir, dir))
      .filter((name) => name.endsWith(".json"))
      .sort()
      .map((name) => `${dir}/${name}`);
  return ["levels.json", "badges.json", ...inFolder("lessons"), ...inFolder("stories")];
}

/** The folder of one language's texts. */
export function translationDir(contentDir: string, language: Language): string {
  return path.join(contentDir, "translations", language);
}

/**
 * The English content of `file` (a path inside content/, "lessons/01-….json") in `language`: its texts replaced by the
 * translation's. A missing, unreadable or incomplete translation is a problem, never English in its place.
 */
export function translated(
  contentDir: string,
  language: Language,
  file: string,
  english: unknown,
): { value: unknown; problems: string[] } {
  if (language === SOURCE_LANGUAGE) return { value: english, problems: [] };
  const where = path.join(translationDir(contentDir, language), file);
  let texts: TextMap;
  try {
    texts = JSON.parse(fs.readFileSync(where, "utf8")) as TextMap;
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === "ENOENT" ? "no translation" : (error as Error).message;
    return { value: english, problems: [`${language}/${file}: ${reason}`] };
  }
  if (texts === null || typeof texts !== "object" || Array.isArray(texts))
    return { value: english, problems: [`${language}/${file}: not an object of texts`] };
  const problems = translationProblems(english, texts).map((problem) => `${language}/${file}: ${problem}`);
  return { value: problems.length > 0 ? english : withTexts(english, texts), problems };
}
