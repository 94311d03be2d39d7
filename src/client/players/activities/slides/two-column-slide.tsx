import type { SlideLessonContent } from "@shared/content/content-schemas";
import { SlideIllustration } from "./slide-illustration";

type TwoColumnSlideContent = Extract<SlideLessonContent["slides"][number], { type: "twoColumn" }>;

/** docs/lesson-players.md#slide-lessons twoColumn: the learning goal in a green box, the theme in a red one. */
export function TwoColumnSlide({ slide }: { slide: TwoColumnSlideContent }) {
  const boxes = [
    { box: slide.leftContainer, tone: "border-level-green bg-level-green-soft" },
    { box: slide.rightContainer, tone: "border-danger bg-danger-soft" },
  ];
  return (
    <div className="flex flex-col gap-5">
      {slide.illustration ? <SlideIllustration illustration={slide.illustration} shape="square" className="self-center" /> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {boxes.map(({ box, tone }, index) => (
          <section key={index} className={`rounded-card border-2 p-5 text-ink ${tone}`}>
            {/* The first box names the slide for the focus move; both are h2 so neither outranks the other. */}
            <h2 tabIndex={-1} data-slide-heading={index === 0 ? "" : undefined} className="text-xl font-extrabold focus:outline-none">
              {box.heading}
            </h2>
            <p className="mt-2 leading-relaxed">{box.description}</p>
          </section>
        ))}
      </div>
    </div>
  );
}
