import { useRef, useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import {
  guidedLessonReducer, guidedLessonSummary, initialGuidedLesson, restoreGuidedLesson, type GuidedLessonState,
} from "@shared/rules/players/guided-lesson";
import type { RoleplaySimulationContent } from "@shared/content/content-schemas";
import { GUIDED_PROGRESS, guidedPartsOf, guidedScore } from "@shared/rules/guided-flow";
import { Button } from "@client/components/ui/button";
import type { ReflectingPlayerProps } from "../../types";
import { ActionRow, ActivityFrame } from "../activity-parts";
import { usePlayer } from "../use-player";
import {
  CompleteView, FollowUpOutcomeView, FollowUpView, PerspectiveView, QuizView, ReflectionView, ResponseView, ResultView,
  ScenarioView, TipsView,
} from "./guided-views";

const RULES = {
  reducer: (content: RoleplaySimulationContent) => guidedLessonReducer(guidedPartsOf(content)),
  initial: (content: RoleplaySimulationContent) => initialGuidedLesson(guidedPartsOf(content)),
  restore: restoreGuidedLesson,
  progress: (state: GuidedLessonState) => GUIDED_PROGRESS[state.position.stage],
};

/**
 * The long guided flow (docs/lesson-players.md#guided-flow): scenario, the child's side, the parent's response and its
 * result, follow-up practice, Growler's tips, a micro quiz and a reflection saved to the journal. Absent parts are
 * skipped.
 */
export function GuidedPlayer(props: ReflectingPlayerProps<RoleplaySimulationContent>) {
  const { lesson, content, onComplete, saveReflection } = props;
  const { t } = useLingui();
  const continueLabel = t({ message: "Continue", comment: "Button that moves to the next step" });
  const { state, dispatch } = usePlayer(props, RULES);
  const { position, responsePick, tipIndex, quizIndex, feeling, notes } = state;
  const [saving, setSaving] = useState(false);
  const reportedRef = useRef(false);

  const responseCorrect = responsePick === content.parentResponse.correctAnswer;
  const followUps = content.followUpScenarios ?? [];
  const tips = content.monsterTips ?? [];
  const questions = content.microQuiz?.questions ?? [];
  // docs/lesson-players.md#guided-flow: "Save to Journal" needs a feeling and non-blank notes.
  const reflectionReady = feeling !== null && notes.trim() !== "";

  const advance = () => dispatch({ type: "advance" });

  function completeLesson() {
    if (reportedRef.current) return;
    reportedRef.current = true;
    dispatch({ type: "complete" });
    onComplete(guidedScore(responseCorrect), guidedLessonSummary(state, content));
  }

  async function saveToJournal() {
    if (!reflectionReady || feeling === null || saving) return;
    setSaving(true);
    try {
      if (!state.journalSaved) await saveReflection({ feeling, notes: notes.trim() });
      dispatch({ type: "journalSaved" });
      completeLesson();
    } catch {
      // The frame says it failed; the parent's words stay on the page, so trying again costs nothing.
    } finally {
      setSaving(false);
    }
  }

  const followUp = followUps[position.followUp];
  const followUpPick = state.followUpPicks[position.followUp] ?? null;
  const question = questions[quizIndex];
  const quizAnswer = state.quizAnswers[quizIndex] ?? null;

  function stageView() {
    switch (position.stage) {
      case "scenario":
        return {
          view: <ScenarioView scenario={content.scenario} />,
          actions: <Button size="lg" onClick={advance}>{continueLabel}</Button>,
        };
      case "perspective":
        return {
          view: <PerspectiveView perspective={content.pipPerspective} />,
          actions: <Button size="lg" onClick={advance}>{continueLabel}</Button>,
        };
      case "response":
        return {
          view: <ResponseView response={content.parentResponse} selected={responsePick} onSelect={(pick) => dispatch({ type: "pickResponse", pick })} />,
          actions: (
            <Button size="lg" disabled={responsePick === null} onClick={advance}>
              <Trans>See What Happens</Trans>
            </Button>
          ),
        };
      case "result":
        return {
          view: <ResultView content={content} picked={responsePick ?? 0} />,
          actions: <Button size="lg" onClick={advance}>{continueLabel}</Button>,
        };
      case "followUp":
        if (!followUp) return null;
        return {
          view: (
            <FollowUpView
              scenario={followUp}
              index={position.followUp}
              count={followUps.length}
              selected={followUpPick}
              onSelect={(pick) => dispatch({ type: "pickFollowUp", pick })}
            />
          ),
          actions: (
            <Button size="lg" disabled={followUpPick === null} onClick={advance}>
              <Trans>See What Happens</Trans>
            </Button>
          ),
        };
      case "followUpOutcome":
        if (!followUp) return null;
        return {
          view: <FollowUpOutcomeView scenario={followUp} index={position.followUp} count={followUps.length} picked={followUpPick ?? 0} />,
          actions: (
            <Button size="lg" onClick={advance}>
              {position.followUp + 1 < followUps.length ? t`Next Practice` : continueLabel}
            </Button>
          ),
        };
      case "tips":
        return {
          view: <TipsView tips={tips} index={tipIndex} />,
          actions: (
            <>
              <Button variant="secondary" size="lg" disabled={tipIndex === 0} onClick={() => dispatch({ type: "showTip", tip: tipIndex - 1 })}>
                <Trans comment="Button: the previous tip">Previous</Trans>
              </Button>
              <Button size="lg" onClick={() => (tipIndex + 1 < tips.length ? dispatch({ type: "showTip", tip: tipIndex + 1 }) : advance())}>
                <Trans comment="Button: the next tip">Next</Trans>
              </Button>
            </>
          ),
        };
      case "quiz":
        if (!question) return null;
        return {
          view: (
            <QuizView
              key={quizIndex}
              question={question}
              index={quizIndex}
              count={questions.length}
              answer={quizAnswer}
              onAnswer={(pick) => dispatch({ type: "answerQuiz", pick })}
            />
          ),
          actions: (
            <Button size="lg" disabled={quizAnswer === null} onClick={() => (quizIndex + 1 < questions.length ? dispatch({ type: "nextQuestion" }) : advance())}>
              {quizIndex + 1 < questions.length ? t`Next Question` : continueLabel}
            </Button>
          ),
        };
      case "reflection":
        if (!content.reflectionPrompts) return null;
        return {
          view: (
            <ReflectionView
              prompts={content.reflectionPrompts}
              feeling={feeling}
              onFeeling={(picked) => dispatch({ type: "setFeeling", feeling: picked })}
              notes={notes}
              onNotes={(written) => dispatch({ type: "setNotes", notes: written })}
              ready={reflectionReady}
            />
          ),
          actions: (
            <>
              <Button variant="ghost" size="lg" disabled={saving} onClick={completeLesson}>
                <Trans>Finish Without Saving</Trans>
              </Button>
              <Button size="lg" disabled={!reflectionReady || saving} onClick={() => void saveToJournal()}>
                {saving ? t({ message: "Saving...", comment: "Button while the reflection is being saved" }) : t`Save to Journal`}
              </Button>
            </>
          ),
        };
      case "complete":
        return {
          view: <CompleteView correct={responseCorrect} />,
          actions: state.completed ? null : (
            <Button size="lg" onClick={completeLesson}>
              <Trans comment="Button that finishes the lesson">Complete Lesson</Trans>
            </Button>
          ),
        };
    }
  }

  const shown = stageView();
  return (
    <ActivityFrame label={lesson.title}>
      {/* A fresh view per stage and follow-up, so its heading takes focus as it appears. */}
      <div key={`${position.stage}-${position.followUp}`} className="flex flex-col gap-5">
        {shown?.view}
        {shown?.actions ? <ActionRow>{shown.actions}</ActionRow> : null}
      </div>
    </ActivityFrame>
  );
}
