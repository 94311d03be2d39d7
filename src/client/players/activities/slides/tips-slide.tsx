import type { MessageDescriptor } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { PROGRESS_COUNT } from "@client/lib/readable-parts";
import type { SlideLessonContent } from "@shared/content/content-schemas";
import { Growler } from "@client/components/art/monsters";
import { cn } from "@client/lib/cn";
import { SlideIllustration } from "./slide-illustration";
import { SlideHeading } from "./slide-parts";
import { TipsToView } from "../activity-parts";

type TipsSlideContent = Extract<SlideLessonContent["slides"][number], { type: "tips" }>;
type Tip = SlideLessonContent["tips"][number];

function TipsTop({ slide, heading }: { slide: TipsSlideContent; heading: MessageDescriptor }) {
  const { i18n } = useLingui();
  return (
    <div className="flex items-center gap-4">
      {slide.illustration ? (
        <SlideIllustration illustration={slide.illustration} shape="square" />
      ) : (
        <Growler mood="happy" className="size-20 shrink-0 sm:size-24" />
      )}
      <SlideHeading>{slide.heading ?? i18n._(heading)}</SlideHeading>
    </div>
  );
}

interface TipsCarouselProps {
  slide: TipsSlideContent;
  heading: MessageDescriptor;
  tips: Tip[];
  tipIndex: number;
  viewedTips: ReadonlySet<number>;
  onShowTip: (tip: number) => void;
}

/**
 * The carousel's round arrow buttons: they step through the tips, while the slide's own Previous / Next below move
 * between slides, so the slide never shows two Previous / Next pairs.
 */
function TipArrow({ label, disabled, onClick, direction }: { label: string; disabled: boolean; onClick: () => void; direction: "back" | "forward" }) {
  return (
    <button
      type="button"
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
      className="grid size-12 shrink-0 place-items-center rounded-pill border-2 border-level-green bg-surface text-ink hover:bg-level-green-soft disabled:opacity-40"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6 rtl:-scale-x-100" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round">
        <path d={direction === "back" ? "M15 5l-7 7 7 7" : "M9 5l7 7-7 7"} />
      </svg>
    </button>
  );
}

/**
 * docs/lesson-players.md#slide-lessons tips and docs/lesson-players.md#answer-rules: one tip at a time, Previous/Next
 * clamped at the ends, dots, and every tip seen before Next.
 */
export function TipsCarousel({ slide, heading, tips, tipIndex, viewedTips, onShowTip }: TipsCarouselProps) {
  const count = tips.length;
  const viewedCount = Math.min(viewedTips.size, count);
  const { t } = useLingui();
  const tipNumber = tipIndex + 1;
  return (
    <div className="flex flex-col gap-5">
      <TipsTop slide={slide} heading={heading} />
      <TipsToView count={count} />
      <div className="flex min-h-40 flex-col justify-center rounded-card border-2 border-level-green bg-level-green-soft p-6 text-ink">
        <p aria-live="polite" className="text-lg leading-relaxed font-semibold">
          {tips[tipIndex]?.text}
        </p>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <TipArrow label={t`Previous tip`} disabled={tipIndex === 0} onClick={() => onShowTip(tipIndex - 1)} direction="back" />
        <div className="flex flex-col items-center gap-2">
          <div aria-hidden="true" className="flex gap-1.5">
            {tips.map((_, index) => (
              <span
                key={index}
                className={cn(
                  "size-2.5 rounded-pill",
                  index === tipIndex ? "bg-brand" : viewedTips.has(index) ? "bg-level-green" : "bg-line",
                )}
              />
            ))}
          </div>
          <p {...PROGRESS_COUNT} className="text-sm font-semibold text-ink-soft">
            <Trans comment="Which tip shows, e.g. Tip 2 of 6">
              Tip {tipNumber} of {count}
            </Trans>
          </p>
        </div>
        <TipArrow label={t`Next tip`} disabled={tipIndex >= count - 1} onClick={() => onShowTip(tipIndex + 1)} direction="forward" />
      </div>
      <p role="status" className="text-center font-semibold">
        {viewedCount >= count
          ? t`All tips viewed! You can now proceed.`
          : t({ message: `View all tips to continue (${viewedCount}/${count} viewed)`, comment: "How many of the tips the parent has seen, e.g. 2/6" })}
      </p>
    </div>
  );
}

/** docs/lesson-players.md#card-layout: the card layout shows every tip at once, in a grid. */
export function TipsGrid({ slide, heading, tips }: { slide: TipsSlideContent; heading: MessageDescriptor; tips: Tip[] }) {
  return (
    <div className="flex flex-col gap-5">
      <TipsTop slide={slide} heading={heading} />
      <ul className="grid gap-3 sm:grid-cols-2">
        {tips
          .filter((tip) => tip.text.trim().length > 0)
          .map((tip, index) => (
            <li key={index} className="rounded-card border-2 border-level-green bg-level-green-soft p-4 leading-relaxed text-ink">
              {tip.text}
            </li>
          ))}
      </ul>
    </div>
  );
}
