import type { Language } from "../src/shared/i18n/locales";
import WORDS from "./judgement-words.json";
import type { ScoredItem } from "./content-rules";

/*
 * Can a scored question be answered by its surface, without reading the scene? (docs/content-guide.md#judgement-figures)
 * The figures are defined so that anyone who follows the definitions gets the same numbers:
 * - an item is a scored question: two or more options and one or more keys (right options);
 * - chance is the mean over items of keys ÷ options;
 * - a surface rule gives each option a score and picks the best-scoring option(s); a tie counts keys-among-tied ÷ tied,
 *   and the rule's hit rate is the mean of that over items;
 * - every feature below is tried as two rules, "the most" and "the least", and the report names the better one;
 * - a surface model (a conditional logit over all the features, standardised on the training items, L2 penalty
 *   MODEL.l2, full-batch gradient ascent for MODEL.iterations steps at MODEL.rate from zero weights) is trained on
 *   every unit but one (a lesson or a story) and predicts the left-out unit's items, for each unit in turn.
 * Lessons and stories are judged apart when each has at least MIN_ITEMS_APART items, pooled otherwise.
 */

export interface SurfaceModel {
  l2: number;
  iterations: number;
  rate: number;
}
export const MODEL: Readonly<SurfaceModel> = { l2: 0.01, iterations: 300, rate: 0.5 };
export const MIN_ITEMS_APART = 60;

/** The word lists of one language (content/judgement-words.json): a word ending in `*` is a stem. */
export interface JudgementWords {
  feelings: string[];
  commands: string[];
  negations: string[];
  you: string[];
  or: string[];
  /** Pet names said to the child ("sweetheart", "cariño"); counted where they stand apart, between commas or at a sentence's edge. */
  endearments: string[];
  /** Soft sounds an option may open with ("Oh", "Okay", "Ay", "Ach"). */
  interjections: string[];
  /** Read by content/item-rules.ts: words that turn credit into a correction, small words, taught scripts. */
  but: string[];
  small: string[];
  taught: string[];
}
export const JUDGEMENT_WORDS = WORDS as Record<Language, JudgementWords>;

/** A unit of content (a lesson or a story) and its scored items. */
export interface JudgedUnit {
  unit: string;
  items: readonly ScoredItem[];
}

/** The surface features of one option: each one a number a reader could count without understanding the scene. */
export const FEATURES = [
  "length", "sentence length", "sentences", "question mark", "X or Y? offer", "feeling words", "commands and absolutes",
  "negations", "capitals", "opens with You", "exclamations", "words", "endearments", "opens with an interjection",
] as const;
export type Feature = (typeof FEATURES)[number];

const tokens = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}'’]+/gu) ?? [];

/** How many of the words or phrases of `list` the text holds (a stem matches any word it begins). */
function countWords(text: string, list: readonly string[]): number {
  const words = tokens(text);
  const lower = ` ${words.join(" ")} `;
  let count = 0;
  for (const entry of list) {
    const stem = entry.endsWith("*");
    const word = (stem ? entry.slice(0, -1) : entry).toLowerCase();
    if (word.includes(" ")) {
      // A phrase: counted as whole words in the text's word sequence.
      let at = lower.indexOf(` ${word}${stem ? "" : " "}`);
      while (at !== -1) {
        count += 1;
        at = lower.indexOf(` ${word}${stem ? "" : " "}`, at + 1);
      }
    } else {
      count += words.filter((token) => (stem ? token.startsWith(word) : token === word)).length;
    }
  }
  return count;
}

const sentencesOf = (text: string) =>
  text
    .split(/(?<=[.!?…])\s+/u)
    .map((sentence) => sentence.trim())
    .filter((sentence) => /[\p{L}\p{N}]/u.test(sentence));

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * How many pet names of `list` the text calls the child, each set apart as a form of address is: after a comma, a
 * sentence's start, an opening quote or a soft sound ("Oh love"), and before a comma, a sentence's end or a closing
 * quote. "Love you" and "I love it" are not counted; "Okay, love." and "Bedtime, sweetheart, like every night" are.
 */
export function endearmentsIn(text: string, list: readonly string[]): number {
  if (list.length === 0) return 0;
  const names = list.map((name) => escaped(name).replace(/ /g, String.raw`\s+`)).join("|");
  const before = String.raw`(?:^|[,.!?;:…—–(¡¿"“”«„]\s*|\b(?:oh|ah|aw|ay|ach|och)\s+)`;
  const after = String.raw`(?=\s*(?:[,.!?;:…—–)"“”»]|$))`;
  return (text.match(new RegExp(`${before}(?:${names})${after}`, "giu")) ?? []).length;
}

