import { createContext, useContext, useEffect, useState } from "react";
import { lessonsStartedOnDevice } from "@client/lib/device-places";

const NONE: ReadonlySet<number> = new Set();

/**
 * The lessons with a saved place on this device, so a card says "Continue Activity" and "In Progress" only for a lesson
 * the parent has started (src/shared/rules/labels.ts shownStatus). Read each time a screen that shows them opens, after
 * it is on screen: the server renders (and the browser hydrates) without them, as the device's store is the browser's.
 */
export function useStartedLessons(userId: number): ReadonlySet<number> {
  const [started, setStarted] = useState<ReadonlySet<number>>(NONE);
  useEffect(() => {
    let live = true;
    void lessonsStartedOnDevice(userId).then((lessons) => {
      if (live && lessons.size > 0) setStarted(lessons);
    });
    return () => {
      live = false;
    };
  }, [userId]);
  return started;
}

/** The started lessons for the cards below a screen that read them. */
export const StartedLessonsContext = createContext<ReadonlySet<number>>(NONE);
export const useStartedLessonsHere = () => useContext(StartedLessonsContext);
