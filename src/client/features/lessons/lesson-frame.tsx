import { type ReactNode, useCallback, useEffect, useMemo, useReducer, useRef, useState } from "react";
import { useLocation } from "wouter";
import { PROGRESS_COUNT } from "../../lib/readable-parts";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { LeadCard } from "@shared/content/curriculum-schema";
import { toastText } from "@shared/messages";
import {
  type FrameShape,
  frameReducer,
  hasProgress,
  frameShapeOf,
  initialFrame,
  restoreFrame,
} from "@shared/rules/players/lesson-frame";
import type { ScoreSummary } from "@shared/rules/players/score-summary";
import type { CompleteLessonInput, Lesson, Level, LessonSummary } from "@shared/schemas/learning";
import type { Character } from "@shared/content/cast-names";
import { LessonCharacter } from "../../components/art/monsters";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Dialog } from "../../components/ui/dialog";
import { ProgressBar } from "../../components/ui/progress-bar";
import { SpinnerStatus } from "../../components/ui/spinner-status";
import { notify } from "../../components/ui/toast";
import { ApiError } from "../../lib/api";
import { type SavedOnDevice, isPending, isSavedOnDevice, savedOnDeviceText } from "../../lib/outbox";
import { type DevicePlace, forgetDevicePlace, keepFinishedOnDevice, readDevicePlace } from "../../lib/device-places";
import { newerPlace, placeTime } from "@shared/rules/players/place-merge";
import { IntroSlideshow } from "../../players/intros/intro-slideshow";
import { LessonPlayer } from "../../players/registry";
import type { Reflection, SaveReflection } from "../../players/types";
import { useSignedInUser } from "../../data/current-user";
import { useSaveJournalEntry } from "../../data/journal";
import { useCompleteLesson } from "../../data/learning/complete-lesson";
import { type AttemptSaver, useAttempt, useAttemptSaver } from "./api/attempt";
import { Celebration } from "./celebration";
import { LeadCheck } from "./lead-check";
import { lessonIntroPath } from "./lesson-params";
import { GetHelpButton, LessonHelpLinkContext } from "../../components/get-help-line";
import { useLeaveGuard } from "../../lib/leave-guard";
import { ListenControls } from "../../components/listen-controls";
import { useSaveListeningRate, useSettings } from "../../data/settings";
import { useContentLanguage } from "../../lib/i18n/content-language";
import { htmlLangOf } from "@shared/i18n/locales";
import type { ListeningRate } from "@shared/rules/listening";

/** The journal needs a feeling; a reflection that asks none is filed under this word. */
export const REFLECTION_FEELING = "Reflective";

/** The words of the question asked before leaving a lesson with progress in it. */
export const LEAVE_TITLE = msg`Leave the lesson?`;
export const LEAVE_TEXT = msg({ message: "Your place is saved.", comment: "Under \"Leave the lesson?\": the lesson reopens where the parent left it" });

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
  // The place this device kept (docs/lesson-players.md#the-place-kept-on-the-device), read once the frame is on screen:
  // the server renders, and the browser hydrates, from the server's saved place; a newer place of the device's (or a
  // lesson finished here, waiting to sync) then takes over at once.
  const [kept, setKept] = useState<{ place: DevicePlace | null } | null>(null);
  useEffect(() => {
    let live = true;
    void readKeptPlace(user.id, props.lesson.id).then((place) => {
      if (live) setKept({ place });
    });
    return () => {
      live = false;
    };
  }, [user.id, props.lesson.id]);
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

interface ChosenPlace {
  /** A new key starts a new session: the device's place replacing the server's. */
  key: "server" | "device";
  saved: unknown;
  fromDevice: boolean;
  finished: DevicePlace["finished"];
}

/** The device's place when it should win over the server's: finished here and waiting to sync, or changed later. */
function deviceChoice(
  kept: DevicePlace | null,
  server: { state: unknown; updatedAt: string } | null | undefined,
): ChosenPlace | null {
  if (!kept) return null;
  if (kept.finished) return { key: "device", saved: null, fromDevice: true, finished: kept.finished };
  const merged = newerPlace(
    kept.state !== null ? { state: kept.state, at: kept.at } : null,
    server ? { state: server.state, at: placeTime(server.updatedAt) } : null,
  );
  return merged.source === "device" ? { key: "device", saved: merged.state, fromDevice: true, finished: undefined } : null;
}

