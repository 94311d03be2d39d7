import type { StepLessonContent } from "../../../../shared/content/content-schemas";
import { answerKey, stepLessonMaxPoints, stepLessonPoints } from "../../../../shared/rules/step-scoring";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Dialog } from "../../../components/ui/dialog";
import type { PlayerProps } from "../../types";
import { ActionRow, ActivityFrame, useReportProgress } from "../activity-parts";
import { JournalSave } from "./journal-save";
import { answerFeedback } from "./step-feedback";
import { STEP_TEXT, type StepLessonRules, stepLessonRules } from "./step-rules";
import {
  CompletionView, FeedbackBody, IntroView, QuestionView, ReflectionView, ResultView, StepHeading, StoryView, TipsView,
} from "./step-views";
import { useStepsLesson, type StepsLesson } from "./use-steps-lesson";

/**
 * One player for every steps lesson (spec §2.5–2.8, §4.6–4.9): Snack Attack, Setting Limits, Pajama Puzzle and
 * Homework Challenge. How a question reacts is lesson data; the wording that differs is the lesson's `play.stepRules`.
 */
export function StepsPlayer({ lesson, content, onComplete, onProgress }: PlayerProps<StepLessonContent>) {
  const rules = stepLessonRules(lesson);
  const play = useStepsLesson(content, rules, onComplete);
  useReportProgress(play.percent, onProgress);

  if (!play.started && content.intro) {
    return (
      <ActivityFrame label={lesson.title}>
        <IntroView intro={content.intro} onBegin={play.begin} />
      </ActivityFrame>
    );
  }

  const { step } = play;
  if (!step) {
    return (
      <ActivityFrame label={lesson.title}>
        <Card role="status" className="text-center font-bold">
          {STEP_TEXT.missingStep}
        </Card>
      </ActivityFrame>
    );
  }

  return (
    <ActivityFrame label={lesson.title}>
      <p className="flex justify-between gap-3 text-sm font-bold text-ink-soft">
        <span>
          Step {play.stepIndex + 1} of {play.stepCount}
        </span>
        <span>{play.percent}% Complete</span>
      </p>
      <Card key={play.stepIndex} className="flex flex-col gap-5">
        <StepHeading step={step} focus={play.moved} />
        <StepBody play={play} content={content} rules={rules} />
      </Card>
      <ActionRow>
        {play.canGoBack ? (
          <Button variant="secondary" size="lg" onClick={play.back}>
            Previous
          </Button>
        ) : null}
        {step.type === "reflection" && step.saveToJournal ? (
          <JournalSave
            lesson={lesson}
            prompts={step.prompts}
            answers={play.reflections}
            feeling={play.feeling}
            ready={play.canMoveOn}
            isLast={play.isLast}
            onDone={play.forward}
          />
        ) : (
          <Button size="lg" disabled={!play.canMoveOn} onClick={play.forward}>
            {play.forwardLabel}
          </Button>
        )}
      </ActionRow>
      <AnswerDialog play={play} rules={rules} />
      <Dialog
        open={play.skipOpen}
        onOpenChange={(open) => {
          if (!open) play.forward();
        }}
        title={STEP_TEXT.skipHeading}
      >
        <SkipBody play={play} content={content} />
        <Button size="lg" onClick={play.forward}>
          {play.forwardLabel}
        </Button>
      </Dialog>
    </ActivityFrame>
  );
}

function StepBody({ play, content, rules }: { play: StepsLesson; content: StepLessonContent; rules: StepLessonRules }) {
  const { step } = play;
  switch (step?.type) {
    case "story":
      return <StoryView step={step} />;
    case "result":
      return <ResultView step={step} />;
    case "choice":
    case "scenario":
    case "quiz":
      return play.question ? (
        <QuestionView
          step={step}
          question={play.question}
          questionIndex={play.questionIndex}
          picked={play.picked}
          revealedPick={play.revealedPick}
          dialogOpen={play.dialogOpen}
          onPick={play.pick}
          rules={rules}
        />
      ) : null;
    case "tips":
      return <TipsView step={step} tipIndex={play.tipIndex} viewed={play.tipsViewed} onView={play.viewTip} />;
    case "reflection":
      return (
        <ReflectionView
          step={step}
          answers={play.reflections}
          onAnswer={play.setReflection}
          feeling={play.feeling}
          onFeeling={play.setFeeling}
          filled={play.reflectionsFilled}
        />
      );
    case "completion":
      return <CompletionView step={step} points={stepLessonPoints(content, play.answers)} maxPoints={stepLessonMaxPoints(content)} />;
    default:
      // Content that bypassed the schema (spec §8).
      return <p role="alert">{STEP_TEXT.unknownStep}</p>;
  }
}

/** The feedback popup of a question answered by popup (Snack, Setting Limits, Homework). */
function AnswerDialog({ play, rules }: { play: StepsLesson; rules: StepLessonRules }) {
  const { step, question, picked } = play;
  if (!question || picked === undefined || (step?.type !== "choice" && step?.type !== "scenario" && step?.type !== "quiz")) return null;
  const feedback = answerFeedback(question, picked);
  const mustRetry = !feedback.correct && step.onWrong === "retry";
  return (
    <Dialog
      open={play.dialogOpen}
      onOpenChange={(open) => {
        if (!open) play.closeDialog();
      }}
      title={feedback.correct ? rules.correctHeading : rules.wrongHeading}
      closeOnOutsideTap={false}
    >
      <FeedbackBody feedback={feedback} />
      {mustRetry ? (
        <Button size="lg" onClick={play.retry}>
          {STEP_TEXT.tryAgain}
        </Button>
      ) : (
        <Button size="lg" onClick={play.forward}>
          {play.forwardLabel}
        </Button>
      )}
    </Dialog>
  );
}

/** Why the result step's try-again popup shows: what the pick before might not achieve. */
function SkipBody({ play, content }: { play: StepsLesson; content: StepLessonContent }) {
  const before = content.steps[play.stepIndex - 1];
  if (!play.skipOpen || !before || (before.type !== "choice" && before.type !== "scenario")) return null;
  const picked = play.answers[answerKey(play.stepIndex - 1, before)];
  if (picked === undefined) return null;
  return <FeedbackBody feedback={answerFeedback(before, picked)} />;
}
