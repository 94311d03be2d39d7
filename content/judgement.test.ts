import { describe, expect, it } from "vitest";
import type { ScoredItem } from "./content-rules";
import {
  chanceOf, FEATURES, judgementGroups, leaveOneOutModel, MIN_ITEMS_APART, optionFeatures, surfaceRules, type JudgedUnit,
} from "./judgement";

const item = (options: string[], keys: number[], where = "planted"): ScoredItem => ({ where, options, keys });
const rate = (items: ScoredItem[], rule: string) => surfaceRules(items, "en").find((figure) => figure.rule === rule)!.hitRate;
const feature = (option: string, name: (typeof FEATURES)[number], language: "en" | "es" | "fr" | "de" = "en") =>
  optionFeatures(option, language)[FEATURES.indexOf(name)];

describe("the judgement figures' definitions", () => {
  it("takes chance as the mean of keys ÷ options", () => {
    expect(chanceOf([item(["a", "b", "c", "d"], [0]), item(["a", "b", "c"], [0, 2])])).toBeCloseTo((1 / 4 + 2 / 3) / 2);
  });

  it("counts a tie as keys among the tied ÷ tied, so equal lengths give chance", () => {
    const items = [item(["aaa", "bbb", "ccc", "ddd"], [2])];
    expect(rate(items, "the most length")).toBeCloseTo(1 / 4);
    expect(rate(items, "the least length")).toBeCloseTo(1 / 4);
  });

  it("finds a key made the shortest everywhere", () => {
    const items = [item(["Hi.", "A much longer option here.", "Another long option here."], [0]), item(["A long one indeed.", "Ok.", "Longer still than that."], [1])];
    expect(rate(items, "the least length")).toBe(1);
    expect(rate(items, "the most length")).toBe(0);
  });

  it("counts sentences, questions, X-or-Y offers, feeling words with stems, commands, negations, capitals and You", () => {
    expect(feature("Stop. Now. Enough!", "sentences")).toBe(3);
    expect(feature("Red cup or blue cup?", "X or Y? offer")).toBe(1);
    expect(feature("Red cup. Or not.", "X or Y? offer")).toBe(0);
    expect(feature("You feel frustrated and a bit sad.", "feeling words")).toBe(3);
    expect(feature("Stop that right now, you always do this.", "commands and absolutes")).toBe(4);
    expect(feature("I won't let you, it's not okay.", "negations")).toBe(2);
    expect(feature("That's IT! No TV for a week!", "capitals")).toBe(2);
    expect(feature("You're allowed to be cross.", "opens with You")).toBe(1);
    expect(feature("¿Rojo o azul?", "X or Y? offer", "es")).toBe(1);
    expect(feature("Tu es très déçu.", "feeling words", "fr")).toBe(1);
    expect(feature("Du bist enttäuscht, oder?", "opens with You", "de")).toBe(1);
  });

  it("counts pet names said to the child, not the same words used otherwise, in every language", () => {
    expect(feature("Oh, love. Tomorrow I'll buy a whole bunch.", "endearments")).toBe(1);
    expect(feature("Bedtime's seven, sweetheart, like every night. Sweetheart!", "endearments")).toBe(2);
    expect(feature("I love you. Love you lots, and I love it when you help.", "endearments")).toBe(0);
    expect(feature("Ay, cariño, ya lo sé.", "endearments", "es")).toBe(1);
    expect(feature("Je sais, mon cœur.", "endearments", "fr")).toBe(1);
    expect(feature("Ach Schatz, ich weiß.", "endearments", "de")).toBe(1);
    expect(feature("Eine kleine Pause, dann weiter.", "endearments", "de")).toBe(0);
  });

  it("marks an option that opens with a soft sound, after any quote, and not a word that merely begins with one", () => {
    expect(feature('"Oh, I know, you wanted them."', "opens with an interjection")).toBe(1);
    expect(feature("Okay, okay. Just one more.", "opens with an interjection")).toBe(1);
    expect(feature("Okra is on the plate, and that's fine.", "opens with an interjection")).toBe(0);
    expect(feature("I know. Oh, it's hard.", "opens with an interjection")).toBe(0);
    expect(feature("« Oh là là, ma puce. »", "opens with an interjection", "fr")).toBe(1);
    expect(feature("¡Ay, qué pena!", "opens with an interjection", "es")).toBe(1);
    expect(feature("„Ach, komm her.“", "opens with an interjection", "de")).toBe(1);
  });

  it("a surface rule that always points at the key finds it every time", () => {
    const items = [item(["Is it hard?", "It is fine.", "Go on then."], [0]), item(["Let's go.", "Shall we look?", "Hurry."], [1])];
    expect(rate(items, "the most question mark")).toBe(1);
  });
});

describe("the surface model, one unit left out", () => {
  // Units whose keys always ask a question, with filler of varied lengths: a learnable tell.
  const tellUnits: JudgedUnit[] = Array.from({ length: 8 }, (_, u) => ({
    unit: `unit ${u}`,
    items: Array.from({ length: 4 }, (_, i) => {
      const key = (u + i) % 3;
      const options = ["We could tidy up together.", "Time for bed now, love.", "Let me help with the shoes."].map((text, index) =>
        index === key ? `${text.slice(0, -1)}, shall we?` : text,
      );
      return item(options, [key], `unit ${u} · ${i}`);
    }),
  }));

  it("learns a tell the other units share and finds the held-out unit's keys", () => {
    expect(leaveOneOutModel(tellUnits, "en")).toBeGreaterThan(0.9);
  });

  it("finds no more than chance where nothing on the surface tells the key", () => {
    const blind: JudgedUnit[] = tellUnits.map((unit) => ({
      unit: unit.unit,
      items: unit.items.map((each) => item(["Same words.", "Same words.", "Same words."], each.keys)),
    }));
    expect(leaveOneOutModel(blind, "en")).toBeCloseTo(1 / 3);
  });

  it("judges lessons and stories apart only when each has enough items", () => {
    const few = judgementGroups(tellUnits.slice(0, 4), tellUnits.slice(4), "en", { l2: 0.01, iterations: 20, rate: 0.5 });
    expect(few.map((group) => group.group)).toEqual(["lessons and stories"]);
    expect(few[0]!.items).toBe(32);
    expect(MIN_ITEMS_APART).toBe(60);
  });
});
