import { useId, type ReactNode } from "react";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { SlideLessonContent } from "@shared/content/content-schemas";
import { AnswerLetter, answerClasses } from "../activity-parts";
import { notReadyProps, useHydrated } from "@client/lib/hydrated";
import { SlideHeading, SlideTop } from "./slide-parts";
import type { QuestionLookup } from "./use-slide-lesson";

type McqSlideContent = Extract<SlideLessonContent["slides"][number], { type: "mcq" }>;

/** docs/lesson-players.md#player-messages: what a question slide says when its content can't be found. */
export const MISSING_QUESTION_MESSAGES = {
  "no-question": msg`This response needs review. Please try another option.`,
  "unknown-id": msg({ message: "Content not found", comment: "Shown in place of a lesson question the app cannot find" }),
} as const;

interface McqSlideProps {
  slide: McqSlideContent;
  lookup: QuestionLookup;
  /** The picked option, or null. */
  selected: number | null;
  onChoose: (option: number) => void;
  /** Shown under the options (the card layout's feedback). */
  children?: ReactNode;
}

/**
 * docs/lesson-players.md#slide-lessons mcq: the question, "Choose one:" and options A to D in a grid. After a pick the
 * lesson state ignores further picks; the options say so with aria-disabled (not disabled, so focus can come back to
 * the pick when the feedback closes).
 */
export function McqSlide({ slide, lookup, selected, onChoose, children }: McqSlideProps) {
  const questionId = useId();
  const { i18n } = useLingui();
  const hydrated = useHydrated();
  if ("missing" in lookup) {
    return (
      <div className="flex flex-col gap-4">
        <SlideHeading>
          <Trans comment="Heading of a lesson question that could not be shown">Question</Trans>
        </SlideHeading>
        <p role="alert" className="rounded-card border-2 border-line p-4 font-semibold">
          {i18n._(MISSING_QUESTION_MESSAGES[lookup.missing])}
        </p>
      </div>
    );
  }
  const { question } = lookup;
  const locked = selected !== null;
  return (
    <div className="flex flex-col gap-5">
      <SlideTop illustration={slide.illustration}>
        <div id={questionId}>
          <SlideHeading className="text-xl sm:text-2xl">{question.question}</SlideHeading>
        </div>
      </SlideTop>
      <p className="font-bold text-ink-soft">
        <Trans comment="Above the answer options of a question">Choose one:</Trans>
      </p>
      <div role="group" aria-labelledby={questionId} className="grid gap-3 sm:grid-cols-2">
        {question.options.map((option, index) => {
          const chosen = selected === index;
          return (
            <button
              key={index}
              type="button"
              {...notReadyProps(hydrated)}
              aria-disabled={locked || !hydrated || undefined}
              aria-pressed={chosen}
              onClick={() => onChoose(index)}
              className={answerClasses({ chosen, locked })}
            >
              <AnswerLetter index={index} chosen={chosen} />
              <span className="pt-1">{option.text}</span>
            </button>
          );
        })}
      </div>
      {children}
    </div>
  );
}
