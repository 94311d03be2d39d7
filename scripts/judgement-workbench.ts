// npx tsx scripts/judgement-workbench.ts [--language=es] [content/lessons/05-….json content/stories/…] — for writers
// of scored questions (docs/content-guide.md#judgement-figures). For each named lesson or story (all when none is
// named) it prints every scored item: its options by length, the key marked, the share the surface model gives each
// option when trained on every other unit, and the surface features on which the key stands alone (the most or the
// least of its item). Then the named units' figures beside chance: a rewrite is done when no rule and not the model
// finds the key much above chance (content/judgement.ts, the same definitions the report uses).
import { readFileSync } from "node:fs";
import { basename } from "node:path";
import process from "node:process";
import { fileURLToPath } from "node:url";
import { lessonScoredItems, storyScoredItems, type ScoredItem } from "../content/content-rules";
import { ITEM_RULES, opensWithCreditBut, repeatCounts, repeats } from "../content/item-rules";
import { lessonTexts, storyTexts } from "../content/judgement-rules";
import { FEATURES, chanceOf, fitLogit, judgeable, optionFeatures, surfaceRules, type JudgedUnit } from "../content/judgement";
import { projectCurriculum } from "../src/server/curriculum/curriculum";
import { isLanguage, type Language } from "../src/shared/i18n/locales";

const args = process.argv.slice(2);
const asked = args.find((arg) => arg.startsWith("--language="))?.slice("--language=".length) ?? "en";
if (!isLanguage(asked)) {
  console.error(`--language must be one of en, es, fr, de (not "${asked}")`);
  process.exit(2);
}
const language: Language = asked;
const files = args.filter((arg) => !arg.startsWith("--"));

const contentDir = fileURLToPath(new URL("../content", import.meta.url));
const curriculum = projectCurriculum(contentDir).inLanguage(language);
type Unit = JudgedUnit & { kind: "lesson" | "story"; id: number };
const units: Unit[] = [
  ...curriculum.lessons.map((lesson) => ({ kind: "lesson" as const, id: lesson.id, unit: lesson.title, items: judgeable(lessonScoredItems(lesson)) })),
  ...curriculum.stories.stories.map((story) => ({ kind: "story" as const, id: story.id, unit: story.title, items: judgeable(storyScoredItems(story)) })),
];

/** A named file's unit: by its kind (the folder) and its id (read from the file, so any language's copy names it). */
function unitOf(file: string): Unit {
  const kind = /(^|\/)stories\//.test(file) ? "story" : "lesson";
  const { id } = JSON.parse(readFileSync(file, "utf8")) as { id: number };
  const unit = units.find((candidate) => candidate.kind === kind && candidate.id === id);
  if (!unit) throw new Error(`${basename(file)}: no ${kind} with id ${id} in the curriculum`);
  return unit;
}
const chosen = files.length > 0 ? files.map(unitOf) : units;

const percent = (value: number) => `${(value * 100).toFixed(0)} %`;

/** The features on which the item's key is alone at the top or the bottom. */
function standsAlone(item: ScoredItem): string[] {
  const vectors = item.options.map((option) => optionFeatures(option, language));
  return FEATURES.flatMap((feature, f) => {
    const values = vectors.map((v) => v[f]!);
    const found: string[] = [];
    for (const [word, best] of [["most", Math.max(...values)], ["least", Math.min(...values)]] as const) {
      const tied = values.flatMap((value, index) => (value === best ? [index] : []));
      if (new Set(values).size > 1 && tied.length === 1 && item.keys.includes(tied[0]!)) found.push(`${word} ${feature}`);
    }
    return found;
  });
}

