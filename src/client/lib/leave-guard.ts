import { useEffect, useMemo, useRef } from "react";

/** Marks the extra history entry that stands between a guarded screen (a lesson, Edit Profile) and the page before it. */
const GUARD_STATE = { growlyLessonGuard: true } as const;

export interface LeaveGuard {
  /** Stop guarding (the lesson is finished, or the parent chose to leave another way). */
  release(): void;
  /** Leave the way Browser-Back would have: to the page before the guarded screen. */
  goBack(): void;
}

/**
 * While `active`, Browser-Back (and a phone's back gesture) asks first: one extra history entry sits on top of the
 * screen, so Back only pops it; the guard puts it back and calls `onBack`, which asks ("Leave the lesson?") or, with
 * nothing to lose, leaves at once by `goBack`. `goBack` really leaves.
 */
export function useLeaveGuard(active: boolean, onBack: () => void): LeaveGuard {
  const pushed = useRef(false);
  const released = useRef(false);
  const ask = useRef(onBack);
  useEffect(() => {
    ask.current = onBack;
  }, [onBack]);

  useEffect(() => {
    if (!active || released.current) return;
    if (!pushed.current) {
      // After a reload the page is already on its guard entry; a second one would make Leave land on the screen.
      const onGuard = (window.history.state as { growlyLessonGuard?: boolean } | null)?.growlyLessonGuard === true;
      if (!onGuard) window.history.pushState(GUARD_STATE, "", window.location.href);
      pushed.current = true;
    }
    const onPopState = () => {
      if (released.current) return;
      // Back popped the guard entry: put it back and ask.
      window.history.pushState(GUARD_STATE, "", window.location.href);
      ask.current();
    };
    window.addEventListener("popstate", onPopState);
    return () => window.removeEventListener("popstate", onPopState);
  }, [active]);

  return useMemo(
    () => ({
      release() {
        released.current = true;
      },
      goBack() {
        released.current = true;
        // Past the guard entry and the screen itself.
        window.history.go(pushed.current ? -2 : -1);
      },
    }),
    [],
  );
}
