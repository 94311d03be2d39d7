import type { Character } from "../content/cast-names";

/**
 * Who each name in a lesson stands for (content/cast.md): the children of the cast, and a child's own grown-ups for
 * that child (Ama and Grandma Ruth are Dot's, Gran Hettie is Ash's, Mama Lin is Zo's). Growler, Nana Moss and Teacher
 * Bo are grown-ups around every child, so they make no lesson theirs.
 */
const NAMES: readonly [RegExp, Character][] = [
  [/\b(?:Ama|Grandma Ruth)\b/g, "dot"],
  [/\bGran Hettie\b/g, "ash"],
  [/\bMama Lin\b/g, "zo"],
  [/\bPip\b/g, "pip"],
  [/\bZo\b/g, "zo"],
  [/\bBean\b/g, "bean"],
  [/\bKit\b/g, "kit"],
  [/\bTully\b/g, "tully"],
  [/\bDot\b/g, "dot"],
  [/\bRumi\b/g, "rumi"],
  [/\bAsh\b/g, "ash"],
  [/\bJuno\b/g, "juno"],
];

/**
 * The child a lesson is about, drawn on its intro, its teaching cards and its celebration: the child of the cast its
 * texts name most often (the first in NAMES on a tie); undefined for a lesson that names none. Names read the same in
 * every language (docs/translating.md), so every language's copy finds the same child.
 */
export function lessonCharacter(texts: string): Character | undefined {
  let best: { character: Character; count: number } | undefined;
  const counts = new Map<Character, number>();
  for (const [pattern, character] of NAMES) {
    counts.set(character, (counts.get(character) ?? 0) + (texts.match(pattern)?.length ?? 0));
  }
  for (const [character, count] of counts) if (count > 0 && (!best || count > best.count)) best = { character, count };
  return best?.character;
}
