import type { Language } from "../src/shared/i18n/locales";
import { JUDGEMENT_WORDS } from "./judgement";
import type { ScoredItem } from "./content-rules";

/*
 * The rules a scored question and the writing around it hold in every language (docs/content-guide.md#judgement-figures):
 * - every scored question with options has at least ITEM_RULES.minOptions of them;
 * - every wrong option has feedback of its own, and no option's feedback is the explanation shown beside it;
 * - at most ITEM_RULES.creditButMaxShare of wrong-option feedback opens with "credit, but…" ("That's kind. But…");
 * - no sentence opening (its first three words) and no stock phrase (PHRASE_WORDS words in a row, two or more of them
 *   not small words) appears more than ITEM_RULES.maxRepeats times in one language's curriculum; the scripts the
 *   lessons teach by name (`taught` in content/judgement-words.json) are exempt. A stock phrase is four words in
 *   English and five in Spanish, French and German, whose phrases run longer ("la hora de dormir" is "bedtime").
 */
export const ITEM_RULES = { minOptions: 3, creditButMaxShare: 0.4, maxRepeats: 8 } as const;
export const PHRASE_WORDS: Readonly<Record<Language, number>> = { en: 4, es: 5, fr: 5, de: 5 };

/*
 * The word lists these rules read, per language (content/judgement-words.json): `but`, the words that turn credit into
 * a correction; `small`, the small words (a four-word run needs two words outside it to count as a stock phrase);
 * `taught`, the scripts a lesson teaches by name ("i won't let you"; the direct question about "not wanting to be here"),
 * exempt from the repeats rule.
 */
const words = (language: Language) => JUDGEMENT_WORDS[language];

const normalise = (text: string) => text.toLowerCase().replace(/\s+/g, " ").trim();

/** Items with options that offer fewer than the minimum. */
export function fewOptions(items: readonly ScoredItem[]): string[] {
  return items
    .filter((item) => item.options.length > 0 && item.options.length < ITEM_RULES.minOptions)
    .map((item) => `${item.where} (${item.options.length} options)`);
}

/** Items where a wrong option has no feedback of its own, or an option's feedback repeats the explanation beside it. */
export function feedbackNotOwn(items: readonly ScoredItem[]): string[] {
  return items.flatMap((item) => {
    if (item.options.length === 0) return [];
    const missing = item.options.flatMap((_, index) => (!item.keys.includes(index) && !item.feedback?.[index]?.trim() ? [index] : []));
    const explanation = item.explanation?.trim() ? normalise(item.explanation) : undefined;
    const repeated = (item.feedback ?? []).flatMap((text, index) => (explanation && text && normalise(text) === explanation ? [index] : []));
    const options = (indexes: number[]) => indexes.map((index) => index + 1).join(", ");
    return [
      ...(missing.length > 0 ? [`${item.where}: option ${options(missing)} without feedback`] : []),
      ...(repeated.length > 0 ? [`${item.where}: option ${options(repeated)} repeats the explanation`] : []),
    ];
  });
}

/** Does a feedback text open with credit, then a "but"? In its first sentence, or as the second sentence's first word. */
export function opensWithCreditBut(text: string, language: Language): boolean {
  const but = words(language).but.join("|");
  const pattern = new RegExp(String.raw`^[^.!?]{0,120}?(?:[.!?…]\s+|[,;:]\s*|\s[—–-]\s*)(?:${but})(?![\p{L}])`, "iu");
  return pattern.test(text.trim());
}

export interface CreditButFigures {
  /** Wrong-option feedback texts. */
  count: number;
  creditBut: number;
  share: number;
}

/** The share of wrong-option feedback that opens with credit, then "but". */
export function creditButFigures(items: readonly ScoredItem[], language: Language): CreditButFigures {
  const texts = items.flatMap((item) =>
    (item.feedback ?? []).flatMap((text, index) => (text?.trim() && !item.keys.includes(index) ? [text] : [])),
  );
  const creditBut = texts.filter((text) => opensWithCreditBut(text, language)).length;
  return { count: texts.length, creditBut, share: texts.length ? creditBut / texts.length : 0 };
}

const tokens = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}'’]+/gu) ?? [];
const sentences = (text: string) => text.split(/(?<=[.!?…])\s+|\n+/u);

export interface Repeat {
  kind: "opening" | "phrase";
  words: string;
  count: number;
}

/** Every sentence opening and stock phrase over the limit in `texts` (one language's curriculum), most frequent first. */
export function repeats(texts: readonly string[], language: Language, limit: number = ITEM_RULES.maxRepeats): Repeat[] {
  const { small, taught } = words(language);
  const smallWords = new Set(small);
  // A run is the taught script when it shares three words in a row with it ("won't let you hit").
  const triples = (run: string) => {
    const words = run.split(" ");
    return words.slice(0, -2).map((_, at) => words.slice(at, at + 3).join(" "));
  };
  const exempt = (run: string) => taught.some((script) => triples(run).some((three) => triples(script).includes(three)));
  const openings = new Map<string, number>();
  const phrases = new Map<string, number>();
  const add = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
  const size = PHRASE_WORDS[language];
  for (const text of texts) {
    for (const sentence of sentences(text)) {
      const all = tokens(sentence);
      if (all.length >= 3) add(openings, all.slice(0, 3).join(" "));
      // A stock phrase lies within one sentence.
      for (let at = 0; at + size <= all.length; at += 1) {
        const run = all.slice(at, at + size);
        if (run.filter((word) => !smallWords.has(word)).length >= 2) add(phrases, run.join(" "));
      }
    }
  }
  const over = (map: Map<string, number>, kind: Repeat["kind"]) =>
    [...map].filter(([run, count]) => count > limit && !exempt(run)).map(([run, count]): Repeat => ({ kind, words: run, count }));
  return [...over(openings, "opening"), ...over(phrases, "phrase")].sort((a, b) => b.count - a.count || a.words.localeCompare(b.words));
}

/** How often each repeat occurs in `texts` (a writer's own files), for the workbench. */
export function repeatCounts(found: readonly Repeat[], texts: readonly string[]): number[] {
  return found.map((repeat) => {
    let count = 0;
    for (const text of texts) {
      if (repeat.kind === "opening") {
        count += sentences(text).filter((sentence) => tokens(sentence).slice(0, 3).join(" ") === repeat.words).length;
      } else {
        for (const sentence of sentences(text)) {
          const joined = ` ${tokens(sentence).join(" ")} `;
          let at = joined.indexOf(` ${repeat.words} `);
          while (at !== -1) {
            count += 1;
            at = joined.indexOf(` ${repeat.words} `, at + 1);
          }
        }
      }
    }
    return count;
  });
}
