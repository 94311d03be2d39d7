import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef } from "react";
import { PROGRESS_COUNT } from "@client/lib/readable-parts";
import type { IntroPage } from "@shared/content/play-schema";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { cn } from "../../lib/cn";
import { SlideIllustration } from "../activities/slides/slide-illustration";

interface IntroSlideshowProps {
  pages: readonly IntroPage[];
  /** The page shown (the lesson frame keeps it, so a reload lands on the same page). */
  index: number;
  /** "Next", and on the last page "Begin Lesson" (docs/lesson-players.md#intros). */
  onNext: () => void;
  /** Whether the page heading takes focus (after a move, not on arrival). */
  focus: boolean;
}

/** docs/lesson-players.md#intros: one page per click, "Next", then "Begin Lesson", which starts the lesson. */
export function IntroSlideshow({ pages, index, onNext, focus }: IntroSlideshowProps) {
  const { t } = useLingui();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const page = pages[index];
  const pageNumber = index + 1;
  const pageCount = pages.length;
  const last = index >= pages.length - 1;

  useEffect(() => {
    if (focus) headingRef.current?.focus();
  }, [index, focus]);

  if (!page) return null;
  return (
    <section aria-label={t`Before the lesson`} className="mx-auto w-full max-w-2xl text-ink">
      <Card className="flex flex-col gap-5">
        <SlideIllustration illustration={page.illustration} shape="wide" />
        <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-extrabold focus:outline-none sm:text-3xl">
          {page.heading}
        </h2>
        <p className="text-lg leading-relaxed">{page.text}</p>
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
          <p {...PROGRESS_COUNT} className="flex items-center gap-2 text-sm font-semibold text-ink-soft">
            <span aria-hidden="true" className="flex gap-1.5">
              {pages.map((_, dot) => (
                <span key={dot} className={cn("size-2.5 rounded-pill", dot === index ? "bg-brand" : "bg-line")} />
              ))}
            </span>
            <Trans comment="Which intro page this is, e.g. 2 of 4">
              {pageNumber} of {pageCount}
            </Trans>
          </p>
          <Button size="lg" onClick={onNext}>
            {last ? (
              <Trans comment="Button on the intro's last page: starts the lesson">Begin Lesson</Trans>
            ) : (
              <Trans comment="Button: the next intro page">Next</Trans>
            )}
          </Button>
        </div>
      </Card>
    </section>
  );
}
