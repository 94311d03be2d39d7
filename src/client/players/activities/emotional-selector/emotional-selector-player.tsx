import { useRef } from "react";
import { msg, plural } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import type { EmotionalSelectorContent } from "@shared/content/content-schemas";
import {
  emotionLessonReducer,
  emotionLessonScore,
  emotionLessonSummary,
  initialEmotionLesson,
  restoreEmotionLesson,
  type EmotionLessonState,
} from "@shared/rules/players/emotion-lesson";
import { Button } from "@client/components/ui/button";
import { cn } from "@client/lib/cn";
import type { PlayerProps } from "../../types";
import { AfterSheetAction, FeedbackSheet } from "../../feedback-sheet";
import { ActionRow, ActivityFrame, Mark, QuestionHeading, SceneCard } from "../activity-parts";
import { usePlayer } from "../use-player";

type Intensity = EmotionalSelectorContent["emotions"][number]["intensity"];

const RULES = {
  reducer: emotionLessonReducer,
  initial: () => initialEmotionLesson,
  restore: restoreEmotionLesson,
  progress: (state: EmotionLessonState) => (state.completed ? 100 : state.checked ? 90 : state.selected.length > 0 ? 40 : 0),
};

/** How strongly a feeling is felt: the meter's tooltip, and the words a screen reader reads after the feeling's name. */
const INTENSITY: Record<Intensity, { bars: number; title: MessageDescriptor; spoken: MessageDescriptor }> = {
  low: {
    bars: 1,
    title: msg({ message: "Felt a little", comment: "Tooltip on a meter showing how strongly a feeling is felt" }),
    spoken: msg({ message: ", felt a little", comment: "Read by screen readers right after a feeling's name, e.g. \"Frustrated, felt a little\"" }),
  },
  medium: {
    bars: 2,
    title: msg({ message: "Felt quite a lot", comment: "Tooltip on a meter showing how strongly a feeling is felt" }),
    spoken: msg({ message: ", felt quite a lot", comment: "Read by screen readers right after a feeling's name, e.g. \"Frustrated, felt quite a lot\"" }),
  },
  high: {
    bars: 3,
    title: msg({ message: "Felt very strongly", comment: "Tooltip on a meter showing how strongly a feeling is felt" }),
    spoken: msg({ message: ", felt very strongly", comment: "Read by screen readers right after a feeling's name, e.g. \"Frustrated, felt very strongly\"" }),
  },
};

/** Three small bars, filled to the feeling's strength; the words are there for screen readers. */
function IntensityMeter({ intensity }: { intensity: Intensity }) {
  const { i18n } = useLingui();
  const { bars, title, spoken } = INTENSITY[intensity];
  return (
    <span className="flex items-end gap-0.5" title={i18n._(title)}>
      {[1, 2, 3].map((bar) => (
        <span
          key={bar}
          aria-hidden="true"
          className={cn("w-1 rounded-pill", bar <= bars ? "bg-ink-soft" : "bg-line")}
          style={{ height: `${4 + bar * 3}px` }}
        />
      ))}
      <span className="sr-only">{i18n._(spoken)}</span>
    </span>
  );
}

/**
 * docs/lesson-players.md#generic-activities "Emotions": toggle feelings, check, read the marks and the explanation in
 * the feedback sheet; the score is reported when the parent taps Continue. Nothing on a feeling hints at the answer
 * before the parent has checked: how strongly each is felt shows only with the marks, and only for the feelings that fit
 * the scene (a strength drawn on a feeling that does not fit would say it was felt).
 */
