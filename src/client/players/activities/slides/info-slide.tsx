import type { SlideLessonContent } from "@shared/content/content-schemas";
import { InfoBlockCard, SlideHeading, SlideTop } from "./slide-parts";

type InfoSlideContent = Extract<SlideLessonContent["slides"][number], { type: "info" }>;

/**
 * docs/lesson-players.md#slide-lessons info: what goes on inside the child, in up to four coloured blocks (three in the
 * card layout).
 */
export function InfoSlide({ slide, maxBlocks }: { slide: InfoSlideContent; maxBlocks: number }) {
  return (
    <div className="flex flex-col gap-5">
      <SlideTop illustration={slide.illustration}>
        <SlideHeading>{slide.heading}</SlideHeading>
      </SlideTop>
      <div className="grid gap-4 sm:grid-cols-2">
        {slide.infoBlocks.slice(0, maxBlocks).map((block, index) => (
          <InfoBlockCard key={index} title={block.title} text={block.text} color={block.color} position={index} />
        ))}
      </div>
    </div>
  );
}
