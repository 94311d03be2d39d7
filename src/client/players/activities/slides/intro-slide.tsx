import type { SlideLessonContent } from "@shared/content/content-schemas";
import { Pip } from "@client/components/art/monsters";
import { cn } from "@client/lib/cn";
import { SlideIllustration } from "./slide-illustration";
import { SlideHeading } from "./slide-parts";

type IntroSlideContent = Extract<SlideLessonContent["slides"][number], { type: "intro" }>;

/**
 * docs/lesson-players.md#slide-lessons intro: a drawing, the heading, and the scene; "first|second" makes two
 * paragraphs.
 */
export function IntroSlide({ slide, greenSecondParagraph }: { slide: IntroSlideContent; greenSecondParagraph: boolean }) {
  const paragraphs = slide.description.split("|").map((part) => part.trim()).filter(Boolean);
  return (
    <div className="flex flex-col gap-5">
      {slide.illustration ? (
        <SlideIllustration illustration={slide.illustration} shape="wide" />
      ) : (
        <div className="flex aspect-[4/3] w-full items-center justify-center rounded-card bg-level-blue-soft sm:aspect-[16/9]">
          <Pip mood="happy" className="h-4/5 w-auto" />
        </div>
      )}
      <SlideHeading>{slide.heading}</SlideHeading>
      {paragraphs.map((paragraph, index) => (
        <p
          key={index}
          className={cn(
            "text-lg leading-relaxed",
            index === 1 && greenSecondParagraph && "font-semibold text-level-green dark:text-green-300",
          )}
        >
          {paragraph}
        </p>
      ))}
    </div>
  );
}
