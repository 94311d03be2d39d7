import type { Illustration } from "../activities/slides/slide-illustration";

/** One page of an intro slideshow (spec §2.4). */
export interface IntroPage {
  heading: string;
  text: string;
  illustration: Illustration;
}

/**
 * Lesson title → the slideshow shown before the lesson, whatever player plays it (spec §2.1 "Special cases by
 * lesson title", §2.4). "Snack Attack" opens inside its own player.
 */
export const INTRO_SLIDESHOWS: Record<string, readonly IntroPage[]> = {
  "Validating Emotional Moments": [
    {
      heading: "Meet Pip",
      text: "This is Pip. Pip is about four: small, round, blue, and full of big feelings that arrive fast and leave fast.",
      illustration: { character: "pip", mood: "happy", alt: "Pip waves hello with a wide smile" },
    },
    {
      heading: "The Scene Unfolds",
      text: "Something small goes wrong, and to Pip it feels enormous. Tears, shouting, maybe a stamp of the foot. You're tired too, and the clock is ticking.",
      illustration: { character: "pip", mood: "sad", alt: "Pip stands with fists clenched, tears on both cheeks" },
    },
    {
      heading: "Pip Needs You",
      text: "Before any fixing, Pip needs to hear that you see the feeling. Let's practise saying \"I see you\" first. You're already doing the hard part by being here.",
      illustration: { character: "pip", mood: "calm", alt: "Pip leans in for a hug, eyes closed, calmer now" },
    },
  ],
  "Helping Your Child Make Choices": [
    {
      heading: "Meet Zo",
      text: "This is Zo, Pip's friend. Zo is about seven and loves being in charge: making the rules of the game, picking the snack, doing it MYSELF.",
      illustration: { character: "zo", mood: "proud", alt: "Zo stands tall with hands on hips, grinning" },
    },
    {
      heading: "Choices Choices",
      text: "The park trip is rained off, and Zo has a new plan: TV all afternoon. You have a different plan. An order starts a tug of war; an open question hands Zo the whole world.",
      illustration: { character: "zo", mood: "cross", alt: "Zo frowns at the rainy window, arms folded" },
    },
    {
      heading: "Teaching Power Wisely",
      text: "Zo doesn't need all the power, or none of it. Two small, real choices you're happy with give Zo a say while the limit stays yours. Let's see how that plays out.",
      illustration: { character: "zo", mood: "happy", alt: "Zo smiles, holding up two fingers to pick between two ideas" },
    },
  ],
};

export function introSlideshowFor(title: string): readonly IntroPage[] | undefined {
  return Object.hasOwn(INTRO_SLIDESHOWS, title) ? INTRO_SLIDESHOWS[title] : undefined;
}
