import { createContext, useContext, type ReactNode } from "react";

/**
 * The parent's local hour (0–23): the device's clock, unless the screen was rendered on the server, in the parent's
 * time zone (src/client/server-render.tsx); the browser then hydrates it at that same hour.
 */
const LocalHourContext = createContext<() => number>(() => new Date().getHours());

/** For a screen rendered away from the parent's device: the hour to greet them by, in their own time zone. */
export function LocalHourProvider({ hour, children }: { hour: () => number; children: ReactNode }) {
  return <LocalHourContext.Provider value={hour}>{children}</LocalHourContext.Provider>;
}

export function useLocalHour(): number {
  return useContext(LocalHourContext)();
}
