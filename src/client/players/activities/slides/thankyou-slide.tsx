import { Trans, useLingui } from "@lingui/react/macro";
import type { SlideLessonContent } from "@shared/content/content-schemas";
import { thankYouLine } from "@shared/rules/labels";
import { SlideIllustration } from "./slide-illustration";
import { SlideHeading } from "./slide-parts";

type ThankyouSlideContent = Extract<SlideLessonContent["slides"][number], { type: "thankyou" }>;

/**
 * docs/lesson-players.md#slide-lessons thankyou: a trophy, the heading, the XP earned, and a completion line that says
 * "Achievement Unlocked!" only when the lesson earned a badge (the player cannot know that before the completion is
 * saved, so it says the lesson is finished; the celebration names any badge).
 */
export function ThankyouSlide({
  slide,
  xp,
  cardText,
  newBadges,
}: {
  slide: ThankyouSlideContent;
  xp: number;
  cardText?: string;
  newBadges?: readonly string[];
}) {
  const { i18n } = useLingui();
  return (
    <div className="flex flex-col items-center gap-5 text-center">
      <div className="flex items-center gap-3">
        <span aria-hidden="true" className="grid size-24 place-items-center rounded-pill bg-level-orange-soft text-6xl motion-safe:animate-bob">
          🏆
        </span>
        {slide.illustration ? <SlideIllustration illustration={slide.illustration} shape="square" /> : null}
      </div>
      <SlideHeading>{slide.heading}</SlideHeading>
      {cardText ? <p className="text-lg leading-relaxed">{cardText}</p> : null}
      <div className="flex w-full max-w-xs flex-col items-center rounded-card border-2 border-brand bg-brand-soft p-5 text-ink">
        <p className="text-sm font-bold tracking-wide uppercase">
          <Trans comment="Label above the XP the lesson earned, e.g. +20">XP Earned</Trans>
        </p>
        <p className="text-5xl font-extrabold tabular-nums">+{i18n.number(xp)}</p>
        <p className="font-semibold">
          <Trans comment="Label under the XP the lesson earned (what XP stands for)">Experience Points</Trans>
        </p>
      </div>
      <p className="rounded-pill bg-level-green-soft px-4 py-1.5 font-bold text-ink">{i18n._(thankYouLine(newBadges))}</p>
    </div>
  );
}
