import type { BadgeTone } from "./ui/badge";

/**
 * Level colour accents (docs/screens.md#home): blue, purple, orange, green; anything else falls back to blue.
 * Coloured text only sits on light surfaces; in dark mode text turns to ink (AA contrast).
 */
export interface LevelAccent {
  tone: BadgeTone;
  /** Soft background for icon wells and banners. */
  soft: string;
  /** Text or icon colour on the page or a card (not on the soft colour: blue on blue-soft falls short of AA). */
  text: string;
  /** Solid stripe or dot; decoration only, never behind text. */
  solid: string;
  border: string;
  /** A level-title pill: ink on the soft colour. */
  badge: string;
}

const PILL = "inline-flex items-center rounded-pill px-3 py-0.5 text-sm font-semibold text-ink";

const ACCENTS: Record<"blue" | "purple" | "orange" | "green", LevelAccent> = {
  blue: {
    tone: "blue",
    soft: "bg-level-blue-soft",
    text: "text-level-blue dark:text-ink",
    solid: "bg-level-blue",
    border: "border-level-blue",
    badge: `${PILL} bg-level-blue-soft`,
  },
  purple: {
    tone: "purple",
    soft: "bg-level-purple-soft",
    text: "text-level-purple dark:text-ink",
    solid: "bg-level-purple",
    border: "border-level-purple",
    badge: `${PILL} bg-level-purple-soft`,
  },
  orange: {
    tone: "orange",
    soft: "bg-level-orange-soft",
    text: "text-level-orange dark:text-ink",
    solid: "bg-level-orange",
    border: "border-level-orange",
    badge: `${PILL} bg-level-orange-soft`,
  },
  green: {
    tone: "green",
    soft: "bg-level-green-soft",
    text: "text-level-green dark:text-ink",
    solid: "bg-level-green",
    border: "border-level-green",
    badge: `${PILL} bg-level-green-soft`,
  },
};

export function levelAccent(color: string | undefined): LevelAccent {
  return color && color in ACCENTS ? ACCENTS[color as keyof typeof ACCENTS] : ACCENTS.blue;
}
