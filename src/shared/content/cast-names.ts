/* Without zod, so a screen can name the cast without loading the content schemas. */

/** The cast of content/cast.md; each may appear in a lesson's pictures. */
export const CHARACTERS = [
  "pip",
  "zo",
  "growler",
  "bean",
  "nana-moss",
  "teacher-bo",
  "kit",
  "tully",
  "dot",
  "rumi",
  "ash",
  "juno",
] as const;
export type Character = (typeof CHARACTERS)[number];
/** Each of the cast as content and screens name them; a picture's alt text names the one it draws. */
export const CHARACTER_NAMES: Record<Character, string> = {
  pip: "Pip",
  zo: "Zo",
  growler: "Growler",
  bean: "Bean",
  "nana-moss": "Nana Moss",
  "teacher-bo": "Teacher Bo",
  kit: "Kit",
  tully: "Tully",
  dot: "Dot",
  rumi: "Rumi",
  ash: "Ash",
  juno: "Juno",
};
