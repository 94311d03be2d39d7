import { Trans, useLingui } from "@lingui/react/macro";
import {
  initialMultipleChoice,
  multipleChoiceReducer,
  multipleChoiceSummary,
  restoreMultipleChoice,
  type MultipleChoiceState,
} from "@shared/rules/players/choice-lessons";
import type { MultipleChoiceContent } from "@shared/content/content-schemas";
import { multipleChoiceScore } from "@shared/rules/scoring";
import { Button } from "@client/components/ui/button";
import type { PlayerProps } from "../../types";
import { AfterSheetAction, FeedbackSheet } from "../../feedback-sheet";
import {
  ActionRow,
  ActivityFrame,
  ChoiceGroup,
  Mark,
  QuestionHeading,
  SceneCard,
} from "../activity-parts";
import { usePlayer } from "../use-player";

type Stage = MultipleChoiceState["stage"];

/** Progress per stage: docs/lesson-players.md#generic-activities "Multiple-choice scenario" in three beats. */
const PROGRESS: Record<Stage, number> = { choosing: 0, answered: 50, completed: 100 };

const RULES = {
  reducer: () => multipleChoiceReducer,
  initial: () => initialMultipleChoice,
  restore: restoreMultipleChoice,
  progress: (state: MultipleChoiceState) => PROGRESS[state.stage],
};

/**
 * docs/lesson-players.md#generic-activities "Multiple choice": pick an option, 'Submit Answer' locks it and the
 * feedback sheet explains, 'Complete Lesson' on the sheet reports. Closing the sheet leaves the marks to look at with
 * 'Complete Lesson' below them.
 */
export function MultipleChoicePlayer(props: PlayerProps<MultipleChoiceContent>) {
  const { lesson, content, onComplete } = props;
  const { t } = useLingui();
  const { state, dispatch, questionId } = usePlayer(props, RULES);
  const { selected, stage, sheetOpen } = state;

  const locked = stage !== "choosing";
  const correct = selected === content.correctAnswer;

  function completeLesson() {
    if (stage !== "answered") return;
    dispatch({ type: "complete" });
    onComplete(multipleChoiceScore(correct), multipleChoiceSummary(state, content));
  }

  return (
    <ActivityFrame label={lesson.title}>
      <SceneCard
        scenario={content.scenario}
        question={content.question}
        mood={!locked ? "sad" : correct ? "happy" : "calm"}
      />

      <div className="flex flex-col gap-4">
        <QuestionHeading id={questionId}>{content.question}</QuestionHeading>
        <ChoiceGroup
          labelledBy={questionId}
          options={content.options}
          selected={selected}
          onSelect={(option) => dispatch({ type: "select", option })}
          locked={locked}
          markFor={(index) =>
            index === content.correctAnswer ? (
              <Mark kind="right">
                <Trans comment="Mark beside the best option, after answering">✓ Best answer</Trans>
              </Mark>
            ) : index === selected ? (
              <Mark kind="neutral">
                <Trans comment="Mark beside the option the parent picked">Your answer</Trans>
              </Mark>
            ) : null
          }
        />
      </div>

      {stage === "choosing" ? (
        <ActionRow>
          <Button size="lg" disabled={selected === null} onClick={() => dispatch({ type: "submit" })}>
            <Trans>Submit Answer</Trans>
          </Button>
        </ActionRow>
      ) : stage === "answered" && !sheetOpen ? (
        <AfterSheetAction label={t({ message: "Complete Lesson", comment: "Button that finishes the lesson" })} onAction={completeLesson} />
      ) : null}

      {selected !== null ? (
        <FeedbackSheet
          open={stage === "answered" && sheetOpen}
          tone={correct ? "right" : "gentle"}
          // A wrong pick may be unsafe (a baby on a sofa): the heading never praises it; the feedback says what it gets right.
          heading={correct ? t`Yes! That's the one that connects.` : t`Here's another way to see it.`}
          actionLabel={t({ message: "Complete Lesson", comment: "Button that finishes the lesson" })}
          onAction={completeLesson}
          onDismiss={() => dispatch({ type: "closeSheet" })}
        >
          <p>{content.optionFeedback[selected]}</p>
          {!correct ? (
            <p>
              <span className="font-bold">
                <Trans comment="Label before the answer that helps most">What tends to help most:</Trans>{" "}
              </span>
              {content.options[content.correctAnswer]}
            </p>
          ) : null}
          <div className="rounded-card bg-brand-soft p-4">
            <h3 className="text-sm font-bold uppercase tracking-wide text-ink-soft">
              <Trans comment="Heading over the explanation of the best answer">Why it works</Trans>
            </h3>
            <p className="mt-1">{content.explanation}</p>
          </div>
        </FeedbackSheet>
      ) : null}
    </ActivityFrame>
  );
}
