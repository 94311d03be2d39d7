import { useEffect, useRef } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { LeadCard } from "@shared/content/curriculum-schema";
import type { Character } from "@shared/content/cast-names";
import { LessonCharacter } from "@client/components/art/monsters";
import { Button } from "@client/components/ui/button";
import { Card } from "@client/components/ui/card";
import { PROGRESS_COUNT } from "@client/lib/readable-parts";
import { LeadCheck } from "../lead-check";

/** One teaching card before the activity: a scene, the idea, the words to use. */
export function LeadCardView({
  card,
  character,
  index,
  count,
  focus,
  answered,
  onAnswer,
  onBack,
  onNext,
}: {
  card: LeadCard;
  /** The child the lesson is about, drawn beside each card's heading. */
  character: Character | undefined;
  index: number;
  count: number;
  focus: boolean;
  /** The option picked in the card's check, once answered. */
  answered: number | undefined;
  onAnswer: (choice: number) => void;
  onBack?: () => void;
  onNext: () => void;
}) {
  const { t } = useLingui();
  const heading = useRef<HTMLHeadingElement>(null);
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!focus) return;
    // The card comes into view from its top, its count and title below the lesson's sticky bar (scroll-mt: up to
    // three rows on a phone with the listening controls, one from sm up), not scrolled under it as focusing the title
    // alone would leave it.
    heading.current?.focus({ preventScroll: true });
    section.current?.scrollIntoView?.({ block: "start" });
  }, [index, focus]);
  const cardNumber = index + 1;
  const paragraphs = card.body.split(/\n\s*\n/).filter((paragraph) => paragraph.trim() !== "");
  return (
    <section ref={section} aria-label={t`Before you practise`} className="flex scroll-mt-40 flex-col gap-4 sm:scroll-mt-20">
      <Card className="flex flex-col gap-4">
        <div className="flex items-center gap-3 sm:gap-4">
          <LessonCharacter character={character} mood={index === 0 ? "happy" : "calm"} className="hidden size-16 shrink-0 sm:block" />
          <div className="min-w-0">
            <p {...PROGRESS_COUNT} className="text-sm font-bold text-ink-soft">
              <Trans comment="Which teaching card this is, e.g. 2 of 3">
                {cardNumber} of {count}
              </Trans>
            </p>
            <h2 ref={heading} tabIndex={-1} className="text-xl leading-tight font-extrabold focus:outline-none sm:text-2xl">
              {card.heading}
            </h2>
          </div>
        </div>
        {paragraphs.map((paragraph, at) => (
          <p key={at} className="text-lg leading-relaxed whitespace-pre-line">
            {paragraph}
          </p>
        ))}
      </Card>
      {card.check ? <LeadCheck key={index} check={card.check} answered={answered} onAnswer={onAnswer} /> : null}
      {/* In reach at the foot of the screen however long the card (docs/product-rules.md#words-whole-and-the-main-action-in-reach). */}
      <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap gap-3 bg-paper/95 px-4 py-3 pb-[calc(0.75rem+env(safe-area-inset-bottom))] backdrop-blur sm:justify-end">
        {onBack ? (
          <Button variant="secondary" size="lg" onClick={onBack}>
            <Trans comment="Button: the previous teaching card">Back</Trans>
          </Button>
        ) : null}
        <Button size="lg" className="flex-1 sm:flex-none" disabled={card.check !== undefined && answered === undefined} onClick={onNext}>
          {cardNumber < count ? (
            <Trans comment="Button: the next teaching card">Next</Trans>
          ) : (
            <Trans comment="Button after the last teaching card: starts the activity">Let's practise</Trans>
          )}
        </Button>
      </div>
    </section>
  );
}
