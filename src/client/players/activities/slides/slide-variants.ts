import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { SlideLessonContent } from "@shared/content/content-schemas";

/**
 * The three ways one slide player lays out a lesson (docs/lesson-players.md#player-kinds;
 * docs/code-style.md#players-and-content): authored (docs/lesson-players.md#slide-lessons), card
 * (docs/lesson-players.md#card-layout) and template (docs/lesson-players.md#slide-lessons "generic template").
 */
export interface SlideVariant {
  /** "slides": fixed Next/Finish and a feedback popup; "card": Slide N of M, Start Lesson/Continue, inline feedback. */
  chrome: "slides" | "card";
  /** Heading of the tips slide when the content names none (shown with `i18n._`). */
  tipsHeading: MessageDescriptor;
  /** Whether "← Previous" shows from the second slide on. */
  showPrevious: boolean;
  /** Whether the intro's second paragraph (after the "|") is shown in green. */
  greenSecondParagraph: boolean;
  /** How many info blocks the info slide shows (docs/lesson-players.md#card-layout: it shows at most 3). */
  maxInfoBlocks: number;
}

export type SlideLayout = NonNullable<SlideLessonContent["layout"]>;

const GROWLER_TIPS = msg({ message: "Growler Tips", comment: "Heading of the tips slide; Growler is a character's name" });
const MONSTER_TIPS = msg({ message: "MONSTER TIPS", comment: "Heading of the tips slide, in capitals" });

export const SLIDE_LAYOUTS: Record<SlideLayout, SlideVariant> = {
  authored: { chrome: "slides", tipsHeading: GROWLER_TIPS, showPrevious: true, greenSecondParagraph: true, maxInfoBlocks: 4 },
  card: { chrome: "card", tipsHeading: GROWLER_TIPS, showPrevious: false, greenSecondParagraph: false, maxInfoBlocks: 3 },
  template: { chrome: "slides", tipsHeading: MONSTER_TIPS, showPrevious: false, greenSecondParagraph: false, maxInfoBlocks: 4 },
};

/** A lesson's layout: its play data (content/lessons/*.json "play.slideLayout"), else its content's, else authored. */
export function slideVariantFor(playLayout: SlideLayout | undefined, contentLayout?: SlideLayout): SlideVariant {
  return SLIDE_LAYOUTS[playLayout ?? contentLayout ?? "authored"];
}
