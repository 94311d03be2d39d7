import { startTransition, useEffect, useState } from "react";

/**
 * How many of a long screen's `total` parts to draw: the first `first` with the screen, then one more each frame, in a
 * transition. React renders each step in short slices and a tap still answers at once, so a phone never stalls on
 * parts below the fold (docs/benchmarks.md#the-next-round-2026-11-24). Where the browser draws no frames (a
 * hidden tab), the steps wait until it does.
 */
export function useDrawnInSteps(first: number, total: number): number {
  const [drawn, setDrawn] = useState(first);
  const shown = Math.min(total, Math.max(drawn, first));
  useEffect(() => {
    if (shown >= total) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // After the next frame has painted, so each step's layout is its own short task.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setDrawn(shown + 1)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [shown, total]);
  return shown;
}
