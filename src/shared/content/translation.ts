/*
 * Content in another language (docs/translating.md#lessons-and-stories): the English files of content/ hold the
 * structure — ids, right answers, scores, XP, ages, links — and a translation holds only the words, as a flat map from
 * each text's path in the English file ("lead.0.heading") to its text in that language. A lesson in Spanish is the
 * English lesson with its texts replaced, so nothing but the words can differ.
 */

/** A translation of one content file: the path of each text in the English file → the text in another language. */
export type TextMap = Record<string, string>;

/** Keys whose strings a parent reads. An array's strings take the key of the array ("options.2"). */
const TEXT_KEYS = new Set([
  "alt", "body", "content", "correct", "correctHeading", "default", "description", "duration", "emotions", "expect",
  "explanation", "feedback", "finalInsight", "finishLabel", "heading", "howToEarn", "incorrect", "instruction",
  "keepGrowingTips", "keyTakeaways", "label", "monsterTips", "narration", "nextLabel", "optionFeedback", "options",
  "outcome", "paragraphs", "placeholder", "prompts", "question", "reminderMessage", "result", "say", "scenario",
  "skillLearned", "text", "theme", "thinkingPrompt", "thoughts", "tips", "title", "when", "wrongHeading",
]);

/** Keys whose strings are data: ids, links between scenes, answer keys, enums, pictures. Never translated. */
const DATA_KEYS = new Set([
  "activityType", "ages", "category", "character", "color", "correctEmotions", "correctMapping", "difficulty", "emoji",
  "evaluation", "icon", "id", "intensity", "mood", "next", "onWrong", "path", "quality", "questionId", "skill",
  "slideLayout", "topics", "type",
]);

/** Paths, from a file's root, of texts only authors read: a lesson's `theme` note is never sent to a parent. */
const AUTHOR_ONLY = new Set(["theme"]);

export class UnclassifiedTextError extends Error {}

const isIndex = (segment: string) => /^\d+$/.test(segment);

/**
 * Whether the string at `path` is a text a parent reads. The nearest key that is not an index decides, unless a data
 * key holds it (`correctMapping.i1` is an answer key). An unknown key throws: a new field must be classified here
 * before it can be translated or left alone.
 */
export function isTextPath(path: readonly string[]): boolean {
  if (AUTHOR_ONLY.has(path.join("."))) return false;
  if (path.some((segment) => DATA_KEYS.has(segment))) return false;
  const key = [...path].reverse().find((segment) => !isIndex(segment)) ?? "";
  if (TEXT_KEYS.has(key)) return true;
  const parent = path.slice(0, -1).reverse().find((segment) => !isIndex(segment)) ?? "";
  // A map from an option's index to its own text ("incorrect": { "0": "…" }) takes its parent's key.
  if (isIndex(path.at(-1) ?? "") && TEXT_KEYS.has(parent)) return true;
  throw new UnclassifiedTextError(`content field "${path.join(".")}" is neither text nor data (src/shared/content/translation.ts)`);
}

/** Every text a parent reads in one content file, by path, in file order. */
export function textsOf(value: unknown, path: string[] = []): TextMap {
  const texts: TextMap = {};
  const walk = (node: unknown, at: string[]) => {
    if (typeof node === "string") {
      if (isTextPath(at)) texts[at.join(".")] = node;
    } else if (Array.isArray(node)) {
      node.forEach((item, index) => walk(item, [...at, String(index)]));
    } else if (node !== null && typeof node === "object") {
      for (const [key, item] of Object.entries(node)) walk(item, [...at, key]);
    }
  };
  walk(value, path);
  return texts;
}

/** What is wrong with a translation of `english`: texts missing, texts the English file does not have, blank texts. */
export function translationProblems(english: unknown, translation: TextMap): string[] {
  const expected = textsOf(english);
  const problems: string[] = [];
  for (const key of Object.keys(expected)) {
    const text = translation[key];
    if (typeof text !== "string") problems.push(`${key}: missing`);
    else if (text.trim() === "") problems.push(`${key}: empty`);
  }
  for (const key of Object.keys(translation)) if (!(key in expected)) problems.push(`${key}: not a text of the English file`);
  return problems;
}

/** The English file with each of its texts replaced by the translation's; call translationProblems first. */
export function withTexts<T>(english: T, translation: TextMap): T {
  const copy = (node: unknown, at: string[]): unknown => {
    if (typeof node === "string") {
      const key = at.join(".");
      return isTextPath(at) && typeof translation[key] === "string" ? translation[key] : node;
    }
    if (Array.isArray(node)) return node.map((item, index) => copy(item, [...at, String(index)]));
    if (node !== null && typeof node === "object")
      return Object.fromEntries(Object.entries(node).map(([key, item]) => [key, copy(item, [...at, key])]));
    return node;
  };
  return copy(english, []) as T;
}

/**
 * The texts of a translation that are still the English original, by path. A text that is only names, numbers,
 * emoji and punctuation (a name in a title, "5") reads the same in every language and is not listed; `names` are
 * the words that stay as they are (the cast, the product).
 */
export function untranslatedTexts(english: unknown, translation: TextMap, names: readonly string[]): string[] {
  const plain = (text: string) =>
    names.reduce((rest, name) => rest.replaceAll(name, " "), text).replace(/[^\p{L}]+/gu, "");
  return Object.entries(textsOf(english))
    .filter(([key, text]) => translation[key] === text && plain(text).length > 0)
    .map(([key]) => key);
}

/** The marks a player reads inside a text: bold spans, paragraph breaks, the intro's paragraph bar. */
const MARKS = [
  { name: "bold marks (**)", pattern: /\*\*/g },
  { name: "paragraph breaks", pattern: /\n\n/g },
  { name: "paragraph bars (|)", pattern: /\|/g },
];

/** Texts of a translation whose marks differ in number from the English text's: a bold span or a paragraph lost. */
export function markupProblems(english: unknown, translation: TextMap): string[] {
  return Object.entries(textsOf(english)).flatMap(([key, text]) => {
    const other = translation[key];
    if (typeof other !== "string") return [];
    return MARKS.filter(({ pattern }) => (text.match(pattern)?.length ?? 0) !== (other.match(pattern)?.length ?? 0)).map(
      ({ name }) => `${key}: ${name} differ from the English`,
    );
  });
}