let modelHits = 0;
let modelCount = 0;
for (const held of chosen) {
  if (held.items.length === 0) continue;
  const train = units.filter((unit) => unit !== held && unit.kind === held.kind).flatMap((unit) => unit.items);
  const { weights, scale } = fitLogit({ x: train.map((item) => item.options.map((o) => optionFeatures(o, language))), keys: train.map((item) => item.keys) });
  console.log(`\n${held.kind} ${held.id} · ${held.unit}`);
  for (const item of held.items) {
    const utilities = item.options.map((option) => scale(optionFeatures(option, language)).reduce((s, v, f) => s + v * weights[f]!, 0));
    const top = Math.max(...utilities);
    const exps = utilities.map((u) => Math.exp(u - top));
    const total = exps.reduce((s, e) => s + e, 0);
    const best = Math.max(...utilities);
    const tied = utilities.flatMap((u, index) => (Math.abs(u - best) < 1e-9 ? [index] : []));
    modelHits += tied.filter((index) => item.keys.includes(index)).length / tied.length;
    modelCount += 1;
    const order = item.options.map((option, index) => ({ option, index })).sort((a, b) => b.option.length - a.option.length);
    const alone = standsAlone(item);
    console.log(`  ${item.where.split(" · ").pop()}  ${tied.some((index) => item.keys.includes(index)) ? "MODEL FINDS THE KEY" : "model misses"}`);
    for (const { option, index } of order) {
      const mark = item.keys.includes(index) ? "KEY" : "   ";
      console.log(`    ${mark} ${String(option.length).padStart(4)} ch  model ${percent(exps[index]! / total).padStart(4)}  ${index}: ${option.slice(0, 90)}${option.length > 90 ? "…" : ""}`);
    }
    if (alone.length > 0) console.log(`    the key alone has: ${alone.join(", ")}`);
    if (item.options.length < ITEM_RULES.minOptions) console.log(`    FEWER THAN ${ITEM_RULES.minOptions} OPTIONS`);
    item.options.forEach((_, index) => {
      const text = item.feedback?.[index];
      if (item.keys.includes(index)) return;
      if (!text?.trim()) console.log(`    option ${index}: NO FEEDBACK OF ITS OWN`);
      else if (opensWithCreditBut(text, language)) console.log(`    option ${index}: feedback opens "credit, but…": ${text.slice(0, 70)}…`);
    });
  }
}

const items = chosen.flatMap((unit) => unit.items);
if (items.length > 0) {
  const chance = chanceOf(items);
  const rules = surfaceRules(items, language).sort((a, b) => b.hitRate - a.hitRate);
  console.log(`\n${chosen.length} unit(s), ${items.length} items, chance ${percent(chance)} (goals: length rules within chance ± 8, every other rule ≤ chance + 8, model ≤ chance + 12)`);
  console.log(`  surface model, each unit left out  ${percent(modelHits / Math.max(modelCount, 1))}`);
  for (const rule of rules.slice(0, 8)) console.log(`  ${rule.rule.padEnd(34)} ${percent(rule.hitRate)}`);
}

// The repeats over the whole curriculum, and how many of each the named units hold.
const textsOf = (kind: "lesson" | "story", id: number) => {
  const lesson = kind === "lesson" ? curriculum.lessons.find((each) => each.id === id) : undefined;
  const story = kind === "story" ? curriculum.stories.stories.find((each) => each.id === id) : undefined;
  return lesson ? lessonTexts(lesson) : story ? storyTexts(story) : [];
};
const everyText = units.flatMap((unit) => textsOf(unit.kind, unit.id));
const over = repeats(everyText, language);
const mine = repeatCounts(over, chosen.flatMap((unit) => textsOf(unit.kind, unit.id)));
const held = over.map((repeat, index) => ({ repeat, count: mine[index]! })).filter((row) => row.count > 0);
if (files.length > 0 && held.length > 0) {
  console.log(`\nRepeats past ${ITEM_RULES.maxRepeats} in the whole curriculum that your units hold (curriculum total · yours):`);
  for (const { repeat, count } of held) console.log(`  ${repeat.kind.padEnd(8)} "${repeat.words}"  ${repeat.count} · ${count}`);
} else if (files.length === 0) {
  console.log(`\n${over.length} repeat(s) past ${ITEM_RULES.maxRepeats}: ${over.map((r) => `"${r.words}" ×${r.count}`).join("; ")}`);
}
