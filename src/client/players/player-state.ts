import { useEffect, useReducer, useRef } from "react";

/**
 * A player's reducer, started from the saved state when it still fits (`restore`), else from `initial`; every
 * change after the first render goes to `onStateChange` so the frame can save the parent's place.
 */
export function usePlayerReducer<State extends object, Action>(
  reducer: (state: State, action: Action) => State,
  initial: () => State,
  restore: (raw: unknown) => State | null,
  saved: unknown,
  onStateChange: ((state: Record<string, unknown>) => void) | undefined,
) {
  const [state, dispatch] = useReducer(reducer, undefined, () => restore(saved) ?? initial());
  const report = useRef(onStateChange);
  useEffect(() => {
    report.current = onStateChange;
  }, [onStateChange]);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    report.current?.(state as Record<string, unknown>);
  }, [state]);
  return [state, dispatch] as const;
}
