import { describe, expect, it } from "vitest";
import { InFlightGate } from "./in-flight";
import { RateLimitRefused } from "./rate-limit";

describe("InFlightGate", () => {
  it("lets a key have `max` requests in progress, refuses the next with 429 at once, and frees the place when one ends", async () => {
    const gate = new InFlightGate(2);
    let finish!: () => void;
    const held = new Promise<void>((resolve) => (finish = resolve));
    const running = [gate.run("login:10.0.0.1", () => held), gate.run("login:10.0.0.1", () => held)];
    let ran = false;
    const refused = await gate
      .run("login:10.0.0.1", async () => {
        ran = true;
      })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(RateLimitRefused);
    expect((refused as RateLimitRefused).statusCode).toBe(429);
    expect((refused as RateLimitRefused).limits).toEqual(["inFlightPerAddress"]);
    expect(ran).toBe(false);
    // Another address is not affected.
    expect(await gate.run("login:10.0.0.2", async () => "other")).toBe("other");

    finish();
    await Promise.all(running);
    expect(await gate.run("login:10.0.0.1", async () => "again")).toBe("again");
  });

  it("frees the place when the work fails", async () => {
    const gate = new InFlightGate(1);
    await expect(gate.run("k", async () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(await gate.run("k", async () => 1)).toBe(1);
  });
});
