import { useId, useMemo } from "react";
import { usePlayerReducer } from "../player-state";
import type { PlayerProps } from "../types";
import { useReportProgress } from "./activity-parts";

/** How one kind of lesson's state starts, moves and counts: the rules a player hands to usePlayer. */
export interface PlayerRules<Content, State extends object, Action> {
  reducer: (content: Content) => (state: State, action: Action) => State;
  /** The state of a lesson not yet started. */
  initial: (content: Content) => State;
  /** A saved state when it still fits this content, else null (the lesson starts afresh). */
  restore: (raw: unknown, content: Content) => State | null;
  /** How far the state is through the lesson, 0–100, for the frame's bar. */
  progress: (state: State, content: Content) => number;
}

/**
 * The opening every player shares: its state started from the saved place (or afresh), each change reported to the
 * frame, the progress reported as it moves, and an id for the question's heading. `rules` is a constant of the
 * player's module. The player's texts still come from its own `useLingui()`: Lingui's macro compiles `t` only where
 * it is taken from the macro in the same function.
 */
export function usePlayer<Content, State extends object, Action>(
  { content, saved, onStateChange, onProgress }: PlayerProps<Content>,
  rules: PlayerRules<Content, State, Action>,
) {
  const questionId = useId();
  const reducer = useMemo(() => rules.reducer(content), [rules, content]);
  const [state, dispatch] = usePlayerReducer(
    reducer,
    () => rules.initial(content),
    (raw) => rules.restore(raw, content),
    saved,
    onStateChange,
  );
  useReportProgress(rules.progress(state, content), onProgress);
  return { state, dispatch, questionId };
}
