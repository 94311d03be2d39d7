import { useMemo, useRef, useState } from "react";
import type { RoleplaySimulationContent } from "../../../../shared/content/content-schemas";
import {
  GUIDED_PROGRESS, GUIDED_START, type GuidedPosition, guidedPartsOf, guidedScore, nextGuidedPosition,
} from "../../../../shared/rules/guided-flow";
import { Button } from "../../../components/ui/button";
import { notify } from "../../../components/ui/toast";
import { useSaveJournalEntry } from "../../../features/journal/api/journal";
import type { PlayerProps } from "../../types";
import { toastText } from "../../../../shared/messages";
import { ActionRow, ActivityFrame, useReportProgress } from "../activity-parts";
import {
  CompleteView, FollowUpOutcomeView, FollowUpView, PerspectiveView, QuizView, ReflectionView, ResponseView, ResultView,
  ScenarioView, TipsView,
} from "./guided-views";
import { SAVED_ON_DEVICE_TEXT, isSavedOnDevice } from "../../../lib/outbox";

/**
 * The long guided flow (players spec §2.11, §4.11): scenario, the child's side, the parent's response and its result,
 * follow-up practice, Growler's tips, a micro quiz and a reflection saved to the journal. Absent parts are skipped.
 */
export function GuidedPlayer({ lesson, content, onComplete, onProgress }: PlayerProps<RoleplaySimulationContent>) {
  const parts = useMemo(() => guidedPartsOf(content), [content]);
  const [position, setPosition] = useState<GuidedPosition>(GUIDED_START);
  const [responsePick, setResponsePick] = useState<number | null>(null);
  const [followUpPicks, setFollowUpPicks] = useState<ReadonlyArray<number | null>>(() => Array<null>(parts.followUpScenarios).fill(null));
  const [tipIndex, setTipIndex] = useState(0);
  const [quizIndex, setQuizIndex] = useState(0);
  const [quizAnswers, setQuizAnswers] = useState<ReadonlyArray<number | null>>(() => Array<null>(parts.quizQuestions).fill(null));
  const [feeling, setFeeling] = useState<string | null>(null);
  const [notes, setNotes] = useState("");
  const [reported, setReported] = useState(false);
  const reportedRef = useRef(false);
  const journal = useSaveJournalEntry();
  useReportProgress(GUIDED_PROGRESS[position.stage], onProgress);

  const responseCorrect = responsePick === content.parentResponse.correctAnswer;
  const followUps = content.followUpScenarios ?? [];
  const tips = content.monsterTips ?? [];
  const questions = content.microQuiz?.questions ?? [];
  // Spec §4.11: "Save to Journal" needs a feeling and non-blank notes.
  const reflectionReady = feeling !== null && notes.trim() !== "";

  const advance = () => setPosition((current) => nextGuidedPosition(current, parts));

  function completeLesson() {
    setPosition({ stage: "complete", followUp: 0 });
    if (reportedRef.current) return;
    reportedRef.current = true;
    setReported(true);
    onComplete(guidedScore(responseCorrect));
  }

  function saveToJournal() {
    if (!reflectionReady || feeling === null || journal.isPending) return;
    journal.mutate(
      { lessonId: lesson.id, lessonTitle: lesson.title, feeling, improvementNotes: notes.trim() },
      {
        onSuccess: (saved) => {
          notify(isSavedOnDevice(saved) ? { title: SAVED_ON_DEVICE_TEXT } : toastText.reflectionSaved);
          completeLesson();
        },
        // The parent's words stay on the page, so trying again costs nothing.
        onError: () => notify(toastText.reflectionFailure),
      },
    );
  }

  const followUp = followUps[position.followUp];
  const followUpPick = followUpPicks[position.followUp] ?? null;
  const question = questions[quizIndex];
  const quizAnswer = quizAnswers[quizIndex] ?? null;

  function stageView() {
    switch (position.stage) {
      case "scenario":
        return {
          view: <ScenarioView scenario={content.scenario} />,
          actions: <Button size="lg" onClick={advance}>Continue</Button>,
        };
      case "perspective":
        return {
          view: <PerspectiveView perspective={content.pipPerspective} />,
          actions: <Button size="lg" onClick={advance}>Continue</Button>,
        };
      case "response":
        return {
          view: <ResponseView response={content.parentResponse} selected={responsePick} onSelect={setResponsePick} />,
          actions: (
            <Button size="lg" disabled={responsePick === null} onClick={advance}>
              See What Happens
            </Button>
          ),
        };
      case "result":
        return {
          view: <ResultView content={content} picked={responsePick ?? 0} />,
          actions: <Button size="lg" onClick={advance}>Continue</Button>,
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
              onSelect={(pick) => setFollowUpPicks((picks) => picks.map((old, index) => (index === position.followUp ? pick : old)))}
            />
          ),
          actions: (
            <Button size="lg" disabled={followUpPick === null} onClick={advance}>
              See What Happens
            </Button>
          ),
        };
      case "followUpOutcome":
        if (!followUp) return null;
        return {
          view: <FollowUpOutcomeView scenario={followUp} index={position.followUp} count={followUps.length} picked={followUpPick ?? 0} />,
          actions: (
            <Button size="lg" onClick={advance}>
              {position.followUp + 1 < followUps.length ? "Next Practice" : "Continue"}
            </Button>
          ),
        };
      case "tips":
        return {
          view: <TipsView tips={tips} index={tipIndex} />,
          actions: (
            <>
              <Button variant="secondary" size="lg" disabled={tipIndex === 0} onClick={() => setTipIndex((index) => Math.max(0, index - 1))}>
                Previous
              </Button>
              <Button size="lg" onClick={() => (tipIndex + 1 < tips.length ? setTipIndex(tipIndex + 1) : advance())}>
                Next
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
              onAnswer={(pick) => setQuizAnswers((answers) => answers.map((old, index) => (index === quizIndex && old === null ? pick : old)))}
            />
          ),
          actions: (
            <Button size="lg" disabled={quizAnswer === null} onClick={() => (quizIndex + 1 < questions.length ? setQuizIndex(quizIndex + 1) : advance())}>
              {quizIndex + 1 < questions.length ? "Next Question" : "Continue"}
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
              onFeeling={setFeeling}
              notes={notes}
              onNotes={setNotes}
              ready={reflectionReady}
            />
          ),
          actions: (
            <>
              <Button variant="ghost" size="lg" disabled={journal.isPending} onClick={completeLesson}>
                Finish Without Saving
              </Button>
              <Button size="lg" disabled={!reflectionReady || journal.isPending} onClick={saveToJournal}>
                {journal.isPending ? "Saving..." : "Save to Journal"}
              </Button>
            </>
          ),
        };
      case "complete":
        return {
          view: <CompleteView correct={responseCorrect} />,
          actions: reported ? null : (
            <Button size="lg" onClick={completeLesson}>
              Complete Lesson
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
