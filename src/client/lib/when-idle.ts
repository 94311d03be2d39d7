/**
 * Runs `run` once the browser has nothing more urgent to do (at the latest after `timeout` ms); where the browser
 * cannot tell, after `fallbackDelay` ms.
 */
export function whenIdle(run: () => void, { timeout = 5_000, fallbackDelay = 1_000 } = {}): void {
  if (typeof requestIdleCallback === "function") requestIdleCallback(run, { timeout });
  else setTimeout(run, fallbackDelay);
}
