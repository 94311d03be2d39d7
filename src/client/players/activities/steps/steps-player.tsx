import { Trans, useLingui } from "@lingui/react/macro";
import type { StepLessonContent } from "@shared/content/content-schemas";
import { PROGRESS_COUNT } from "@client/lib/readable-parts";
import { answerKey, stepLessonMaxPoints, stepLessonPoints } from "@shared/rules/step-scoring";
import { Button } from "@client/components/ui/button";
import { Card } from "@client/components/ui/card";
import { FeedbackSheet } from "../../feedback-sheet";
import { useState } from "react";
import { reflectionNotes } from "@shared/rules/players/steps-lesson";
import { SavedToJournal } from "../../saved-to-journal";
import type { ReflectingPlayerProps } from "../../types";
import { ActionRow, ActivityFrame, useReportProgress } from "../activity-parts";
import { JournalSave } from "./journal-save";
import { answerFeedback } from "./step-feedback";
import { ruleText, STEP_TEXT, type StepLessonRules, stepLessonRules } from "./step-rules";
import {
  CompletionView, FeedbackBody, IntroView, QuestionView, ReflectionView, ResultView, StepHeading, StoryView, TipsView,
} from "./step-views";
import { useStepsLesson, type StepsLesson } from "./use-steps-lesson";

/**
 * One player for every steps lesson (docs/lesson-players.md#steps-lessons): Snack Attack, Setting Limits, Pajama Puzzle
 * and Homework Challenge. How a question reacts is lesson data; the wording that differs is the lesson's
 * `play.stepRules`.
 */
export function StepsPlayer({
  lesson,
  content,
  onComplete,
  onProgress,
  saved,
  onStateChange,
  saveReflection,
}: ReflectingPlayerProps<StepLessonContent>) {
  const rules = stepLessonRules(lesson);
  const play = useStepsLesson({ content, rules, onComplete, saved, onStateChange });
  const [saving, setSaving] = useState(false);
  const [saveFailed, setSaveFailed] = useState(false);
  const { i18n } = useLingui();
  useReportProgress(play.percent, onProgress);

  /** The reflection's words, to the journal once (every reflection is kept, not only the snack lesson's). */
  async function saveThisReflection(): Promise<void> {
    const step = play.step;
    if (step?.type !== "reflection" || play.reflectionSaved) return;
    const notes = reflectionNotes(step.prompts, play.reflections);
    if (notes === null) return;
    await saveReflection({ feeling: play.feeling ?? undefined, notes });
    play.markReflectionSaved();
  }

  /** Leaving a reflection step saves what was written first; a failed save keeps the parent and their words here. */
  async function forwardFromReflection() {
    setSaving(true);
    setSaveFailed(false);
    try {
      await saveThisReflection();
      play.forward();
    } catch {
      setSaveFailed(true);
    } finally {
      setSaving(false);
    }
  }

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
          {i18n._(STEP_TEXT.missingStep)}
        </Card>
      </ActivityFrame>
    );
  }

  const stepNumber = play.stepIndex + 1;
  const { stepCount, percent } = play;
  return (
    <ActivityFrame label={lesson.title}>
      <p {...PROGRESS_COUNT} className="flex justify-between gap-3 text-sm font-bold text-ink-soft">
        <span>
          <Trans comment="Where the parent is in the lesson, e.g. Step 2 of 5">
            Step {stepNumber} of {stepCount}
          </Trans>
        </span>
        <span>
          <Trans comment="How much of the lesson is done, e.g. 40% Complete">{percent}% Complete</Trans>
        </span>
      </p>
      {play.previousReflectionSaved ? <SavedToJournal /> : null}
      {saveFailed ? (
        <p role="alert" className="font-semibold">
          <Trans>We couldn't save your reflection to your journal just now. Your words are still here: try again.</Trans>
        </p>
      ) : null}
      <Card key={play.stepIndex} className="flex flex-col gap-5">
        <StepHeading step={step} focus={play.moved} />
        <StepBody play={play} content={content} rules={rules} />
      </Card>
      <ActionRow>
        {play.canGoBack ? (
          <Button variant="secondary" size="lg" onClick={play.back}>
            <Trans comment="Button: goes back to the lesson's previous step">Previous</Trans>
          </Button>
        ) : null}
        {step.type === "reflection" && step.saveToJournal ? (
          <JournalSave feeling={play.feeling} ready={play.canMoveOn} isLast={play.isLast} onSave={saveThisReflection} onDone={play.forward} />
        ) : step.type === "reflection" ? (
          <Button size="lg" disabled={!play.canMoveOn || saving} onClick={() => void forwardFromReflection()}>
            {saving ? <Trans comment="Button while the reflection is being saved">Saving...</Trans> : play.forwardLabel}
          </Button>
        ) : (
          <Button size="lg" disabled={!play.canMoveOn} onClick={play.forward}>
            {play.forwardLabel}
          </Button>
        )}
      </ActionRow>
      <AnswerSheet play={play} rules={rules} />
      <FeedbackSheet
        open={play.skipOpen}
        heading={i18n._(STEP_TEXT.skipHeading)}
        tone="gentle"
        actionLabel={play.forwardLabel}
        onAction={play.forward}
      >
        <SkipBody play={play} content={content} />
      </FeedbackSheet>
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
      // Content that bypassed the schema (docs/lesson-players.md#player-messages).
      return <UnknownStep />;
  }
}

function UnknownStep() {
  const { i18n } = useLingui();
  return <p role="alert">{i18n._(STEP_TEXT.unknownStep)}</p>;
}

/** The feedback sheet of a question answered that way (Snack, Setting Limits, Homework). */
function AnswerSheet({ play, rules }: { play: StepsLesson; rules: StepLessonRules }) {
  const { step, question, picked } = play;
  const { i18n } = useLingui();
  if (!question || picked === undefined || (step?.type !== "choice" && step?.type !== "scenario" && step?.type !== "quiz")) return null;
  const feedback = answerFeedback(question, picked, i18n);
  const mustRetry = !feedback.correct && step.onWrong === "retry";
  return (
    <FeedbackSheet
      open={play.dialogOpen}
      heading={ruleText(i18n, feedback.correct ? rules.correctHeading : rules.wrongHeading)}
      tone={feedback.correct ? "right" : "gentle"}
      actionLabel={mustRetry ? i18n._(STEP_TEXT.tryAgain) : play.forwardLabel}
      onAction={mustRetry ? play.retry : play.forward}
      onDismiss={play.closeDialog}
    >
      <FeedbackBody feedback={feedback} />
    </FeedbackSheet>
  );
}

/** Why the result step's try-again popup shows: what the pick before might not achieve. */
function SkipBody({ play, content }: { play: StepsLesson; content: StepLessonContent }) {
  const before = content.steps[play.stepIndex - 1];
  const { i18n } = useLingui();
  if (!play.skipOpen || !before || (before.type !== "choice" && before.type !== "scenario")) return null;
  const picked = play.answers[answerKey(play.stepIndex - 1, before)];
  if (picked === undefined) return null;
  return <FeedbackBody feedback={answerFeedback(before, picked, i18n)} />;
}