export function EmotionalSelectorPlayer(props: PlayerProps<EmotionalSelectorContent>) {
  const { lesson, content, onComplete } = props;
  const { t } = useLingui();
  const { state, dispatch, questionId } = usePlayer(props, RULES);
  const { selected, checked } = state;
  const reported = useRef(false);

  const fitting = new Set(content.correctEmotions);
  const spotted = selected.filter((id) => fitting.has(id)).length;
  const fittingCount = fitting.size;
  const namedCount = selected.length;
  const score = emotionLessonScore(state, content);
  // The parent's own feelings: nothing is marked right or wrong.
  const reflection = content.reflection === true;

  function toggle(id: string) {
    dispatch({ type: "toggle", id });
  }

  function finish() {
    if (reported.current) return;
    reported.current = true;
    dispatch({ type: "complete" });
    onComplete(score, emotionLessonSummary(state, content));
  }

  function markFor(id: string) {
    if (reflection) return null;
    const picked = selected.includes(id);
    if (picked && fitting.has(id))
      return (
        <Mark kind="right">
          <Trans comment="Mark under a feeling the parent picked that fits">✓ Spot on</Trans>
        </Mark>
      );
    if (picked)
      return (
        <Mark kind="wrong">
          <Trans comment="Mark under a feeling the parent picked that fits less well">✗ Less likely</Trans>
        </Mark>
      );
    if (fitting.has(id))
      return (
        <Mark kind="missed">
          <Trans comment="Mark under a fitting feeling the parent did not pick">◌ Missed: this fits too</Trans>
        </Mark>
      );
    return null;
  }

  return (
    <ActivityFrame label={lesson.title}>
      <SceneCard scenario={content.scenario} question={content.question} mood="sad" />

      <div className="flex flex-col gap-4">
        <QuestionHeading id={questionId}>{content.question}</QuestionHeading>
        <p className="text-sm text-ink-soft">
          {reflection
            ? t`Choose every feeling that fits. There are no wrong answers here.`
            : checked
              ? t`The bars show how strongly each feeling that fits might be felt.`
              : t`Choose every feeling that fits.`}
        </p>
        <ul aria-labelledby={questionId} className="flex flex-wrap gap-3">
          {content.emotions.map((emotion) => {
            const picked = selected.includes(emotion.id);
            return (
              <li key={emotion.id} className="flex flex-col items-start gap-1.5">
                <button
                  type="button"
                  aria-pressed={picked}
                  aria-disabled={checked || undefined}
                  onClick={() => toggle(emotion.id)}
                  className={cn(
                    "inline-flex min-h-12 items-center gap-2.5 rounded-pill border-2 px-4 py-2 text-base font-bold text-ink",
                    "transition-colors duration-150",
                    picked ? "border-brand bg-brand-soft" : "border-line bg-surface",
                    checked ? "cursor-default" : "hover:border-brand",
                  )}
                >
                  <span aria-hidden="true" className={cn("w-4 text-center", !picked && "text-ink-soft")}>
                    {picked ? "✓" : "+"}
                  </span>
                  <span>{emotion.label}</span>
                  {checked && !reflection && fitting.has(emotion.id) ? <IntensityMeter intensity={emotion.intensity} /> : null}
                </button>
                {checked ? markFor(emotion.id) : null}
              </li>
            );
          })}
        </ul>
      </div>

      {checked ? (
        <>
          <FeedbackSheet
            open={state.sheetOpen && !state.completed}
            heading={
              reflection
                ? t({ message: "Thank you for naming them", comment: "After the parent named their own feelings" })
                : score === 100
                  ? t`You read those feelings perfectly!`
                  : t`Here's what might be going on inside`
            }
            tone={score === 100 && !reflection ? "right" : "gentle"}
            actionLabel={t({ message: "Continue", comment: "Button that moves to the next step" })}
            onAction={finish}
            // Closing lets the parent look at the marks; Continue below finishes.
            onDismiss={() => dispatch({ type: "closeSheet" })}
          >
            <p className="font-bold">
              {reflection
                ? t`You named ${plural(namedCount, { one: "# feeling", other: "# feelings" })}. Every one of them is allowed.`
                : t`You spotted ${spotted} of ${plural(fittingCount, { one: "# feeling", other: "# feelings" })} that fit.`}
            </p>
            <p>{content.explanation}</p>
          </FeedbackSheet>
          {!state.sheetOpen && !state.completed ? <AfterSheetAction label={t({ message: "Continue", comment: "Button that moves to the next step" })} onAction={finish} /> : null}
        </>
      ) : (
        <ActionRow>
          <Button size="lg" disabled={selected.length === 0} onClick={() => dispatch({ type: "check" })}>
            {reflection ? t({ message: "Done", comment: "Button: the parent has finished picking their own feelings" }) : t`Check My Answers`}
          </Button>
        </ActionRow>
      )}
    </ActivityFrame>
  );
}