/** The device's place in this lesson; a finish whose completion has since gone out is forgotten here. */
async function readKeptPlace(userId: number, lessonId: number): Promise<DevicePlace | null> {
  const kept = await readDevicePlace(userId, lessonId);
  if (kept?.finished && !(await isPending(kept.finished.key))) {
    await forgetDevicePlace(userId, lessonId);
    return null;
  }
  return kept;
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
  const { i18n, t } = useLingui();
  /** The completion kept on this device by an earlier visit, still waiting for a connection. */
  const keptCompletion = useMemo<SavedOnDevice | undefined>(
    () => (finishedHere ? { savedOnDevice: true, key: finishedHere.key } : undefined),
    [finishedHere],
  );
  const summaryRef = useRef<ScoreSummary | null>(null);
  const [savedToJournal, setSavedToJournal] = useState(false);
  const saver = useAttemptSaver(user.id, lesson.id);
  const completion = useCompleteLesson();
  const journal = useSaveJournalEntry();
  const settings = useSettings(user.id);
  const saveRate = useSaveListeningRate(user.id).mutate;

  const { mutate } = completion;
  const save = useCallback(
    (input: CompleteLessonInput) =>
      mutate(
        { lessonId: lesson.id, input },
        {
          onSuccess: (result) => {
            // Kept on the device: reopening the lesson shows it finished and waiting to sync, not an old place.
            if (isSavedOnDevice(result) && result.key !== undefined)
              void keepFinishedOnDevice(user.id, lesson.id, { key: result.key, score: input.score ?? 0, summary: summaryRef.current });
            else void forgetDevicePlace(user.id, lesson.id);
          },
          onError: (error) => {
            if (error instanceof ApiError && (error.status === 403 || error.status === 402)) onRefused(error);
          },
        },
      ),
    [mutate, lesson.id, onRefused, user.id],
  );

  const onFinished = useCallback(
    (score: number, summary: ScoreSummary | null, answers: Record<string, unknown> | null) => {
      summaryRef.current = summary;
      // The server scores the answers itself (src/shared/rules/players/lesson-score.ts); the score shown here is the
      // player's, and is what a completion kept on this device shows until it is sent.
      save({ levelId: level.id, completed: true, answers, score, completedAt: new Date().toISOString() });
    },
    [save, level.id],
  );

  const journalSave = useRef(journal.mutateAsync);
  journalSave.current = journal.mutateAsync;
  const saveReflection = useCallback(
    async ({ feeling, notes }: Reflection) => {
      try {
        const saved = await journalSave.current({
          lessonId: lesson.id,
          lessonTitle: lesson.title,
          feeling: feeling ?? REFLECTION_FEELING,
          improvementNotes: notes,
        });
        // The lesson's own confirmation says it is saved; a toast would only repeat it.
        if (isSavedOnDevice(saved)) notify({ title: savedOnDeviceText() });
        setSavedToJournal(true);
      } catch (error) {
        const failure = toastText.reflectionFailure;
        notify({ ...failure, title: i18n._(failure.title), description: i18n._(failure.description) });
        throw error;
      }
    },
    [lesson.id, lesson.title, i18n],
  );

  const celebrate = (finished: FinishedLesson) => {
    const after = lesson.play?.afterCompletion ?? { path: "/", label: t`Back to Home` };
    return (
      <Celebration
        title={lesson.title}
        character={lesson.character}
        summary={finished.summary}
        result={completion.data ?? keptCompletion}
        failed={completion.isError}
        onRetry={() => {
          const variables = completion.variables;
          if (variables) save(variables.input);
        }}
        practice={lesson.practice}
        helpLink={lesson.helpLink === true}
        savedToJournal={savedToJournal}
        finish={after}
        nextPath={next ? lessonIntroPath(next.levelId, next.id) : undefined}
      />
    );
  };

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

/** A lesson the parent has just finished: the score the player reported and what it counts. */
export interface FinishedLesson {
  score: number;
  summary: ScoreSummary | null;
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

/** "Listen to lessons" as the frame uses it: on or off, the speed, and where a speed chosen in the top bar is kept. */
export interface Listening {
  on: boolean;
  rate: ListeningRate;
  onRate?: (rate: ListeningRate) => void;
}

const LISTENING_OFF: Listening = { on: false, rate: 1 };

/**
 * The frame itself, whoever plays: the progress bar, the exit that asks first, the teaching cards, the intro and the
 * player, the place saved on every step and restored on load. Where the place, the completion and the reflections go
 * is its caller's: the signed-in parent's session below, or a guest lesson (features/lessons/guest-lesson-page.tsx).
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
  const [, navigate] = useLocation();
  const { i18n, t } = useLingui();
  /** What is read aloud: the lesson's screen (with the feedback sheet it opens), never the frame's own controls. */
  const readRegion = useRef<HTMLDivElement>(null);
  const contentLanguage = htmlLangOf(useContentLanguage());
  const xpReward = lesson.xpReward;
  const intro = lesson.play?.intro;
  const shape = useMemo<FrameShape>(() => frameShapeOf(lesson.lead, intro), [lesson.lead, intro]);
  const reducer = useMemo(() => frameReducer(shape), [shape]);
  const restored = useMemo(() => restoreFrame(saved, shape), [saved, shape]);
  const [frame, dispatch] = useReducer(reducer, undefined, () => restored ?? initialFrame(shape));
  const [welcomeBack, setWelcomeBack] = useState(restored !== null && hasProgress(restored, shape));
  // The welcome belongs to the screen the parent came back to: once they move on (another screen, or the activity's
  // progress moves) it has done its job and goes.
  const placeKey = `${frame.screen}:${frame.page}:${Math.round(frame.percent)}`;
  const resumedAt = useRef(placeKey);
  useEffect(() => {
    if (welcomeBack && placeKey !== resumedAt.current) setWelcomeBack(false);
  }, [placeKey, welcomeBack]);
  /** Bumped by "Start over": the player starts afresh. */
  const [round, setRound] = useState(0);
  const [moved, setMoved] = useState(false);
  const [finished, setFinished] = useState<FinishedLesson | null>(finishedHere ?? null);
  const [leaving, setLeaving] = useState<"exit" | "back" | null>(null);
  // A place this device had that is newer than the server's goes to the server once it can.
  useEffect(() => {
    if (fromDevice && restored !== null && hasProgress(restored, shape)) saver.schedule(restored, { keptAlready: true });
  }, [fromDevice, restored, shape, saver]);
  const progressed = hasProgress(frame, shape) && finished === null;

  // Focus is never left on the page's body: arriving from Start Lesson (whose link is gone) the lesson's title takes
  // it; after Let's practise, the activity's first heading once the player has drawn it (its script may still load).
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusIsLost()) titleRef.current?.focus({ preventScroll: true });
  }, []);
  const onActivity = frame.screen === "activity" && finished === null;
  useEffect(() => {
    if (!moved || !onActivity) return;
    return focusFirstHeadingWhenShown(readRegion.current);
  }, [moved, onActivity, readRegion]);

  // Every step is saved (debounced); a frame with nothing done yet saves nothing.
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (finished === null && hasProgress(frame, shape)) saver.schedule(frame);
  }, [frame, shape, saver, finished]);

  const guard = useLeaveGuard(progressed, () => setLeaving("back"));

  function leave() {
    saver.flush(true);
    const how = leaving;
    setLeaving(null);
    if (how === "back") guard.goBack();
    else {
      guard.release();
      navigate(exitPath);
    }
  }

  function exit() {
    if (progressed) setLeaving("exit");
    else {
      guard.release();
      navigate(exitPath);
    }
  }

  async function startOver() {
    setWelcomeBack(false);
    await saver.clear();
    dispatch({ type: "restart" });
    setRound((value) => value + 1);
  }

  const reported = useRef(finishedHere !== undefined);
  // The answers as the player last reported them, read when the lesson is completed.
  const answers = useRef(frame.player);
  answers.current = frame.player;
  const onComplete = useCallback(
    (raw: number, summary?: ScoreSummary) => {
      // Players call this once; a second call (a double tap on Finish) must not post twice.
      if (reported.current) return;
      reported.current = true;
      const score = Math.round(Math.min(100, Math.max(0, Number.isFinite(raw) ? raw : 0)));
      setFinished({ score, summary: summary ?? null });
      guard.release();
      // The completion clears the saved place on the server, so no save may land after it.
      void saver.stop().then(() => onFinished(score, summary ?? null, answers.current ?? null));
    },
    [onFinished, saver, guard],
  );

  const onProgress = useCallback((percent: number) => dispatch({ type: "progress", percent }), []);
  const onStateChange = useCallback((state: Record<string, unknown>) => dispatch({ type: "player", state }), []);

  const advance = () => {
    setMoved(true);
    dispatch({ type: "next" });
  };

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
        onAnswer={(choice) => dispatch({ type: "check", page: frame.page, choice })}
        onBack={
          frame.page > 0
            ? () => {
                setMoved(true);
                dispatch({ type: "back" });
              }
            : undefined
        }
        onNext={advance}
      />
    );
  } else if (frame.screen === "intro" && intro) {
    body = <IntroSlideshow pages={intro} index={frame.page} onNext={advance} focus={moved} />;
  } else {
    body = (
      <LessonHelpLinkContext.Provider value={lesson.helpLink === true}>
        <LessonPlayer
          key={round}
          lesson={lesson}
          onComplete={onComplete}
          onProgress={onProgress}
          saved={frame.player ?? undefined}
          onStateChange={onStateChange}
          saveReflection={saveReflection}
        />
      </LessonHelpLinkContext.Provider>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4" data-lesson-frame="">
      <div className="sticky top-0 z-30 -mx-4 flex flex-wrap items-center gap-x-3 gap-y-2 bg-paper/95 px-4 py-2 backdrop-blur">
        <button
          type="button"
          aria-label={t`Leave the lesson`}
          onClick={exit}
          className="grid size-11 shrink-0 place-items-center rounded-full border-2 border-line bg-surface hover:border-brand"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="3"
            strokeLinecap="round"
          >
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        </button>
        {/* On a phone the bar has a row of its own under the buttons, so the buttons never squeeze it. */}
        <ProgressBar
          value={Math.round(finished ? 100 : frame.percent)}
          max={100}
          label={t`Lesson progress`}
          className="order-last h-4 basis-full sm:order-none sm:flex-1 sm:basis-auto"
        />
        <Badge tone="green" className="ms-auto shrink-0 whitespace-nowrap sm:ms-0">
          <Trans comment="The XP this lesson gives, in the lesson's top bar">+{xpReward} XP</Trans>
        </Badge>
        {/* A lesson is full-screen (no top bar, no side navigation): Get help now stays one tap away here. */}
        <GetHelpButton compact />
        <ListenControls
          region={readRegion}
          language={contentLanguage}
          on={listening.on}
          rate={listening.rate}
          onRate={listening.onRate}
          held={leaving !== null}
        />
      </div>
      <header>
        <p className="text-sm font-bold text-ink-soft">{level.title}</p>
        <h1 ref={titleRef} tabIndex={-1} className="text-xl leading-tight font-extrabold focus:outline-none sm:text-2xl">
          {lesson.title}
        </h1>
      </header>
      {welcomeBack && !finished ? (
        <div
          role="status"
          className="flex flex-wrap items-center justify-between gap-3 rounded-card border-2 border-line bg-surface px-4 py-3"
        >
          <p className="font-semibold">
            <Trans>Welcome back! We kept your place.</Trans>
          </p>
          <div className="flex items-center gap-2">
            <Button variant="secondary" onClick={() => void startOver()}>
              <Trans comment="Button: restarts the lesson from its first step">Start over</Trans>
            </Button>
            <button
              type="button"
              aria-label={t`Dismiss welcome back`}
              onClick={() => setWelcomeBack(false)}
              className="grid size-11 place-items-center rounded-full text-2xl leading-none hover:bg-brand-soft"
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
        </div>
      ) : null}
      <div ref={readRegion} className="flex flex-1 flex-col" data-lesson-body="">
        {body}
      </div>
      <Dialog
        open={leaving !== null}
        onOpenChange={(open) => {
          if (!open) setLeaving(null);
        }}
        title={i18n._(LEAVE_TITLE)}
        description={i18n._(LEAVE_TEXT)}
      >
        <div className="flex flex-col gap-3 sm:flex-row-reverse">
          <Button size="lg" className="flex-1" onClick={() => setLeaving(null)}>
            <Trans comment="Button in the leave dialog: stays in the lesson">Keep going</Trans>
          </Button>
          <Button variant="secondary" size="lg" className="flex-1" onClick={leave}>
            <Trans comment="Button in the leave dialog: leaves the lesson">Leave</Trans>
          </Button>
        </div>
      </Dialog>
    </div>
  );
}

