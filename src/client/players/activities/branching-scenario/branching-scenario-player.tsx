import { useId } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import {
  branchingReducer,
  branchingSummary,
  initialBranching,
  restoreBranching,
  type BranchingState,
} from "@shared/rules/players/choice-lessons";
import type { BranchingScenarioContent } from "@shared/content/content-schemas";
import { branchingScore } from "@shared/rules/scoring";
import { Button } from "@client/components/ui/button";
import { Card } from "@client/components/ui/card";
import type { PlayerProps } from "../../types";
import { AfterSheetAction, FeedbackSheet, afterSheetFocus } from "../../feedback-sheet";
import {
  ActionRow,
  ActivityFrame,
  AnswerLetter,
  FocusHeading,
  Mark,
  QuestionHeading,
  SceneCard,
  SceneMonster,
  answerClasses,
} from "../activity-parts";
import { usePlayer } from "../use-player";

/** docs/lesson-players.md#generic-activities "Branching story": initial → branch (from the first choice) → complete. */
type Story = BranchingState;

function progressOf(story: Story): number {
  if (story.stage === "initial") return 0;
  if (story.stage === "branch") return story.followUpChoice === null ? 33 : 66;
  return 100;
}

const RULES = {
  reducer: () => branchingReducer,
  initial: () => initialBranching,
  restore: restoreBranching,
  progress: progressOf,
};

interface StoryChoicesProps {
  labelledBy: string;
  options: readonly string[];
  chosen: number | null;
  correctAnswer: number;
  onChoose: (index: number) => void;
}

