import { useEffect, useRef, type ReactNode, type RefObject } from "react";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { SlideLessonContent } from "@shared/content/content-schemas";
import { Button } from "@client/components/ui/button";
import { Card } from "@client/components/ui/card";
import { ProgressBar } from "@client/components/ui/progress-bar";
import type { PlayerProps } from "../../types";
import { feedbackFor } from "./feedback";
import { FeedbackSheet } from "../../feedback-sheet";
import { FeedbackText } from "./feedback-text";
import { InfoSlide } from "./info-slide";
import { IntroSlide } from "./intro-slide";
import { McqSlide } from "./mcq-slide";
import { slideVariantFor, type SlideVariant } from "./slide-variants";
import { ThankyouSlide } from "./thankyou-slide";
import { ThinkingSlide } from "./thinking-slide";
import { TipsCarousel, TipsGrid } from "./tips-slide";
import { TwoColumnSlide } from "./two-column-slide";
import { slideProgress, useSlideLesson, type SlideLesson } from "./use-slide-lesson";

/** docs/lesson-players.md#card-layout: what the card layout's last slide says. */
export const CARD_THANK_YOU = msg`You've successfully completed this lesson on emotional validation and support!`;

/**
 * The one player of every slide lesson (docs/lesson-players.md#slide-lessons, docs/lesson-players.md#card-layout):
 * authored, card and template layouts are options from the variant table, chosen by the lesson's play data (or the
 * content's `layout`).
 */
/** The user-timing mark of a slide lesson taken over by its scripts. */
export const LESSON_READY_MARK = "growly:lesson-ready";

export function SlidePlayer({ lesson, content, onComplete, onProgress, saved, onStateChange }: PlayerProps<SlideLessonContent>) {
  const variant = slideVariantFor(lesson.play?.slideLayout, content.layout);
  const state = useSlideLesson({ content, variant, onComplete, onProgress, saved, onStateChange });
  const slideRef = useFocusOnSlideChange(state.index);
  // docs/lesson-players.md#content-shapes: the lesson's total XP, or the lesson record's xpReward when the content
  // names none.
  const xp = content.lessonInfo.totalXP ?? lesson.xpReward;
  const body = <SlideBody state={state} content={content} variant={variant} xp={xp} />;
  // When the lesson's controls answer taps: npm run audit:app reads it from first paint (docs/benchmarks.md).
  useEffect(() => {
    performance.mark(LESSON_READY_MARK);
  }, []);

  return (
    <section aria-label={lesson.title} className="mx-auto flex w-full max-w-3xl flex-1 flex-col gap-5 text-ink">
      {variant.chrome === "card" ? (
        <CardChrome state={state} slideRef={slideRef}>
          {body}
        </CardChrome>
      ) : (
        <SlidesChrome state={state} variant={variant} slideRef={slideRef}>
          {body}
        </SlidesChrome>
      )}
    </section>
  );
}

/** Moves focus to the new slide's heading after Next or Previous, so keyboard and screen reader users follow. */
function useFocusOnSlideChange(index: number) {
  const slideRef = useRef<HTMLDivElement>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    slideRef.current?.querySelector<HTMLElement>("[data-slide-heading]")?.focus();
  }, [index]);
  return slideRef;
}

function SlideBody({ state, content, variant, xp }: { state: SlideLesson; content: SlideLessonContent; variant: SlideVariant; xp: number }) {
  const { slide } = state;
  const card = variant.chrome === "card";
  const { i18n, t } = useLingui();
  switch (slide?.type) {
    case "intro":
      return <IntroSlide slide={slide} greenSecondParagraph={variant.greenSecondParagraph} />;
    case "twoColumn":
      return <TwoColumnSlide slide={slide} />;
    case "thinking":
      return <ThinkingSlide slide={slide} />;
    case "info":
      return <InfoSlide slide={slide} maxBlocks={variant.maxInfoBlocks} />;
    case "mcq":
      return (
        <McqSlide slide={slide} lookup={state.lookup!} selected={state.selected} onChoose={state.choose} />
      );
    case "tips":
      return card ? (
        <TipsGrid slide={slide} heading={variant.tipsHeading} tips={content.tips} />
      ) : (
        <TipsCarousel
          slide={slide}
          heading={variant.tipsHeading}
          tips={content.tips}
          tipIndex={state.tipIndex}
          viewedTips={state.viewedTips}
          onShowTip={state.showTip}
        />
      );
    case "thankyou":
      return <ThankyouSlide slide={slide} xp={xp} cardText={card ? i18n._(CARD_THANK_YOU) : undefined} />;
    default:
      // Only content that bypassed its schema gets here (docs/lesson-players.md#player-messages).
      return (
        <p role="alert" className="py-8 text-center text-lg font-bold">
          {card
            ? t({ message: "Slide type not supported", comment: "Shown in place of a lesson slide the app cannot display" })
            : t({ message: "Unknown slide type", comment: "Shown in place of a lesson slide the app cannot display" })}
        </p>
      );
  }
}

/**
 * The answer's feedback in the one sheet: "Correct" with "Great Work" (the card layout: "Continue"), or "Incorrect"
 * with "Try Again" (docs/lesson-players.md#slide-lessons, docs/lesson-players.md#card-layout).
 */