/** One teaching card before the activity: a scene, the idea, the words to use. */
function LeadCardView({
  card,
  character,
  index,
  count,
  focus,
  answered,
  onAnswer,
  onBack,
  onNext,
}: {
  card: LeadCard;
  /** The child the lesson is about, drawn beside each card's heading. */
  character: Character | undefined;
  index: number;
  count: number;
  focus: boolean;
  /** The option picked in the card's check, once answered. */
  answered: number | undefined;
  onAnswer: (choice: number) => void;
  onBack?: () => void;
  onNext: () => void;
}) {
  const { t } = useLingui();
  const heading = useRef<HTMLHeadingElement>(null);
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!focus) return;
    // The card comes into view from its top, its count and title below the lesson's sticky bar (scroll-mt: up to
    // three rows on a phone with the listening controls, one from sm up), not scrolled under it as focusing the title
    // alone would leave it.
    heading.current?.focus({ preventScroll: true });
    section.current?.scrollIntoView?.({ block: "start" });
  }, [index, focus]);
  const cardNumber = index + 1;
  const paragraphs = card.body.split(/\n\s*\n/).filter((paragraph) => paragraph.trim() !== "");
  return (
    <section ref={section} aria-label={t`Before you practise`} className="flex scroll-mt-40 flex-col gap-4 sm:scroll-mt-20">
      <Card className="flex flex-col gap-4">
        <div className="flex items-center gap-3 sm:gap-4">
          <LessonCharacter character={character} mood={index === 0 ? "happy" : "calm"} className="hidden size-16 shrink-0 sm:block" />
          <div className="min-w-0">
            <p {...PROGRESS_COUNT} className="text-sm font-bold text-ink-soft">
              <Trans comment="Which teaching card this is, e.g. 2 of 3">
                {cardNumber} of {count}
              </Trans>
            </p>
            <h2 ref={heading} tabIndex={-1} className="text-xl leading-tight font-extrabold focus:outline-none sm:text-2xl">
              {card.heading}
            </h2>
          </div>
        </div>
        {paragraphs.map((paragraph, at) => (
          <p key={at} className="text-lg leading-relaxed whitespace-pre-line">
            {paragraph}
          </p>
        ))}
      </Card>
      {card.check ? <LeadCheck key={index} check={card.check} answered={answered} onAnswer={onAnswer} /> : null}
      {/* In reach at the foot of the screen however long the card (docs/product-rules.md#words-whole-and-the-main-action-in-reach). */}
      <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap gap-3 bg-paper/95 px-4 py-3 pb-[calc(0.75rem+env(safe-area-inset-bottom))] backdrop-blur sm:justify-end">
        {onBack ? (
          <Button variant="secondary" size="lg" onClick={onBack}>
            <Trans comment="Button: the previous teaching card">Back</Trans>
          </Button>
        ) : null}
        <Button size="lg" className="flex-1 sm:flex-none" disabled={card.check !== undefined && answered === undefined} onClick={onNext}>
          {cardNumber < count ? (
            <Trans comment="Button: the next teaching card">Next</Trans>
          ) : (
            <Trans comment="Button after the last teaching card: starts the activity">Let's practise</Trans>
          )}
        </Button>
      </div>
    </section>
  );
}

function FrameLoading() {
  const { t } = useLingui();
  return <SpinnerStatus label={t`Loading lesson`} />;
}

/** Whether keyboard focus is nowhere: on the page's body, as when the control that held it has gone. */
function focusIsLost(): boolean {
  return document.activeElement === null || document.activeElement === document.body;
}

/**
 * Focuses the first heading inside `region` as soon as there is one, while focus is still lost (a player that takes
 * focus itself, or a parent who has tabbed on, keeps theirs). The page does not scroll for it. Returns the clean-up.
 */
function focusFirstHeadingWhenShown(region: HTMLElement | null): (() => void) | undefined {
  if (!region) return undefined;
  const tryFocus = (): boolean => {
    if (!focusIsLost()) return true;
    const heading = region.querySelector<HTMLElement>("h1, h2, h3");
    if (!heading) return false;
    if (!heading.hasAttribute("tabindex")) heading.tabIndex = -1;
    heading.classList.add("focus:outline-none");
    heading.focus({ preventScroll: true });
    return true;
  };
  if (tryFocus()) return undefined;
  const observer = new MutationObserver(() => {
    if (tryFocus()) observer.disconnect();
  });
  observer.observe(region, { childList: true, subtree: true });
  return () => observer.disconnect();
}
