import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from "react";
import type { LeaveGuard } from "@client/lib/leave-guard";
import {
  type FrameShape,
  type FrameState,
  frameReducer,
  frameShapeOf,
  hasProgress,
  initialFrame,
  restoreFrame,
} from "@shared/rules/players/lesson-frame";
import type { ScoreSummary } from "@shared/rules/players/score-summary";
import type { Lesson } from "@shared/schemas/learning";
import type { AttemptSaver } from "../api/attempt";

/** The journal needs a feeling; a reflection that asks none is filed under this word. */
export const REFLECTION_FEELING = "Reflective";

/** A lesson the parent has just finished: the score the player reported and what it counts. */
export interface FinishedLesson {
  score: number;
  summary: ScoreSummary | null;
}

/**
 * The frame's place in the lesson (teaching cards, intro, activity, the player's own state), restored from `saved`
 * when it still fits the lesson, and the player's reports that move it. `restart` starts afresh: the player too
 * (`round` is its key).
 */
export function useFrame(lesson: Lesson, saved: unknown) {
  const intro = lesson.play?.intro;
  const shape = useMemo<FrameShape>(() => frameShapeOf(lesson.lead, intro), [lesson.lead, intro]);
  const reducer = useMemo(() => frameReducer(shape), [shape]);
  const restored = useMemo(() => restoreFrame(saved, shape), [saved, shape]);
  const [frame, dispatch] = useReducer(reducer, undefined, () => restored ?? initialFrame(shape));
  /** Bumped by "Start over": the player starts afresh. */
  const [round, setRound] = useState(0);
  const onProgress = useCallback((percent: number) => dispatch({ type: "progress", percent }), []);
  const onStateChange = useCallback((state: Record<string, unknown>) => dispatch({ type: "player", state }), []);
  const restart = () => {
    dispatch({ type: "restart" });
    setRound((value) => value + 1);
  };
  return { shape, restored, frame, dispatch, round, restart, onProgress, onStateChange };
}

/**
 * "Welcome back! We kept your place." shows when the frame opened on a place with progress in it. The welcome belongs
 * to the screen the parent came back to: once they move on (another screen, or the activity's progress moves) it has
 * done its job and goes.
 */
export function useWelcomeBack(frame: FrameState, restored: FrameState | null, shape: FrameShape) {
  const [shown, setShown] = useState(restored !== null && hasProgress(restored, shape));
  const placeKey = `${frame.screen}:${frame.page}:${Math.round(frame.percent)}`;
  const resumedAt = useRef(placeKey);
  useEffect(() => {
    if (shown && placeKey !== resumedAt.current) setShown(false);
  }, [placeKey, shown]);
  return { shown, dismiss: () => setShown(false) };
}

/**
 * Every step is saved (debounced); a frame with nothing done yet saves nothing, nor one that is finished. A place this
 * device had that is newer than the server's (`fromDevice`) goes to the server once it can.
 */
export function useSavedPlace(
  { frame, shape, restored, fromDevice, finished }: { frame: FrameState; shape: FrameShape; restored: FrameState | null; fromDevice: boolean; finished: boolean },
  saver: AttemptSaver,
) {
  useEffect(() => {
    if (fromDevice && restored !== null && hasProgress(restored, shape)) saver.schedule(restored, { keptAlready: true });
  }, [fromDevice, restored, shape, saver]);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (!finished && hasProgress(frame, shape)) saver.schedule(frame);
  }, [frame, shape, saver, finished]);
}

/**
 * The player's completion, taken once (a second call, a double tap on Finish, must not post twice): the frame shows
 * it finished at once, stops guarding against leaving, and hands it on once the last save of the place has landed.
 */
export function useFrameCompletion({
  alreadyFinished,
  answers,
  setFinished,
  saver,
  guard,
  onFinished,
}: {
  /** The frame opened on a lesson finished here earlier: nothing more is reported. */
  alreadyFinished: boolean;
  /** The answers as the player last reported them, read when the lesson is completed. */
  answers: Record<string, unknown> | null | undefined;
  setFinished: (finished: FinishedLesson) => void;
  saver: AttemptSaver;
  guard: LeaveGuard;
  onFinished: (score: number, summary: ScoreSummary | null, answers: Record<string, unknown> | null) => void;
}) {
  const reported = useRef(alreadyFinished);
  const latestAnswers = useRef(answers);
  latestAnswers.current = answers;
  return useCallback(
    (raw: number, summary?: ScoreSummary) => {
      if (reported.current) return;
      reported.current = true;
      const score = Math.round(Math.min(100, Math.max(0, Number.isFinite(raw) ? raw : 0)));
      setFinished({ score, summary: summary ?? null });
      guard.release();
      // The completion clears the saved place on the server, so no save may land after it.
      void saver.stop().then(() => onFinished(score, summary ?? null, latestAnswers.current ?? null));
    },
    [onFinished, saver, guard, setFinished],
  );
}
