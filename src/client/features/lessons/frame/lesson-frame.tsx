import { type ReactNode, useMemo, useRef, useState } from "react";
import { useLingui } from "@lingui/react/macro";
import type { ScoreSummary } from "@shared/rules/players/score-summary";
import { hasProgress } from "@shared/rules/players/lesson-frame";
import type { Lesson, Level, LessonSummary } from "@shared/schemas/learning";
import { htmlLangOf } from "@shared/i18n/locales";
import type { ApiError } from "@client/lib/api";
import type { SavedOnDevice } from "@client/lib/outbox";
import type { DevicePlace } from "@client/lib/device-places";
import { useContentLanguage } from "@client/lib/i18n/content-language";
import { IntroSlideshow } from "@client/players/intros/intro-slideshow";
import { LessonPlayer } from "@client/players/registry";
import type { SaveReflection } from "@client/players/types";
import { LessonHelpLinkContext } from "@client/components/get-help-line";
import { useSignedInUser } from "@client/data/current-user";
import { useSaveListeningRate, useSettings } from "@client/data/settings";
import { type AttemptSaver, useAttempt, useAttemptSaver } from "../api/attempt";
import { Celebration } from "../celebration";
import { type ChosenPlace, deviceChoice, useKeptPlace } from "./kept-place";
import { FrameLoading, FrameTopBar, LeaveDialog, type Listening, WelcomeBackBanner } from "./frame-parts";
import { useFrameFocus } from "./frame-focus";
import { LeadCardView } from "./lead-card-view";
import { lessonIntroPath } from "../lesson-params";
import { type FinishedLesson, useFrame, useFrameCompletion, useSavedPlace, useWelcomeBack } from "./use-lesson-frame";
import { useLeaveLesson } from "./use-leave-lesson";
import { useReflectionToJournal, useSignedInCompletion } from "./use-signed-in-lesson";


interface FrameProps {
  lesson: Lesson;
  level: Level;
  next: LessonSummary | undefined;
  /** A refusal of the completion the host page shows instead (locked, not in the parent's plan). */
  onRefused: (error: ApiError) => void;
}

/**
 * The one frame every lesson plays in: full-screen on a phone, a progress bar across the top, an exit that asks
 * before leaving, the lesson's teaching cards and intro, the player, and the celebration. It owns the parent's place
 * (saved on every step and restored on load), the completion and the journal; players only render and report.
 */
export function LessonFrame(props: FrameProps) {
  const user = useSignedInUser();
  const attempt = useAttempt(user.id, props.lesson.id);
  const kept = useKeptPlace(user.id, props.lesson.id);
  // Waiting for the saved place happens once: a later refetch (the completion drops the saved place, and a sync after
  // reconnecting refetches the parent's data) must not swap the running session for a spinner and lose its place.
  const chosen = useRef<ChosenPlace | null>(null);
  const deviceChecked = useRef(false);
  if (attempt.isPending && chosen.current === null) return <FrameLoading />;
  // A saved place that cannot be read is not worth blocking the lesson for: it starts afresh.
  chosen.current ??= { key: "server", saved: attempt.data?.attempt?.state ?? null, fromDevice: false, finished: undefined };
  if (kept !== null && !deviceChecked.current) {
    deviceChecked.current = true;
    const fromDevice = deviceChoice(kept.place, attempt.data?.attempt);
    if (fromDevice) chosen.current = fromDevice;
  }
  const { key, ...place } = chosen.current;
  return <SignedInSession key={key} {...props} {...place} />;
}

/** The signed-in parent's session: their saved place (this device's or the server's), their completion, their journal. */
function SignedInSession({
  lesson,
  level,
  next,
  onRefused,
  saved,
  fromDevice,
  finished: finishedHere,
}: FrameProps & { saved: unknown; fromDevice: boolean; finished: DevicePlace["finished"] }) {
  const user = useSignedInUser();
  const { t } = useLingui();
  /** The completion kept on this device by an earlier visit, still waiting for a connection. */
  const keptCompletion = useMemo<SavedOnDevice | undefined>(
    () => (finishedHere ? { savedOnDevice: true, key: finishedHere.key } : undefined),
    [finishedHere],
  );
  const saver = useAttemptSaver(user.id, lesson.id);
  const { completion, onFinished, retry } = useSignedInCompletion(user.id, lesson.id, level.id, onRefused);
  const { saveReflection, savedToJournal } = useReflectionToJournal(lesson);
  const settings = useSettings(user.id);
  const saveRate = useSaveListeningRate(user.id).mutate;
  const after = lesson.play?.afterCompletion ?? { path: "/", label: t`Back to Home` };

  const celebrate = (finished: FinishedLesson) => (
    <Celebration
      title={lesson.title}
      character={lesson.character}
      summary={finished.summary}
      result={completion.data ?? keptCompletion}
      failed={completion.isError}
      onRetry={retry}
      practice={lesson.practice}
      helpLink={lesson.helpLink === true}
      savedToJournal={savedToJournal}
      finish={after}
      nextPath={next ? lessonIntroPath(next.levelId, next.id) : undefined}
    />
  );

  return (
    <FrameSession
      lesson={lesson}
      level={level}
      saved={saved}
      fromDevice={fromDevice}
      finishedHere={finishedHere ? { score: finishedHere.score, summary: (finishedHere.summary as ScoreSummary | null) ?? null } : undefined}
      saver={saver}
      onFinished={onFinished}
      saveReflection={saveReflection}
      celebrate={celebrate}
      listening={{
        on: settings.data?.listenToLessons ?? false,
        rate: settings.data?.listeningRate ?? 1,
        onRate: saveRate,
      }}
    />
  );
}

