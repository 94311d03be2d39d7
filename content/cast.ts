/*
 * content/cast.md as data: each child's age, family words, homes and family form, read from the "Facts" line of the
 * child's section, and the checks that hold every lesson and story to them (the one-family rule of
 * docs/content-guide.md#one-family).
 */

/** The cast sheet's file name inside the content folder. */
export const CAST_SHEET = "cast.md";

export interface CastMember {
  name: string;
  /** Age in years, as a range (a toddler of "nearly two" is 1–2; a baby is 0). */
  age: { min: number; max: number };
  /** How many of each family kind the child has (kinds: see FAMILY_KINDS). */
  family: Map<FamilyKind, number>;
  homes: number;
  /** The family form the child's home names, as content-rules' FAMILY_FORMS spells it; null for none. */
  form: string | null;
}

/** The family words a text may put after a child's name, grouped by who they name. */
export const FAMILY_KINDS = {
  mum: ["mum", "mummy", "mom", "mommy", "mama", "mam", "mother"],
  dad: ["dad", "daddy", "papa", "father", "pop", "baba"],
  grandparent: ["nana", "nan", "gran", "granny", "grandma", "grandpa", "grandad", "granddad", "grandparent", "grandmother", "grandfather"],
  foster: ["foster carer", "foster parent", "foster mum", "foster dad"],
  step: ["stepdad", "stepmum", "step-parent", "stepparent", "stepfather", "stepmother"],
  partner: ["partner"],
  sibling: ["sibling", "brother", "sister", "baby brother", "baby sister", "big brother", "big sister"],
} as const;
export type FamilyKind = keyof typeof FAMILY_KINDS;

const WORD_KIND = new Map<string, FamilyKind>(
  Object.entries(FAMILY_KINDS).flatMap(([kind, words]) => words.map((word) => [word, kind as FamilyKind] as const)),
);
/** Longest first, so "foster carer" wins over a shorter word. */
const FAMILY_WORDS = [...WORD_KIND.keys()].sort((a, b) => b.length - a.length);

const NUMBER_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen"];

function numberOf(word: string): number | null {
  if (/^\d+$/.test(word)) return Number(word);
  const index = NUMBER_WORDS.indexOf(word.toLowerCase());
  return index === -1 ? null : index;
}

export class CastError extends Error {}