/** Options that act at once when tapped: the story moves on. Once chosen, they show what was picked. */
function StoryChoices({ labelledBy, options, chosen, correctAnswer, onChoose }: StoryChoicesProps) {
  const locked = chosen !== null;
  return (
    <ul aria-labelledby={labelledBy} className="flex flex-col gap-3">
      {options.map((option, index) => (
        <li key={index}>
          <button
            type="button"
            aria-pressed={chosen === index}
            aria-disabled={locked || undefined}
            onClick={() => {
              if (!locked) onChoose(index);
            }}
            className={answerClasses({ chosen: chosen === index, locked })}
          >
            <AnswerLetter index={index} chosen={chosen === index} />
            <span className="flex min-w-0 flex-1 flex-col gap-2 pt-1 sm:flex-row sm:items-start sm:justify-between">
              <span>{option}</span>
              {locked && index === correctAnswer ? (
                <Mark kind="right">
                  <Trans comment="Mark beside the story choice that helps most">✓ Helps most</Trans>
                </Mark>
              ) : null}
              {locked && index === chosen && index !== correctAnswer ? (
                <Mark kind="neutral">
                  <Trans comment="Mark beside the story choice the parent picked">Your choice</Trans>
                </Mark>
              ) : null}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/** A two-step story: the first choice opens its branch, whose follow-up question closes it. */
export function BranchingScenarioPlayer(props: PlayerProps<BranchingScenarioContent>) {
  const { lesson, content, onComplete } = props;
  const { t } = useLingui();
  const { state: story, dispatch, questionId } = usePlayer(props, RULES);
  const followUpQuestionId = useId();

  if (story.stage === "initial") {
    return (
      <ActivityFrame label={lesson.title}>
        <SceneCard scenario={content.scenario} question={content.question} mood="cross" />
        <div className="flex flex-col gap-4">
          {story.restarted ? (
            // After "Try Different Choices" the question takes focus, so keyboard users start again at the top.
            <FocusHeading id={questionId}>{content.question}</FocusHeading>
          ) : (
            <QuestionHeading id={questionId}>{content.question}</QuestionHeading>
          )}
          <p className="text-sm text-ink-soft">
            <Trans>Pick one and see where the story goes. You can try other paths at the end.</Trans>
          </p>
          <StoryChoices
            labelledBy={questionId}
            options={content.options}
            chosen={null}
            correctAnswer={content.correctAnswer}
            onChoose={(choice) => dispatch({ type: "choose", choice })}
          />
        </div>
      </ActivityFrame>
    );
  }

  const branch = content.branches[story.choice];
  // The schema pairs one branch with every option, so a missing branch means the content changed under us.
  if (!branch) throw new Error(`Branch ${story.choice} is missing from "${lesson.title}"`);
  const followUp = branch.followUp;
  const firstRight = story.choice === content.correctAnswer;

  if (story.stage === "complete") {
    const finish = () => {
      if (story.reported) return;
      dispatch({ type: "report" });
      onComplete(
        branchingScore([firstRight, story.followUpChoice === followUp.correctAnswer]),
        branchingSummary(story, content),
      );
    };
    return (
      <ActivityFrame label={lesson.title}>
        <Card className="flex flex-col items-center gap-4 text-center">
          <SceneMonster
            text={`${content.question} ${content.scenario}`}
            mood="proud"
            className="size-24 motion-safe:animate-bob"
          />
          <FocusHeading className="text-2xl">
            <Trans>Story complete!</Trans>
          </FocusHeading>
          <div className="flex flex-col gap-1">
            <h4 className="text-sm font-bold uppercase tracking-wide text-ink-soft">
              <Trans>Skill learned</Trans>
            </h4>
            <p className="text-lg font-extrabold">{content.skillLearned}</p>
          </div>
          <div className="w-full rounded-card bg-brand-soft p-4 text-start">
            <h4 className="text-sm font-bold uppercase tracking-wide text-ink-soft">
              <Trans>The big idea</Trans>
            </h4>
            <p className="mt-1 leading-relaxed">{content.finalInsight}</p>
          </div>
        </Card>
        <ActionRow>
          <Button variant="secondary" size="lg" onClick={() => dispatch({ type: "restart" })}>
            <Trans>Try Different Choices</Trans>
          </Button>
          <Button size="lg" disabled={story.reported} onClick={finish}>
            <Trans comment="Button that finishes the lesson">Complete Lesson</Trans>
          </Button>
        </ActionRow>
      </ActivityFrame>
    );
  }

  const { followUpChoice, sheetOpen } = story;
  const followUpRight = followUpChoice === followUp.correctAnswer;
  const closeSheet = () => dispatch({ type: "closeSheet" });
  return (
    <ActivityFrame label={lesson.title}>
      <Card className="flex flex-col gap-2">
        <p className="text-sm font-bold uppercase tracking-wide text-ink-soft">
          <Trans comment="Label over the choice the parent made earlier in the story">You chose</Trans>
        </p>
        <p className="font-bold">{content.options[story.choice]}</p>
        {/* While the first choice's sheet tells what followed, the card behind it does not repeat it. */}
        {followUpChoice === null && sheetOpen ? null : <p>{branch.result}</p>}
      </Card>

      <SceneCard
        heading={t`What happens next`}
        scenario={followUp.scenario}
        question={followUp.question}
        context={`${content.question} ${content.scenario}`}
        mood={firstRight ? "happy" : "sad"}
      />
      <div className="flex flex-col gap-4">
        {/* Where focus lands once the first choice's sheet is read: the question that comes next. */}
        <h3
          id={followUpQuestionId}
          {...afterSheetFocus}
          className="text-lg font-extrabold leading-snug focus:outline-none sm:text-xl"
        >
          {followUp.question}
        </h3>
        <StoryChoices
          labelledBy={followUpQuestionId}
          options={followUp.options}
          chosen={followUpChoice}
          correctAnswer={followUp.correctAnswer}
          onChoose={(picked) => dispatch({ type: "followUp", choice: picked })}
        />
      </div>

      {followUpChoice !== null && !sheetOpen ? (
        <AfterSheetAction label={t({ message: "Continue", comment: "Button that moves to the next step" })} onAction={() => dispatch({ type: "finishStory" })} />
      ) : null}

      {followUpChoice === null ? (
        <FeedbackSheet
          open={sheetOpen}
          tone={firstRight ? "right" : "gentle"}
          heading={firstRight ? t`Here's how it goes` : t`Here's how that might play out`}
          actionLabel={t({ message: "Continue", comment: "Button that moves to the next step" })}
          onAction={closeSheet}
        >
          <p>{branch.result}</p>
        </FeedbackSheet>
      ) : (
        <FeedbackSheet
          open={sheetOpen}
          tone={followUpRight ? "right" : "gentle"}
          heading={followUpRight ? t`Lovely, that helps.` : t`Worth knowing for next time`}
          actionLabel={t({ message: "Continue", comment: "Button that moves to the next step" })}
          onAction={() => dispatch({ type: "finishStory" })}
          // Closing lets the parent look at the marks; Continue below them moves on.
          onDismiss={closeSheet}
        >
          {/* The picked option's own explanation first, when the lesson gives one (docs/content-guide.md#own-explanation). */}
          {followUpChoice !== null && followUp.optionFeedback?.[followUpChoice] ? <p>{followUp.optionFeedback[followUpChoice]}</p> : null}
          {!followUpRight ? (
            <p>
              <span className="font-bold">
                <Trans comment="Label before the answer that helps most">What tends to help most:</Trans>{" "}
              </span>
              {followUp.options[followUp.correctAnswer]}
            </p>
          ) : null}
          <p>{followUp.explanation}</p>
        </FeedbackSheet>
      )}
    </ActivityFrame>
  );
}
