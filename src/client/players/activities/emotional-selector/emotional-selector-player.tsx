import { useId, useState } from "react";
import type { EmotionalSelectorContent } from "../../../../shared/content/content-schemas";
import { emotionScore, RESULT_DELAY_MS } from "../../../../shared/rules/scoring";
import { Button } from "../../../components/ui/button";
import { cn } from "../../../lib/cn";
import type { PlayerProps } from "../../types";
import {
  ActionRow, ActivityFrame, FeedbackCard, Mark, QuestionHeading, SceneCard, useCompleteAfterDelay, useReportProgress,
} from "../activity-parts";

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

/** Spec §4.11 "Emotions": toggle feelings, check, see the marks, and the score follows 2 seconds later. */
export function EmotionalSelectorPlayer({ lesson, content, onComplete, onProgress }: PlayerProps<EmotionalSelectorContent>) {
  const questionId = useId();
  const [selected, setSelected] = useState<string[]>([]);
  const [score, setScore] = useState<number | null>(null);
  const [reported, setReported] = useState(false);
  const checked = score !== null;

  useReportProgress(reported ? 100 : checked ? 90 : selected.length > 0 ? 40 : 0, onProgress);
  useCompleteAfterDelay(score, RESULT_DELAY_MS, (finalScore) => {
    setReported(true);
    onComplete(finalScore);
  });

  const fitting = new Set(content.correctEmotions);
  const spotted = selected.filter((id) => fitting.has(id)).length;

  function toggle(id: string) {
    if (checked) return;
    setSelected((current) => (current.includes(id) ? current.filter((other) => other !== id) : [...current, id]));
  }

  function markFor(id: string) {
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
        <p className="text-sm text-ink-soft">Tap every feeling that fits. The bars show how strongly it might be felt.</p>
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
                  <IntensityMeter intensity={emotion.intensity} />
                </button>
                {checked ? markFor(emotion.id) : null}
              </li>
            );
          })}
        </ul>
      </div>

      {checked ? (
        <FeedbackCard
          tone={score === 100 ? "right" : "gentle"}
          heading={score === 100 ? "You read those feelings perfectly!" : "Here's what might be going on inside"}
        >
          <p className="font-bold">
            You spotted {spotted} of {fitting.size} {fitting.size === 1 ? "feeling" : "feelings"} that fit.
          </p>
          <p className="leading-relaxed">{content.explanation}</p>
          <p role="status" className="text-sm text-ink-soft">
            {reported ? "Lesson complete. Well done!" : "Your score is on its way…"}
          </p>
        </FeedbackCard>
      ) : null}

      {!checked ? (
        <ActionRow>
          <Button
            size="lg"
            disabled={selected.length === 0}
            onClick={() => setScore(emotionScore(selected, content.correctEmotions))}
          >
            Check My Answers
          </Button>
        </ActionRow>
      ) : null}
    </ActivityFrame>
  );
}
