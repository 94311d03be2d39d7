import { useId, useMemo, useRef } from "react";
import type { EmotionalSelectorContent } from "@shared/content/content-schemas";
import {
  emotionLessonReducer,
  emotionLessonScore,
  emotionLessonSummary,
  initialEmotionLesson,
  restoreEmotionLesson,
} from "@shared/rules/players/emotion-lesson";
import { Button } from "@client/components/ui/button";
import { cn } from "@client/lib/cn";
import type { PlayerProps } from "../../types";
import { AfterSheetAction, FeedbackSheet } from "../../feedback-sheet";
import { usePlayerReducer } from "../../player-state";
import { ActionRow, ActivityFrame, Mark, QuestionHeading, SceneCard, useReportProgress } from "../activity-parts";

type Intensity = EmotionalSelectorContent["emotions"][number]["intensity"];

const INTENSITY: Record<Intensity, { bars: number; words: string }> = {
  low: { bars: 1, words: "a little" },
  medium: { bars: 2, words: "quite a lot" },
  high: { bars: 3, words: "very strongly" },
};

/** Three small bars, filled to the feeling's strength; the words are there for screen readers. */
function IntensityMeter({ intensity }: { intensity: Intensity }) {
  const { bars, words } = INTENSITY[intensity];
  return (
    <span className="flex items-end gap-0.5" title={`Felt ${words}`}>
      {[1, 2, 3].map((bar) => (
        <span
          key={bar}
          aria-hidden="true"
          className={cn("w-1 rounded-pill", bar <= bars ? "bg-ink-soft" : "bg-line")}
          style={{ height: `${4 + bar * 3}px` }}
        />
      ))}
      <span className="sr-only">, felt {words}</span>
    </span>
  );
}

/**
 * docs/lesson-players.md#generic-activities "Emotions": toggle feelings, check, read the marks and the explanation in
 * the feedback sheet; the score is reported when the parent taps Continue. Nothing on a feeling hints at the answer
 * before the parent has checked: how strongly each is felt shows only with the marks.
 */
export function EmotionalSelectorPlayer({
  lesson,
  content,
  onComplete,
  onProgress,
  saved,
  onStateChange,
}: PlayerProps<EmotionalSelectorContent>) {
  const questionId = useId();
  const reducer = useMemo(() => emotionLessonReducer(content), [content]);
  const [state, dispatch] = usePlayerReducer(
    reducer,
    () => initialEmotionLesson,
    (raw) => restoreEmotionLesson(raw, content),
    saved,
    onStateChange,
  );
  const { selected, checked } = state;
  const reported = useRef(false);

  useReportProgress(state.completed ? 100 : checked ? 90 : selected.length > 0 ? 40 : 0, onProgress);

  const fitting = new Set(content.correctEmotions);
  const spotted = selected.filter((id) => fitting.has(id)).length;
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
    if (picked && fitting.has(id)) return <Mark kind="right">✓ Spot on</Mark>;
    if (picked) return <Mark kind="wrong">✗ Less likely</Mark>;
    if (fitting.has(id)) return <Mark kind="missed">◌ Missed: this fits too</Mark>;
    return null;
  }

  return (
    <ActivityFrame label={lesson.title}>
      <SceneCard scenario={content.scenario} question={content.question} mood="sad" />

      <div className="flex flex-col gap-4">
        <QuestionHeading id={questionId}>{content.question}</QuestionHeading>
        <p className="text-sm text-ink-soft">
          {reflection
            ? "Tap every feeling that fits. There are no wrong answers here."
            : checked
              ? "The bars show how strongly each might be felt."
              : "Tap every feeling that fits."}
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
                  {checked && !reflection ? <IntensityMeter intensity={emotion.intensity} /> : null}
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
                ? "Thank you for naming them"
                : score === 100
                  ? "You read those feelings perfectly!"
                  : "Here's what might be going on inside"
            }
            tone={score === 100 && !reflection ? "right" : "gentle"}
            actionLabel="Continue"
            onAction={finish}
            // Closing lets the parent look at the marks; Continue below finishes.
            onDismiss={() => dispatch({ type: "closeSheet" })}
          >
            <p className="font-bold">
              {reflection
                ? `You named ${selected.length} ${selected.length === 1 ? "feeling" : "feelings"}. Every one of them is allowed.`
                : `You spotted ${spotted} of ${fitting.size} ${fitting.size === 1 ? "feeling" : "feelings"} that fit.`}
            </p>
            <p>{content.explanation}</p>
          </FeedbackSheet>
          {!state.sheetOpen && !state.completed ? <AfterSheetAction label="Continue" onAction={finish} /> : null}
        </>
      ) : (
        <ActionRow>
          <Button size="lg" disabled={selected.length === 0} onClick={() => dispatch({ type: "check" })}>
            {reflection ? "Done" : "Check My Answers"}
          </Button>
        </ActionRow>
      )}
    </ActivityFrame>
  );
}