/** Reads every "## Name …" section that has a "- **Facts:** …" line. A malformed line is an error, not a skip. */
export function castFacts(markdown: string): CastMember[] {
  const members: CastMember[] = [];
  for (const section of markdown.split(/^## /m).slice(1)) {
    const name = /^([A-Z][\w]*(?: [A-Z][\w]*)?)/.exec(section)?.[1];
    const line = /^- \*\*Facts:\*\*(.*)$/m.exec(section)?.[1];
    if (!name || line === undefined) continue;
    const fields = new Map(
      line.split("·").map((part) => {
        const match = /^\s*(age|family|homes|form):?\s*(.*?)\s*$/.exec(part);
        if (!match) throw new CastError(`cast.md, ${name}: cannot read "${part.trim()}" (age, family, homes or form)`);
        return [match[1]!, match[2]!] as const;
      }),
    );
    const age = /^(\d+)(?:\s*[–-]\s*(\d+))?$/.exec(fields.get("age") ?? "");
    if (!age) throw new CastError(`cast.md, ${name}: the Facts line needs "age N" or "age N–M"`);
    const family = new Map<FamilyKind, number>();
    for (const word of (fields.get("family") ?? "").split(",").map((w) => w.trim().toLowerCase()).filter(Boolean)) {
      const kind = WORD_KIND.get(word);
      if (!kind) throw new CastError(`cast.md, ${name}: unknown family word "${word}"`);
      family.set(kind, (family.get(kind) ?? 0) + 1);
    }
    const homes = Number(fields.get("homes") ?? "1");
    if (!Number.isInteger(homes) || homes < 1) throw new CastError(`cast.md, ${name}: homes must be 1 or more`);
    members.push({ name, age: { min: Number(age[1]), max: Number(age[2] ?? age[1]) }, family, homes, form: fields.get("form") || null });
  }
  return members;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Where a text gives a child a family, age or home the cast sheet does not: "Pip's other dad", "Pip's foster carer",
 * "Pip's two homes", "Zo is nine". Each break reads `Name: "the words"`.
 */
export function familyBreaks(texts: readonly string[], cast: readonly CastMember[]): string[] {
  const breaks: string[] = [];
  for (const member of cast) {
    const name = escape(member.name);
    const possessive = new RegExp(
      String.raw`\b${name}['’]s\s+(other\s+|two\s+|second\s+|new\s+)?(${FAMILY_WORDS.map(escape).join("|")}|homes?|houses?|flat)s?\b`,
      "gi",
    );
    const ageWords = String.raw`(\d{1,2}|${NUMBER_WORDS.join("|")})`;
    const ages = [
      new RegExp(String.raw`\b${ageWords}-year-old\s+${name}\b`, "gi"),
      new RegExp(
        String.raw`\b${name},?\s+(?:is|who is|who's|aged|age|turns|turned|has just turned|is now|is only|is just)\s+${ageWords}(?=\s*(?:[,.!?;:)—–-]|$|years?\b|and a half\b|now\b|today\b))`,
        "gi",
      ),
      new RegExp(String.raw`\b${name}\s*\(${ageWords}\)`, "gi"),
    ];
    for (const text of texts) {
      for (const match of text.matchAll(possessive)) {
        // The name itself is matched case-sensitively ("Ash", not "ash").
        if (!match[0].startsWith(member.name)) continue;
        const qualifier = (match[1] ?? "").trim().toLowerCase();
        const word = match[2]!.toLowerCase();
        if (/^(homes?|houses?|flat)$/.test(word)) {
          const many = qualifier === "other" || qualifier === "two" || qualifier === "second" || word === "homes" || word === "houses";
          if (many && member.homes < 2) breaks.push(`${member.name}: "${match[0]}" (one home in cast.md)`);
          continue;
        }
        const kind = WORD_KIND.get(word) ?? WORD_KIND.get(word.replace(/s$/, ""));
        if (!kind) continue;
        const have = member.family.get(kind) ?? 0;
        const wants = qualifier === "other" || qualifier === "two" || qualifier === "second" ? 2 : 1;
        if (kind === "sibling" && have > 0) continue;
        if (have < wants) breaks.push(`${member.name}: "${match[0]}" (cast.md: ${describeFamily(member)})`);
      }
      for (const pattern of ages) {
        for (const match of text.matchAll(pattern)) {
          if (!match[0].includes(member.name)) continue;
          const years = numberOf(match[1]!);
          if (years !== null && (years < member.age.min || years > member.age.max))
            breaks.push(`${member.name}: "${match[0]}" (age ${member.age.min === member.age.max ? member.age.min : `${member.age.min}–${member.age.max}`} in cast.md)`);
        }
      }
    }
  }
  return breaks;
}

function describeFamily(member: CastMember): string {
  return [...member.family].map(([kind, count]) => (count > 1 ? `${count} ${kind}` : kind)).join(", ") || "no family words";
}

/** The cast members a text names (by whole name). */
export function castNamed(texts: readonly string[], cast: readonly CastMember[]): CastMember[] {
  return cast.filter((member) => {
    const pattern = new RegExp(String.raw`\b${escape(member.name)}\b`);
    return texts.some((text) => pattern.test(text));
  });
}

/**
 * Names that read the same in every language (docs/translating.md#lessons-and-stories): each section's name in the cast
 * sheet ("## Nana Moss (the grandparent)"), the grown-ups named beside them, and the product.
 */
export function unchangingNames(markdown: string): string[] {
  const sections = [...markdown.matchAll(/^## ([^(\n]+?)\s*(?:\(|$)/gm)].map((match) => match[1]!.trim());
  // "Teacher Bo" is "Profe Bo" in Spanish: the last word is the name, the full heading too.
  const names = sections.flatMap((name) => [name, name.split(" ").at(-1)!]);
  return [...new Set([...names, "Growly", "Lin", "Jo", "Dee", "Sam", "Ama", "Lee", "Ruth", "Hettie", "Mika", "XP"])];
}
