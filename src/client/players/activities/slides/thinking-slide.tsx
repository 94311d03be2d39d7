import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { SlideLessonContent } from "@shared/content/content-schemas";
import { InfoBlockCard, SlideHeading, SlideTop } from "./slide-parts";

type ThinkingSlideContent = Extract<SlideLessonContent["slides"][number], { type: "thinking" }>;

/**
 * docs/lesson-players.md#slide-lessons thinking: the two blocks are titled by their place unless the content titles
 * them.
 */
const BLOCK_TITLES = [
  msg({ message: "Why It Works", comment: "Title of the block that explains why a parenting approach works" }),
  msg({ message: "Why It Doesn't Work", comment: "Title of the block that explains why a parenting approach doesn't work" }),
];

export function ThinkingSlide({ slide }: { slide: ThinkingSlideContent }) {
  const { i18n, t } = useLingui();
  const blockTitle = (index: number) => {
    const title = BLOCK_TITLES[index];
    return title ? i18n._(title) : undefined;
  };
  return (
    <div className="flex flex-col gap-5">
      <SlideTop illustration={slide.illustration}>
        <SlideHeading>{slide.heading ?? t({ message: "Why This Works?", comment: "Heading of a slide that explains why an approach works" })}</SlideHeading>
      </SlideTop>
      <div className="grid gap-4 sm:grid-cols-2">
        {slide.infoBlocks.map((block, index) => (
          <InfoBlockCard
            key={index}
            title={block.title ?? blockTitle(index)}
            text={block.text}
            color={block.color ?? (index === 0 ? "green" : "red")}
            position={index}
          />
        ))}
      </div>
      <div className="rounded-card border-2 border-dashed border-brand p-5">
        <p className="text-sm font-bold tracking-wide text-ink-soft uppercase">
          <Trans comment="Label above a question for the parent to think over">Think about it</Trans>
        </p>
        <p className="mt-1 text-lg leading-relaxed font-semibold">{slide.thinkingPrompt}</p>
      </div>
    </div>
  );
}
