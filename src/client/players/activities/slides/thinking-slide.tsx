import type { SlideLessonContent } from "@shared/content/content-schemas";
import { InfoBlockCard, SlideHeading, SlideTop } from "./slide-parts";

type ThinkingSlideContent = Extract<SlideLessonContent["slides"][number], { type: "thinking" }>;

/**
 * docs/lesson-players.md#slide-lessons thinking: the two blocks are titled by their place unless the content titles
 * them.
 */
const BLOCK_TITLES = ["Why It Works", "Why It Doesn't Work"];

export function ThinkingSlide({ slide }: { slide: ThinkingSlideContent }) {
  return (
    <div className="flex flex-col gap-5">
      <SlideTop illustration={slide.illustration}>
        <SlideHeading>{slide.heading ?? "Why This Works?"}</SlideHeading>
      </SlideTop>
      <div className="grid gap-4 sm:grid-cols-2">
        {slide.infoBlocks.map((block, index) => (
          <InfoBlockCard
            key={index}
            title={block.title ?? BLOCK_TITLES[index]}
            text={block.text}
            color={block.color ?? (index === 0 ? "green" : "red")}
            position={index}
          />
        ))}
      </div>
      <div className="rounded-card border-2 border-dashed border-brand p-5">
        <p className="text-sm font-bold tracking-wide text-ink-soft uppercase">Think about it</p>
        <p className="mt-1 text-lg leading-relaxed font-semibold">{slide.thinkingPrompt}</p>
      </div>
    </div>
  );
}
