import { useState } from "react";
import { useLocation } from "wouter";
import { useLeaveGuard } from "@client/lib/leave-guard";
import type { AttemptSaver } from "../api/attempt";

/**
 * Leaving a lesson: the exit button and Browser-Back ask first while there is progress to keep (`progressed`), and
 * "Leave" sends the last save of the place before going to `exitPath` (the exit button) or back (Browser-Back).
 */
export function useLeaveLesson(progressed: boolean, exitPath: string, saver: AttemptSaver) {
  const [, navigate] = useLocation();
  /** Which way the parent asked to leave, while "Leave the lesson?" is open. */
  const [leaving, setLeaving] = useState<"exit" | "back" | null>(null);
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

  return { asking: leaving !== null, stay: () => setLeaving(null), leave, exit, guard };
}
