import { createContext, useContext, type ReactNode } from "react";

/** The parent's local hour (0–23): the device's clock, unless the screen is drawn elsewhere (src/client/first-screen.tsx). */
const LocalHourContext = createContext<() => number>(() => new Date().getHours());

/** For a screen drawn away from the parent's device: the hour to greet them by, in their own time zone. */
export function LocalHourProvider({ hour, children }: { hour: () => number; children: ReactNode }) {
  return <LocalHourContext.Provider value={hour}>{children}</LocalHourContext.Provider>;
}

export function useLocalHour(): number {
  return useContext(LocalHourContext)();
}