/** Whether the option opens with one of `list`'s soft sounds ("Oh, I know…"), after any opening quote. */
export function opensWith(text: string, list: readonly string[]): boolean {
  const start = text.replace(/^[\s"“”«„¡¿(]+/u, "").toLowerCase();
  return list.some((sound) => start.startsWith(sound.toLowerCase()) && !/[\p{L}\p{N}]/u.test(start.charAt(sound.length)));
}

/** The features of one option in `language`, in FEATURES order. */
export function optionFeatures(option: string, language: Language): number[] {
  const words = JUDGEMENT_WORDS[language];
  const text = option.trim();
  const sentences = sentencesOf(text);
  const count = Math.max(sentences.length, 1);
  const first = tokens(text)[0] ?? "";
  const orOffer = new RegExp(String.raw`(?<![\p{L}])(?:${words.or.join("|")})(?![\p{L}])[^.!?]*\?`, "iu").test(text);
  const capitals = (text.match(/(?<![\p{L}])\p{Lu}{2,}(?![\p{L}])/gu) ?? []).filter((word) => word !== "OK").length;
  return [
    text.length,
    text.length / count,
    count,
    text.includes("?") || text.includes("¿") ? 1 : 0,
    orOffer ? 1 : 0,
    countWords(text, words.feelings),
    countWords(text, words.commands),
    countWords(text, words.negations),
    capitals,
    words.you.includes(first) ? 1 : 0,
    (text.match(/!/g) ?? []).length,
    tokens(text).length,
    endearmentsIn(text, words.endearments),
    opensWith(text, words.interjections) ? 1 : 0,
  ];
}

/** Items the figures can judge: two or more options and at least one key. */
export const judgeable = (items: readonly ScoredItem[]) => items.filter((item) => item.options.length >= 2 && item.keys.length > 0);

/** A pick among scores: keys among the best-scoring options ÷ their number. */
function pickHit(scores: readonly number[], keys: readonly number[]): number {
  const best = Math.max(...scores);
  const tied = scores.flatMap((score, index) => (score === best ? [index] : []));
  return tied.filter((index) => keys.includes(index)).length / tied.length;
}

export const chanceOf = (items: readonly ScoredItem[]) =>
  items.length === 0 ? 0 : items.reduce((sum, item) => sum + item.keys.length / item.options.length, 0) / items.length;

export interface RuleFigure {
  rule: string;
  hitRate: number;
}

/** Every surface rule's hit rate over `items`: each feature as "the most" and "the least". */
export function surfaceRules(items: readonly ScoredItem[], language: Language): RuleFigure[] {
  const judged = judgeable(items);
  const features = judged.map((item) => item.options.map((option) => optionFeatures(option, language)));
  return FEATURES.flatMap((feature, f) =>
    ([1, -1] as const).map((sign) => {
      const hits = judged.reduce((sum, item, i) => sum + pickHit(features[i]!.map((x) => sign * x[f]!), item.keys), 0);
      return { rule: `${sign === 1 ? "the most" : "the least"} ${feature}`, hitRate: judged.length ? hits / judged.length : 0 };
    }),
  );
}

interface Encoded {
  /** Per item, per option, the feature vector. */
  x: number[][][];
  keys: number[][];
}

function standardiser(train: Encoded) {
  const all = train.x.flat();
  const width = FEATURES.length;
  const mean = Array.from({ length: width }, (_, f) => all.reduce((s, v) => s + v[f]!, 0) / Math.max(all.length, 1));
  const sd = Array.from({ length: width }, (_, f) => {
    const variance = all.reduce((s, v) => s + (v[f]! - mean[f]!) ** 2, 0) / Math.max(all.length, 1);
    return variance > 0 ? Math.sqrt(variance) : 1;
  });
  return (v: readonly number[]) => v.map((value, f) => (value - mean[f]!) / sd[f]!);
}

/** Fits the conditional logit: maximises mean log P(a key) − l2·|w|² by gradient ascent. */
export function fitLogit(train: Encoded, model = MODEL): { weights: number[]; scale: (v: readonly number[]) => number[] } {
  const scale = standardiser(train);
  const x = train.x.map((item) => item.map(scale));
  const width = FEATURES.length;
  const weights = new Array<number>(width).fill(0);
  const n = Math.max(x.length, 1);
  for (let step = 0; step < model.iterations; step += 1) {
    const gradient = weights.map((w) => -2 * model.l2 * w);
    x.forEach((options, i) => {
      const utilities = options.map((v) => v.reduce((s, value, f) => s + value * weights[f]!, 0));
      const top = Math.max(...utilities);
      const exps = utilities.map((u) => Math.exp(u - top));
      const total = exps.reduce((s, e) => s + e, 0);
      const keys = train.keys[i]!;
      const keyTotal = keys.reduce((s, k) => s + exps[k]!, 0);
      for (let f = 0; f < width; f += 1) {
        let expected = 0;
        let keyed = 0;
        options.forEach((v, j) => {
          expected += (exps[j]! / total) * v[f]!;
          if (keys.includes(j)) keyed += (exps[j]! / keyTotal) * v[f]!;
        });
        gradient[f]! += (keyed - expected) / n;
      }
    });
    for (let f = 0; f < width; f += 1) weights[f]! += model.rate * gradient[f]!;
  }
  return { weights, scale };
}

const encode = (items: readonly ScoredItem[], language: Language): Encoded => ({
  x: items.map((item) => item.options.map((option) => optionFeatures(option, language))),
  keys: items.map((item) => item.keys),
});

/** The surface model's hit rate on each unit's items when trained on all the other units, pooled. */
export function leaveOneOutModel(units: readonly JudgedUnit[], language: Language, model = MODEL): number {
  const judged = units.map((unit) => ({ unit: unit.unit, items: judgeable(unit.items) })).filter((unit) => unit.items.length > 0);
  // Each unit's features are counted once; every fold reuses them.
  const encoded = judged.map((unit) => encode(unit.items, language));
  let hits = 0;
  let count = 0;
  judged.forEach((held, h) => {
    const others = encoded.filter((_, u) => u !== h);
    const train: Encoded = { x: others.flatMap((unit) => unit.x), keys: others.flatMap((unit) => unit.keys) };
    const { weights, scale } = fitLogit(train, model);
    held.items.forEach((item, i) => {
      const scores = encoded[h]!.x[i]!.map((features) => {
        const v = scale(features);
        // Rounded so that options the model cannot tell apart tie, as a rule's do.
        return Math.round(v.reduce((s, value, f) => s + value * weights[f]!, 0) * 1e9) / 1e9;
      });
      hits += pickHit(scores, item.keys);
      count += 1;
    });
  });
  return count ? hits / count : 0;
}

export interface JudgementFigures {
  group: string;
  items: number;
  chance: number;
  longest: number;
  shortest: number;
  /** The best surface rule other than length, and every rule's figure. */
  bestRule: RuleFigure;
  rules: RuleFigure[];
  model: number;
}

/** The figures of one group of units (lessons, stories, or both pooled). */
export function judgementFigures(group: string, units: readonly JudgedUnit[], language: Language, model = MODEL): JudgementFigures {
  const items = judgeable(units.flatMap((unit) => unit.items));
  const rules = surfaceRules(items, language);
  const rate = (rule: string) => rules.find((figure) => figure.rule === rule)?.hitRate ?? 0;
  const others = rules.filter((figure) => !/^the (most|least) length$/.test(figure.rule));
  const bestRule = others.reduce((best, figure) => (figure.hitRate > best.hitRate ? figure : best), others[0]!);
  return {
    group,
    items: items.length,
    chance: chanceOf(items),
    longest: rate("the most length"),
    shortest: rate("the least length"),
    bestRule,
    rules,
    model: leaveOneOutModel(units, language, model),
  };
}

/** Lessons and stories apart when each has enough items, else pooled. */
export function judgementGroups(lessons: readonly JudgedUnit[], stories: readonly JudgedUnit[], language: Language, model = MODEL): JudgementFigures[] {
  const count = (units: readonly JudgedUnit[]) => units.reduce((sum, unit) => sum + judgeable(unit.items).length, 0);
  if (count(lessons) >= MIN_ITEMS_APART && count(stories) >= MIN_ITEMS_APART) {
    return [judgementFigures("lessons", lessons, language, model), judgementFigures("stories", stories, language, model)];
  }
  return [judgementFigures("lessons and stories", [...lessons, ...stories], language, model)];
}

const percent = (value: number) => `${(value * 100).toFixed(1)} %`;

/** The figures as the report prints them, each beside chance. */
export function formatJudgement(figures: readonly JudgementFigures[]): string {
  return figures
    .map((f) =>
      [
        `${f.group}: ${f.items} items, chance ${percent(f.chance)}`,
        `  key is the longest option   ${percent(f.longest)}`,
        `  key is the shortest option  ${percent(f.shortest)}`,
        `  best other surface rule     ${percent(f.bestRule.hitRate)} (${f.bestRule.rule})`,
        `  surface model, one unit out ${percent(f.model)}`,
      ].join("\n"),
    )
    .join("\n");
}
