import { performance } from "node:perf_hooks";

/**
 * Time this process can spare for work that only makes a page faster (a parent's screen rendered into it): `begin` gives
 * a function to call when the work is done, or undefined when there is no time for it now, and the page goes without.
 */
export interface Headroom {
  begin(): (() => void) | undefined;
  close(): void;
}

/** Room whatever the load (SERVER_RENDERING=always: the browser journeys, which look at every rendered screen). */
export const ALWAYS_ROOM: Headroom = { begin: () => () => {}, close: () => {} };

export interface HeadroomOptions {
  /** No room while the event loop was busy more than this share of the last sample (running code, not waiting). */
  busyAbove?: number;
  /** At most this share of the time goes to the work, counted from when each piece began to when it ended. */
  shareOfTime?: number;
  sampleMs?: number;
  /** The event loop's utilization since the previous call, 0 to 1 (Node's by default; tests give their own). */
  sampleBusy?: () => number;
  now?: () => number;
}

/**
 * A quiet server renders every parent's screen; a busy one sends the pages for the browser to render, which cost
 * next to nothing, and keeps its time for the API. Two checks: the event loop's recent utilization (the API is busy),
 * and a budget of time for rendering that refills at `shareOfTime` (renders crowd each other out: each one takes
 * longer, so fewer begin)
 * (docs/benchmarks.md#screens-drawn-for-the-parent-2026-11-25).
 */
export function eventLoopHeadroom({
  busyAbove = 0.5,
  shareOfTime = 0.25,
  sampleMs = 200,
  sampleBusy = eventLoopBusySampler(),
  now = () => performance.now(),
}: HeadroomOptions = {}): Headroom {
  let busy = 0;
  const timer = setInterval(() => {
    busy = sampleBusy();
  }, sampleMs);
  timer.unref();

  // The budget in milliseconds: at most one second's share saved up, so a quiet minute does not buy a long burst.
  const capacity = 1_000 * shareOfTime;
  let available = capacity;
  let refilledAt = now();
  const refill = () => {
    const at = now();
    available = Math.min(capacity, available + (at - refilledAt) * shareOfTime);
    refilledAt = at;
  };

  return {
    begin() {
      refill();
      if (busy >= busyAbove || available <= 0) return undefined;
      const began = now();
      let ended = false;
      return () => {
        if (ended) return;
        ended = true;
        refill();
        available -= now() - began;
      };
    },
    close: () => clearInterval(timer),
  };
}

/** Node's event-loop utilization over each interval between two calls: the share of it spent running code. */
export function eventLoopBusySampler(): () => number {
  let previous = performance.eventLoopUtilization();
  return () => {
    const current = performance.eventLoopUtilization();
    const busy = performance.eventLoopUtilization(current, previous).utilization;
    previous = current;
    return busy;
  };
}
