import { useEffect, useRef, useState } from "react";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { cn } from "../../lib/cn";
import { SlideIllustration } from "../activities/slides/slide-illustration";
import type { IntroPage } from "./intro-slideshows";

/** Spec §2.4, §4.5: one page per click, "Next", then "Begin Lesson", which fires the continue callback. */
export function IntroSlideshow({ pages, onContinue }: { pages: readonly IntroPage[]; onContinue: () => void }) {
  const [index, setIndex] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const page = pages[index];
  const last = index >= pages.length - 1;

  useEffect(() => {
    // After Next the new page's heading takes focus so it is read out; not on arrival.
    if (moved.current) headingRef.current?.focus();
  }, [index]);

  if (!page) return null;
  return (
    <section aria-label="Before the lesson" className="mx-auto w-full max-w-2xl text-ink">
      <Card className="flex flex-col gap-5">
        <SlideIllustration illustration={page.illustration} shape="wide" />
        <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-extrabold focus:outline-none sm:text-3xl">
          {page.heading}
        </h2>
        <p className="text-lg leading-relaxed">{page.text}</p>
        <div className="flex items-center justify-between gap-4">
          <p className="flex items-center gap-2 text-sm font-semibold text-ink-soft">
            <span aria-hidden="true" className="flex gap-1.5">
              {pages.map((_, dot) => (
                <span key={dot} className={cn("size-2.5 rounded-pill", dot === index ? "bg-brand" : "bg-line")} />
              ))}
            </span>
            {index + 1} of {pages.length}
          </p>
          <Button
            size="lg"
            onClick={() => {
              if (last) onContinue();
              else {
                moved.current = true;
                setIndex(index + 1);
              }
            }}
          >
            {last ? "Begin Lesson" : "Next"}
          </Button>
        </div>
      </Card>
    </section>
  );
}
