import { afterEach, describe, expect, it } from "vitest";
import { eventLoopBusySampler, eventLoopHeadroom, type Headroom } from "./headroom";

/** Keeps the event loop running code, as a process under load does. */
function busyFor(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // nothing else runs meanwhile
  }
}

let headroom: Headroom | undefined;
afterEach(() => headroom?.close());

describe("the server's headroom for drawing screens", () => {
  it("is there while the event loop waits, gone after it has been busy, and back once it waits again", async () => {
    // The sampled utilization is the test's to set: the rule is judged, not how busy this machine happens to be.
    let utilization = 0.1;
    headroom = eventLoopHeadroom({ busyAbove: 0.5, sampleMs: 10, sampleBusy: () => utilization });
    await expect.poll(() => headroom!.begin()).toBeDefined();
    utilization = 0.9;
    await expect.poll(() => headroom!.begin()).toBeUndefined();
    utilization = 0.2;
    await expect.poll(() => headroom!.begin()).toBeDefined();
  });

  it("samples Node's event loop: most of an interval spent running code reads as busy", () => {
    const sample = eventLoopBusySampler();
    busyFor(100);
    expect(sample()).toBeGreaterThan(0.5);
  });

  it("gives drawing its share of the time and no more: what they took is paid back before more begin", () => {
    let clock = 0;
    headroom = eventLoopHeadroom({ shareOfTime: 0.25, now: () => clock });
    // A second's share saved up (250 ms, no more). A drawing costs the time it took and earns back a quarter of it.
    for (const took of [100, 100, 200]) {
      const end = headroom.begin();
      expect(end, `a drawing of ${took} ms`).toBeDefined();
      clock += took;
      end!();
    }
    // 250 - 100 → 150 + 25 - 100 → 75 + 50 - 200: 75 ms overspent, paid back at a quarter of the time that passes.
    expect(headroom.begin()).toBeUndefined();
    clock += 299;
    expect(headroom.begin()).toBeUndefined();
    clock += 2;
    const next = headroom.begin();
    expect(next).toBeDefined();
    // Ending twice counts once.
    clock += 10;
    next!();
    next!();
    clock += 40;
    expect(headroom.begin()).toBeDefined();
  });
});