export interface FrameSessionProps {
  lesson: Lesson;
  level: Level;
  /** The saved place to resume from (unchecked: restoreFrame checks it); null starts afresh. */
  saved: unknown;
  /** The saved place is this device's, newer than the server's: it goes to the server once it can. */
  fromDevice?: boolean;
  /** A lesson finished on this device whose completion still waits to sync: the frame opens on its celebration. */
  finishedHere?: FinishedLesson;
  /** Where each step of the place is saved. */
  saver: AttemptSaver;
  /**
   * The player finished with this score (0–100) and summary; called once, after the last save of the place has
   * landed.
   */
  onFinished: (score: number, summary: ScoreSummary | null, answers: Record<string, unknown> | null) => void;
  /** The journal callback for lessons that end in a reflection. */
  saveReflection: SaveReflection;
  /** The celebration drawn in the frame once the lesson is finished. */
  celebrate: (finished: FinishedLesson) => ReactNode;
  /** Where the exit button and "Leave" go. */
  exitPath?: string;
  /** The parent's listening settings (docs/product-rules.md#listening); a guest starts with it off. */
  listening?: Listening;
}

const LISTENING_OFF: Listening = { on: false, rate: 1 };

/**
 * The frame itself, whoever plays: the progress bar, the exit that asks first, the teaching cards, the intro and the
 * player, the place saved on every step and restored on load. Where the place, the completion and the reflections go
 * is its caller's: the signed-in parent's session above, or a guest lesson (features/lessons/guest-lesson-page.tsx).
 */
export function FrameSession({
  lesson,
  level,
  saved,
  fromDevice = false,
  finishedHere,
  saver,
  onFinished,
  saveReflection,
  celebrate,
  exitPath = "/",
  listening = LISTENING_OFF,
}: FrameSessionProps) {
  /** What is read aloud: the lesson's screen (with the feedback sheet it opens), never the frame's own controls. */
  const readRegion = useRef<HTMLDivElement>(null);
  const contentLanguage = htmlLangOf(useContentLanguage());
  const place = useFrame(lesson, saved);
  const { frame, shape } = place;
  const welcome = useWelcomeBack(frame, place.restored, shape);
  const [moved, setMoved] = useState(false);
  const [finished, setFinished] = useState<FinishedLesson | null>(finishedHere ?? null);
  useSavedPlace({ frame, shape, restored: place.restored, fromDevice, finished: finished !== null }, saver);
  const titleRef = useFrameFocus(readRegion, moved && frame.screen === "activity" && finished === null);
  const leaving = useLeaveLesson(hasProgress(frame, shape) && finished === null, exitPath, saver);
  const onComplete = useFrameCompletion({
    alreadyFinished: finishedHere !== undefined,
    answers: frame.player,
    setFinished,
    saver,
    guard: leaving.guard,
    onFinished,
  });

  async function startOver() {
    welcome.dismiss();
    await saver.clear();
    place.restart();
  }

  let body;
  if (finished) {
    body = celebrate(finished);
  } else if (frame.screen === "lead" && lesson.lead) {
    body = (
      <LeadCardView
        card={lesson.lead[frame.page]!}
        character={lesson.character}
        index={frame.page}
        count={lesson.lead.length}
        focus={moved}
        answered={frame.checks?.[String(frame.page)]}
        onAnswer={(choice) => place.dispatch({ type: "check", page: frame.page, choice })}
        onBack={frame.page > 0 ? () => move("back") : undefined}
        onNext={() => move("next")}
      />
    );
  } else if (frame.screen === "intro" && lesson.play?.intro) {
    body = <IntroSlideshow pages={lesson.play.intro} index={frame.page} onNext={() => move("next")} focus={moved} />;
  } else {
    body = (
      <LessonHelpLinkContext.Provider value={lesson.helpLink === true}>
        <LessonPlayer
          key={place.round}
          lesson={lesson}
          onComplete={onComplete}
          onProgress={place.onProgress}
          saved={frame.player ?? undefined}
          onStateChange={place.onStateChange}
          saveReflection={saveReflection}
        />
      </LessonHelpLinkContext.Provider>
    );
  }

  function move(way: "next" | "back") {
    setMoved(true);
    place.dispatch({ type: way });
  }

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4" data-lesson-frame="">
      <FrameTopBar
        percent={finished ? 100 : frame.percent}
        xpReward={lesson.xpReward}
        onExit={leaving.exit}
        readRegion={readRegion}
        language={contentLanguage}
        listening={listening}
        held={leaving.asking}
      />
      <header>
        <p className="text-sm font-bold text-ink-soft">{level.title}</p>
        <h1 ref={titleRef} tabIndex={-1} className="text-xl leading-tight font-extrabold focus:outline-none sm:text-2xl">
          {lesson.title}
        </h1>
      </header>
      {welcome.shown && !finished ? <WelcomeBackBanner onStartOver={() => void startOver()} onDismiss={welcome.dismiss} /> : null}
      <div ref={readRegion} className="flex flex-1 flex-col" data-lesson-body="">
        {body}
      </div>
      <LeaveDialog open={leaving.asking} onStay={leaving.stay} onLeave={leaving.leave} />
    </div>
  );
}