function AnswerSheet({ state, card }: { state: SlideLesson; card: boolean }) {
  const { question, selected } = state;
  const { i18n, t } = useLingui();
  if (question === undefined || selected === null) return null;
  const correct = state.answeredCorrectly;
  const continueLabel = t({ message: "Continue", comment: "Button: moves on to the lesson's next step" });
  const greatWork = t({ message: "Great Work", comment: "Button that closes the feedback after a right answer" });
  const tryAgain = t({ message: "Try Again", comment: "Button: lets the parent answer the question again" });
  return (
    <FeedbackSheet
      open={state.popupOpen}
      heading={
        correct
          ? t({ message: "Correct", comment: "Heading of the feedback after a right answer" })
          : t({ message: "Incorrect", comment: "Heading of the feedback after a wrong answer" })
      }
      tone={correct ? "right" : "gentle"}
      actionLabel={correct ? (card ? continueLabel : greatWork) : tryAgain}
      onAction={correct ? (card ? state.next : state.greatWork) : state.tryAgain}
      // The card layout's close keeps the parent on the slide with Continue in reach.
      onDismiss={card && correct ? state.greatWork : state.closePopup}
    >
      <FeedbackText text={feedbackFor(question, selected, i18n)} />
    </FeedbackSheet>
  );
}

interface ChromeProps {
  state: SlideLesson;
  slideRef: RefObject<HTMLDivElement | null>;
  children: ReactNode;
}

/**
 * Authored and template layouts: the slide, the feedback popup, and Previous / Next at the bottom
 * (docs/lesson-players.md#slide-lessons).
 */
function SlidesChrome({ state, variant, slideRef, children }: ChromeProps & { variant: SlideVariant }) {
  const { t } = useLingui();
  return (
    <>
      <div ref={slideRef} className="flex-1">
        {children}
      </div>
      <AnswerSheet state={state} card={false} />
      {/* Stays in reach at the bottom of a long slide. */}
      <nav
        aria-label={t({ message: "Slides", comment: "Name of the bar with the Previous and Next buttons of a lesson's slides" })}
        className="sticky bottom-[calc(0.5rem_+_env(safe-area-inset-bottom))] z-20 -mx-2 flex items-center gap-3 rounded-pill bg-paper/90 p-2 backdrop-blur"
      >
        {variant.showPrevious && state.index > 0 ? (
          <Button variant="secondary" size="lg" onClick={state.previous}>
            <span aria-hidden="true" className="inline-block rtl:-scale-x-100">←</span> <Trans comment="Button: goes back to the previous slide">Previous</Trans>
          </Button>
        ) : null}
        <Button size="lg" className="ms-auto" disabled={!state.canAdvance} onClick={state.next}>
          {state.isLast ? (
            <Trans comment="Button on the lesson's last slide: ends the lesson">Finish</Trans>
          ) : (
            <Trans comment="Button: goes to the next slide">Next</Trans>
          )}{" "}
          <span aria-hidden="true" className="inline-block rtl:-scale-x-100">→</span>
        </Button>
      </nav>
    </>
  );
}

/**
 * The card layout (docs/lesson-players.md#card-layout): Slide N of M, N% Complete, Start Lesson / Continue / Try Again
 * / Complete Lesson.
 */
function CardChrome({ state, slideRef, children }: ChromeProps) {
  const percent = slideProgress(state.index, state.total, true);
  const { t } = useLingui();
  const slideNumber = state.index + 1;
  const slideCount = state.total;
  return (
    <>
      <div className="flex flex-col gap-2">
        <div className="flex justify-between text-sm font-bold text-ink-soft">
          <span>
            <Trans comment="Where the parent is in the lesson, e.g. Slide 2 of 5">
              Slide {slideNumber} of {slideCount}
            </Trans>
          </span>
          <span>
            <Trans comment="How much of the lesson is done, e.g. 40% Complete">{percent}% Complete</Trans>
          </span>
        </div>
        <ProgressBar value={percent} label={t`Slides completed`} />
      </div>
      <AnswerSheet state={state} card />
      <Card className="flex flex-col gap-6">
        <div ref={slideRef}>{children}</div>
        <div className="flex flex-col gap-3 sm:flex-row sm:justify-end">
          <CardAction state={state} />
        </div>
      </Card>
    </>
  );
}

function CardAction({ state }: { state: SlideLesson }) {
  if (state.question) {
    if (state.selected === null) return null;
    return state.answeredCorrectly ? (
      <Button size="lg" onClick={state.next}>
        <Trans comment="Button: moves on to the lesson's next step">Continue</Trans>
      </Button>
    ) : (
      <Button size="lg" onClick={state.tryAgain}>
        <Trans comment="Button: lets the parent answer the question again">Try Again</Trans>
      </Button>
    );
  }
  if (state.isLast) {
    // docs/lesson-players.md#card-layout: completing hides the button.
    return state.completed ? null : (
      <Button size="lg" onClick={state.next}>
        <Trans comment="Button: finishes the lesson">Complete Lesson</Trans>
      </Button>
    );
  }
  return (
    <Button size="lg" onClick={state.next}>
      {state.index === 0 && state.slide?.type === "intro" ? (
        <Trans comment="Button on the lesson's first slide">Start Lesson</Trans>
      ) : (
        <Trans comment="Button: moves on to the lesson's next step">Continue</Trans>
      )}
    </Button>
  );
}
